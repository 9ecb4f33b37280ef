/**
 * Issue 22: a report's months (revenue grouped by month, the recurring forecast's month) read as words in the
 * viewer's language on the screen and in the PDF ("Agustus 2026" / "August 2026"), and are date cells (the first of
 * the month) with a month format of that language in the .xlsx, so a spreadsheet sorts and filters them as dates.
 */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { cellText } from "~/components/reports/report-filters";
import { MONTH_FORMAT } from "~/components/data-table/excel-format";
import { formatMonthYear } from "~/domain/dates";
import { reportPdfView } from "~/services/reports/pdf.server";
import { writeReportXlsx } from "~/services/reports/run.server";
import { revenueReport } from "~/services/reports/revenue.server";
import { reportScreen } from "~/services/reports/screen.server";
import { as } from "../support/factories";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();

const t = (key: string) => key.split(":").pop()!;
const BY_MONTH = "http://localhost/reports/revenue?period=custom&from=2021-01-01&to=2030-12-31&by=month";

async function xlsxOf(filters: unknown, language: "id" | "en") {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on("end", resolve));
  await writeReportXlsx(stream, revenueReport, as("usr-admin"), filters, t, undefined, language);
  await done;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe("months in the reports", () => {
  it("are words in the viewer's language", () => {
    expect(formatMonthYear("2026-08", "id")).toBe("Agustus 2026");
    expect(formatMonthYear("2026-08", "en")).toBe("August 2026");
    expect(formatMonthYear("2026-01-31", "id")).toBe("Januari 2026");
    expect(cellText("month", false, "2026-12", t, "id")).toBe("Desember 2026");
  });

  it("revenue by month: a month column on screen (yyyy-mm in the data, words when shown); by product it stays text", () => {
    const screen = reportScreen(revenueReport, as("usr-admin"), new URL(BY_MONTH));
    expect(screen.columns[0]).toMatchObject({ key: "label", type: "month" });
    expect(screen.rows.length).toBeGreaterThan(0);
    for (const row of screen.rows) expect(row[0]).toMatch(/^\d{4}-\d{2}$/);
    const byProduct = reportScreen(revenueReport, as("usr-admin"), new URL(BY_MONTH.replace("by=month", "by=product")));
    expect(byProduct.columns[0]).toMatchObject({ key: "label", type: "text" });
  });

  it("the PDF shows the months in words", () => {
    const url = new URL(BY_MONTH);
    const filters = revenueReport.filters.parse(Object.fromEntries(url.searchParams));
    const first = [...revenueReport.rows(as("usr-admin"), filters)][0]!;
    const id = reportPdfView(revenueReport, as("usr-admin"), filters, url, t, "id");
    expect(id.rows[0]![0]).toBe(formatMonthYear(first.label, "id"));
    expect(id.rows[0]![0]).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const en = reportPdfView(revenueReport, as("usr-admin"), filters, url, t, "en");
    expect(en.rows[0]![0]).toBe(formatMonthYear(first.label, "en"));
  });

  it("the .xlsx has the first of each month as a date cell with the language's month format", async () => {
    const filters = revenueReport.filters.parse(Object.fromEntries(new URL(BY_MONTH).searchParams));
    const rows = [...revenueReport.rows(as("usr-admin"), filters)];
    for (const language of ["id", "en"] as const) {
      const sheet = await xlsxOf(filters, language);
      rows.forEach((r, i) => {
        const cell = sheet.getRow(i + 2).getCell(1);
        expect(cell.value).toEqual(new Date(`${r.label}-01T00:00:00Z`));
        expect(cell.numFmt).toBe(MONTH_FORMAT[language]);
      });
      expect(sheet.getRow(rows.length + 2).getCell(1).value).toBe("table.totals");
    }
  });
});
