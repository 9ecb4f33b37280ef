import ExcelJS from "exceljs";
import type { Download, Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 22: the reports a finance user opens, filters and downloads. The .xlsx is opened with exceljs: rupiah are
 * number cells in the rupiah format, dates are date cells and the totals row equals the total on the screen.
 */
test.describe.configure({ timeout: 180_000 });

const RUPIAH_FORMAT = "[$Rp-421] #,##0;[Red]-[$Rp-421] #,##0";
const digits = (text: string) => Number(text.replace(/[^\d-]/g, ""));

/** The report's row count from "Rows 1 to 50 of 1.234". */
async function rowCount(page: Page) {
  const text = await page.getByTestId("report-summary").innerText();
  return digits(text.split(/\s/).pop() ?? "");
}

async function save(download: Download) {
  const saved = `/tmp/shots/${download.suggestedFilename()}`;
  await download.saveAs(saved);
  return saved;
}

async function openXlsx(page: Page) {
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Excel", exact: true }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await save(file));
  return { sheet: workbook.worksheets[0], name: file.suggestedFilename() };
}

async function downloadPdf(page: Page) {
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF", exact: true }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return { name: file.suggestedFilename(), pages: (bytes.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length };
}

test("ageing detail: filtered by bucket, its totals on screen equal the .xlsx's totals row, and a PDF", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/reports");
  await page.getByRole("link", { name: "Receivables ageing detail", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receivables ageing detail" })).toBeVisible();

  // The bucket with the most invoices (the seeded data decides which one).
  const cards = page.getByRole("region", { name: "Totals per bucket" }).locator("dl > div");
  let best = { label: "", count: -1 };
  for (const card of await cards.all()) {
    const label = (await card.locator("dt").innerText()).trim();
    const count = digits(await card.locator("dd").nth(1).innerText());
    if (count > best.count) best = { label, count };
  }
  expect(best.count).toBeGreaterThan(0);
  await page.getByLabel("Ageing bucket").selectOption({ label: best.label });
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/bucket=/);
  await expect(page.getByTestId("report-summary")).toContainText(`of ${best.count.toLocaleString("id-ID")}`);
  const table = page.getByRole("table", { name: "Receivables ageing detail" });
  await expect(table.getByRole("row").nth(1)).toContainText(best.label);
  const screenTotal = digits(await page.getByTestId("report-totals").locator("td").last().innerText());
  expect(screenTotal).toBeGreaterThan(0);
  await page.screenshot({ path: "/tmp/shots/reports-ageing.png", fullPage: true });

  const { sheet } = await openXlsx(page);
  const count = await rowCount(page);
  expect(count).toBe(best.count);
  expect(sheet.getRow(1).getCell(10).value).toBe("Outstanding");
  const first = sheet.getRow(2);
  expect(typeof first.getCell(10).value).toBe("number");
  expect(first.getCell(10).numFmt).toBe(RUPIAH_FORMAT);
  expect(first.getCell(6).value).toBeInstanceOf(Date);
  expect(first.getCell(8).value).toBe(best.label);
  const totals = sheet.getRow(count + 2);
  expect(totals.getCell(1).value).toBe("Total");
  expect(totals.getCell(10).value).toBe(screenTotal);
  expect(totals.getCell(10).numFmt).toBe(RUPIAH_FORMAT);

  const pdf = await downloadPdf(page);
  expect(pdf.name).toMatch(/^ageing-.*\.pdf$/);
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
});

test("revenue grouped by month: the .xlsx's months and totals equal the screen's, and a PDF", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/reports");
  await page.getByRole("link", { name: "Revenue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revenue" })).toBeVisible();
  await page.getByLabel("Period").selectOption({ label: "This year" });
  await page.getByLabel("Group by").selectOption({ label: "Month" });
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/by=month/);
  await expect(page).toHaveURL(/period=year/);
  // The address changes before React commits the new rows: wait for the months, then read the totals in one go
  // (cell by cell, a read could straddle the old and the new render).
  const firstCell = page.getByRole("table", { name: "Revenue" }).getByRole("row").nth(1).locator("td").first();
  await expect(firstCell).toHaveText(/^\s*\d{4}-\d{2}\s*$/);
  const totalsRow = page.getByTestId("report-totals");
  const [invoiced, paid, outstanding] = (await totalsRow.locator("td").allInnerTexts()).slice(2, 5).map(digits);
  expect(invoiced).toBeGreaterThan(0);
  expect(invoiced).toBe(paid + outstanding);
  const count = await rowCount(page);
  const firstLabel = (await firstCell.innerText()).trim();
  await page.screenshot({ path: "/tmp/shots/reports-revenue.png", fullPage: true });

  const { sheet } = await openXlsx(page);
  expect(sheet.getRow(2).getCell(1).value).toBe(firstLabel);
  expect(typeof sheet.getRow(2).getCell(3).value).toBe("number");
  expect(sheet.getRow(2).getCell(3).numFmt).toBe(RUPIAH_FORMAT);
  const totals = sheet.getRow(count + 2);
  expect(totals.getCell(1).value).toBe("Total");
  expect(totals.getCell(3).value).toBe(invoiced);
  expect(totals.getCell(4).value).toBe(paid);
  expect(totals.getCell(5).value).toBe(outstanding);
  expect(sheet.rowCount).toBe(count + 2);

  const pdf = await downloadPdf(page);
  expect(pdf.name).toMatch(/^revenue-.*\.pdf$/);
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
});
