import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, X } from "lucide-react";
import type { ReactNode } from "react";
import { Markup } from "~/components/ui/markup";
import { PageLinkButton } from "~/components/ui/page-link-button";
import { Table, tableHeadClasses, tableHeaderClasses, tableRowClasses } from "~/components/ui/table";
import { formatNumberId } from "~/domain/money";
import type { PageInfo } from "~/models/document-lists.server";
import { classes, html, type SafeHtml } from "~/lib/html";
import { lucideMarkup } from "~/lib/lucide-markup";
import { type FilterFormContent, filterFormMarkup } from "./filter-markup";
import { filterQuery, hrefWith, PAGING_PARAMS } from "./url-state";

/**
 * A server-rendered list: every piece of state (filters, search, sort, page) lives in the URL, the
 * filter form is a plain GET form and the sort headers and pagination are links, so all of it works
 * before (and without) JavaScript; Remix only makes the navigation smoother.
 */

/** "1.234" or "10.000+" (the count stops there: counting a million rows would cost more than the page). */
export function formatTotal(info: Pick<PageInfo, "total" | "capped">, cap = 10_000) {
  return info.capped ? `${formatNumberId(cap)}+` : formatNumberId(info.total);
}

/** A column of a list's header: its label, and the sort key it sorts by when it does. */
export type ListColumn = {
  label: string;
  /** The sort key; a column without one does not sort. */
  sort?: string;
  /** The first click's direction (the next flips it). */
  firstDir?: "asc" | "desc";
  align?: "start" | "end";
  /** The column shows a value that falls as the sort key rises (days passed against creation time). */
  inverted?: boolean;
};

const headClasses = new Map<string, string>();
/** A header cell's classes (tailwind-merge settles text-start against text-end), worked out once per variant. */
function headClass(align: ListColumn["align"]) {
  const key = align ?? "start";
  let classes = headClasses.get(key);
  if (!classes) headClasses.set(key, (classes = tableHeadClasses(align === "end" ? "text-end" : undefined)));
  return classes;
}
const HEADER = tableHeaderClasses();
const HEADER_ROW = tableRowClasses();

/**
 * A list's header row as markup (ui/markup.tsx): the sortable columns link to the list sorted by them, the
 * first click in the column's natural direction, the next flipping it. The links keep the scroll position,
 * and the one clicked keeps the focus when the header is drawn again for the new sort (data-focus-key).
 */
export function SortableHeader({ columns, sort, dir }: { columns: ListColumn[]; sort: string; dir: "asc" | "desc" }) {
  const { pathname, search } = useLocation();
  const cells = columns.map((column) => {
    if (!column.sort) return html`<th class="${headClass(column.align)}">${column.label}</th>`;
    const active = sort === column.sort;
    const nextDir = active ? (dir === "asc" ? "desc" : "asc") : (column.firstDir ?? "asc");
    const href = hrefWith(pathname, search, { sort: column.sort, dir: nextDir }, PAGING_PARAMS);
    // What the reader sees: the order of the values in the column.
    const shown = (d: "asc" | "desc") => (column.inverted ? (d === "asc" ? "desc" : "asc") : d);
    const icon = active ? (shown(dir) === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
    const ariaSort = active ? html` aria-sort="${shown(dir) === "asc" ? "ascending" : "descending"}"` : null;
    const link = classes(SORT_LINK, column.align === "end" && "flex-row-reverse", active && "text-foreground");
    const label = `${column.label}: sort ${shown(nextDir) === "asc" ? "ascending" : "descending"}`;
    return html`<th${ariaSort} class="${headClass(column.align)}"><a href="${href}" data-nav="keep-scroll" data-discover="true" data-focus-key="sort-${column.sort}" class="${link}" aria-label="${label}">${column.label}${lucideMarkup(icon, active ? "size-3.5 shrink-0" : "size-3.5 shrink-0 opacity-40")}</a></th>`;
  });
  return <Markup as="thead" className={HEADER} markup={html`<tr class="${HEADER_ROW}">${cells}</tr>`.markup} />;
}

const SORT_LINK = "inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** First / previous / next / last as links, and "Rows 51–100 of 10.000+". */
export function Pagination({ info, noun }: { info: PageInfo; noun: string }) {
  const { pathname, search } = useLocation();
  const link = (changes: Record<string, string | null>) => hrefWith(pathname, search, changes, PAGING_PARAMS);
  const first = link({});
  const prev = info.prev ? link({ before: info.prev, page: info.page && info.page > 1 ? String(info.page - 1) : null }) : null;
  const next = info.next ? link({ after: info.next, page: info.page ? String(info.page + 1) : null }) : null;
  const last = link({ last: "1" });
  const summary =
    info.total === 0
      ? `No ${noun}`
      : info.from
        ? `Rows ${formatNumberId(info.from)}–${formatNumberId(info.to)} of ${formatTotal(info)}`
        : `${formatTotal(info)} ${noun}`;
  const pageText = info.page ? (info.pageCount ? `Page ${formatNumberId(info.page)} of ${formatNumberId(info.pageCount)}` : `Page ${formatNumberId(info.page)}`) : info.isLast ? "Last page" : null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
      <p aria-live="polite" data-testid="list-summary">
        {summary}
        {info.capped ? <span className="ms-1">(counting stops at 10.000; narrow the filter for an exact figure)</span> : null}
      </p>
      <div className="flex items-center gap-1">
        {pageText ? <span className="me-2">{pageText}</span> : null}
        <PageLinkButton to={info.isFirst ? null : first} label="First page">
          <ChevronFirst aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={info.isFirst ? null : prev} label="Previous page" rel="prev">
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={info.isLast ? null : next} label="Next page" rel="next">
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={info.isLast ? null : last} label="Last page">
          <ChevronLast aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
      </div>
    </nav>
  );
}

