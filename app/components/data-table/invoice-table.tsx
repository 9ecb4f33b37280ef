import { TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatNumberId } from "~/domain/money";
import { EmptyState, RangeFilter, SelectFilter, SortHeader } from "./data-table";
import { CustomerCell, DateCell, DocumentLink, Money, ProductCell, type ProductOption, Status, TableBody } from "./document-cells";
import { hrefWith, PAGING_PARAMS } from "./url-state";

export { DataTableCard } from "./data-table";

/** A row of the invoice list and the inbox, as the loader sends it. */
export type InvoiceRowView = {
  id: string;
  invoiceNumber: string | null;
  customerId: string | null;
  customerName: string;
  productId: string;
  billingId: string;
  billingNumber: string;
  poId: string | null;
  poNumber: string | null;
  billingDate: string;
  dueDate: string;
  finalPrice: number;
  statusInvoice: string;
  statusFaktur: string;
  createdAt: string;
  replacesInvoiceId: string | null;
  replacedByInvoiceId: string | null;
  dayPassed: number;
};

const INVOICE_STATUS_OPTIONS = ["invoiced", "approved", "returned", "rejected", "canceled"].map((v) => ({ value: v, label: v }));
const FAKTUR_OPTIONS = ["not yet", "requested", "received", "error"].map((v) => ({ value: v, label: v }));

type Filters = { status: string[]; faktur: string[]; product: string; dateFrom: string; dateTo: string; dueFrom: string; dueTo: string; amountMin: number | null; amountMax: number | null };

const NOTE = "ms-1 text-[11px] text-muted-foreground";
// Below 2xl the PO sits under the billing number in the same cell; from 2xl it has its own column.
const STACKED = "block text-[11px] [&_a]:font-normal 2xl:hidden";

const amountText = (n: number | null) => (n === null ? "" : formatNumberId(n));

/** The invoice list's filter fields (the inbox leaves the status out: everything there waits). */
export function invoiceFilterFields(filters: Filters, products: ProductOption[], show: { status: boolean }) {
  return (
    <>
      {show.status ? <SelectFilter name="status" label="Status" value={filters.status[0] ?? ""} options={INVOICE_STATUS_OPTIONS} /> : null}
      {show.status ? <SelectFilter name="faktur" label="Faktur" value={filters.faktur[0] ?? ""} options={FAKTUR_OPTIONS} /> : null}
      <SelectFilter name="product" label="Product" value={filters.product} options={products.map((p) => ({ value: p.id, label: `${p.productCode} · ${p.name}` }))} allLabel="All products" />
      <RangeFilter label="Billing date" type="date" from={{ name: "from", value: filters.dateFrom }} to={{ name: "to", value: filters.dateTo }} />
      <RangeFilter label="Due date" type="date" from={{ name: "dueFrom", value: filters.dueFrom }} to={{ name: "dueTo", value: filters.dueTo }} />
      <RangeFilter label="Amount (Rp)" type="amount" from={{ name: "min", value: amountText(filters.amountMin) }} to={{ name: "max", value: amountText(filters.amountMax) }} />
    </>
  );
}

/** The invoice table's header and body: number, customer, product, PO, billing, dates, amount, statuses, dayPassed. */
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
  const columns = showStatus ? 11 : 9;
  // One URL per row narrows the list to that row's customer: built once, the id slotted in.
  const customerHref = hrefWith(basePath, search, { customer: "__customer__" }, PAGING_PARAMS);
  return (
    <>
      <TableHeader>
        <TableRow>
          <SortHeader column="number" label="Invoice" sort={sort} dir={dir} firstDir="desc" />
          <SortHeader column="customer" label="Customer" sort={sort} dir={dir} />
          <TableHead>Product</TableHead>
          <TableHead className="hidden 2xl:table-cell">PO</TableHead>
          <TableHead>
            Billing<span className="2xl:hidden"> / PO</span>
          </TableHead>
          <SortHeader column="billingDate" label="Bill date" sort={sort} dir={dir} firstDir="desc" />
          <SortHeader column="dueDate" label="Due date" sort={sort} dir={dir} firstDir="desc" />
          <SortHeader column="amount" label="Amount" sort={sort} dir={dir} firstDir="desc" align="end" />
          {showStatus ? <SortHeader column="status" label="Status" sort={sort} dir={dir} /> : null}
          {showStatus ? <SortHeader column="faktur" label="Faktur" sort={sort} dir={dir} /> : null}
          <SortHeader column="created" label="Days" sort={sort} dir={dir} firstDir="desc" align="end" inverted />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? <EmptyState colSpan={columns} message={emptyMessage} /> : null}
        {rows.map((r) => (
          <tr key={r.id} data-testid="invoice-row">
            <td className="whitespace-nowrap">
              <DocumentLink to={`/invoices/${r.id}`} muted={!r.invoiceNumber}>
                {r.invoiceNumber ?? "not numbered yet"}
              </DocumentLink>
              {r.replacesInvoiceId ? <span className={NOTE} title="Reissue of a returned invoice">reissue</span> : null}
              {r.replacedByInvoiceId ? <span className={NOTE} title="Returned and reissued as a new invoice">reissued</span> : null}
            </td>
            <td>
              {customerOpens === "invoice" ? (
                <DocumentLink to={`/invoices/${r.id}`} plain>
                  {r.customerName}
                </DocumentLink>
              ) : (
                <CustomerCell name={r.customerName} href={r.customerId ? customerHref.replace("__customer__", encodeURIComponent(r.customerId)) : null} />
              )}
            </td>
            <td>
              <ProductCell product={productById.get(r.productId)} />
            </td>
            <td className="hidden whitespace-nowrap text-xs 2xl:table-cell">{r.poId ? <DocumentLink to={`/purchase-orders/${r.poId}`}>{r.poNumber}</DocumentLink> : "–"}</td>
            <td className="whitespace-nowrap text-xs leading-tight">
              <DocumentLink to={`/billings/${r.billingId}`}>{r.billingNumber || "billing"}</DocumentLink>
              {r.poId ? (
                <span className={STACKED}>
                  <DocumentLink to={`/purchase-orders/${r.poId}`}>{r.poNumber}</DocumentLink>
                </span>
              ) : null}
            </td>
            <td className="whitespace-nowrap">
              <DateCell value={r.billingDate} />
            </td>
            <td className="whitespace-nowrap">
              <DateCell value={r.dueDate} />
            </td>
            <td className="whitespace-nowrap text-end">
              <Money value={r.finalPrice} />
            </td>
            {showStatus ? (
              <td>
                <Status value={r.statusInvoice} />
              </td>
            ) : null}
            {showStatus ? (
              <td>
                <Status value={r.statusFaktur} />
              </td>
            ) : null}
            <td className="text-end" title={`Created ${r.createdAt.slice(0, 10)}`}>
              {formatNumberId(r.dayPassed)}
            </td>
          </tr>
        ))}
      </TableBody>
    </>
  );
}
