/**
 * The AM-performance dashboard (issue 22): revenue per account manager against the revenue target, by month.
 * The account manager of a billing is its creator (the am_performance mock's rule); their revenue is what they
 * invoiced (live billings by billing date). The target is `monthlyTarget` (whole rupiah per account manager per
 * month) in the revenue settings of the manager's division, inherited from the nearest node above that has one
 * (organisation get-revenue-settings); a manager without one has no target. A period's target is the monthly
 * target times the calendar months the period touches.
 */
import { byMonth, monthsBetween, trendRange } from "~/domain/dashboard-months";
import type { Period } from "~/domain/report-period";
import { billedByCreatorAndMonth } from "~/models/dashboard-figures.server";
import type { AccessUser } from "~/models/user.server";
import { revenueSettingsOf, requireNode } from "~/services/organisation.server";
import { peopleScope } from "~/services/people-access.server";
import { billingScopeIds } from "./request.server";

/** The monthly target per account manager of a division (null: none set, or no division). */
export function monthlyTargetOf(divisionId: string | null): number | null {
  if (!divisionId) return null;
  let settings: Record<string, unknown>;
  try {
    settings = revenueSettingsOf(requireNode(divisionId)).settings;
  } catch {
    return null; // the division was deleted since: no target rather than a failed dashboard
  }
  const t = settings.monthlyTarget;
  return typeof t === "number" && Number.isSafeInteger(t) && t >= 0 ? t : null;
}

export type AmRow = {
  userId: string | null;
  /** Null when the viewer may not see this person (people scope): the row is shown without a name. */
  name: string | null;
  count: number;
  amount: number;
  paidAmount: number;
  target: number | null;
  /** Revenue over target in percent, one decimal; null without a target. */
  achievement: number | null;
  months: { month: string; amount: number; target: number | null }[];
};

const achievement = (amount: number, target: number | null) => (target ? Math.round((amount / target) * 1000) / 10 : null);

export function amPerformanceDashboard(user: AccessUser, period: Period, productId?: string | null) {
  const ids = billingScopeIds(user, productId);
  const trend = trendRange(period);
  const rows = billedByCreatorAndMonth(ids, trend);
  const periodMonths = monthsBetween(period.from.slice(0, 7), period.to.slice(0, 7));
  const people = peopleScope(user);
  const targets = new Map<string | null, number | null>();
  const targetOf = (divisionId: string | null) => {
    if (!targets.has(divisionId)) targets.set(divisionId, monthlyTargetOf(divisionId));
    return targets.get(divisionId)!;
  };
  const byUser = new Map<string | null, typeof rows>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  const managers: AmRow[] = [...byUser.entries()].map(([userId, own]) => {
    const monthly = targetOf(own[0].divisionId);
    // The period's own figures: the trend's rows whose month lies in the period, and within its dates.
    const inPeriod = own.filter((r) => r.month >= period.from.slice(0, 7) && r.month <= period.to.slice(0, 7));
    const amount = inPeriod.reduce((a, r) => a + r.amount, 0);
    const target = monthly === null ? null : monthly * periodMonths.length;
    return {
      userId,
      name: userId && people.seesUserId(userId) ? (own[0].name ?? own[0].email ?? userId) : null,
      count: inPeriod.reduce((a, r) => a + r.count, 0),
      amount,
      paidAmount: inPeriod.reduce((a, r) => a + r.paidAmount, 0),
      target,
      achievement: achievement(amount, target),
      months: byMonth(trend.months, own, (month) => ({ ...own[0], month, amount: 0 })).map((r) => ({ month: r.month, amount: r.amount, target: monthly })),
    };
  });
  managers.sort((a, b) => b.amount - a.amount || (a.name ?? "").localeCompare(b.name ?? ""));
  const anyTarget = managers.some((m) => m.target !== null);
  return {
    managers,
    trend: {
      from: trend.from,
      to: trend.to,
      months: trend.months.map((month, i) => ({
        month,
        amount: managers.reduce((a, m) => a + m.months[i].amount, 0),
        target: anyTarget ? managers.reduce((a, m) => a + (m.months[i].target ?? 0), 0) : null,
      })),
    },
  };
}

export type AmPerformanceDashboard = ReturnType<typeof amPerformanceDashboard>;
