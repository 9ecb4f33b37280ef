import type { BillingListRow } from "~/models/document-lists.server";
import { DocumentLink, SecondLine } from "../cells";
import { defineColumns } from "../column";
import { createdColumn, customerColumn, dateColumn, NOT_NUMBERED, productColumn, rupiahColumn, statusColumn } from "./common";

/** A row of the billing list: the model's row, as the loader sends it and the export reads it. */
export type BillingRowView = Omit<BillingListRow, "r">;

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
  customerColumn({ name: (r) => r.customerName, customerId: (r) => r.customerId }),
  productColumn((r) => r.productId),
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
  dateColumn({ id: "billingDate", header: "Bill date", sort: "billingDate", get: (r) => r.billingDate }),
  dateColumn({ id: "dueDate", header: "Due date", sort: "dueDate", get: (r) => r.dueDate }),
  rupiahColumn({ id: "amount", header: "Final price", total: true, get: (r) => r.finalPrice }),
  statusColumn({ id: "status", header: "Status", sort: "status", width: 10, get: (r) => r.status }),
  statusColumn({ id: "paid", header: "Payment", width: 10, get: (r) => r.statusPaid }),
  createdColumn((r) => r.createdAt),
]);
