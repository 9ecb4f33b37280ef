// The reports' PDF (issue 22): rendered in the PDF worker pool through the report's route, landscape A4 with the
// right number of pages, named after the report and its period; refused over its cap with a message. Set
// PDF_SHOTS_DIR to keep the PDFs for a look.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client.server";
import { countPdfPages } from "~/documents/render";
import { todayInJakarta } from "~/domain/dates";
import { loader as reportLoader } from "~/routes/_portal.reports.$name.export";
import { closePdfPool } from "~/services/pdf.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { ageingReport } from "~/services/reports/ageing.server";
import { PDF_MAX_ROWS } from "~/services/reports/run.server";
import { revenueReport } from "~/services/reports/revenue.server";
import { sessionCookie } from "../support/http";
import { pdfText } from "../support/pdf-text";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();
afterAll(() => closePdfPool());
// Only this file's spies: the suite's set-up keeps its own spy on console.error.
const spies: Array<{ mockRestore: () => void }> = [];
afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));
const spy = <T extends { mockRestore: () => void }>(s: T) => (spies.push(s), s);

async function pdfOf(userId: string, href: string) {
  const cookie = await sessionCookie(userId);
  const name = new URL(`http://localhost${href}`).pathname.split("/")[2];
  try {
    const response = (await reportLoader({ request: new Request(`http://localhost${href}`, { headers: { Cookie: cookie } }), params: { name }, context: freshLoadContext() } as never)) as Response;
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, headers: thrown.headers, body: Buffer.from(await thrown.arrayBuffer()) };
  }
}

function keep(name: string, bytes: Buffer) {
  const dir = process.env.PDF_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), bytes);
}

const outstandingCount = () =>
  (db().$client.prepare("select count(*) as n from invoices i where i.status_invoice in ('invoiced', 'approved') and i.status_paid <> 'paid'").get() as { n: number }).n;

describe("report PDF", () => {
  it("the ageing report is a landscape A4 PDF of as many pages as its rows need, named after the report and the day", async () => {
    expect(outstandingCount()).toBeGreaterThan(0);
    const res = await pdfOf("usr-admin", "/reports/ageing/export?format=pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain(`attachment; filename="ageing-${todayInJakarta(new Date())}.pdf"`);
    expect(res.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // About 30 to 45 rows a page, plus the totals and the summary per bucket.
    const n = outstandingCount();
    expect(countPdfPages(res.body)).toBeGreaterThanOrEqual(Math.ceil((n + 8) / 45));
    expect(countPdfPages(res.body)).toBeLessThanOrEqual(Math.ceil((n + 8) / 25));
    // Landscape A4: 841.89 x 595.28 points.
    expect(res.body.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/);
    keep("report-ageing.pdf", res.body);
  }, 60_000);

  it("a report of many rows runs over pages, each one a page of the PDF", async () => {
    // 300 groups: landscape A4 holds about 30 to 45 of these rows a page.
    const many = Array.from({ length: 300 }, (_, i) => ({ key: `g${i}`, label: `Group ${i + 1}`, count: 2, invoiced: 3_000_000 + i, paid: 1_000_000, outstanding: 2_000_000 + i }));
    spy(vi.spyOn(revenueReport, "rows").mockImplementation(() => many));
    spy(vi.spyOn(revenueReport, "count").mockReturnValue(many.length));
    const small = await pdfOf("usr-admin", "/reports/revenue/export?format=pdf&period=custom&from=2026-01-01&to=2026-03-31");
    expect(small.status).toBe(200);
    expect(small.headers.get("Content-Disposition")).toContain('filename="revenue-2026-01-01_2026-03-31.pdf"');
    const pages = countPdfPages(small.body);
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(300 / 45));
    expect(pages).toBeLessThanOrEqual(Math.ceil(300 / 25));
    // Every page opens with the title, the period in words and the column headers, and ends with "Page X of Y";
    // amounts are rupiah in Indonesian format; the last page has the totals row.
    const text = pdfText(small.body);
    expect(text.match(/Pendapatan|Revenue/g)?.length).toBeGreaterThanOrEqual(pages);
    expect(text.match(/Invoiced|Ditagihkan/g)?.length).toBeGreaterThanOrEqual(pages);
    expect(text).toMatch(/1 Januari 2026.*31 Maret 2026/);
    expect(text).toMatch(new RegExp(`(Page|Halaman) ${pages} (of|dari) ${pages}`));
    expect(text).toMatch(/(Page|Halaman) 2 (of|dari) /);
    expect(text).toContain("Group 300");
    expect(text).toMatch(/Rp\s?3\.000\.299/);
    keep("report-revenue-300.pdf", small.body);
  }, 120_000);

  it("refuses a PDF over its cap with what to do instead (413), before rendering anything", async () => {
    spy(vi.spyOn(ageingReport, "count").mockReturnValue(PDF_MAX_ROWS + 1));
    const rows = spy(vi.spyOn(ageingReport, "rows"));
    const res = await pdfOf("usr-admin", "/reports/ageing/export?format=pdf");
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString("utf8")).message).toBe(`This report has ${PDF_MAX_ROWS + 1} rows; a PDF holds at most ${PDF_MAX_ROWS}. Download it as Excel or narrow the filters.`);
    expect(rows).not.toHaveBeenCalled();
  });
});
