import { dayPassed } from "~/domain/lists";
import { formatNumberId, formatRupiah } from "~/domain/money";
import type { InvoiceListRow } from "~/models/document-lists.server";
import { CustomerCell, CustomerOpens, DocumentLink, Note, ProductCode, SecondLine, shortDate, Status } from "../cells";
import { defineColumns, type ListColumn } from "../column";
import { DATE_FORMAT, excelDate, INTEGER_FORMAT, RUPIAH_FORMAT } from "../excel-format";

/** A row of the invoice list and the inbox, as the loaders send it and the export reads it. */
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

const invoiceHref = (r: InvoiceRowView) => `/invoices/${r.id}`;
const NOT_NUMBERED = "not numbered yet";

const number: ListColumn<InvoiceRowView> = {
  id: "number",
  header: "Invoice",
  sort: "number",
  firstDir: "desc",
  cell: (r) => (
    <>
      <DocumentLink to={invoiceHref(r)} muted={!r.number}>
        {r.number ?? NOT_NUMBERED}
      </DocumentLink>
      {r.reissue === "of" ? <Note title="Reissue of a returned invoice">reissue</Note> : r.reissue === "by" ? <Note title="Returned and reissued as a new invoice">reissued</Note> : null}
    </>
  ),
  excel: { value: (r) => r.number ?? NOT_NUMBERED, width: 22 },
};

const customer: ListColumn<InvoiceRowView> = {
  id: "customer",
  header: "Customer",
  sort: "customer",
  cell: (r, c) => <CustomerCell name={r.customer} href={r.customerId ? c.customerHref(r.customerId) : null} />,
  excel: { value: (r) => r.customer, width: 36 },
};

const rest = defineColumns<InvoiceRowView>([
  {
    id: "product",
    header: "Product",
    cell: (r, c) => <ProductCode product={c.product(r.productId)} />,
    excel: { value: (r, c) => c.product(r.productId)?.productCode ?? null, width: 9 },
  },
  {
    id: "billing",
    header: "Billing / PO",
    cellClassName: "text-xs leading-tight",
    cell: (r) => (
      <>
        <DocumentLink to={`/billings/${r.billingId}`}>{r.billingNumber || "billing"}</DocumentLink>
        {r.poId ? (
          <SecondLine>
            <DocumentLink to={`/purchase-orders/${r.poId}`} small>
              {r.poNumber ?? ""}
            </DocumentLink>
          </SecondLine>
        ) : null}
      </>
    ),
    excel: { value: (r) => (r.poNumber ? `${r.billingNumber} / ${r.poNumber}` : r.billingNumber), width: 40 },
  },
  {
    id: "billingDate",
    header: "Bill date",
    sort: "billingDate",
    firstDir: "desc",
    cell: (r) => shortDate(r.billingDate),
    excel: { value: (r) => excelDate(r.billingDate), numFmt: DATE_FORMAT, width: 12 },
  },
  {
    id: "dueDate",
    header: "Due date",
    sort: "dueDate",
    firstDir: "desc",
    cell: (r) => shortDate(r.dueDate),
    excel: { value: (r) => excelDate(r.dueDate), numFmt: DATE_FORMAT, width: 12 },
  },
  {
    id: "amount",
    header: "Amount",
    sort: "amount",
    firstDir: "desc",
    align: "end",
    cell: (r) => formatRupiah(r.amount),
    excel: { value: (r) => r.amount, numFmt: RUPIAH_FORMAT, width: 18, total: true },
  },
]);

const statuses = defineColumns<InvoiceRowView>([
  { id: "status", header: "Status", sort: "status", cell: (r) => <Status value={r.status} />, excel: { value: (r) => r.status, width: 11 } },
  { id: "faktur", header: "Faktur", sort: "faktur", cell: (r) => <Status value={r.faktur} />, excel: { value: (r) => r.faktur, width: 10 } },
]);

const days: ListColumn<InvoiceRowView> = {
  id: "days",
  header: "Days",
  sort: "created",
  firstDir: "desc",
  align: "end",
  inverted: true,
  cell: (r) => formatNumberId(r.days),
  excel: { value: (r) => r.days, numFmt: INTEGER_FORMAT, width: 7 },
};

/** The invoice list: number, customer, product, billing and PO, dates, amount, statuses, days since creation. */
export const INVOICE_COLUMNS = [number, customer, ...rest, ...statuses, days];

/**
 * The approval inbox: the same columns without the statuses (everything there waits for approval), and the
 * customer opens the invoice, where approval happens, instead of narrowing the list.
 */
export const INBOX_COLUMNS = [
  number,
  { ...customer, cell: (r: InvoiceRowView) => <CustomerOpens name={r.customer} to={invoiceHref(r)} /> },
  ...rest,
  days,
];
