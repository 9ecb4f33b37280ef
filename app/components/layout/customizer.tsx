import { Form, useFetcher, useLocation } from "@remix-run/react";
import { Check, RotateCcw, Settings2, X } from "lucide-react";
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { Theme } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";

// The check mark on a chosen swatch: the colour's own foreground, so it keeps 3:1 in the dark theme too
// (white vanished on the light dark-mode success, info and warning; app/lib/theme-contrast.test.ts).
const CHECK: Record<string, string> = {
  default: "text-foreground",
  primary: "text-primary-foreground",
  success: "text-success-foreground",
  danger: "text-destructive-foreground",
  info: "text-info-foreground",
  warning: "text-warning-foreground",
  dark: "text-white",
};

const SWATCH: Record<SwatchColour, string> = {
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

type SwatchColour = "default" | "primary" | "success" | "danger" | "info" | "warning" | "dark";

function Swatches({ legend, name, value, options, disabled, note }: { legend: string; name: string; value: string; options: SwatchColour[]; disabled?: boolean; note?: ReactNode }) {
  const { t } = useTranslation("shell");
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-xs font-semibold text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} title={t(`customizer.colors.${o}`)} className="group relative cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-45">
            <input type="radio" name={name} value={o} defaultChecked={value === o} className="peer sr-only" aria-label={`${legend}: ${t(`customizer.colors.${o}`)}`} />
            <span className={cn("flex size-8 items-center justify-center rounded-md shadow-sm ring-offset-2 ring-offset-card peer-checked:ring-2 peer-checked:ring-foreground/70 peer-focus-visible:ring-2 peer-focus-visible:ring-ring", SWATCH[o])}>
              <Check aria-hidden="true" className={cn("hidden size-4 group-has-[:checked]:block", CHECK[o])} />
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
  const { t } = useTranslation("shell");
  const toggleRef = useRef<HTMLAnchorElement>(null);
  // Opened or closed by the person here (not by the page arriving with ?customize): focus follows the panel.
  const interacted = useRef(false);
  const toggle = (next: boolean) => {
    interacted.current = true;
    setOpen(next);
  };

  useEffect(() => {
    if (!open) {
      // Closing hands the focus back to the toggle that opened the panel (WCAG 2.4.3 focus order).
      if (interacted.current && toggleRef.current && !toggleRef.current.contains(document.activeElement)) toggleRef.current.focus();
      return;
    }
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && toggle(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="group/customizer" data-open={open} data-testid="customizer">
      <a
        ref={toggleRef}
        href={toggleHref}
        role="button"
        aria-label={t("customizer.title")}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          toggle(!open);
        }}
        onKeyDown={spaceClicks}
        className="group/toggle fixed end-0 top-1/2 z-[45] flex size-10 -translate-y-1/2 items-center justify-center rounded-s-lg bg-primary text-primary-foreground shadow-lg outline-none transition-[inset-inline-end] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 group-data-[open=true]/customizer:end-[min(340px,100vw)]"
      >
        {/* The gear turns only under the pointer: a gear always turning repainted every page 60 times a second, a
            core's work in a browser without a GPU, all day, on a portal people keep open. */}
        <Settings2 aria-hidden="true" className="size-5 motion-safe:group-hover/toggle:animate-[spin_3s_linear_infinite] group-data-[open=true]/customizer:animate-none" />
      </a>
      {open ? <CustomizerPanel theme={theme} here={`${location.pathname}${location.search}`} closeHref={toggleHref} onClose={() => toggle(false)} autoFocus={interacted.current} /> : null}
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

/** A link that acts as a button answers Space as well as Enter, as a button does. */
function spaceClicks(event: ReactKeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== " ") return;
  event.preventDefault();
  event.currentTarget.click();
}

function CustomizerPanel({ theme, here, closeHref, onClose, autoFocus }: { theme: Theme; here: string; closeHref: string; onClose: () => void; autoFocus: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Opened from the toggle, the panel takes the focus so the keyboard continues inside it.
  useEffect(() => {
    if (autoFocus) panelRef.current?.focus();
  }, [autoFocus]);
  // A saved choice re-renders the form (its key is the theme): the control the keyboard was on gets the focus
  // back, instead of it falling to the page's start.
  const lastControl = useRef<{ name: string; value: string } | null>(null);
  const themeKey = JSON.stringify(theme);
  useEffect(() => {
    const control = lastControl.current;
    if (!control || (document.activeElement && document.activeElement !== document.body)) return;
    panelRef.current?.querySelector<HTMLInputElement>(`input[name="${control.name}"]${control.value ? `[value="${control.value}"]` : ""}`)?.focus();
  }, [themeKey]);
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ ok: boolean }>();
  const horizontal = theme.layout === "horizontal";
  const saving = fetcher.state !== "idle";
  const { t } = useTranslation(["shell", "common"]);

  return (
    <div ref={panelRef} tabIndex={-1} role="dialog" aria-label={t("customizer.title")} className="outline-none fixed inset-y-0 end-0 z-[45] flex w-[min(340px,100vw)] flex-col border-s bg-card text-card-foreground shadow-2xl">
      <div className="flex items-start justify-between gap-3 border-b px-5 py-4">
        <div>
          <h2 className="text-sm font-semibold">{t("customizer.title")}</h2>
          <p className="text-xs text-muted-foreground">{saving ? t("customizer.saving") : t("customizer.saved")}</p>
        </div>
        <a
          href={closeHref}
          role="button"
          aria-label={t("customizer.close")}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          onKeyDown={spaceClicks}
          className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </a>
      </div>
      <Form
        key={themeKey}
        onFocus={(event) => {
          const input: EventTarget = event.target;
          lastControl.current = input instanceof HTMLInputElement && input.name ? { name: input.name, value: input.type === "radio" ? input.value : "" } : null;
        }}
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
          legend={t("customizer.mode")}
          name="mode"
          value={theme.mode}
          options={[
            { value: "light", label: t("customizer.modes.light") },
            { value: "dark", label: t("customizer.modes.dark") },
            { value: "semi-dark", label: t("customizer.modes.semi-dark"), disabled: horizontal },
          ]}
          note={horizontal ? t("customizer.semiDarkNote") : undefined}
        />
        <Swatches legend={t("customizer.menuColor")} name="menuColor" value={theme.menuColor} options={["primary", "success", "danger", "info", "warning", "dark"]} />
        <Segmented legend={t("customizer.layout")} name="layout" value={theme.layout} options={(["vertical", "horizontal"] as const).map((value) => ({ value, label: t(`customizer.layouts.${value}`) }))} note={t("customizer.layoutNote")} />
        <Switch name="collapsed" label={t("customizer.collapse")} description={t("customizer.collapseNote")} checked={theme.collapsed} />
        <Swatches legend={t("customizer.navbarColor")} name="navbarColor" value={theme.navbarColor} options={["default", "primary", "success", "danger", "info", "warning", "dark"]} disabled={horizontal} note={horizontal ? t("customizer.navbarColorNote") : undefined} />
        <Segmented legend={t("customizer.navbarType")} name="navbarType" value={theme.navbarType} options={(["floating", "sticky", "static", "hidden"] as const).map((value) => ({ value, label: t(`customizer.navbarTypes.${value}`) }))} />
        <Segmented legend={t("customizer.footerType")} name="footerType" value={theme.footerType} options={(["static", "sticky", "hidden"] as const).map((value) => ({ value, label: t(`customizer.footerTypes.${value}`) }))} />
        <Switch name="rtl" label={t("customizer.rtl")} checked={theme.rtl} />
        <Switch name="scrollTop" label={t("customizer.scrollTop")} description={t("customizer.scrollTopNote")} checked={theme.scrollTop} />
        {/* Without JavaScript nothing saves on change: this button does. */}
        <noscript>
          <Button type="submit" className="w-full">
            {t("common:save")}
          </Button>
        </noscript>
      </Form>
      <div className="border-t px-5 py-3">
        <fetcher.Form method="post" action="/resources/theme">
          <input type="hidden" name="redirectTo" value={hydrated ? "" : here} />
          <Button type="submit" name="intent" value="reset" variant="outline" className="w-full" disabled={saving}>
            <RotateCcw aria-hidden="true" />
            {t("customizer.reset")}
          </Button>
        </fetcher.Form>
      </div>
    </div>
  );
}
