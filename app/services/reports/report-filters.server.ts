/**
 * URL filters shared by the payments, recurring-forecast and audit reports: the period (the dashboards' picker,
 * app/domain/report-period.ts) and the product, always within the viewer's scope.
 */
import { type z } from "zod";
import { addDays, todayInJakarta } from "~/domain/dates";
import { addMonths, parsePeriod, type Period } from "~/domain/report-period";
import { scopeProducts } from "~/models/document-lists.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "../access-scope.server";
import { addPeriodIssue, periodShape } from "./filters.server";

/** period, from, to as the URL carries them; a custom range that is not two real dates in order is a field error. */
export const periodFilterShape = periodShape();

export function refinePeriod(value: { period?: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  const { error } = parsePeriod(new URLSearchParams(entries(value)), todayInJakarta(new Date()));
  if (error) addPeriodIssue(error, ctx);
}

const entries = (value: { period?: string; from?: string; to?: string }) =>
  Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "");

/**
 * The period of the filters. `whole`: a running preset is read to its end (this month to the month's last day),
 * as a forecast looks ahead; the other reports read up to today.
 */
export function periodOf(value: { period?: string; from?: string; to?: string }, { whole = false, today = todayInJakarta(new Date()) } = {}): Period {
  const { period } = parsePeriod(new URLSearchParams(entries(value)), today);
  if (!whole) return period;
  switch (period.preset) {
    case "this-month":
      return { ...period, to: addDays(addMonths(period.from, 1), -1) };
    case "quarter":
      return { ...period, to: addDays(addMonths(period.from, 3), -1) };
    case "year":
      return { ...period, to: `${period.from.slice(0, 4)}-12-31` };
    default:
      return period;
  }
}

/** The products the viewer may pick in a report's product filter (their list scope of `entity`). */
export function productOptions(user: AccessUser, entity: "invoice" | "billing" | "purchase-order" | "product") {
  return scopeProducts(listScope(user, entity)).products.map((p) => ({ value: p.id, label: `${p.productCode} ${p.name}` }));
}

export const describePeriod = (p: Period): [string, string] => ["reports:filters.period", `${p.from} – ${p.to}`];
