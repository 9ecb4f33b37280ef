/**
 * The recurring billing forecast (issue 22): every billing the active recurring profiles will make in the period,
 * one row per profile and billing date (with its month), priced as the recurring job will price it
 * (app/domain/pricing.ts, the product's administration fee, PPN of the billing date). The unique code is chosen
 * only when the billing is made, so the forecast's total leaves it out. Scoped by the viewer's billing scope.
 */
import { z } from "zod";
import { computeBilling } from "~/domain/pricing";
import { slotDate, slotIndexOnOrAfter } from "~/domain/recurring-schedule";
import { forecastProfiles, type ForecastProfileRow } from "~/models/finance-reports.server";
import type { RecurringBillingConfig, RecurringOrder } from "~/models/recurring.server";
import type { AccessUser } from "~/models/user.server";
import { paymentScope } from "../payment-screens.server";
import { describePeriod, periodFilterShape, periodOf, productOptions, refinePeriod } from "./report-filters.server";
import type { ReportDefinition } from "./types";

export const forecastFiltersSchema = z.object({ ...periodFilterShape, product: z.string().trim().optional() }).superRefine(refinePeriod);
export type ForecastFilters = z.infer<typeof forecastFiltersSchema>;

export type ForecastRow = {
  month: string;
  billingDate: string;
  profileId: string;
  recurringId: string;
  name: string;
  productName: string;
  customer: string;
  sequence: number;
  occurrence: number;
  subtotal: number;
  tax: number;
  administrationFee: number;
  total: number;
};

/** The billings one profile makes within [from, to]: its remaining slots from the next billing date on. */
export function forecastOf(profile: ForecastProfileRow, from: string, to: string): ForecastRow[] {
  const order = JSON.parse(profile.order) as RecurringOrder;
  const config = JSON.parse(profile.billingConfig) as RecurringBillingConfig;
  const first = profile.firstBillingDate ?? profile.nextBillingDate;
  const rows: ForecastRow[] = [];
  let k = slotIndexOnOrAfter(first, profile.frequency, profile.nextBillingDate);
  for (let sequence = profile.numOfBillingSent + 1; sequence <= profile.occurence; sequence++, k++) {
    const billingDate = slotDate(first, profile.frequency, k);
    if (billingDate > to) break;
    if (billingDate < from) continue;
    const amounts = computeBilling({ lines: order.details, taxDate: billingDate, includePph: config.include_pph, administrationFee: profile.administrationFee, uniqueCode: 0 });
    rows.push({
      month: billingDate.slice(0, 7), billingDate, profileId: profile.id, recurringId: profile.recurringId, name: profile.name, productName: profile.productName,
      customer: order.to.company || order.to.name, sequence, occurrence: profile.occurence,
      subtotal: amounts.totalPrice, tax: amounts.tax, administrationFee: amounts.administrationFee, total: amounts.finalPrice,
    });
  }
  return rows;
}

/** Every forecast billing in the period, by date then profile. */
export function forecastRows(user: AccessUser, f: ForecastFilters): ForecastRow[] {
  const { from, to } = periodOf(f, { whole: true });
  return forecastProfiles(paymentScope(user), to, f.product || undefined)
    .flatMap((p) => forecastOf(p, from, to))
    .sort((a, b) => a.billingDate.localeCompare(b.billingDate) || a.recurringId.localeCompare(b.recurringId) || a.sequence - b.sequence);
}

export function forecastTotals(rows: ForecastRow[]) {
  return rows.reduce((t, r) => ({ subtotal: t.subtotal + r.subtotal, tax: t.tax + r.tax, administrationFee: t.administrationFee + r.administrationFee, total: t.total + r.total }), { subtotal: 0, tax: 0, administrationFee: 0, total: 0 });
}

export const recurringForecastReport: ReportDefinition<ForecastFilters, ForecastRow> = {
  name: "recurring-forecast",
  title: "reports:recurringForecast.title",
  description: "reports:recurringForecast.description",
  permission: "read:report",
  filters: forecastFiltersSchema,
  filterFields: [
    { name: "period", label: "reports:filters.period", kind: "period" },
    { name: "product", label: "reports:filters.product", kind: "select", options: (user) => productOptions(user, "billing") },
  ],
  describeFilters: (f) => [describePeriod(periodOf(f, { whole: true }))],
  columns: [
    { key: "month", label: "reports:recurringForecast.columns.month", type: "month", width: 16, value: (r) => r.month },
    { key: "billingDate", label: "reports:recurringForecast.columns.billingDate", type: "date", value: (r) => r.billingDate },
    { key: "recurringId", label: "reports:recurringForecast.columns.profile", type: "text", value: (r) => r.recurringId },
    { key: "name", label: "reports:recurringForecast.columns.name", type: "text", width: 24, value: (r) => r.name },
    { key: "productName", label: "reports:recurringForecast.columns.product", type: "text", value: (r) => r.productName },
    { key: "customer", label: "reports:recurringForecast.columns.customer", type: "text", width: 28, value: (r) => r.customer },
    { key: "sequence", label: "reports:recurringForecast.columns.sequence", type: "text", width: 8, value: (r) => `${r.sequence}/${r.occurrence}` },
    { key: "subtotal", label: "reports:recurringForecast.columns.subtotal", type: "rupiah", value: (r) => r.subtotal },
    { key: "tax", label: "reports:recurringForecast.columns.tax", type: "rupiah", value: (r) => r.tax },
    { key: "administrationFee", label: "reports:recurringForecast.columns.administrationFee", type: "rupiah", value: (r) => r.administrationFee },
    { key: "total", label: "reports:recurringForecast.columns.total", type: "rupiah", value: (r) => r.total },
  ],
  rows: forecastRows,
  count: (user, f) => forecastRows(user, f).length,
  totals: (user, f) => forecastTotals(forecastRows(user, f)),
};
