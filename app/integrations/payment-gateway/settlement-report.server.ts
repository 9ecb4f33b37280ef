/**
 * The gateway twin's daily settlement report (issue 21): every transaction the sandbox gateway really settled on a
 * day (Jakarta time; reversed ones are not settled), with the channel's fee and its own, as the real gateway's
 * settlement report lists them. The fees are the twin's own table (the catalogue's defaults), not the portal's:
 * the portal checks them against its per-channel fees.
 */
import { todayInJakarta } from "~/domain/dates";
import { netOf, reportCsv, type SettlementReportLine } from "~/domain/settlement-report";
import { sandboxRecordsOfOutcome } from "~/models/sandbox-records.server";
import { CHANNEL_FEES, channelCode, type VaBank } from "./catalogue";

/** The gateway's own (mps) fee per transaction: none by default (spec section 9 names only the VA fees). */
export const DEFAULT_MPS_FEE = 0;

/** The default fee of a channel code (BNI_VA, CREDITCARD, ...): spec section 9's VA fees; an unknown channel costs 0. */
export function defaultChannelFee(channel: string): number {
  const code = channel.toLowerCase().replace(/_va$/, "");
  return (CHANNEL_FEES as Record<string, number>)[code] ?? 0;
}

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
