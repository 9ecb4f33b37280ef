/**
 * Payments and settlement per period (issue 22): every payment received in the period (transaction date) with its
 * channel, the customer and invoices it paid, whether it is matched, and, once a gateway settlement report carried
 * it, the settlement's gross, fees and net (the settled date once the settlement is paid). Scoped like /payments.
 */
import { z } from "zod";
import { PAYMENT_MATCH_STATUSES } from "~/domain/payment-statuses";
import { keysetPages, paymentReportPage, paymentReportTotals, type PaymentReportFilters, type PaymentReportRow } from "~/models/finance-reports.server";
import type { AccessUser } from "~/models/user.server";
import { paymentScope } from "../payment-screens.server";
import { optionalChoice } from "./filters.server";
import { describePeriod, periodFilterShape, periodOf, productOptions, refinePeriod } from "./report-filters.server";
import type { ReportDefinition } from "./types";

export const paymentsFiltersSchema = z
  .object({ ...periodFilterShape, product: z.string().trim().optional(), status: optionalChoice(PAYMENT_MATCH_STATUSES) })
  .superRefine(refinePeriod);
export type PaymentsFilters = z.infer<typeof paymentsFiltersSchema>;

function modelFilters(f: PaymentsFilters): PaymentReportFilters {
  const { from, to } = periodOf(f);
  return { from, to, productId: f.product || undefined, status: f.status };
}

export function paymentsReportRows(user: AccessUser, f: PaymentsFilters): Iterable<PaymentReportRow> {
  const scope = paymentScope(user);
  const filters = modelFilters(f);
  return keysetPages((after: PaymentReportRow | null) => paymentReportPage(scope, filters, after));
}

export function paymentsReportTotals(user: AccessUser, f: PaymentsFilters) {
  return paymentReportTotals(paymentScope(user), modelFilters(f));
}

export const paymentsReport: ReportDefinition<PaymentsFilters, PaymentReportRow> = {
  name: "payments",
  title: "reports:payments.title",
  description: "reports:payments.description",
  permission: "read:report",
  filters: paymentsFiltersSchema,
  filterFields: [
    { name: "period", label: "reports:filters.period", kind: "period" },
    { name: "product", label: "reports:filters.product", kind: "select", options: (user) => productOptions(user, "billing") },
    { name: "status", label: "reports:payments.filters.status", kind: "select", translate: true, options: () => PAYMENT_MATCH_STATUSES.map((s) => ({ value: s, label: `reports:payments.status.${s.replace(" ", "-")}` })) },
  ],
  describeFilters: (f) => [describePeriod(periodOf(f)), ...(f.status ? [["reports:payments.filters.status", f.status] as [string, string]] : [])],
  columns: [
    { key: "transactionDate", label: "reports:payments.columns.date", type: "date", value: (r) => r.transactionDate.slice(0, 10) },
    { key: "channel", label: "reports:payments.columns.channel", type: "text", value: (r) => r.channel },
    { key: "customer", label: "reports:payments.columns.customer", type: "text", width: 28, value: (r) => r.customer },
    { key: "invoices", label: "reports:payments.columns.invoices", type: "text", width: 24, value: (r) => r.invoices },
    { key: "amount", label: "reports:payments.columns.amount", type: "rupiah", value: (r) => r.amount },
    { key: "statusMatch", label: "reports:payments.columns.status", type: "text", translate: true, value: (r) => `reports:payments.status.${r.statusMatch.replace(" ", "-")}` },
    { key: "settlement", label: "reports:payments.columns.settlement", type: "text", value: (r) => r.settlementReference },
    { key: "gross", label: "reports:payments.columns.gross", type: "rupiah", value: (r) => r.gross },
    { key: "channelFee", label: "reports:payments.columns.channelFee", type: "rupiah", value: (r) => r.channelFee },
    { key: "mpsFee", label: "reports:payments.columns.mpsFee", type: "rupiah", value: (r) => r.mpsFee },
    { key: "net", label: "reports:payments.columns.net", type: "rupiah", value: (r) => r.net },
    { key: "settledAt", label: "reports:payments.columns.settledAt", type: "datetime", value: (r) => r.settledAt },
  ],
  rows: paymentsReportRows,
  count: (user, f) => paymentsReportTotals(user, f).count,
  totals: (user, f) => {
    const t = paymentsReportTotals(user, f);
    return { amount: t.amount, gross: t.gross, channelFee: t.channelFee, mpsFee: t.mpsFee, net: t.net };
  },
};
