import type { PurchaseOrderListRow } from "~/models/document-lists.server";
import { DocumentLink } from "../cells";
import { defineColumns } from "../column";
import { createdColumn, customerColumn, dateColumn, draftPlaceholder, notNumbered, productColumn, relatedDocumentColumn, rupiahColumn, statusColumn } from "./common";

/** A row of the purchase-order list: the model's row, as the loader sends it and the export reads it. */
export type PurchaseOrderRowView = Omit<PurchaseOrderListRow, "r">;

/** The purchase-order list: number, customer, product, PO date, total, status, the billing and invoice it led to, creation day. */
export const PURCHASE_ORDER_COLUMNS = defineColumns<PurchaseOrderRowView>([
  {
    id: "number",
    header: "columns.po",
    sort: "number",
    firstDir: "desc",
    cell: (r) => <DocumentLink to={`/purchase-orders/${r.id}`}>{r.poNumber}</DocumentLink>,
    excel: { value: (r) => r.poNumber, width: 22 },
  },
  customerColumn({ name: (r) => r.customerName, customerId: (r) => r.customerId }),
  productColumn((r) => r.productId),
  dateColumn({ id: "poDate", header: "columns.poDate", sort: "poDate", get: (r) => r.poDate }),
  rupiahColumn({ id: "amount", header: "columns.total", total: true, get: (r) => r.totalPrice }),
  statusColumn({ id: "status", header: "columns.status", sort: "status", width: 10, get: (r) => r.statusPo }),
  relatedDocumentColumn({
    id: "billing",
    header: "columns.billing",
    placeholder: draftPlaceholder,
    document: (r) => (r.billingId ? { href: `/billings/${r.billingId}`, number: r.billingNumber } : null),
  }),
  relatedDocumentColumn({
    id: "invoice",
    header: "columns.invoice",
    placeholder: notNumbered,
    document: (r) => (r.invoiceId ? { href: `/invoices/${r.invoiceId}`, number: r.invoiceNumber } : null),
  }),
  createdColumn((r) => r.createdAt),
]);
