/**
 * The audit trail of money-relevant changes (issue 22): product settings, purchase orders, billings, invoices and
 * recurring profiles, one row per changed field with its before and after values (recorded in the activity log by the
 * services, in the transaction of the change), and each billing's, invoice's and
 * recurring profile's status changes from the workflow's transition log.
 * Each kind of record is scoped by the viewer's list scope of that kind.
 */
import { z } from "zod";
import { AUDIT_ENTITIES, type AuditEntity, type AuditRow, type AuditScope, auditReportCount, auditReportPage, auditUsers, keysetPages } from "~/models/finance-reports.server";
import { scopeProductIds } from "~/models/document-lists.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "../access-scope.server";
import { optionalChoice } from "./filters.server";
import { describePeriod, periodFilterShape, periodOf, productOptions, refinePeriod } from "./report-filters.server";
import type { ReportDefinition } from "./types";

export const auditFiltersSchema = z
  .object({ ...periodFilterShape, entity: optionalChoice(AUDIT_ENTITIES), user: z.string().trim().optional(), product: z.string().trim().optional() })
  .superRefine(refinePeriod);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

// A recurring profile is read within the billing list's scope (it makes billings), and only with read:recurring.
const LIST_OF: Record<AuditEntity, "product" | "purchase-order" | "billing" | "invoice"> = { product: "product", purchase_order: "purchase-order", billing: "billing", invoice: "invoice", recurring: "billing" };
const PATH_OF: Record<AuditEntity, string> = { product: "/products", purchase_order: "/purchase-orders", billing: "/billings", invoice: "/invoices", recurring: "/recurring" };
const READ_PERMISSION: Partial<Record<AuditEntity, string>> = { recurring: "read:recurring" };

export function auditScope(user: AccessUser): AuditScope {
  const ids = (e: AuditEntity) => {
    const needs = READ_PERMISSION[e];
    return needs && !user.permissions.includes(needs) ? [] : scopeProductIds(listScope(user, LIST_OF[e]));
  };
  return Object.fromEntries(AUDIT_ENTITIES.map((e) => [e, ids(e)])) as AuditScope;
}

function modelFilters(f: AuditFilters) {
  const { from, to } = periodOf(f);
  return { from, to, entity: f.entity, userId: f.user || undefined, productId: f.product || undefined };
}

export function auditRows(user: AccessUser, f: AuditFilters): Iterable<AuditRow> {
  const scope = auditScope(user);
  const filters = modelFilters(f);
  return keysetPages((after: AuditRow | null) => auditReportPage(scope, filters, after));
}

/** The record a row is about, as an in-portal address. */
export const auditLink = (row: Pick<AuditRow, "entity" | "entityId">) => `${PATH_OF[row.entity]}/${row.entityId}`;

export const auditReport: ReportDefinition<AuditFilters, AuditRow> = {
  name: "audit",
  title: "reports:audit.title",
  description: "reports:audit.description",
  permission: "read:report",
  filters: auditFiltersSchema,
  filterFields: [
    { name: "period", label: "reports:filters.period", kind: "period" },
    { name: "entity", label: "reports:audit.filters.entity", kind: "select", translate: true, options: () => AUDIT_ENTITIES.map((e) => ({ value: e, label: `reports:audit.entities.${e}` })) },
    { name: "user", label: "reports:audit.filters.user", kind: "select", options: (user) => auditUsers(auditScope(user)).map((u) => ({ value: u.id, label: u.name })) },
    { name: "product", label: "reports:filters.product", kind: "select", options: (user) => productOptions(user, "product") },
  ],
  describeFilters: (f) => [describePeriod(periodOf(f)), ...(f.entity ? [["reports:audit.filters.entity", f.entity] as [string, string]] : [])],
  columns: [
    { key: "at", label: "reports:audit.columns.at", type: "datetime", value: (r) => r.at },
    { key: "who", label: "reports:audit.columns.who", type: "text", width: 20, value: (r) => r.who },
    { key: "entity", label: "reports:audit.columns.entity", type: "text", width: 14, translate: true, value: (r) => `reports:audit.entities.${r.entity}` },
    { key: "reference", label: "reports:audit.columns.reference", type: "text", width: 22, value: (r) => r.reference },
    { key: "link", label: "reports:audit.columns.link", type: "text", width: 30, value: auditLink },
    { key: "action", label: "reports:audit.columns.action", type: "text", width: 20, value: (r) => r.action },
    { key: "field", label: "reports:audit.columns.field", type: "text", width: 24, value: (r) => r.field },
    // Text, whatever the field: a column mixes rupiah, dates, names and states.
    { key: "before", label: "reports:audit.columns.before", type: "text", width: 24, value: (r) => (r.before === null ? null : String(r.before)) },
    { key: "after", label: "reports:audit.columns.after", type: "text", width: 24, value: (r) => (r.after === null ? null : String(r.after)) },
  ],
  rows: auditRows,
  count: (user, f) => auditReportCount(auditScope(user), modelFilters(f)),
};
