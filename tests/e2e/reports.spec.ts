import { expect, signInAs, test } from "./fixtures";
import { digits, downloadPdf, openXlsx, RUPIAH_FORMAT, rowCount } from "./reports-helpers";

/**
 * Issue 22: the reports a finance user opens, filters and downloads. The .xlsx is opened with exceljs: rupiah are
 * number cells in the rupiah format, dates are date cells and the totals row equals the total on the screen.
 */
test.describe.configure({ timeout: 180_000 });

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
  // Months in words in the viewer's language (English here): "January 2026".
  await expect(firstCell).toHaveText(/^\s*[A-Z][a-z]+ \d{4}\s*$/);
  const totalsRow = page.getByTestId("report-totals");
  const [invoiced, paid, outstanding] = (await totalsRow.locator("td").allInnerTexts()).slice(2, 5).map(digits);
  expect(invoiced).toBeGreaterThan(0);
  expect(invoiced).toBe(paid + outstanding);
  const count = await rowCount(page);
  const firstLabel = (await firstCell.innerText()).trim();
  await page.screenshot({ path: "/tmp/shots/reports-revenue.png", fullPage: true });

  const { sheet } = await openXlsx(page);
  // The month is a date cell (the first of the month) shown by an English month format, the screen's words.
  const month = sheet.getRow(2).getCell(1);
  expect(month.value).toBeInstanceOf(Date);
  expect((month.value as Date).getUTCDate()).toBe(1);
  expect((month.value as Date).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })).toBe(firstLabel);
  expect(month.numFmt).toBe("[$-409]mmmm yyyy");
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
