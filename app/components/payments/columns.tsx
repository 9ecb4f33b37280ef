import { Link } from "@remix-run/react";
import { statusText } from "~/components/documents/status-badge";
import { formatRupiah } from "~/domain/money";
import { shortDate, Status } from "~/components/data-table/cells";
import { defineColumns, type ListTranslator } from "~/components/data-table/column";
import { DATE_FORMAT, excelDate, RUPIAH_FORMAT } from "~/components/data-table/excel-format";

/** A row of the payments list as the screen and the Excel export read it (the loader's JSON). */
export type PaymentRowView = {
  id: string;
  source: string;
  account: string;
  bank: string;
  transactionDate: string;
  description: string;
  referenceNo: string;
  amount: number;
  allocatedAmount: number;
  statusMatch: string;
  statusPayment: string;
  matchNote: string | null;
  createdAt: string;
  channel: string | null;
};

/** A payment status in the list's language: the documents' status names, as every other status (the badge and the file's cell say the same). */
const statusLabel = (t: ListTranslator, value: string) => statusText(t as never, value);

const header = (key: string) => `payments:columns.${key}`;

/** The payments list's columns: the table's header and cells and the Excel export's columns, from one place. */
export const PAYMENT_COLUMNS = defineColumns<PaymentRowView>([
  {
    id: "date",
    header: header("date"),
    sort: "date",
    firstDir: "desc",
    cell: (r) => shortDate(r.transactionDate),
    excel: { value: (r) => excelDate(r.transactionDate), numFmt: DATE_FORMAT, width: 12 },
  },
  {
    id: "reference",
    header: header("reference"),
    cell: (r) => (
      <Link to={`/payments/${r.id}`} prefetch="intent" className="font-medium text-primary hover:underline">
        {r.referenceNo || r.id.slice(0, 8)}
      </Link>
    ),
    excel: { value: (r) => r.referenceNo || null, width: 20 },
  },
  {
    id: "description",
    header: header("description"),
    cellClassName: "max-w-[18rem] truncate",
    cell: (r) => <span title={r.description}>{r.description}</span>,
    excel: { value: (r) => r.description, width: 40 },
  },
  {
    id: "bank",
    header: header("bank"),
    cell: (r) => <span className="uppercase">{r.bank || "–"}</span>,
    excel: { value: (r) => r.bank || null, width: 10 },
  },
  {
    id: "account",
    header: header("account"),
    cell: (r) => r.account,
    excel: { value: (r) => r.account, width: 18 },
  },
  {
    id: "amount",
    header: header("amount"),
    sort: "amount",
    firstDir: "desc",
    align: "end",
    cell: (r) => formatRupiah(r.amount),
    excel: { value: (r) => r.amount, numFmt: RUPIAH_FORMAT, width: 18, total: true },
  },
  {
    id: "allocated",
    header: header("allocated"),
    align: "end",
    cell: (r) => formatRupiah(r.allocatedAmount),
    excel: { value: (r) => r.allocatedAmount, numFmt: RUPIAH_FORMAT, width: 18, total: true },
  },
  {
    id: "statusMatch",
    header: header("statusMatch"),
    cell: (r, c) => <Status value={r.statusMatch} label={statusLabel(c.t, r.statusMatch)} />,
    excel: { value: (r, c) => statusLabel(c.t, r.statusMatch), width: 16 },
  },
  {
    id: "statusPayment",
    header: header("statusPayment"),
    cell: (r, c) => <Status value={r.statusPayment} label={statusLabel(c.t, r.statusPayment)} />,
    excel: { value: (r, c) => statusLabel(c.t, r.statusPayment), width: 14 },
  },
  {
    id: "created",
    header: header("created"),
    sort: "created",
    firstDir: "desc",
    cell: (r) => shortDate(r.createdAt),
    excel: { value: (r) => excelDate(r.createdAt), numFmt: DATE_FORMAT, width: 12 },
  },
]);
