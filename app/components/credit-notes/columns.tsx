import { Link } from "@remix-run/react";
import { shortDate, Status } from "~/components/data-table/cells";
import { defineColumns, type ListTranslator } from "~/components/data-table/column";
import { DATE_FORMAT, excelDate, RUPIAH_FORMAT } from "~/components/data-table/excel-format";
import { formatRupiah } from "~/domain/money";

/** A row of the credit-note list as the screen and the Excel export read it (the loader's JSON). */
export type CreditNoteRowView = {
  id: string;
  creditNoteNumber: string | null;
  invoiceId: string;
  invoiceNumber: string;
  customerName: string;
  productCode: string;
  amount: number;
  ppn: number;
  status: string;
  requestedByName: string;
  secondApproverName: string | null;
  issuedAt: string | null;
  createdAt: string;
};

const statusLabel = (t: ListTranslator, value: string) => (t as unknown as (k: string) => string)(`creditNotes:status.${value}`);
const header = (key: string) => `creditNotes:columns.${key}`;

/** The credit-note list's columns: the table and the Excel export from one place. */
export const CREDIT_NOTE_COLUMNS = defineColumns<CreditNoteRowView>([
  {
    id: "number",
    header: header("number"),
    sort: "number",
    cell: (r) => (
      <Link to={`/credit-notes/${r.id}`} prefetch="intent" className="font-medium text-primary hover:underline">
        {r.creditNoteNumber ?? "–"}
      </Link>
    ),
    excel: { value: (r) => r.creditNoteNumber, width: 22 },
  },
  {
    id: "invoice",
    header: header("invoice"),
    cell: (r) => (
      <Link to={`/invoices/${r.invoiceId}`} className="text-primary hover:underline">
        {r.invoiceNumber}
      </Link>
    ),
    excel: { value: (r) => r.invoiceNumber, width: 22 },
  },
  { id: "customer", header: header("customer"), cell: (r) => r.customerName, excel: { value: (r) => r.customerName, width: 30 } },
  { id: "product", header: header("product"), cell: (r) => r.productCode, excel: { value: (r) => r.productCode, width: 8 } },
  { id: "amount", header: header("amount"), sort: "amount", firstDir: "desc", align: "end", cell: (r) => formatRupiah(r.amount), excel: { value: (r) => r.amount, numFmt: RUPIAH_FORMAT, width: 18, total: true } },
  { id: "ppn", header: header("ppn"), align: "end", cell: (r) => formatRupiah(r.ppn), excel: { value: (r) => r.ppn, numFmt: RUPIAH_FORMAT, width: 16, total: true } },
  {
    id: "status",
    header: header("status"),
    cell: (r, c) => <Status value={r.status === "awaiting approval" ? "invoiced" : r.status === "issued" ? "approved" : r.status} label={statusLabel(c.t, r.status)} />,
    excel: { value: (r, c) => statusLabel(c.t, r.status), width: 22 },
  },
  { id: "requestedBy", header: header("requestedBy"), cell: (r) => r.requestedByName, excel: { value: (r) => r.requestedByName, width: 22 } },
  { id: "secondApprover", header: header("secondApprover"), cell: (r) => r.secondApproverName ?? "–", excel: { value: (r) => r.secondApproverName, width: 22 } },
  { id: "created", header: header("created"), sort: "created", firstDir: "desc", cell: (r) => shortDate(r.createdAt), excel: { value: (r) => excelDate(r.createdAt), numFmt: DATE_FORMAT, width: 12 } },
]);
