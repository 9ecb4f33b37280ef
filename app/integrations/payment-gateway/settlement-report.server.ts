/**
 * The gateway twin's daily settlement report (issue 21): every transaction the sandbox gateway really settled on a
 * day (Jakarta time; reversed ones are not settled), with the channel's fee and its own, as the real gateway's
 * settlement report lists them. The fees are the twin's own table (the catalogue's defaults), not the portal's:
 * the portal checks them against its per-channel fees.
 */
import { todayInJakarta } from "~/domain/dates";
import { DEFAULT_MPS_FEE, defaultChannelFee, netOf, reportCsv, type SettlementReportLine } from "~/domain/settlement-report";
import { sandboxRecordsOfOutcome } from "~/models/sandbox-records.server";
import { channelCode, type VaBank } from "./catalogue";

type Payload = { orderId: string; bank: VaBank | null };
type State = { paidAmount: number; notifications: { status: string; at: string }[] };

export function sandboxSettlementLines(date: string): SettlementReportLine[] {
  const lines: SettlementReportLine[] = [];
  for (const row of sandboxRecordsOfOutcome("payment-gateway", "settlement")) {
    if (row.kind !== "va" && row.kind !== "card") continue;
    const p = row.payload as unknown as Payload;
    const s = row.answer as unknown as State | null;
    const settled = s?.notifications.find((n) => n.status === "settlement");
    if (!s || !settled || todayInJakarta(new Date(settled.at)) !== date) continue;
    const channel = channelCode(p.bank);
    const channelFee = defaultChannelFee(channel);
    lines.push({ settlementDate: date, transactionId: row.id, orderId: p.orderId, channel, gross: s.paidAmount, channelFee, mpsFee: DEFAULT_MPS_FEE, net: netOf(s.paidAmount, channelFee, DEFAULT_MPS_FEE) });
  }
  return lines.sort((a, b) => a.orderId.localeCompare(b.orderId));
}

/** The CSV the sandbox card's download gives for a day. */
export const sandboxSettlementReport = (date: string) => reportCsv(sandboxSettlementLines(date));
