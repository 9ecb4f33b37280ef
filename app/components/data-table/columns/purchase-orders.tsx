import { formatRupiah } from "~/domain/money";
import type { PurchaseOrderListRow } from "~/models/document-lists.server";
import { CustomerCell, DocumentLink, ProductCode, shortDate, Status } from "../cells";
import { defineColumns } from "../column";
import { DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime, RUPIAH_FORMAT } from "../excel-format";

/** A row of the purchase-order list: the model's row, as the loader sends it and the export reads it. */
export type PurchaseOrderRowView = Omit<PurchaseOrderListRow, "r">;

const NOT_NUMBERED = "not numbered yet";

/** The purchase-order list: number, customer, product, PO date, total, status, the billing and invoice it led to, creation day. */
export const PURCHASE_ORDER_COLUMNS = defineColumns<PurchaseOrderRowView>([
  {
    id: "number",
    header: "PO",
    sort: "number",
    firstDir: "desc",
    cell: (r) => <DocumentLink to={`/purchase-orders/${r.id}`}>{r.poNumber}</DocumentLink>,
    excel: { value: (r) => r.poNumber, width: 22 },
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
    id: "poDate",
    header: "PO date",
    sort: "poDate",
    firstDir: "desc",
    cell: (r) => shortDate(r.poDate),
    excel: { value: (r) => excelDate(r.poDate), numFmt: DATE_FORMAT, width: 12 },
  },
  {
    id: "amount",
    header: "Total",
    align: "end",
    cell: (r) => formatRupiah(r.totalPrice),
    excel: { value: (r) => r.totalPrice, numFmt: RUPIAH_FORMAT, width: 18, total: true },
  },
  { id: "status", header: "Status", sort: "status", cell: (r) => <Status value={r.statusPo} />, excel: { value: (r) => r.statusPo, width: 10 } },
  {
    id: "billing",
    header: "Billing",
    cellClassName: "text-xs leading-tight",
    cell: (r) =>
      r.billingId ? (
        <DocumentLink to={`/billings/${r.billingId}`} muted={!r.billingNumber}>
          {r.billingNumber ?? "draft"}
        </DocumentLink>
      ) : (
        "–"
      ),
    excel: { value: (r) => (r.billingId ? (r.billingNumber ?? "draft") : null), width: 22 },
  },
  {
    id: "invoice",
    header: "Invoice",
    cellClassName: "text-xs leading-tight",
    cell: (r) =>
      r.invoiceId ? (
        <DocumentLink to={`/invoices/${r.invoiceId}`} muted={!r.invoiceNumber}>
          {r.invoiceNumber ?? NOT_NUMBERED}
        </DocumentLink>
      ) : (
        "–"
      ),
    excel: { value: (r) => (r.invoiceId ? (r.invoiceNumber ?? NOT_NUMBERED) : null), width: 22 },
  },
  {
    id: "created",
    header: "Created",
    sort: "created",
    firstDir: "desc",
    cell: (r) => shortDate(r.createdAt),
    excel: { value: (r) => excelDateTime(r.createdAt), numFmt: DATE_TIME_FORMAT, width: 17 },
  },
]);
