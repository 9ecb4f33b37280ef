import { Link } from "@remix-run/react";
import { shortDate, Status } from "~/components/data-table/cells";
import { defineColumns, type ListTranslator } from "~/components/data-table/column";
import { DATE_FORMAT, excelDate, RUPIAH_FORMAT } from "~/components/data-table/excel-format";
import { formatRupiah } from "~/domain/money";

/** A row of the settlements list as the screen and the Excel export read it. */
export type SettlementRowView = {
  id: string;
  reference: string;
  reportDate: string;
  channelName: string;
  lineCount: number;
  nominalTrx: number;
  channelFee: number;
  mpsFee: number;
  net: number;
  state: string;
  statusSettlement: string;
  openDifferences: number;
  /** "importing" while a report's chunks are still being written (or a crash stopped them): shown instead of the state. */
  importStatus?: string;
  importedLines?: number;
};

const header = (key: string) => `settlements:columns.${key}`;
const stateLabel = (t: ListTranslator, v: string) => t(`settlements:states.${v}` as never);
const rowState = (t: ListTranslator, r: SettlementRowView) =>
  r.importStatus === "importing" ? String(t("settlements:import.unfinished" as never, { done: r.importedLines ?? 0, total: r.lineCount } as never)) : stateLabel(t, r.state);
const statusLabel = (t: ListTranslator, v: string) => t(`settlements:statuses.${v}` as never);

/** The settlements list's columns: the table's and the Excel export's, from one place. */
export const SETTLEMENT_COLUMNS = defineColumns<SettlementRowView>([
  { id: "date", header: header("date"), cell: (r) => shortDate(r.reportDate), excel: { value: (r) => excelDate(r.reportDate), numFmt: DATE_FORMAT, width: 12 } },
  {
    id: "reference",
    header: header("reference"),
    cell: (r) => (
      <Link to={`/settlements/${r.id}`} prefetch="intent" className="font-medium text-primary hover:underline">
        {r.reference}
      </Link>
    ),
    excel: { value: (r) => r.reference, width: 26 },
  },
  { id: "channels", header: header("channels"), cell: (r) => r.channelName, excel: { value: (r) => r.channelName, width: 30 } },
  { id: "lines", header: header("lines"), align: "end", cell: (r) => r.lineCount.toLocaleString("id-ID"), excel: { value: (r) => r.lineCount, width: 12, total: true } },
  { id: "gross", header: header("gross"), align: "end", cell: (r) => formatRupiah(r.nominalTrx), excel: { value: (r) => r.nominalTrx, numFmt: RUPIAH_FORMAT, width: 18, total: true } },
  { id: "channelFee", header: header("channelFee"), align: "end", cell: (r) => formatRupiah(r.channelFee), excel: { value: (r) => r.channelFee, numFmt: RUPIAH_FORMAT, width: 16, total: true } },
  { id: "mpsFee", header: header("mpsFee"), align: "end", cell: (r) => formatRupiah(r.mpsFee), excel: { value: (r) => r.mpsFee, numFmt: RUPIAH_FORMAT, width: 16, total: true } },
  { id: "net", header: header("net"), align: "end", cell: (r) => formatRupiah(r.net), excel: { value: (r) => r.net, numFmt: RUPIAH_FORMAT, width: 18, total: true } },
  { id: "open", header: header("open"), align: "end", cell: (r) => String(r.openDifferences), excel: { value: (r) => r.openDifferences, width: 12 } },
  { id: "state", header: header("state"), cell: (r, c) => <Status value={r.importStatus === "importing" ? "importing" : r.state} label={rowState(c.t, r)} />, excel: { value: (r, c) => rowState(c.t, r), width: 16 } },
  { id: "status", header: header("status"), cell: (r, c) => <Status value={r.statusSettlement} label={statusLabel(c.t, r.statusSettlement)} />, excel: { value: (r, c) => statusLabel(c.t, r.statusSettlement), width: 14 } },
]);
