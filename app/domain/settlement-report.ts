/**
 * The gateway's daily settlement report (issue 21), as the sandbox twin writes it and the portal reads it: CSV, one
 * line per settled transaction, integer rupiah. Pure: no I/O (the twin and the import both use it).
 */

export const SETTLEMENT_REPORT_COLUMNS = ["settlement_date", "transaction_id", "order_id", "channel", "gross_amount", "channel_fee", "mps_fee", "net_amount"] as const;

export type SettlementReportLine = {
  settlementDate: string;
  transactionId: string;
  orderId: string;
  channel: string;
  gross: number;
  channelFee: number;
  mpsFee: number;
  net: number;
};
export type ReportError = { line: number; message: string };

/** What reaches the merchant: the gross less the channel's fee and the gateway's own (mps) fee. */
export const netOf = (gross: number, channelFee: number, mpsFee: number) => gross - channelFee - mpsFee;

const csvField = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

export function reportCsv(lines: SettlementReportLine[]): string {
  const rows = lines.map((l) => [l.settlementDate, l.transactionId, l.orderId, l.channel, l.gross, l.channelFee, l.mpsFee, l.net].map(csvField).join(","));
  return `${[SETTLEMENT_REPORT_COLUMNS.join(","), ...rows].join("\n")}\n`;
}

/** Splits one CSV line (quoted fields with doubled quotes). */
function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else {
      cur += c;
    }
  }
  out.push(cur);
  return out;
}

const RUPIAH = /^\d{1,15}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a report whole: every line checked (a date, an id, whole non-negative rupiah, net = gross - channel fee -
 * mps fee, one date for the whole report, each transaction once). Errors name the line; nothing partial is returned.
 */
export function parseSettlementReport(text: string): { ok: true; date: string; lines: SettlementReportLine[] } | { ok: false; errors: ReportError[] } {
  const rows = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = splitCsv(rows[0] ?? "").map((h) => h.trim().toLowerCase());
  if (SETTLEMENT_REPORT_COLUMNS.some((c, i) => header[i] !== c))
    return {
      ok: false,
      errors: [
        {
          line: 1,
          message: `the header must be ${SETTLEMENT_REPORT_COLUMNS.join(",")}`,
        },
      ],
    };
  const errors: ReportError[] = [];
  const lines: SettlementReportLine[] = [];
  const seen = new Set<string>();
  let date = "";
  for (let i = 1; i < rows.length; i++) {
    const raw = rows[i]!;
    if (!raw.trim()) continue;
    const f = splitCsv(raw).map((v) => v.trim());
    const bad = (message: string) => errors.push({ line: i + 1, message });
    if (f.length !== SETTLEMENT_REPORT_COLUMNS.length) {
      bad(`expected ${SETTLEMENT_REPORT_COLUMNS.length} fields, found ${f.length}`);
      continue;
    }
    const [settlementDate, transactionId, orderId, channel, gross, channelFee, mpsFee, net] = f as [string, string, string, string, string, string, string, string];
    if (!DATE.test(settlementDate)) bad(`the settlement date ${JSON.stringify(settlementDate)} is not YYYY-MM-DD`);
    else if (date && settlementDate !== date) bad(`the settlement date ${settlementDate} differs from the report's ${date} (one report per day)`);
    else date = settlementDate;
    if (!transactionId || transactionId.length > 200) bad("the transaction id is missing");
    else if (seen.has(transactionId)) bad(`transaction ${transactionId} appears twice`);
    seen.add(transactionId);
    if (!channel) bad("the channel is missing");
    const amounts = [gross, channelFee, mpsFee, net];
    if (amounts.some((a) => !RUPIAH.test(a))) {
      bad("amounts must be whole rupiah without separators");
      continue;
    }
    const [g, c, m, n] = amounts.map(Number) as [number, number, number, number];
    if (netOf(g, c, m) !== n) bad(`net ${n} is not gross ${g} less the fees ${c} and ${m} (${netOf(g, c, m)})`);
    lines.push({
      settlementDate,
      transactionId,
      orderId,
      channel: channel.toUpperCase(),
      gross: g,
      channelFee: c,
      mpsFee: m,
      net: n,
    });
  }
  if (!errors.length && !lines.length) errors.push({ line: 2, message: "the report has no transactions" });
  return errors.length ? { ok: false, errors } : { ok: true, date, lines };
}

/** The settlement's reconciliation states and status_settlement values (the list's filters). */
export const SETTLEMENT_STATES = ["imported", "reconciling", "reconciled", "settled"] as const;
export const SETTLEMENT_STATUSES = ["not yet", "settled"] as const;
