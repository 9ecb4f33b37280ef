import { Form, useFetcher, useLocation } from "@remix-run/react";
import { Check, RotateCcw, Settings2, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Theme } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";

const SWATCH: Record<string, string> = {
  default: "bg-card border border-input",
  primary: "bg-primary",
  success: "bg-success",
  danger: "bg-destructive",
  info: "bg-info",
  warning: "bg-warning",
  dark: "bg-[hsl(222_47%_16%)] border border-foreground/25",
};

function Segmented({ legend, name, value, options, disabled, note }: { legend: string; name: string; value: string; options: { value: string; label: string; disabled?: boolean }[]; disabled?: boolean; note?: ReactNode }) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-xs font-semibold text-foreground">{legend}</legend>
      <div className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${Math.min(options.length, 4)}, minmax(0, 1fr))` }}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex h-8 cursor-pointer items-center justify-center rounded-md border border-input px-2 text-xs font-medium capitalize transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-45"
          >
            <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} disabled={o.disabled} className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
      {note ? <p className="text-[11px] text-muted-foreground">{note}</p> : null}
    </fieldset>
  );
}

function Swatches({ legend, name, value, options, disabled, note }: { legend: string; name: string; value: string; options: string[]; disabled?: boolean; note?: ReactNode }) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-xs font-semibold text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} title={o} className="group relative cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-45">
            <input type="radio" name={name} value={o} defaultChecked={value === o} className="peer sr-only" aria-label={`${legend}: ${o}`} />
            <span className={cn("flex size-8 items-center justify-center rounded-md shadow-sm ring-offset-2 ring-offset-card peer-checked:ring-2 peer-checked:ring-foreground/70 peer-focus-visible:ring-2 peer-focus-visible:ring-ring", SWATCH[o])}>
              <Check aria-hidden="true" className={cn("hidden size-4 group-has-[:checked]:block", o === "default" ? "text-foreground" : "text-white")} />
            </span>
          </label>
        ))}
      </div>
      {note ? <p className="text-[11px] text-muted-foreground">{note}</p> : null}
    </fieldset>
  );
}

function Switch({ name, label, checked, description }: { name: string; label: string; checked: boolean; description?: string }) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3">
      <span>
        <span className="block text-xs font-semibold">{label}</span>
        {description ? <span className="block text-[11px] text-muted-foreground">{description}</span> : null}
      </span>
      <span className="relative inline-flex shrink-0">
        <input type="checkbox" role="switch" name={name} defaultChecked={checked} className="peer sr-only" />
        <span className="h-5 w-9 rounded-full bg-input transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-card" />
        <span className="absolute start-0.5 top-0.5 size-4 rounded-full bg-white shadow transition-transform peer-checked:translate-x-4 rtl:peer-checked:-translate-x-4" />
      </span>
    </label>
  );
}

/** Segmented options whose labels are their values, capitalised. */
const choices = (...values: string[]) => values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

/** The URL parameter that opens the customizer on a page without JavaScript. */
const OPEN_PARAM = "customize";

/**
 * The theme customizer (spec section 2): every setting of the spec's table, saved per user on the server,
 * so the next page (and the next sign-in) renders with it from the first byte. With JavaScript the toggle
 * opens the panel in place and each change is saved at once. Without it the toggle is a link to the same
 * page with ?customize, which the server renders with the panel open around a plain form (Save).
 * The panel is only rendered while open: it is a sixth of a page's markup, sent on every page for a
 * setting changed now and then. The whole customizer is left out when the configuration switches it off.
 */
export function Customizer({ theme }: { theme: Theme }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const [open, setOpen] = useState(params.has(OPEN_PARAM));
  const toggleHref = withParam(location.pathname, params, !open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="group/customizer" data-open={open} data-testid="customizer">
      <a
        href={toggleHref}
        role="button"
        aria-label="Theme customizer"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
        className="fixed end-0 top-1/2 z-[45] flex size-10 -translate-y-1/2 items-center justify-center rounded-s-lg bg-primary text-primary-foreground shadow-lg outline-none transition-[inset-inline-end] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 group-data-[open=true]/customizer:end-[min(340px,100vw)]"
      >
        <Settings2 aria-hidden="true" className="size-5 motion-safe:animate-[spin_6s_linear_infinite] group-data-[open=true]/customizer:animate-none" />
      </a>
      {open ? <CustomizerPanel theme={theme} here={`${location.pathname}${location.search}`} closeHref={toggleHref} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The page's own URL with the customizer's parameter added or taken away; its other parameters stay. */
function withParam(pathname: string, params: URLSearchParams, present: boolean) {
  const next = new URLSearchParams(params);
  if (present) next.set(OPEN_PARAM, "");
  else next.delete(OPEN_PARAM);
  const search = next.toString().replace(`${OPEN_PARAM}=`, OPEN_PARAM);
  return search ? `${pathname}?${search}` : pathname;
}

function CustomizerPanel({ theme, here, closeHref, onClose }: { theme: Theme; here: string; closeHref: string; onClose: () => void }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ ok: boolean }>();
  const horizontal = theme.layout === "horizontal";
  const saving = fetcher.state !== "idle";

  return (
    <div role="dialog" aria-label="Theme customizer" className="fixed inset-y-0 end-0 z-[45] flex w-[min(340px,100vw)] flex-col border-s bg-card text-card-foreground shadow-2xl">
      <div className="flex items-start justify-between gap-3 border-b px-5 py-4">
        <div>
          <h2 className="text-sm font-semibold">Theme customizer</h2>
          <p className="text-xs text-muted-foreground">{saving ? "Saving…" : "Saved to your account; applies on every device."}</p>
        </div>
        <a
          href={closeHref}
          role="button"
          aria-label="Close the customizer"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </a>
      </div>
      <Form
        key={JSON.stringify(theme)}
        method="post"
        action="/resources/theme"
        className="flex-1 space-y-5 overflow-y-auto px-5 py-5"
        onChange={(event) => {
          const data = new FormData(event.currentTarget);
          data.delete("redirectTo");
          fetcher.submit(data, { method: "post", action: "/resources/theme" });
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="redirectTo" value={here} />
        <Segmented
          legend="Mode"
          name="mode"
          value={theme.mode}
          options={[
            { value: "light", label: "Light" },
            { value: "dark", label: "Dark" },
            { value: "semi-dark", label: "Semi dark", disabled: horizontal },
          ]}
          note={horizontal ? "Semi dark is for the vertical layout." : undefined}
        />
        <Swatches legend="Menu colour" name="menuColor" value={theme.menuColor} options={["primary", "success", "danger", "info", "warning", "dark"]} />
        <Segmented legend="Layout" name="layout" value={theme.layout} options={choices("vertical", "horizontal")} note="Horizontal shows as vertical on screens of 1199 px or less." />
        <Switch name="collapsed" label="Collapse sidebar" description="Icons only; the menu opens on hover." checked={theme.collapsed} />
        <Swatches legend="Navbar colour" name="navbarColor" value={theme.navbarColor} options={["default", "primary", "success", "danger", "info", "warning", "dark"]} disabled={horizontal} note={horizontal ? "Navbar colour is for the vertical layout." : undefined} />
        <Segmented legend="Navbar type" name="navbarType" value={theme.navbarType} options={choices("floating", "sticky", "static", "hidden")} />
        <Segmented legend="Footer type" name="footerType" value={theme.footerType} options={choices("static", "sticky", "hidden")} />
        <Switch name="rtl" label="Right-to-left" checked={theme.rtl} />
        <Switch name="scrollTop" label="Scroll-to-top button" description="Appears after scrolling 160 px." checked={theme.scrollTop} />
        {/* Without JavaScript nothing saves on change: this button does. */}
        <noscript>
          <Button type="submit" className="w-full">
            Save
          </Button>
        </noscript>
      </Form>
      <div className="border-t px-5 py-3">
        <fetcher.Form method="post" action="/resources/theme">
          <input type="hidden" name="redirectTo" value={hydrated ? "" : here} />
          <Button type="submit" name="intent" value="reset" variant="outline" className="w-full" disabled={saving}>
            <RotateCcw aria-hidden="true" />
            Reset to defaults
          </Button>
        </fetcher.Form>
      </div>
    </div>
  );
}
