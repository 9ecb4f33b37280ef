import type { BillingListRow } from "~/models/document-lists.server";
import { DocumentLink, SecondLine } from "../cells";
import { defineColumns } from "../column";
import { createdColumn, customerColumn, dateColumn, draftPlaceholder, notNumbered, productColumn, rupiahColumn, statusColumn } from "./common";

/** A row of the billing list: the model's row, as the loader sends it and the export reads it. */
export type BillingRowView = Omit<BillingListRow, "r">;

/** The billing list: number, customer, product, PO and invoice, dates, final price, statuses, creation day. */
export const BILLING_COLUMNS = defineColumns<BillingRowView>([
  {
    id: "number",
    header: "columns.billing",
    sort: "number",
    firstDir: "desc",
    cell: (r, c) => (
      <DocumentLink to={`/billings/${r.id}`} muted={!r.billingNumber}>
        {r.billingNumber ?? draftPlaceholder(c.t)}
      </DocumentLink>
    ),
    excel: { value: (r, c) => r.billingNumber ?? draftPlaceholder(c.t), width: 22 },
  },
  customerColumn({ name: (r) => r.customerName, customerId: (r) => r.customerId }),
  productColumn((r) => r.productId),
  {
    id: "chain",
    header: "columns.poInvoice",
    cellClassName: "text-xs leading-tight",
    cell: (r, c) => (
      <>
        {r.poId ? <DocumentLink to={`/purchase-orders/${r.poId}`}>{r.poNumber ?? ""}</DocumentLink> : "–"}
        {r.invoiceId ? (
          <SecondLine>
            <DocumentLink to={`/invoices/${r.invoiceId}`} muted={!r.invoiceNumber} small>
              {r.invoiceNumber ?? notNumbered(c.t)}
            </DocumentLink>
          </SecondLine>
        ) : null}
      </>
    ),
    excel: {
      value: (r, c) => {
        const invoice = r.invoiceId ? (r.invoiceNumber ?? notNumbered(c.t)) : null;
        return invoice ? `${r.poNumber ?? "–"} / ${invoice}` : r.poNumber;
      },
      width: 40,
    },
  },
  dateColumn({ id: "billingDate", header: "columns.billDate", sort: "billingDate", get: (r) => r.billingDate }),
  dateColumn({ id: "dueDate", header: "columns.dueDate", sort: "dueDate", get: (r) => r.dueDate }),
  rupiahColumn({ id: "amount", header: "columns.finalPrice", total: true, get: (r) => r.finalPrice }),
  statusColumn({ id: "status", header: "columns.status", sort: "status", width: 10, get: (r) => r.status }),
  statusColumn({ id: "paid", header: "columns.payment", width: 10, get: (r) => r.statusPaid }),
  createdColumn((r) => r.createdAt),
]);
