import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import type { Language } from "~/locales/languages";
import type { AccessUser } from "~/models/user.server";
import { xlsxResponse } from "~/services/excel.server";
import { httpError } from "~/services/http.server";
import { logger } from "~/services/logger.server";
import { pdfResponse, renderReportPdf } from "~/services/pdf.server";
import { exportRunRedirect } from "./exports.server";
import { reportPdfFileName, reportPdfView } from "./pdf.server";
import { parseReportFilters, PDF_MAX_ROWS, type Translate, writeReportXlsx, XLSX_MAX_ROWS } from "./run.server";
import type { AnyReportDefinition } from "./types";

export type ReportFileFormat = "xlsx" | "pdf";

/** The ?format= of a report's file address, or a 400 a person can act on. */
export function reportFileFormat(url: URL): ReportFileFormat {
  const format = url.searchParams.get("format");
  if (format !== "xlsx" && format !== "pdf") throw httpError(400, "Choose the format xlsx or pdf.");
  return format;
}

/** Too large a file is refused (413) before anything is read or written, with what to do instead. */
function refuseOverCap(format: ReportFileFormat, count: number) {
  const max = format === "pdf" ? PDF_MAX_ROWS : XLSX_MAX_ROWS;
  if (count <= max) return;
  throw httpError(
    413,
    format === "pdf"
      ? `This report has ${count} rows; a PDF holds at most ${max}. Download it as Excel or narrow the filters.`
      : `This report has ${count} rows; an Excel file holds at most ${max}. Narrow the filters.`,
  );
}

/**
 * A report's file for `user` (already allowed to read the report): the URL's filters, the caps, then a PDF from
 * the PDF worker pool (never on this thread), an export run's page for an Excel file of more than about a second
 * of writing, or the .xlsx streamed as it is written.
 */
export async function reportFileResponse(report: AnyReportDefinition, user: AccessUser, url: URL, t: Translate, language: Language): Promise<Response> {
  const format = reportFileFormat(url);
  const parsed = parseReportFilters(report, url);
  if (!parsed.ok) throw httpError(400, "Correct the report's filters first.", { errors: parsed.errors });
  const count = report.count(user, parsed.filters);
  refuseOverCap(format, count);
  if (format === "pdf") {
    const view = reportPdfView(report, user, parsed.filters, url, t, language);
    return pdfResponse(await renderReportPdf(view), reportPdfFileName(report, parsed.filters));
  }
  const run = exportRunRedirect(user, report, url, count, t);
  if (run) return run;
  const stream = new PassThrough();
  writeReportXlsx(stream, report, user, parsed.filters, t, undefined, language).catch((error: unknown) => {
    logger.error({ err: String(error), report: report.name }, "report export failed");
    stream.destroy(error as Error);
  });
  return xlsxResponse(createReadableStreamFromReadable(stream), `${report.name}-${todayInJakarta(new Date())}.xlsx`);
}
