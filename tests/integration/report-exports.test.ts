/**
 * Issue 22, export runs: a large Excel export (the threshold lowered here) becomes a run written in the background;
 * its page shows rows done of total and then the file, which opens with exceljs with every row and the totals; only
 * its owner may read or download it; a run left unfinished by a stopped process is failed with its reason.
 */
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { failUnfinishedReportExports, findReportExport } from "~/models/report-exports.server";
import { loader as reportFileLoader } from "~/routes/_portal.reports.$name.export";
import { loader as exportLoader } from "~/routes/_portal.reports.exports.$id";
import { ageingReport } from "~/services/reports/ageing.server";
import { exportRunRedirect, startExportRun } from "~/services/reports/exports.server";
import { respond } from "../support/api";
import { as } from "../support/factories";
import { sessionCookie } from "../support/http";
import { useDemoDocuments } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoDocuments();

/** Keys without their namespace (a sheet name may not hold ":"). */
const t = (key: string) => key.split(":").pop()!;

async function finished(id: string) {
  for (let i = 0; i < 200; i++) {
    const run = findReportExport(id)!;
    if (run.status === "done" || run.status === "failed") return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the export run did not finish");
}

const page = async (userId: string, id: string, query = "") => {
  const cookie = await sessionCookie(userId);
  const r = await respond(exportLoader as never, new Request(`http://localhost/reports/exports/${id}${query}`, { headers: { Cookie: cookie } }), { id });
  return { status: r.response.status, json: r.json as Record<string, unknown> };
};

describe("export runs", () => {
  it("a large export is written in the background; its page shows the progress, then a file with every row and the totals", async () => {
    const filters = ageingReport.filters.parse({});
    const admin = as("usr-admin");
    const count = ageingReport.count(admin, filters);
    expect(count).toBeGreaterThan(1);
    const run = startExportRun(admin, ageingReport, new URL("http://localhost/reports/ageing?format=xlsx"), count, t);
    expect(run.status).toBe("queued");
    const shown = await page("usr-admin", run.id);
    expect(shown.status).toBe(200);
    expect(shown.json.rowsTotal).toBe(count);
    const done = await finished(run.id);
    expect(done.status).toBe("done");
    expect(done.rowsDone).toBe(count);
    const after = await page("usr-admin", run.id);
    expect(after.json.status).toBe("done");

    const cookie = await sessionCookie("usr-admin");
    const response = (await exportLoader({ request: new Request(`http://localhost/reports/exports/${run.id}?download=1`, { headers: { Cookie: cookie } }), params: { id: run.id }, context: freshLoadContext() } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain(".xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const ids = [...ageingReport.rows(admin, filters)].map((r) => r.invoiceNumber);
    for (let i = 0; i < ids.length; i++) expect(sheet.getRow(i + 2).getCell(1).value).toBe(ids[i]);
    const totals = sheet.getRow(count + 2);
    expect(totals.getCell(10).value).toBe(ageingReport.totals!(admin, filters).outstanding);
  });

  it("past the threshold an Excel export redirects to a new run's page; at or under it, and for a PDF, it streams at once", () => {
    const admin = as("usr-admin");
    const count = ageingReport.count(admin, ageingReport.filters.parse({}));
    process.env.REPORT_EXPORT_RUN_ROWS = String(count - 1);
    try {
      const xlsx = exportRunRedirect(admin, ageingReport, new URL("http://localhost/reports/ageing?format=xlsx"), count, t);
      expect(xlsx?.status).toBe(302);
      const id = xlsx!.headers.get("Location")!.split("/").pop()!;
      expect(findReportExport(id)).toMatchObject({ userId: "usr-admin", report: "ageing", rowsTotal: count });
      expect(exportRunRedirect(admin, ageingReport, new URL("http://localhost/reports/ageing?format=pdf"), count, t)).toBeNull();
      process.env.REPORT_EXPORT_RUN_ROWS = String(count);
      expect(exportRunRedirect(admin, ageingReport, new URL("http://localhost/reports/ageing?format=xlsx"), count, t)).toBeNull();
    } finally {
      delete process.env.REPORT_EXPORT_RUN_ROWS;
    }
  });

  it("the report's Excel link answers a large export with a redirect to its run (threshold lowered)", async () => {
    process.env.REPORT_EXPORT_RUN_ROWS = "1";
    try {
      const cookie = await sessionCookie("usr-admin");
      const request = new Request("http://localhost/reports/ageing/export?format=xlsx", { headers: { Cookie: cookie } });
      const r = await respond(reportFileLoader as never, request, { name: "ageing" });
      expect(r.response.status).toBe(302);
      expect(r.response.headers.get("Location")).toMatch(/^\/reports\/exports\/.+/);
      await finished(r.response.headers.get("Location")!.split("/").pop()!);
    } finally {
      delete process.env.REPORT_EXPORT_RUN_ROWS;
    }
  });

  it("another user gets 404 for the run and its file", async () => {
    const admin = as("usr-admin");
    const filters = ageingReport.filters.parse({});
    const run = startExportRun(admin, ageingReport, new URL("http://localhost/reports/ageing"), ageingReport.count(admin, filters), t);
    await finished(run.id);
    expect((await page("usr-finance", run.id)).status).toBe(404);
    expect((await page("usr-finance", run.id, "?download=1")).status).toBe(404);
    expect((await page("usr-admin", "no-such-run")).status).toBe(404);
  });

  it("a run left running by a stopped process is failed at start-up and its page shows why", async () => {
    const admin = as("usr-admin");
    const run = startExportRun(admin, ageingReport, new URL("http://localhost/reports/ageing"), 5, t);
    // As if the process died before it started: the start-up sweep fails it (the queued write then finds it failed).
    db().$client.prepare("update report_exports set status = 'running' where id = ?").run(run.id);
    expect(failUnfinishedReportExports("reports:exportRun.errors.restarted", new Date().toISOString())).toBeGreaterThanOrEqual(1);
    const shown = await page("usr-admin", run.id);
    expect(shown.json.status).toBe("failed");
    expect(shown.json.error).toBe("reports:exportRun.errors.restarted");
    const download = await page("usr-admin", run.id, "?download=1");
    expect(download.status).toBe(409);
  });
});
