import { Link } from "@remix-run/react";
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

const STATUS_KEYS = {
  unmatched: "unmatched",
  "partly matched": "partlyMatched",
  matched: "matched",
  "not ours": "notOurs",
  unsettled: "unsettled",
  settled: "settled",
} as const;

/** A payment status in the reader's language (the badge, the filter options and the file's cell say the same). */
export function paymentStatusText(t: ListTranslator, value: string): string {
  const key = STATUS_KEYS[value as keyof typeof STATUS_KEYS];
  return key ? t(`payments:status.${key}` as never) : value;
}

const BADGE_VALUE: Record<string, string> = { unmatched: "unpaid", "partly matched": "pending", matched: "paid", "not ours": "canceled", unsettled: "pending", settled: "paid" };

/** The payment's status badge, coloured as the billing statuses it stands for (waiting, part, paid, set aside). */
export function PaymentStatus({ value, label }: { value: string; label: string }) {
  return <Status value={BADGE_VALUE[value] ?? value} label={label} />;
}

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
    cell: (r, c) => <PaymentStatus value={r.statusMatch} label={paymentStatusText(c.t, r.statusMatch)} />,
    excel: { value: (r, c) => paymentStatusText(c.t, r.statusMatch), width: 16 },
  },
  {
    id: "statusPayment",
    header: header("statusPayment"),
    cell: (r, c) => <PaymentStatus value={r.statusPayment} label={paymentStatusText(c.t, r.statusPayment)} />,
    excel: { value: (r, c) => paymentStatusText(c.t, r.statusPayment), width: 14 },
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
