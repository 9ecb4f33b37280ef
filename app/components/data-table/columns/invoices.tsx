import { dayPassed } from "~/domain/lists";
import { formatNumberId } from "~/domain/money";
import type { InvoiceListRow } from "~/models/document-lists.server";
import { CustomerOpens, DocumentLink, Note, SecondLine } from "../cells";
import { defineColumns, type ListColumn } from "../column";
import { INTEGER_FORMAT } from "../excel-format";
import { customerColumn, dateColumn, notNumbered, productColumn, rupiahColumn, statusColumn } from "./common";

/** A row of the invoice list and the inbox, as the loaders send it and the export reads it: the model's fields, some shorter named. */
export type InvoiceRowView = Pick<InvoiceListRow, "id" | "customerId" | "productId" | "billingId" | "billingNumber" | "poId" | "poNumber" | "billingDate" | "dueDate"> & {
  number: string | null;
  customer: string;
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

const number: ListColumn<InvoiceRowView> = {
  id: "number",
  header: "columns.invoice",
  sort: "number",
  firstDir: "desc",
  cell: (r, c) => (
    <>
      <DocumentLink to={invoiceHref(r)} muted={!r.number}>
        {r.number ?? notNumbered(c.t)}
      </DocumentLink>
      {r.reissue === "of" ? <Note title={c.t("cells.reissueOfTitle")}>{c.t("cells.reissueOf")}</Note> : r.reissue === "by" ? <Note title={c.t("cells.reissuedTitle")}>{c.t("cells.reissued")}</Note> : null}
    </>
  ),
  excel: { value: (r, c) => r.number ?? notNumbered(c.t), width: 22 },
};

const customer = customerColumn<InvoiceRowView>({ sort: "customer", name: (r) => r.customer, customerId: (r) => r.customerId });

const rest = defineColumns<InvoiceRowView>([
  productColumn((r) => r.productId),
  {
    id: "billing",
    header: "columns.billingPo",
    cellClassName: "text-xs leading-tight",
    cell: (r, c) => (
      <>
        <DocumentLink to={`/billings/${r.billingId}`}>{r.billingNumber || c.t("cells.billing")}</DocumentLink>
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
  dateColumn({ id: "billingDate", header: "columns.billDate", sort: "billingDate", get: (r) => r.billingDate }),
  dateColumn({ id: "dueDate", header: "columns.dueDate", sort: "dueDate", get: (r) => r.dueDate }),
  rupiahColumn({ id: "amount", header: "columns.amount", sort: "amount", firstDir: "desc", total: true, get: (r) => r.amount }),
]);

const statuses = defineColumns<InvoiceRowView>([
  statusColumn({ id: "status", header: "columns.status", sort: "status", width: 11, get: (r) => r.status }),
  statusColumn({ id: "faktur", header: "columns.faktur", sort: "faktur", width: 10, get: (r) => r.faktur }),
]);

const days: ListColumn<InvoiceRowView> = {
  id: "days",
  header: "columns.days",
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
