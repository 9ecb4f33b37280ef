import { formatRupiah } from "~/domain/money";
import type { BillingListRow } from "~/models/document-lists.server";
import { CustomerCell, DocumentLink, ProductCode, SecondLine, shortDate, Status } from "../cells";
import { defineColumns } from "../column";
import { DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime, RUPIAH_FORMAT } from "../excel-format";

/** A row of the billing list: the model's row, as the loader sends it and the export reads it. */
export type BillingRowView = Omit<BillingListRow, "r">;

const NOT_NUMBERED = "not numbered yet";

/** The billing list: number, customer, product, PO and invoice, dates, final price, statuses, creation day. */
export const BILLING_COLUMNS = defineColumns<BillingRowView>([
  {
    id: "number",
    header: "Billing",
    sort: "number",
    firstDir: "desc",
    cell: (r) => (
      <DocumentLink to={`/billings/${r.id}`} muted={!r.billingNumber}>
        {r.billingNumber ?? "draft"}
      </DocumentLink>
    ),
    excel: { value: (r) => r.billingNumber ?? "draft", width: 22 },
  },
  {
    id: "customer",
    header: "Customer",
    cell: (r, c) => <CustomerCell name={r.customerName} href={r.customerId ? c.customerHref(r.customerId) : null} />,
    excel: { value: (r) => r.customerName, width: 36 },
  },
  {
    id: "product",
    header: "Product",
    cell: (r, c) => <ProductCode product={c.product(r.productId)} />,
    excel: { value: (r, c) => c.product(r.productId)?.productCode ?? null, width: 9 },
  },
  {
    id: "chain",
    header: "PO / Invoice",
    cellClassName: "text-xs leading-tight",
    cell: (r) => (
      <>
        {r.poId ? <DocumentLink to={`/purchase-orders/${r.poId}`}>{r.poNumber ?? ""}</DocumentLink> : "–"}
        {r.invoiceId ? (
          <SecondLine>
            <DocumentLink to={`/invoices/${r.invoiceId}`} muted={!r.invoiceNumber} small>
              {r.invoiceNumber ?? NOT_NUMBERED}
            </DocumentLink>
          </SecondLine>
        ) : null}
      </>
    ),
    excel: {
      value: (r) => {
        const invoice = r.invoiceId ? (r.invoiceNumber ?? NOT_NUMBERED) : null;
        return invoice ? `${r.poNumber ?? "–"} / ${invoice}` : r.poNumber;
      },
      width: 40,
    },
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
    header: "Final price",
    align: "end",
    cell: (r) => formatRupiah(r.finalPrice),
    excel: { value: (r) => r.finalPrice, numFmt: RUPIAH_FORMAT, width: 18, total: true },
  },
  { id: "status", header: "Status", sort: "status", cell: (r) => <Status value={r.status} />, excel: { value: (r) => r.status, width: 10 } },
  { id: "paid", header: "Payment", cell: (r) => <Status value={r.statusPaid} />, excel: { value: (r) => r.statusPaid, width: 10 } },
  {
    id: "created",
    header: "Created",
    sort: "created",
    firstDir: "desc",
    cell: (r) => shortDate(r.createdAt),
    // The screen shows the WIB day; the file keeps the time too (the same instant, more precisely).
    excel: { value: (r) => excelDateTime(r.createdAt), numFmt: DATE_TIME_FORMAT, width: 17 },
  },
]);
