/**
 * The payments dashboard (issue 22): money collected in the period (payments by transaction date, credit spent
 * left out: it is money an earlier payment brought in), what of it still waits unmatched, what is settled, and the
 * gateway's fees (settlement lines by report date: gross, channel and MPS fees, net). Over the payments the
 * viewer's Payments screen shows (read:payment with the billing list scope); nothing without read:payment.
 */
import { byMonth, trendRange } from "~/domain/dashboard-months";
import type { Period } from "~/domain/report-period";
import { collectedByChannel, collectedByMonth, collectedTotals, settlementByMonth, settlementTotals } from "~/models/dashboard-figures.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "~/services/auth.server";
import { billingScopeIds } from "./request.server";

export function paymentsDashboard(user: AccessUser, period: Period, productId?: string | null) {
  const ids = hasPermission(user, "read:payment") ? billingScopeIds(user, productId) : [];
  const trend = trendRange(period);
  const collected = byMonth(trend.months, collectedByMonth(ids, trend), (month) => ({ month, count: 0, amount: 0, allocated: 0, unmatchedCount: 0, unmatchedAmount: 0, settledCount: 0, settledAmount: 0 }));
  const settled = byMonth(trend.months, settlementByMonth(ids, trend), (month) => ({ month, transactions: 0, gross: 0, channelFee: 0, mpsFee: 0, net: 0 }));
  const settlement = settlementTotals(ids, period);
  return {
    collected: collectedTotals(ids, period),
    settlement: { ...settlement, fees: settlement.channelFee + settlement.mpsFee },
    trend: {
      from: trend.from,
      to: trend.to,
      months: trend.months.map((month, i) => ({ month, collected: collected[i].amount, unmatched: collected[i].unmatchedAmount, settled: collected[i].settledAmount, fees: settled[i].channelFee + settled[i].mpsFee })),
    },
    byChannel: collectedByChannel(ids, period),
  };
}

export type PaymentsDashboard = ReturnType<typeof paymentsDashboard>;
