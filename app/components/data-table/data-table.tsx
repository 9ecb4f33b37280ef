import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, Download, Search, X } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PageLinkButton } from "~/components/ui/page-link-button";
import { Table, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatNumberId } from "~/domain/money";
import { cn } from "~/lib/utils";
import type { PageInfo } from "~/models/document-lists.server";
import type { CellContext, ListColumn, ProductOption } from "./column";
import { useFollowUrl } from "./filters";
import { filterQuery, hrefWith, PAGING_PARAMS } from "./url-state";

/**
 * A server-rendered list: every piece of state (filters, search, sort, page) lives in the URL, the
 * filter form is a plain GET form and the sort headers and pagination are links, so all of it works
 * before (and without) JavaScript; Remix only makes the navigation smoother. The header, the rows and
 * the Excel export read the same column objects (column.ts, columns/*).
 */

/** "1.234" or "10.000+" (the count stops there: counting a million rows would cost more than the page). */
export function formatTotal(info: Pick<PageInfo, "total" | "capped">, cap = 10_000) {
  return info.capped ? `${formatNumberId(cap)}+` : formatNumberId(info.total);
}

const SORT_LINK = "inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A list's header row: the sortable columns link to the list sorted by them, the first click in the column's
 * natural direction, the next flipping it. The links keep the scroll position; React keeps each link's element
 * across the navigation (only its href and label change), so the one chosen keeps the keyboard focus.
 */
