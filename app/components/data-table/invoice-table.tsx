import { formatNumberId, formatRupiah } from "~/domain/money";
import type { InvoiceListRow } from "~/models/document-lists.server";
import { type ListColumn, SortableHeader } from "./data-table";
import { billingDueAndAmountFilters, productFilter, selectFilter } from "./filter-markup";
import { CUSTOMER_SLOT, customerCell, documentLink, emptyRow, productCell, type ProductOption, shortDate, status, TableBody } from "./document-cells";
import { html, type SafeHtml } from "~/lib/html";
import { dayPassed } from "./list-defaults";
import { hrefWith, PAGING_PARAMS } from "./url-state";

export { DataTableCard } from "./data-table";

/** A row of the invoice list and the inbox, as the loader sends it. */
export type InvoiceRowView = {
  id: string;
  number: string | null;
  customerId: string | null;
  customer: string;
  productId: string;
  billingId: string;
  billingNumber: string;
  poId: string | null;
  poNumber: string | null;
  billingDate: string;
  dueDate: string;
  amount: number;
  status: string;
  faktur: string;
  /** dayPassed: days since the invoice was created */
  days: number;
  /** "of": this invoice reissues a returned one; "by": this one was returned and reissued */
  reissue: "of" | "by" | null;
};

const INVOICE_STATUS_OPTIONS = ["invoiced", "approved", "returned", "rejected", "canceled"].map((v) => ({ value: v, label: v }));
const FAKTUR_OPTIONS = ["not yet", "requested", "received", "error"].map((v) => ({ value: v, label: v }));

type Filters = { status: string[]; faktur: string[]; product: string; dateFrom: string; dateTo: string; dueFrom: string; dueTo: string; amountMin: number | null; amountMax: number | null };

/** The invoice list's filter fields (the inbox leaves the status out: everything there waits). */
export function invoiceFilterFields(filters: Filters, products: ProductOption[], show: { status: boolean }): SafeHtml {
  return html`${show.status ? selectFilter({ name: "status", label: "Status", value: filters.status[0] ?? "", options: INVOICE_STATUS_OPTIONS }) : null}${
    show.status ? selectFilter({ name: "faktur", label: "Faktur", value: filters.faktur[0] ?? "", options: FAKTUR_OPTIONS }) : null
  }${productFilter(products, filters.product)}${billingDueAndAmountFilters(filters)}`;
}

const INVOICE_COLUMNS: ListColumn[] = [
  { label: "Invoice", sort: "number", firstDir: "desc" },
  { label: "Customer", sort: "customer" },
  { label: "Product" },
  { label: "Billing / PO" },
  { label: "Bill date", sort: "billingDate", firstDir: "desc" },
  { label: "Due date", sort: "dueDate", firstDir: "desc" },
  { label: "Amount", sort: "amount", firstDir: "desc", align: "end" },
  { label: "Status", sort: "status" },
  { label: "Faktur", sort: "faktur" },
  { label: "Days", sort: "created", firstDir: "desc", align: "end", inverted: true },
];

/** The invoice table's header and body: number, customer, product, billing and PO, dates, amount, statuses, dayPassed. */
export function InvoiceRows({
  rows,
  products,
  sort,
  dir,
  search,
  showStatus = true,
  basePath = "/invoices",
  customerOpens = "filter",
  emptyMessage = "No invoices match these filters.",
}: {
  rows: InvoiceRowView[];
  products: ProductOption[];
  sort: string;
  dir: "asc" | "desc";
  search: string;
  showStatus?: boolean;
  basePath?: string;
  /** In the inbox the whole row leads to the invoice, where approval happens. */
  customerOpens?: "filter" | "invoice";
  emptyMessage?: string;
}) {
  const productById = new Map(products.map((p) => [p.id, p]));
  const columns = showStatus ? INVOICE_COLUMNS : INVOICE_COLUMNS.filter((c) => c.sort !== "status" && c.sort !== "faktur");
  // One URL per row narrows the list to that row's customer: built once, the id slotted in.
  const customerHref = hrefWith(basePath, search, { customer: CUSTOMER_SLOT }, PAGING_PARAMS);
  return (
    <>
      <SortableHeader columns={columns} sort={sort} dir={dir} />
      <TableBody rows={rows.length ? rows.map((r) => invoiceRow(r, { productById, customerHref, showStatus, customerOpens })) : [emptyRow(columns.length, emptyMessage)]} />
    </>
  );
}

function invoiceRow(
  r: InvoiceRowView,
  { productById, customerHref, showStatus, customerOpens }: { productById: Map<string, ProductOption>; customerHref: string; showStatus: boolean; customerOpens: "filter" | "invoice" },
) {
  const invoiceHref = `/invoices/${r.id}`;
  const reissue =
    r.reissue === "of"
      ? html`<span class="n" title="Reissue of a returned invoice">reissue</span>`
      : r.reissue === "by"
        ? html`<span class="n" title="Returned and reissued as a new invoice">reissued</span>`
        : null;
  const customer =
    customerOpens === "invoice"
      ? documentLink(invoiceHref, r.customer, { plain: true })
      : customerCell(r.customer, r.customerId, customerHref);
  const po = r.poId ? html`<span class="s">${documentLink(`/purchase-orders/${r.poId}`, r.poNumber ?? "")}</span>` : null;
  const statuses = showStatus ? html`<td>${status(r.status)}</td><td>${status(r.faktur)}</td>` : null;
  return html`<tr data-testid="invoice-row"><td>${documentLink(invoiceHref, r.number ?? "not numbered yet", { muted: !r.number })}${reissue}</td><td>${customer}</td><td>${productCell(productById.get(r.productId))}</td><td class="x">${documentLink(`/billings/${r.billingId}`, r.billingNumber || "billing")}${po}</td><td>${shortDate(r.billingDate)}</td><td>${shortDate(r.dueDate)}</td><td class="e">${formatRupiah(r.amount)}</td>${statuses}<td class="e">${formatNumberId(r.days)}</td></tr>`;
}

/** The compact row the loaders send (the page's data is serialised into the HTML too: short is cheap). */
export function invoiceRowView(r: InvoiceListRow, now: number): InvoiceRowView {
  return {
    id: r.id,
    number: r.invoiceNumber,
    customerId: r.customerId,
    customer: r.customerName,
    productId: r.productId,
    billingId: r.billingId,
    billingNumber: r.billingNumber,
    poId: r.poId,
    poNumber: r.poNumber,
    billingDate: r.billingDate,
    dueDate: r.dueDate,
    amount: r.finalPrice,
    status: r.statusInvoice,
    faktur: r.statusFaktur,
    days: dayPassed(r.createdAt, now),
    reissue: r.replacesInvoiceId ? "of" : r.replacedByInvoiceId ? "by" : null,
  };
}