/**
 * The filter form: GET to the same page, so submitting it puts every field in the URL. It keeps the
 * sort, and starts again from the first page. Its content is markup (filter-markup.ts); Remix's Form
 * submits it without a page load, and it is aria-busy while the filtered page loads.
 */
export function FilterForm(content: FilterFormContent) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  return (
    <Form method="get" preventScrollReset className="group/filters border-b p-3" aria-label="Filters" aria-busy={busy}>
      <Markup className="space-y-2" markup={filterFormMarkup(content).markup} />
    </Form>
  );
}

/** Removable chips for filters set by links rather than fields (a customer chosen from a row). */
export function FilterChip({ label, removeHref }: { label: string; removeHref: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md border bg-muted px-2 py-0.5 text-xs">
      {label}
      <Link to={removeHref} aria-label={`Remove filter ${label}`} className="rounded-sm text-muted-foreground hover:text-foreground">
        <X aria-hidden="true" className="size-3" />
      </Link>
    </span>
  );
}

/**
 * The card every document list sits in: filter form (search, fields, chips, export), the table, and
 * the pagination. `children` are the table's header and body.
 */
export function DataTableCard({
  kind,
  noun,
  search,
  info,
  filters,
  sort,
  dir,
  customer,
  searchLabel,
  searchPlaceholder,
  fields,
  children,
  basePath,
  exportable = true,
}: {
  kind: string;
  noun: string;
  search: string;
  info: PageInfo;
  filters: { q: string; customer: string };
  sort: string;
  dir: "asc" | "desc";
  customer: string | null;
  searchLabel: string;
  searchPlaceholder: string;
  fields: SafeHtml;
  children: ReactNode;
  basePath?: string;
  exportable?: boolean;
}) {
  const { pathname } = useLocation();
  const query = filterQuery(search);
  return (
    <section aria-label={`${noun} list`} className="rounded-lg border bg-card text-card-foreground shadow-sm">
      <FilterForm
        sort={sort}
        dir={dir}
        keep={{ customer: filters.customer }}
        q={filters.q}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        resetHref={basePath ?? pathname}
        exportHref={exportable ? `/resources/export/${kind}${query ? `?${query}` : ""}` : undefined}
        fields={fields}
      />
      {customer ? (
        <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
          <span className="text-xs text-muted-foreground">Only</span>
          <FilterChip label={`Customer: ${customer}`} removeHref={hrefWith(pathname, search, { customer: null }, PAGING_PARAMS)} />
        </div>
      ) : null}
      <Table className="[&_th]:px-2">{children}</Table>
      <Pagination info={info} noun={noun} />
    </section>
  );
}