export function SortableHeader<Row>({ columns, sort, dir }: { columns: ListColumn<Row>[]; sort: string; dir: "asc" | "desc" }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation("lists");
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => {
          const className = column.align === "end" ? "text-end" : undefined;
          if (!column.sort) {
            return (
              <TableHead key={column.id} className={className}>
                {t(column.header as never)}
              </TableHead>
            );
          }
          const active = sort === column.sort;
          const nextDir = active ? (dir === "asc" ? "desc" : "asc") : (column.firstDir ?? "asc");
          // What the reader sees: the order of the values in the column.
          const shown = (d: "asc" | "desc") => (column.inverted ? (d === "asc" ? "desc" : "asc") : d);
          const Icon = active ? (shown(dir) === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
          const header = t(column.header as never);
          return (
            <TableHead key={column.id} className={className} aria-sort={active ? (shown(dir) === "asc" ? "ascending" : "descending") : undefined}>
              <Link
                to={hrefWith(pathname, search, { sort: column.sort, dir: nextDir }, PAGING_PARAMS)}
                preventScrollReset
                prefetch="intent"
                aria-label={t(shown(nextDir) === "asc" ? "table.sortAscending" : "table.sortDescending", { column: header })}
                className={cn(SORT_LINK, column.align === "end" && "flex-row-reverse", active && "text-foreground")}
              >
                {header}
                <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", !active && "opacity-40")} />
              </Link>
            </TableHead>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}

const CELL = "whitespace-nowrap px-2 py-1.5 align-middle";
// A column's body-cell classes, merged once per column (columns are module constants) rather than once per
// cell: tailwind-merge on every cell of a 50-row page was 2 % of its CPU.
const cellClasses = new WeakMap<object, string>();
function cellClass(column: ListColumn<never>): string {
  let className = cellClasses.get(column);
  if (className === undefined) {
    className = cn(CELL, column.align === "end" && "text-end", column.cellClassName);
    cellClasses.set(column, className);
  }
  return className;
}

/**
 * A list's table: the header from the columns and one row per record, each cell the column's renderer.
 * `basePath` is the list a customer link narrows (the current filters and sort kept).
 */
export function DataTable<Row extends { id: string }>({
  columns,
  rows,
  products,
  sort,
  dir,
  basePath,
  rowTestId,
  emptyMessage,
}: {
  columns: ListColumn<Row>[];
  rows: Row[];
  products: ProductOption[];
  sort: string;
  dir: "asc" | "desc";
  basePath: string;
  rowTestId: string;
  emptyMessage: string;
}) {
  const { search } = useLocation();
  const { t } = useTranslation("lists");
  const context = useMemo<CellContext>(() => {
    const productById = new Map(products.map((p) => [p.id, p]));
    return {
      product: (id) => productById.get(id),
      customerHref: (customerId) => hrefWith(basePath, search, { customer: customerId }, PAGING_PARAMS),
      t,
    };
  }, [products, basePath, search, t]);
  return (
    <Table className="[&_th]:px-2">
      <SortableHeader columns={columns} sort={sort} dir={dir} />
      <tbody className="text-[13px] [&_tr:last-child]:border-0">
        {rows.length ? (
          rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId} className="border-b transition-colors hover:bg-muted/50">
              {columns.map((column) => (
                <td key={column.id} className={cellClass(column)}>
                  {column.cell(row, context)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length} className="py-10 text-center text-sm text-muted-foreground">
              {emptyMessage}
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

/** First / previous / next / last as links, and "Rows 51–100 of 10.000+". `noun` is translated ("invoices"). */
export function Pagination({ info, noun }: { info: PageInfo; noun: string }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation("lists");
  const link = (changes: Record<string, string | null>) => hrefWith(pathname, search, changes, PAGING_PARAMS);
  const first = link({});
  const prev = info.prev ? link({ before: info.prev, page: info.page && info.page > 1 ? String(info.page - 1) : null }) : null;
  const next = info.next ? link({ after: info.next, page: info.page ? String(info.page + 1) : null }) : null;
  const last = link({ last: "1" });
  const summary =
    info.total === 0
      ? t("table.none", { noun })
      : info.from
        ? t("table.rows", { from: formatNumberId(info.from), to: formatNumberId(info.to), total: formatTotal(info) })
        : t("table.count", { total: formatTotal(info), noun });
  const pageText = info.page
    ? info.pageCount
      ? t("table.pageOf", { page: formatNumberId(info.page), pages: formatNumberId(info.pageCount) })
      : t("table.page", { page: formatNumberId(info.page) })
    : info.isLast
      ? t("table.lastPage")
      : null;
  return (
    <nav aria-label={t("table.pagination")} className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
      <p aria-live="polite" data-testid="list-summary">
        {summary}
        {info.capped ? <span className="ms-1">{t("table.capped")}</span> : null}
      </p>
      <div className="flex items-center gap-1">
        {pageText ? <span className="me-2">{pageText}</span> : null}
        <PageLinkButton to={info.isFirst ? null : first} label={t("table.firstPage")}>
          <ChevronFirst aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={info.isFirst ? null : prev} label={t("table.previousPage")} rel="prev">
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={info.isLast ? null : next} label={t("table.nextPage")} rel="next">
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
        <PageLinkButton to={info.isLast ? null : last} label={t("table.lastPage")}>
          <ChevronLast aria-hidden="true" className="rtl:rotate-180" />
        </PageLinkButton>
      </div>
    </nav>
  );
}

/**
 * The filter form: GET to the same page, so submitting it puts every field in the URL. It keeps the sort and
 * the customer chosen from a row, and starts again from the first page. Its fields are uncontrolled: they
 * show the URL's values and follow the URL when it changes (useFollowUrl), so a revalidation never wipes what
 * is being typed and a navigation never moves the focus. It is aria-busy while the filtered page loads.
 */
export function FilterForm({
  sort,
  dir,
  keep = {},
  q,
  searchLabel,
  searchPlaceholder,
  resetHref,
  exportHref,
  children,
}: {
  sort: string;
  dir: string;
  keep?: Record<string, string>;
  q: string;
  searchLabel: string;
  searchPlaceholder: string;
  resetHref: string;
  exportHref?: string;
  /** The list's own fields (SelectFilter, RangeFilter, ...). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const searchRef = useFollowUrl<HTMLInputElement>(q);
  const { t } = useTranslation("lists");
  return (
    <Form method="get" preventScrollReset className="group/filters space-y-2 border-b p-3" aria-label={t("filters.label")} aria-busy={busy}>
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-[14rem] flex-1 space-y-1">
          <Label htmlFor="list-q" className="text-xs text-muted-foreground">
            {searchLabel}
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input ref={searchRef} type="search" id="list-q" name="q" defaultValue={q} placeholder={searchPlaceholder} maxLength={100} className="h-8 ps-8" />
          </div>
        </div>
        <div className="flex items-end gap-2">
          {/* While the filtered page loads Apply rests (as `disabled` would, without taking the focus away). */}
          <Button type="submit" size="sm" className="group-aria-busy/filters:pointer-events-none group-aria-busy/filters:opacity-50">
            {t("filters.apply")}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={resetHref} preventScrollReset>
              {t("filters.reset")}
            </Link>
          </Button>
          {exportHref ? (
            <Button variant="outline" size="sm" asChild>
              {/* A file, not a page: the browser downloads it. */}
              <Link to={exportHref} reloadDocument download>
                <Download aria-hidden="true" />
                {t("filters.exportExcel")}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {children ? <div className="flex flex-wrap items-end gap-x-3 gap-y-2">{children}</div> : null}
    </Form>
  );
}

/** Removable chips for filters set by links rather than fields (a customer chosen from a row). */
export function FilterChip({ label, removeHref }: { label: string; removeHref: string }) {
  const { t } = useTranslation("lists");
  return (
    <span className="inline-flex items-center gap-1 rounded-md border bg-muted px-2 py-0.5 text-xs">
      {label}
      <Link to={removeHref} preventScrollReset aria-label={t("filters.removeFilter", { label })} className="rounded-sm text-muted-foreground hover:text-foreground">
        <X aria-hidden="true" className="size-3" />
      </Link>
    </span>
  );
}

/**
 * The card every document list sits in: filter form (search, fields, chips, export), the table, and
 * the pagination. `fields` are the list's own filter fields; `children` is its DataTable.
 */
export function DataTableCard({
  kind,
  noun,
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
  chips = [],
  chipNote,
}: {
  kind: string;
  noun: string;
  info: PageInfo;
  filters: { q: string; customer: string };
  sort: string;
  dir: "asc" | "desc";
  customer: string | null;
  searchLabel: string;
  searchPlaceholder: string;
  fields: ReactNode;
  children: ReactNode;
  basePath: string;
  exportable?: boolean;
  /** More link-set filters (the invoice list's ageing bucket, issue 22): kept by the form, shown as removable chips. */
  chips?: { param: string; value: string; label: string }[];
  /** A line next to the chips (the ageing filter's outstanding total). */
  chipNote?: ReactNode;
}) {
  const { search } = useLocation();
  const { t } = useTranslation("lists");
  const query = filterQuery(search);
  return (
    <section aria-label={t("table.listOf", { noun })} className="rounded-lg border bg-card text-card-foreground shadow-sm">
      <FilterForm
        sort={sort}
        dir={dir}
        keep={{ customer: filters.customer, ...Object.fromEntries(chips.map((c) => [c.param, c.value])) }}
        q={filters.q}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        resetHref={basePath}
        exportHref={exportable ? `/resources/export/${kind}${query ? `?${query}` : ""}` : undefined}
      >
        {fields}
      </FilterForm>
      {customer || chips.length ? (
        <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
          <span className="text-xs text-muted-foreground">{t("filters.only")}</span>
          {customer ? <FilterChip label={t("filters.customerChip", { customer })} removeHref={hrefWith(basePath, search, { customer: null }, PAGING_PARAMS)} /> : null}
          {chips.map((c) => (
            <FilterChip key={c.param} label={c.label} removeHref={hrefWith(basePath, search, { [c.param]: null }, PAGING_PARAMS)} />
          ))}
          {chipNote}
        </div>
      ) : null}
      {children}
      <Pagination info={info} noun={noun} />
    </section>
  );
}
