import { Form, Link, useNavigate } from "@remix-run/react";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { reportFetchResponse, SessionActor } from "~/components/session-expiry";
import { cn } from "~/lib/utils";

/** A result group's heading in the page's language: by its kind (shell:search.kinds), else the label the server sent. */
export function useSearchGroupLabel() {
  const { t, i18n } = useTranslation("shell");
  return (group: { kind: string; label: string }) => (i18n.exists(`shell:search.kinds.${group.kind}`) ? t(`search.kinds.${group.kind}` as "search.kinds.products") : group.label);
}

export type SearchGroupData = { kind: string; label: string; hits: { id: string; title: string; subtitle?: string | null; url: string; image?: string | null }[] };

/**
 * The navbar's global search: a GET form to /search (works without JavaScript); with JavaScript it also
 * suggests matches grouped by kind while typing. Enter opens the full results page.
 */
export function GlobalSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation("shell");
  const groupLabel = useSearchGroupLabel();
  const actor = SessionActor.useActorRef();
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ term: string; groups: SearchGroupData[] } | null>(null);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const q = term.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/resources/search?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (await reportFetchResponse(actor, response)) return;
        if (response.ok) setResult({ term: q, groups: ((await response.json()) as { groups: SearchGroupData[] }).groups });
      } catch {
        // Aborted by the next keystroke, or offline: nothing to show.
      }
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, actor]);

  useEffect(() => {
    const close = (event: MouseEvent) => box.current && !box.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const q = term.trim();
  const groups = result && q.length >= 2 ? result.groups : [];
  const showPanel = open && q.length >= 2 && result !== null;
  const searching = result?.term !== q;

  return (
    <div ref={box} className={cn("relative", className)} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <Form method="get" action="/search" role="search" onSubmit={() => setOpen(false)}>
        <label className="sr-only" htmlFor={`${listId}-q`}>
          {t("search.label")}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />
        <input
          id={`${listId}-q`}
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t("search.placeholder")}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          aria-controls={showPanel ? listId : undefined}
          aria-expanded={showPanel}
          role="combobox"
          aria-autocomplete="list"
          className="h-9 w-full rounded-md border border-navbar-border bg-navbar-accent/40 pe-3 ps-9 text-sm text-navbar-foreground outline-none transition-colors placeholder:text-navbar-foreground/55 focus-visible:bg-card focus-visible:text-card-foreground focus-visible:ring-2 focus-visible:ring-navbar-ring [&::-webkit-search-cancel-button]:hidden"
        />
      </Form>
      {showPanel ? (
        <div id={listId} role="listbox" aria-label={t("search.suggestions")} className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-[70vh] min-w-[320px] overflow-y-auto rounded-md border bg-popover p-1.5 text-popover-foreground shadow-lg">
          {groups.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{searching ? t("search.searching") : t("search.noMatches")}</p>
          ) : (
            groups.map((group) => (
              <div key={group.kind} role="group" aria-label={groupLabel(group)} className="py-1">
                <p className="px-2 pb-1 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">{groupLabel(group)}</p>
                {group.hits.map((hit) => (
                  <Link
                    key={hit.id}
                    to={hit.url}
                    role="option"
                    aria-selected={false}
                    onClick={() => setOpen(false)}
                    className="flex items-center gap-2.5 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                  >
                    {hit.image ? <img src={hit.image} alt="" className="size-6 rounded object-contain" /> : null}
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{hit.title}</span>
                      {hit.subtitle ? <span className="block truncate text-xs text-muted-foreground">{hit.subtitle}</span> : null}
                    </span>
                  </Link>
                ))}
              </div>
            ))
          )}
          <button type="button" role="option" aria-selected={false} onClick={() => navigate(`/search?q=${encodeURIComponent(term.trim())}`)} className="mt-1 w-full rounded-sm border-t px-2 py-2 text-start text-xs font-medium text-primary hover:bg-accent">
            {t("search.seeAll", { term: term.trim() })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
