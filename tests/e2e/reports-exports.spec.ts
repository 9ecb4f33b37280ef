import type { Page } from "@playwright/test";
import { expect, runArrangeScript, signInAs, test } from "./fixtures";
import { digits, openXlsx, RUPIAH_FORMAT, rowCount } from "./reports-helpers";
import { withDb } from "./shell-helpers";

/**
 * Issue 22: the tax, payments and recurring-forecast reports' Excel files, as a finance user downloads them (the
 * ageing and revenue files: reports.spec.ts). Each .xlsx is opened with exceljs: its header is the screen's, rupiah
 * are number cells in the rupiah format, dates (and months) are date cells, and its totals row equals the screen's.
 */
test.describe.configure({ timeout: 180_000 });

type Expect = { report: string; period: string; range?: [string, string]; rupiah: string[]; dates: string[]; months?: string[] };

/** Opens the report from the reports list, picks the period, and reads its header, row count and totals as shown. */
async function openReport(page: Page, { report, period, range }: Expect) {
  await page.goto("/reports");
  await page.getByRole("link", { name: report, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: report })).toBeVisible();
  await page.getByLabel("Period").selectOption({ label: period });
  if (range) {
    await page.getByLabel("From", { exact: true }).fill(range[0]);
    await page.getByLabel("To", { exact: true }).fill(range[1]);
  }
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/period=/);
  const table = page.getByRole("table", { name: report });
  await expect(table).toBeVisible();
  const headers = (await table.getByRole("columnheader").allInnerTexts()).map((h) => h.trim());
  const count = await rowCount(page);
  // One read of the whole totals row (cell by cell, a read could straddle two renders).
  const totals = (await page.getByTestId("report-totals").locator("td").allInnerTexts()).map((c) => c.trim());
  return { headers, count, totals };
}

async function checkExcel(page: Page, expected: Expect) {
  const screen = await openReport(page, expected);
  expect(screen.count, `${expected.report} has rows in "${expected.period}"`).toBeGreaterThan(0);
  await page.screenshot({ path: `/tmp/shots/reports-export-${expected.report.split(" ")[0].toLowerCase()}.png`, fullPage: true });

  const { sheet } = await openXlsx(page);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(screen.headers);
  const col = (label: string) => screen.headers.indexOf(label) + 1;
  const first = sheet.getRow(2);
  for (const label of expected.rupiah) {
    expect(typeof first.getCell(col(label)).value, label).toBe("number");
    expect(first.getCell(col(label)).numFmt, label).toBe(RUPIAH_FORMAT);
  }
  for (const label of expected.dates) expect(first.getCell(col(label)).value, label).toBeInstanceOf(Date);
  for (const label of expected.months ?? []) {
    expect(first.getCell(col(label)).value, label).toBeInstanceOf(Date);
    expect(first.getCell(col(label)).numFmt, label).toBe("[$-409]mmmm yyyy");
  }

  // Every row, then the totals row: each total shown on the screen is the file's, as a number.
  const totals = sheet.getRow(screen.count + 2);
  expect(totals.getCell(1).value).toBe("Total");
  let compared = 0;
  screen.totals.forEach((text, i) => {
    if (i === 0 || text === "") return;
    expect(totals.getCell(i + 1).value, screen.headers[i]).toBe(digits(text));
    compared++;
  });
  expect(compared).toBeGreaterThan(0);
  return screen;
}

let arranged: { profileId: string; invoiceIds: string[] };
test.beforeAll(() => {
  arranged = runArrangeScript<typeof arranged>("tests/e2e/reports-exports.arrange.ts");
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
});

test("payments and settlement: the .xlsx's amounts and fees are rupiah numbers, the payment dates dates, and its totals the screen's", async ({ page }) => {
  await checkExcel(page, { report: "Payments and settlement", period: "This year", rupiah: ["Amount"], dates: ["Date"] });
});

test("recurring billing forecast: the .xlsx's months and billing dates are dates, the amounts rupiah numbers, and its totals the screen's", async ({ page }) => {
  // The arranged profile bills in February, March and April 2028, and no other profile then.
  const screen = await checkExcel(page, { report: "Recurring billing forecast", period: "Custom range", range: ["2028-02-01", "2028-04-30"], rupiah: ["Subtotal", "Total (before unique code)"], dates: ["Billing date"], months: ["Month"] });
  expect(screen.count).toBe(3);
});

test("tax (PPN output): the .xlsx's DPP and PPN are rupiah numbers, the faktur dates dates, and its totals the screen's", async ({ page }) => {
  // The arranged invoices' fakturs are granted by the sandbox DJP through the portal's outbox and tax job: wait
  // for both, so the screen and the file read the same fakturs (nothing else in February 2026 is still waiting).
  const granted = () =>
    withDb((db) => (db.prepare(`select count(*) as n from invoices where status_faktur = 'received' and id in (${arranged.invoiceIds.map(() => "?").join(",")})`).get(...arranged.invoiceIds) as { n: number }).n);
  await expect.poll(granted, { timeout: 120_000, intervals: [2_000] }).toBe(arranged.invoiceIds.length);
  await checkExcel(page, { report: "PPN output (tax invoices)", period: "Custom range", range: ["2026-02-01", "2026-02-28"], rupiah: ["DPP", "PPN", "PPN reported"], dates: ["Faktur date"] });
});
