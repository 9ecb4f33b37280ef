import { createWriteStream } from "node:fs";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { redirect } from "@remix-run/node";
import { newId } from "#db/ids";
import { todayInJakarta } from "~/domain/dates";
import { findReportExport, insertReportExport, type ReportExportRow, updateReportExport } from "~/models/report-exports.server";
import type { AccessUser } from "~/models/user.server";
import { loadAccessUser } from "~/models/user.server";
import { httpError } from "~/services/http.server";
import { languageOfUser } from "~/services/i18n.server";
import { logger } from "~/services/logger.server";
import { discardGenerated, recordGenerated, reserveGenerated } from "~/services/uploads.server";
import { findReport } from "./registry.server";
import { parseReportFilters, type Translate, writeReportXlsx } from "./run.server";
import type { AnyReportDefinition } from "./types";

/**
 * Export runs (issue 22: "a progress indication for exports that take more than a second"). An Excel export of more
 * than exportRunRows() rows (REPORT_EXPORT_RUN_ROWS; tests lower it) is not streamed to the browser: it becomes a report_exports row, written in this web
 * process in the background by the same streaming writer (run.server.ts writeReportXlsx, which serves the event loop
 * every XLSX_CHUNK rows), into a file of the upload service; its page (/reports/exports/{id}) shows rows done of
 * total, then the download. tests/bench/report-export.bench.ts measured about 7,500 rows a second on this 2-core
 * machine with no other load, so 10,000 rows is about the one second the issue names.
 */
export const exportRunRows = () => Number(process.env.REPORT_EXPORT_RUN_ROWS ?? 10_000);

/** How often (in rows) the run's rows done is written to the database: a page refresh every 2 s sees it move. */
const PROGRESS_EVERY = 2_000;

/** Starts an export run for `user` (the filters already parsed by the caller); returns the run (status queued). */
export function startExportRun(user: AccessUser, report: AnyReportDefinition, url: URL, total: number, t: Translate): ReportExportRow {
  const params = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "page" && k !== "format"));
  const run = insertReportExport({ id: newId(), userId: user.id, report: report.name, filters: JSON.stringify(params), format: "xlsx", status: "queued", rowsTotal: total });
  // The request answers at once (a redirect to the run's page); the rows are written after it.
  setImmediate(() => {
    void processExportRun(run.id, t);
  });
  return run;
}

/**
 * For the Excel export's loader, after the caps: an export of more than exportRunRows() rows starts a run and
 * answers with a redirect to its progress page; a smaller one returns null and is streamed at once.
 */
export function exportRunRedirect(user: AccessUser, report: AnyReportDefinition, url: URL, count: number, t: Translate): Response | null {
  if (url.searchParams.get("format") !== "xlsx" || count <= exportRunRows()) return null;
  return redirect(`/reports/exports/${startExportRun(user, report, url, count, t).id}`);
}

/** Writes a queued run's file; any failure is recorded on the run (an i18n key of a message a person can act on) and logged. */
export async function processExportRun(id: string, t: Translate): Promise<void> {
  const run = findReportExport(id);
  if (!run || run.status !== "queued") return;
  const report = findReport(run.report);
  const user = loadAccessUser(run.userId);
  const fail = (error: string) => updateReportExport(id, { status: "failed", error, finishedAt: new Date().toISOString() });
  if (!report || !user || !user.permissions.includes(report.permission)) return fail("reports:exportRun.errors.permission");
  const url = new URL("http://portal/");
  for (const [k, v] of Object.entries(JSON.parse(run.filters) as Record<string, string>)) url.searchParams.set(k, v);
  const parsed = parseReportFilters(report, url);
  if (!parsed.ok) return fail("reports:exportRun.errors.filters");
  updateReportExport(id, { status: "running", startedAt: new Date().toISOString() });
  const reserved = reserveGenerated("xlsx");
  try {
    const stream = new PassThrough();
    const written = pipeline(stream, createWriteStream(reserved.path));
    let reported = 0;
    const rows = await writeReportXlsx(stream, report, user, parsed.filters, t, (done) => {
      if (done - reported < PROGRESS_EVERY && done < run.rowsTotal) return;
      reported = done;
      updateReportExport(id, { rowsDone: done });
    }, languageOfUser(user));
    await written;
    const file = recordGenerated(reserved, `${report.name}-${todayInJakarta(new Date())}.xlsx`, { ownerKind: "report_export", ownerId: id, uploadedBy: user.id });
    updateReportExport(id, { status: "done", rowsDone: rows, rowsTotal: Math.max(rows, run.rowsTotal), attachmentId: file.id, finishedAt: new Date().toISOString() });
    logger.info({ exportId: id, report: report.name, rows }, "report export run done");
  } catch (error) {
    discardGenerated(reserved);
    logger.error({ err: String(error), exportId: id, report: report.name }, "report export run failed");
    fail("reports:exportRun.errors.write");
  }
}

/** The run for its owner only: another user (whatever their role) gets the same 404 as for a run that does not exist. */
export function exportRunFor(user: AccessUser, id: string | undefined): ReportExportRow {
  const run = id ? findReportExport(id) : null;
  if (!run || run.userId !== user.id) throw httpError(404, "There is no such export.");
  return run;
}
