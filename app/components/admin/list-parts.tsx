import { Link, useLocation } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { StatusBadge } from "~/components/documents/status-badge";
import { badgeVariants } from "~/components/ui/badge";
import { PageLinkButton } from "~/components/ui/page-link-button";
import { TableHead } from "~/components/ui/table";
import { formatNumberId } from "~/domain/money";
import { cn } from "~/lib/utils";

/**
 * Pieces of the administration lists. Every bit of list state (search, filters, sort, page) is a URL
 * parameter, the filter form is a GET form and sort headers and pages are links: all of it works without
 * JavaScript.
 */
export function withParams(pathname: string, search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, String(v));
  }
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

type SortState = { sort: string; dir: "asc" | "desc" };

/** A link sorting the list by `column`; a second click flips the direction. The page starts again at 1. */
export function SortLink({ column, label, sort, dir, align = "start" }: SortState & { column: string; label: string; align?: "start" | "end" }) {
  const { t } = useTranslation("admin");
  const { pathname, search } = useLocation();
  const active = sort === column;
  const next = active && dir === "asc" ? "desc" : "asc";
  const Icon = active ? (dir === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <Link
      to={withParams(pathname, search, { sort: column, dir: next, page: null })}
      preventScrollReset
      className={cn("inline-flex items-center gap-1 rounded-sm hover:text-foreground", align === "end" && "flex-row-reverse", active && "text-foreground")}
      aria-label={next === "asc" ? t("common.sort.ascending", { label }) : t("common.sort.descending", { label })}
    >
      {label}
      <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", !active && "opacity-40")} />
    </Link>
  );
}

/** A column header sorting by its column (or, for a stacked column, by each of its parts). */
export function SortableHead({ columns, sort, dir, className, align = "start" }: SortState & { columns: { column: string; label: string }[]; className?: string; align?: "start" | "end" }) {
  const active = columns.find((c) => c.column === sort);
  return (
    <TableHead aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className={cn(align === "end" && "text-end", className)}>
      <span className={cn("inline-flex items-center gap-1", align === "end" && "flex-row-reverse")}>
        {columns.map((c, i) => (
          <span key={c.column} className="inline-flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true" className="text-muted-foreground/60">·</span> : null}
            <SortLink column={c.column} label={c.label} sort={sort} dir={dir} align={align} />
          </span>
        ))}
      </span>
    </TableHead>
  );
}

/** "Rows 11–20 of 45", page x of y, previous and next as links (`param` names the page parameter, 1-based; `noun` is translated). */
export function Pager({ page, perpage, total, noun, param = "page" }: { page: number; perpage: number; total: number; noun: string; param?: string }) {
  const { t } = useTranslation("admin");
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perpage));
  const from = total === 0 ? 0 : (page - 1) * perpage + 1;
  const to = Math.min(page * perpage, total);
  const link = (p: number) => withParams(pathname, search, { [param]: p === 1 ? null : p });
  return (
    <nav aria-label={t("common.pager.label", { noun })} className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
      <p aria-live="polite" data-testid="list-summary">
        {total === 0 ? t("common.pager.none", { noun }) : t("common.pager.rows", { from: formatNumberId(from), to: formatNumberId(to), total: formatNumberId(total), noun })}
      </p>
      <div className="flex items-center gap-1">
        <span className="me-2">
          {t("common.pager.page", { page: formatNumberId(Math.min(page, pages)), pages: formatNumberId(pages) })}
        </span>
        <PageLinkButton to={page > 1 ? link(page - 1) : null} label={t("common.pager.previous")} rel="prev">
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={page < pages ? link(page + 1) : null} label={t("common.pager.next")} rel="next">
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
      </div>
    </nav>
  );
}

const STATUSES = ["active", "pending", "blocked", "deleted"] as const;

export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  const known = (STATUSES as readonly string[]).includes(status);
  return <StatusBadge value={status} label={known ? t(`users.status.${status as (typeof STATUSES)[number]}`) : status} />;
}

/** A user's roles as badges, each with its translated label (`labels`: the labels stored with the roles, for roles the translations do not know). */
export function RoleBadges({ roles, labels }: { roles: string[]; labels?: Record<string, string> }) {
  const label = useAdminLabels();
  if (!roles.length) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((r, i) => (
        <span key={r} className={cn(badgeVariants({ variant: i === 0 ? "secondary" : "outline" }), "font-normal")}>
          {label.role(r, labels?.[r])}
        </span>
      ))}
    </span>
  );
}

/** A small figure card for the statistics strips. */
export function Figure({ label, value, to, tone }: { label: string; value: number; to?: string; tone?: "success" | "warning" | "destructive" | "muted" }) {
  const dot = { success: "bg-success", warning: "bg-warning", destructive: "bg-destructive", muted: "bg-muted-foreground/50" }[tone ?? "muted"];
  const body = (
    <>
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <span aria-hidden="true" className={cn("size-2 rounded-full", dot)} />
        {label}
      </span>
      <span className="text-lg font-semibold tabular-nums">{formatNumberId(value)}</span>
    </>
  );
  const cls = "flex min-w-[8rem] flex-col gap-0.5 rounded-md border bg-card px-3 py-2 shadow-sm";
  return to ? (
    <Link to={to} className={cn(cls, "hover:border-primary/60 hover:bg-accent/40")}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

/** A labelled definition row for detail cards. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
