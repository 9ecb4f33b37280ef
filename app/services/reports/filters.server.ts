import { z } from "zod";
import { todayInJakarta } from "~/domain/dates";
import { isPeriodPreset, parsePeriod, type Period, type PeriodError, type PeriodPreset } from "~/domain/report-period";
import { scopeProductIds } from "~/models/document-lists.server";
import { productsInScope } from "~/models/product.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "~/services/access-scope.server";
import type { ReportFilterField } from "./types";

/** The product ids the viewer's invoice list scope sees (null: all): every report reads invoices. */
export const reportProductIds = (user: AccessUser) => scopeProductIds(listScope(user, "invoice"));

/** An optional text filter: blank is absent. */
export const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** An optional choice of a select filter: its "All" option posts "", which is absent, not a wrong value. */
export const optionalChoice = <T extends string>(values: readonly [T, ...T[]]) => z.enum(values).optional().or(z.literal("").transform(() => undefined));

/**
 * The period fields (period, from, to; app/domain/report-period.ts) as a zod shape, resolved on today's Jakarta
 * date; a custom range that does not parse is a field error on `from`.
 */
export function periodShape() {
  return {
    // An unknown preset reads as the report's default, as on the dashboards.
    period: z.string().trim().optional(),
    from: z.string().trim().optional(),
    to: z.string().trim().optional(),
  };
}

/** The field error a refused custom range shows (an i18n key of the report screen), on the field it is about. */
const PERIOD_ERROR_KEYS: Record<PeriodError, string> = {
  "from-invalid": "reports:period.errors.from-invalid",
  "to-invalid": "reports:period.errors.to-invalid",
  reversed: "reports:period.errors.reversed",
  "too-long": "reports:period.errors.too-long",
};

export function addPeriodIssue(error: PeriodError, ctx: z.RefinementCtx) {
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [error === "to-invalid" ? "to" : "from"], message: PERIOD_ERROR_KEYS[error] });
}

export function resolvePeriod(
  v: { period?: string; from?: string; to?: string },
  defaultPreset: PeriodPreset,
  ctx: z.RefinementCtx,
): Period {
  const params = new URLSearchParams();
  params.set("period", isPeriodPreset(v.period) ? v.period : defaultPreset);
  if (v.from) params.set("from", v.from);
  if (v.to) params.set("to", v.to);
  const { period, error } = parsePeriod(params, todayInJakarta(new Date()));
  if (error) addPeriodIssue(error, ctx);
  return period;
}

export const periodField: ReportFilterField = { name: "period", label: "reports:filters.period", kind: "period" };

export const productField: ReportFilterField = {
  name: "product",
  label: "reports:filters.product",
  kind: "select",
  options: (user) => productsInScope(listScope(user, "invoice")).map((p) => ({ value: p.id, label: `${p.productCode} ${p.name}` })),
};
