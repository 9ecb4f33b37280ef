import type { AccessUser } from "~/models/user.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { httpError } from "~/services/http.server";
import type { MemoContext } from "~/services/request-memo.server";
import { findReport } from "./registry.server";
import { PAGE_SIZE, parseReportFilters, reportPage, type ScreenCell } from "./run.server";
import { type AnyReportDefinition, type ReportColumnType, reportColumns } from "./types";

export type ReportScreenColumn = { key: string; label: string; type: ReportColumnType; translate: boolean };
export type ReportScreenField = { name: string; label: string; kind: "period" | "select" | "text" | "date"; translate: boolean; options: Array<{ value: string; label: string }> };

/** The report named in the URL, or a 404 a person can act on. */
export function reportOr404(name: string | undefined): AnyReportDefinition {
  const report = name ? findReport(name) : undefined;
  if (!report) throw httpError(404, "There is no such report.");
  return report;
}

/**
 * The reader and the report named in the URL, for the report's page and its file alike: read:report first (a
 * refusal never depends on the URL), then the report (404), then the report's own permission (403).
 */
export async function requireReportReader(request: Request, context: MemoContext, name: string | undefined) {
  const user = await requireUserWithPermission(request, context, "read:report");
  const report = reportOr404(name);
  if (!user.permissions.includes(report.permission)) throw httpError(403, "You may not open this report.");
  return { user, report };
}

/** What the report's screen shows: its columns, filters (with the viewer's options), one page of rows and the totals. */
export function reportScreen(report: AnyReportDefinition, user: AccessUser, url: URL) {
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const values = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "page" && k !== "format"));
  const parsed = parseReportFilters(report, url);
  const columns: ReportScreenColumn[] = reportColumns(report, parsed.ok ? parsed.filters : null).map((c) => ({ key: c.key, label: c.label, type: c.type, translate: Boolean(c.translate) }));
  const fields: ReportScreenField[] = (report.filterFields ?? []).map((f) => ({
    name: f.name,
    label: f.label,
    kind: f.kind,
    translate: Boolean(f.translate),
    options: f.options ? f.options(user) : [],
  }));
  const base = { name: report.name, title: report.title, description: report.description ?? null, columns, fields, values, page, pageSize: PAGE_SIZE };
  if (!parsed.ok) return { ...base, errors: parsed.errors, rows: [] as ScreenCell[][], count: 0, totals: null, summary: null, described: [] as Array<[string, string]> };
  const filters = parsed.filters;
  return {
    ...base,
    errors: null,
    rows: reportPage(report, user, filters, page),
    count: report.count(user, filters),
    totals: report.totals?.(user, filters) ?? null,
    summary: report.summary?.(user, filters) ?? null,
    described: report.describeFilters?.(filters) ?? [],
  };
}
