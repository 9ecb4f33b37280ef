import { cellText } from "~/components/reports/report-filters";
import type { ReportPdfView } from "~/documents/report-document";
import { formatDateTimeId, formatDateId, todayInJakarta } from "~/domain/dates";
import { formatNumberId, formatRupiah } from "~/domain/money";
import type { Language } from "~/locales/languages";
import type { AccessUser } from "~/models/user.server";
import { PDF_MAX_ROWS, screenCell, type Translate } from "./run.server";
import { type AnyReportDefinition, type ReportColumn, reportColumns } from "./types";

const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})\b/g;

/**
 * The report's filters in words for the PDF's header: the report's own description of them (the period, the
 * as-of day...) with dates written out in Indonesian and coded values (a bucket, a grouping, a product id) as
 * the labels the screen's filter shows, then any other filter in the URL the description leaves out.
 */
export function filtersInWords(report: AnyReportDefinition, user: AccessUser, filters: unknown, url: URL, t: Translate): Array<[string, string]> {
  const fields = report.filterFields ?? [];
  const optionLabel = (label: string, value: string) => {
    const field = fields.find((f) => f.label === label && f.kind === "select");
    const option = field?.options?.(user).find((o) => o.value === value);
    if (!option) return value;
    return field?.translate ? t(option.label) : option.label;
  };
  const preset = url.searchParams.get("period");
  const out: Array<[string, string]> = (report.describeFilters?.(filters) ?? []).map(([label, value]) => {
    let words = optionLabel(label, value).replace(ISO_DATE, (d) => formatDateId(d));
    if (label === "reports:filters.period" && preset && preset !== "custom") words = `${t(`reports:period.presets.${preset}`)} (${words})`;
    return [t(label), words];
  });
  const described = new Set((report.describeFilters?.(filters) ?? []).map(([label]) => label));
  for (const field of fields) {
    const value = url.searchParams.get(field.name);
    if (field.kind === "period" || !value || described.has(field.label)) continue;
    out.push([t(field.label), field.kind === "select" ? optionLabel(field.label, value) : field.kind === "date" ? formatDateId(value) : value]);
  }
  return out;
}

/** The file's name: the report and its period (the as-of day for a report that has none). */
export function reportPdfFileName(report: AnyReportDefinition, filters: unknown): string {
  const f = (filters ?? {}) as { from?: unknown; to?: unknown };
  const period = typeof f.from === "string" && typeof f.to === "string" ? `${f.from}_${f.to}` : todayInJakarta(new Date());
  return `${report.name}-${period}.pdf`;
}

/**
 * The report as plain data for the PDF worker (app/documents/report-document.tsx): every cell formatted as the
 * screen shows it (rupiah and dates in Indonesian format), at most PDF_MAX_ROWS rows (the route refused more).
 */
export function reportPdfView(report: AnyReportDefinition, user: AccessUser, filters: unknown, url: URL, t: Translate, language: Language, now = new Date()): ReportPdfView {
  const columns = reportColumns(report, filters);
  const right = (c: ReportColumn<unknown>) => c.type === "rupiah" || c.type === "number";
  const tr = (key: string) => t(key);
  const rows: string[][] = [];
  for (const row of report.rows(user, filters)) {
    if (rows.length === PDF_MAX_ROWS) break;
    rows.push(columns.map((c) => cellText(c.type, Boolean(c.translate), screenCell(c, row), tr, language)));
  }
  const totals = report.totals?.(user, filters);
  const summary = report.summary?.(user, filters);
  const title = t(report.title);
  return {
    kind: "report",
    language,
    title,
    filters: filtersInWords(report, user, filters, url, t),
    generated: t("reports:export.generated", { at: formatDateTimeId(now), user: user.fullname ?? user.email }),
    columns: columns.map((c) => ({ label: t(c.label), align: right(c) ? "right" : "left", width: c.width ?? (c.type === "rupiah" ? 18 : c.type === "text" ? 24 : 14) })),
    rows,
    totals: totals ? columns.map((c, i) => (i === 0 ? t("reports:table.totals") : totals[c.key] !== undefined ? cellText(c.type, false, totals[c.key] ?? null, tr, language) : "")) : null,
    summary: summary?.length
      ? {
          heading: t("reports:table.summary"),
          columns: [t("reports:table.summary"), t("reports:table.count"), t("reports:table.amount")],
          rows: summary.map((s) => [t(s.label), formatNumberId(s.count), formatRupiah(s.amount)]),
        }
      : null,
    empty: t("reports:table.empty"),
    pageLabel: t("reports:export.page", { page: "{page}", pages: "{total}" }),
    pdfInfo: { title, author: "Digimon", subject: title },
  };
}
