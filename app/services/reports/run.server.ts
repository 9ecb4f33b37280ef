import type { PassThrough } from "node:stream";
import type ExcelJS from "exceljs";
import type { Language } from "~/locales/languages";
import type { AccessUser } from "~/models/user.server";
import { DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime, loadExcelJS, MONTH_FORMAT, RUPIAH_FORMAT } from "~/services/excel.server";
import { type AnyReportDefinition, type ReportCell, type ReportColumn, reportColumns } from "./types";

/** Rows an on-screen page shows. */
export const PAGE_SIZE = 50;
/** A PDF is for reading and printing: past this many rows it is refused, with Excel or a narrower filter suggested. */
export const PDF_MAX_ROWS = 5_000;
/** An Excel sheet holds 1,048,576 rows; past this many a report is refused with a narrower filter suggested. */
export const XLSX_MAX_ROWS = 1_000_000;
/** Rows written between two yields to the event loop (other requests keep flowing during a large export). */
export const XLSX_CHUNK = 2_000;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FilterResult<F> = { ok: true; filters: F } | { ok: false; errors: Record<string, string> };

/** The URL's filters through the report's schema; its issues become field errors (i18n keys or the zod message). */
export function parseReportFilters<F>(report: AnyReportDefinition, url: URL): FilterResult<F> {
  const raw = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "page" && k !== "format"));
  const parsed = report.filters.safeParse(raw);
  if (parsed.success) return { ok: true, filters: parsed.data as F };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}

/** A cell for the screen's JSON: dates as yyyy-mm-dd (date) or ISO text (datetime). */
export type ScreenCell = string | number | null;
export function screenCell(column: ReportColumn<unknown>, row: unknown): ScreenCell {
  const v = column.value(row);
  if (v instanceof Date) return column.type === "date" ? v.toISOString().slice(0, 10) : column.type === "month" ? v.toISOString().slice(0, 7) : v.toISOString();
  return v;
}

/** One page of rows (1-based), read through the report's batches and stopped as soon as the page is full. */
export function reportPage(report: AnyReportDefinition, user: AccessUser, filters: unknown, page: number): ScreenCell[][] {
  const skip = (page - 1) * PAGE_SIZE;
  const out: ScreenCell[][] = [];
  const columns = reportColumns(report, filters);
  let i = 0;
  for (const row of report.rows(user, filters)) {
    if (i++ < skip) continue;
    out.push(columns.map((c) => screenCell(c, row)));
    if (out.length === PAGE_SIZE) break;
  }
  return out;
}

/** A cell as Excel wants it: rupiah and numbers as numbers, dates as date cells (WIB), text as text. */
export function excelCell(column: ReportColumn<unknown>, value: ReportCell, t: Translate): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case "rupiah":
    case "number":
      return typeof value === "number" ? value : Number(value);
    case "date":
      return value instanceof Date ? value : excelDate(String(value));
    case "month":
      // A real date (the first of the month), so a spreadsheet sorts and filters it; the format shows the month.
      return value instanceof Date ? value : excelDate(`${String(value).slice(0, 7)}-01`);
    case "datetime":
      return value instanceof Date ? excelDateTime(value.toISOString()) : excelDateTime(String(value));
    default:
      return column.translate ? t(String(value)) : String(value);
  }
}

const NUM_FMT: Partial<Record<ReportColumn<unknown>["type"], string>> = { rupiah: RUPIAH_FORMAT, date: DATE_FORMAT, datetime: DATE_TIME_FORMAT, number: "#,##0" };
const numFmt = (column: ReportColumn<unknown>, language: Language) => (column.type === "month" ? MONTH_FORMAT[language] : NUM_FMT[column.type]);
const defaultWidth = (column: ReportColumn<unknown>) => column.width ?? (column.type === "rupiah" ? 18 : column.type === "text" ? 24 : 14);

/**
 * Streams a report as .xlsx into `stream` with exceljs' WorkbookWriter: each row is committed as it is written
 * (exceljs flushes it to the zip), the rows come from the report's keyset batches, and the writer yields to the
 * event loop every XLSX_CHUNK rows (waiting for the reader when the stream is full), so neither the rows nor the
 * sheet are ever held whole. Title rows name the report and its filters; the last rows are the totals (and the
 * report's summary, e.g. ageing per bucket). `onProgress` is told the rows written so far.
 */
export async function writeReportXlsx(
  stream: PassThrough,
  report: AnyReportDefinition,
  user: AccessUser,
  filters: unknown,
  t: Translate,
  onProgress?: (rows: number) => void,
  language: Language = "id",
): Promise<number> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = "Digimon";
  workbook.created = new Date();
  const columns = reportColumns(report, filters);
  const sheet = workbook.addWorksheet(t(report.title).slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: t(c.label), key: c.key, width: defaultWidth(c), style: numFmt(c, language) ? { numFmt: numFmt(c, language) } : undefined }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for (const row of report.rows(user, filters)) {
    sheet.addRow(columns.map((c) => excelCell(c, c.value(row), t))).commit();
    written += 1;
    if (written % XLSX_CHUNK === 0) {
      onProgress?.(written);
      if (stream.writableNeedDrain) await new Promise((resolve) => stream.once("drain", resolve));
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const totals = report.totals?.(user, filters);
  if (totals) {
    const cells = columns.map((c, i) => (i === 0 ? t("reports:table.totals") : (totals[c.key] ?? null)));
    const last = sheet.addRow(cells);
    last.font = { bold: true };
    last.commit();
  }
  const summary = report.summary?.(user, filters);
  if (summary?.length) {
    sheet.addRow([]).commit();
    const head = sheet.addRow([t("reports:table.summary"), t("reports:table.count"), t("reports:table.amount")]);
    head.font = { bold: true };
    head.commit();
    for (const s of summary) {
      const r = sheet.addRow([t(s.label), s.count, s.amount]);
      r.getCell(2).numFmt = "#,##0";
      r.getCell(3).numFmt = RUPIAH_FORMAT;
      r.commit();
    }
  }
  onProgress?.(written);
  sheet.commit();
  await workbook.commit();
  return written;
}
