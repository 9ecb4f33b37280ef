import { Link } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TableHead } from "~/components/ui/table";
import { formatNumberId } from "~/domain/money";
import { cn } from "~/lib/utils";

/** A URL of the current list with some parameters changed; defaults are left out so URLs stay short. */
export function listHref(current: URLSearchParams, changes: Record<string, string | number | null>, defaults: Record<string, string>) {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || String(value) === defaults[key]) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** A sortable column header: a link (works without JavaScript) with aria-sort on the header cell. */
export function SortableHead({ column, label, sort, dir, href, className }: { column: string; label: ReactNode; sort: string; dir: "asc" | "desc"; href: (column: string, dir: "asc" | "desc") => string; className?: string }) {
  const active = sort === column;
  const next = active && dir === "asc" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"} className={className}>
      <Link to={href(column, next)} className={cn("inline-flex items-center gap-1 hover:text-foreground", active && "text-foreground")} preventScrollReset>
        {label}
        <Icon aria-hidden="true" className={cn("size-3", !active && "opacity-40")} />
      </Link>
    </TableHead>
  );
}

/** "1–10 of 57" and page links; pages are one-based in the URL. */
export function Pagination({ page, pages, total, perpage, href }: { page: number; pages: number; total: number; perpage: number; href: (page: number) => string }) {
  const { t } = useTranslation("products");
  const first = total === 0 ? 0 : (page - 1) * perpage + 1;
  const last = Math.min(page * perpage, total);
  const around = Array.from(new Set([1, page - 1, page, page + 1, pages])).filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
      <p>
        {total === 0 ? t("pagination.none") : t("pagination.range", { first: formatNumberId(first), last: formatNumberId(last), total: formatNumberId(total) })}
      </p>
      {pages > 1 ? (
        <ul className="flex items-center gap-1">
          <li>
            {page > 1 ? (
              <Link to={href(page - 1)} className="inline-flex h-7 items-center rounded-md border px-2 hover:bg-accent" aria-label={t("pagination.previous")}>
                <ChevronLeft aria-hidden="true" className="size-3.5" />
              </Link>
            ) : null}
          </li>
          {around.map((n, i) => (
            <li key={n} className="flex items-center gap-1">
              {i > 0 && n - around[i - 1] > 1 ? <span aria-hidden="true">…</span> : null}
              <Link to={href(n)} aria-current={n === page ? "page" : undefined} aria-label={t("pagination.page", { page: n })} className={cn("inline-flex h-7 min-w-7 items-center justify-center rounded-md border px-2 tabular-nums hover:bg-accent", n === page && "border-primary bg-primary text-primary-foreground hover:bg-primary")}>
                {n}
              </Link>
            </li>
          ))}
          <li>
            {page < pages ? (
              <Link to={href(page + 1)} className="inline-flex h-7 items-center rounded-md border px-2 hover:bg-accent" aria-label={t("pagination.next")}>
                <ChevronRight aria-hidden="true" className="size-3.5" />
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
