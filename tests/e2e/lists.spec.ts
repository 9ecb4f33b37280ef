import ExcelJS from "exceljs";
import { e2eDb, expect, runArrangeScript, signInAs, test } from "./fixtures";
import { whenLive } from "./shell-helpers";

// Lists of a few hundred documents on a loaded 2-core machine: give each test room.
test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => {
  runArrangeScript("tests/e2e/lists.arrange.ts");
});

const rupiah = (text: string) => Number(text.replace(/[^\d-]/g, ""));

function dbAll<T>(sql: string, ...args: unknown[]): T[] {
  const db = e2eDb();
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

test("filters and sorts the invoice list through the form and the column headers; the URL keeps it all", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  const rows = page.getByTestId("invoice-row");
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId("list-summary")).toHaveText(/^Rows 1–50 of [\d.]+/);
  // Sort headers, pager, row and chip links navigate client-side: a page load would lose this mark.
  await whenLive(page);
  await page.evaluate(() => ((window as unknown as { stillLive: boolean }).stillLive = true));

  // The filter form: status rejected.
  await page.getByLabel("Status", { exact: true }).selectOption("rejected");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]status=rejected/);
  const rejected = dbAll<{ n: number }>("select count(*) as n from invoices where status_invoice = 'rejected'")[0].n;
  await expect(page.getByTestId("list-summary")).toContainText(`of ${rejected.toLocaleString("id-ID")}`);
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.locator("td:nth-child(8)").allInnerTexts()) expect(status.trim().toLowerCase()).toBe("rejected");
  await page.screenshot({ path: "/tmp/shots/lists-invoices-filtered.png", fullPage: true });

  // Back to every status; the column headers sort (first click: largest amount first, then the other way).
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(/status=rejected/);
  // The address bar changes a moment before the page shows the new list: a link clicked in between would still
  // carry the old filter (what a CI run once did). Wait for the header links to be the unfiltered list's.
  await expect(page.getByRole("link", { name: /^Amount: sort/ })).not.toHaveAttribute("href", /status=rejected/);
  await page.getByRole("link", { name: /^Amount: sort/ }).click();
  await expect(page).toHaveURL(/sort=amount&dir=desc/);
  await expect(page.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending");
  // The header shows the new sort; the link clicked is the same element and keeps the focus (its label now offers the other way).
  await expect(page.getByRole("link", { name: "Amount: sort ascending" })).toBeFocused();
  const desc = (await rows.locator("td:nth-child(7)").allInnerTexts()).map(rupiah);
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  const largest = dbAll<{ a: number }>("select max(final_price) as a from invoices")[0].a;
  expect(desc[0]).toBe(largest);
  await page.getByRole("link", { name: /^Amount: sort/ }).click();
  await expect(page).toHaveURL(/sort=amount&dir=asc/);
  await expect(page.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
  const asc = (await rows.locator("td:nth-child(7)").allInnerTexts()).map(rupiah);
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  expect(asc[0]).toBe(dbAll<{ a: number }>("select min(final_price) as a from invoices")[0].a);

  // Next page keeps the sort; previous returns to the same rows.
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/sort=amount&dir=asc.*after=.+page=2|page=2.*after=/);
  await expect(page.getByTestId("list-summary")).toHaveText(/^Rows 51–100 of/);
  const second = (await rows.locator("td:nth-child(7)").allInnerTexts()).map(rupiah);
  expect(second[0]).toBeGreaterThanOrEqual(asc[asc.length - 1]);
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByTestId("list-summary")).toHaveText(/^Rows 1–50 of/);
  expect((await rows.locator("td:nth-child(7)").allInnerTexts()).map(rupiah)).toEqual(asc);

  // A customer from a row narrows the list (a removable chip), and the search box finds by name.
  const customer = (await rows.first().locator("td:nth-child(2)").innerText()).trim();
  await rows.first().getByRole("link", { name: customer }).click();
  await expect(page).toHaveURL(/customer=/);
  await expect(page.getByText(`Customer: ${customer}`)).toBeVisible();
  for (const name of await rows.locator("td:nth-child(2)").allInnerTexts()) expect(name.trim()).toBe(customer);
  await page.getByRole("link", { name: `Remove filter Customer: ${customer}` }).click();
  await expect(page).not.toHaveURL(/customer=/);
  const word = customer.split(" ")[1];
  // Enter in the search applies it; the form shows the new URL and the field keeps the focus and the text.
  const search = page.getByLabel("Search number or customer");
  await search.fill(word.toLowerCase());
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(word.toLowerCase());
  const matching = dbAll<{ n: number }>("select count(*) as n from invoices where customer_id in (select id from customers where name like ?)", `%${word}%`)[0].n;
  await expect(page.getByTestId("list-summary")).toContainText(`of ${matching.toLocaleString("id-ID")}`);
  for (const name of await rows.locator("td:nth-child(2)").allInnerTexts()) expect(name.toLowerCase()).toContain(word.toLowerCase());

  expect(await page.evaluate(() => (window as unknown as { stillLive?: boolean }).stillLive)).toBe(true);

  // Full number search opens straight onto that invoice.
  const numbered = dbAll<{ id: string; n: string }>("select id, invoice_number as n from invoices where invoice_number is not null order by rowid desc limit 1")[0];
  await page.getByLabel("Search number or customer").fill(numbered.n);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole("link", { name: numbered.n }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${numbered.id}$`), { timeout: 60_000 }); // the detail page is another screen's work: slow on a loaded machine
});

test("the export downloads an xlsx of the current filter with every row and its total", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/invoices?status=approved&product=prd-st&sort=amount&dir=desc");
  const expected = dbAll<{ n: string | null; a: number }>("select invoice_number as n, final_price as a from invoices where status_invoice = 'approved' and product_id = 'prd-st' order by final_price desc, rowid desc");
  await expect(page.getByTestId("list-summary")).toContainText(`of ${expected.length.toLocaleString("id-ID")}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const saved = `/tmp/shots/${file.suggestedFilename()}`;
  await file.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  const sheet = workbook.worksheets[0];
  // The screen's columns, in the screen's order (tests/integration/list-columns.test.ts): Amount is the 7th.
  expect(sheet.getRow(1).getCell(1).value).toBe("Invoice");
  expect(sheet.getRow(1).getCell(7).value).toBe("Amount");
  expect(sheet.rowCount).toBe(expected.length + 2);
  expect(sheet.getRow(2).getCell(1).value).toBe(expected[0].n);
  expect(sheet.getRow(2).getCell(7).value).toBe(expected[0].a);
  const total = sheet.getRow(expected.length + 2).getCell(7).value as { result: number };
  expect(total.result).toBe(expected.reduce((s, r) => s + r.a, 0));
});

test("the inbox shows the signer the invoices waiting on the products they sign, each opening its invoice", async ({ page }) => {
  await signInAs(page, "signer@digimon.test");
  await page.goto("/invoices/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Approval inbox" })).toBeVisible();
  await expect(page.getByText(/designated signer of/)).toBeVisible();
  const waiting = dbAll<{ id: string }>("select id from invoices where status_invoice = 'invoiced' and product_id in ('prd-st', 'prd-dr') order by created_at asc, rowid asc");
  expect(waiting.length).toBeGreaterThan(0);
  const rows = page.getByTestId("invoice-row");
  await expect(rows).toHaveCount(Math.min(50, waiting.length));
  for (const code of await rows.locator("td:nth-child(3)").allInnerTexts()) expect(["ST", "DR"]).toContain(code.trim());
  await expect(page.getByTestId("list-summary")).toContainText(`of ${waiting.length.toLocaleString("id-ID")}`);
  await page.screenshot({ path: "/tmp/shots/lists-inbox.png", fullPage: true });
  await rows.first().locator("td:nth-child(1) a").click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${waiting[0].id}$`), { timeout: 60_000 });

  // Someone who signs nothing is told so; an approver of other products sees theirs only.
  await signInAs(page, "fajar.nugroho@digimon.test");
  await page.goto("/invoices/inbox");
  for (const code of await page.getByTestId("invoice-row").locator("td:nth-child(3)").allInnerTexts()) expect(["AC", "SA", "MP"]).toContain(code.trim());
});

test("billings and purchase orders list with the chain linked both ways", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/purchase-orders");
  await expect(page.getByRole("heading", { level: 1, name: "Purchase orders" })).toBeVisible();
  await expect(page.getByTestId("po-row")).toHaveCount(50);
  await page.screenshot({ path: "/tmp/shots/lists-purchase-orders.png", fullPage: true });
  await page.getByLabel("Status", { exact: true }).selectOption("billed");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=billed/);
  await expect(page.getByTestId("po-row").first().locator("td:nth-child(6)")).toHaveText(/billed/i);
  const first = page.getByTestId("po-row").first();
  const billing = (await first.locator("td:nth-child(7)").innerText()).trim();
  expect(billing).toMatch(/^BL-/);
  await first.getByRole("link", { name: billing }).click();
  await expect(page).toHaveURL(/\/billings\/[^/]+$/, { timeout: 60_000 });

  await page.goto("/billings?sort=number&dir=desc");
  await expect(page.getByTestId("billing-row")).toHaveCount(50);
  await page.screenshot({ path: "/tmp/shots/lists-billings.png", fullPage: true });
  const invoiceLink = /^(INV-|not numbered yet)/;
  const row = page.getByTestId("billing-row").filter({ has: page.getByRole("link", { name: invoiceLink }) }).first();
  const po = (await row.getByRole("link", { name: /^PO-/ }).innerText()).trim();
  await row.getByRole("link", { name: invoiceLink }).click();
  await expect(page).toHaveURL(/\/invoices\/[^/]+$/, { timeout: 60_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/billings\?sort=number&dir=desc$/);
  await expect(page.getByTestId("billing-row")).toHaveCount(50);
  await page.getByLabel("Search number or customer").fill(po);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${po}`));
  await expect(page.getByTestId("billing-row")).toHaveCount(1);
});

test("keyboard focus stays on the sort header chosen after the navigation", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/billings");
  await expect(page.getByTestId("billing-row")).toHaveCount(50);
  await whenLive(page);
  await page.evaluate(() => ((window as unknown as { stillLive: boolean }).stillLive = true));
  // From the first sort header, Tab leads over the unsorted columns to the next one.
  await page.getByRole("link", { name: /^Billing: sort/ }).focus();
  await page.keyboard.press("Tab");
  const billDate = page.getByRole("columnheader", { name: /^Bill date/ });
  await expect(billDate.getByRole("link")).toBeFocused();
  await expect(billDate.getByRole("link")).toHaveAccessibleName("Bill date: sort descending");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=billingDate&dir=desc/);
  await expect(billDate).toHaveAttribute("aria-sort", "descending");
  // The focus stayed on the header chosen, which now offers the other direction; Enter again flips it.
  await expect(page.getByRole("link", { name: "Bill date: sort ascending" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=billingDate&dir=asc/);
  await expect(billDate).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("link", { name: "Bill date: sort descending" })).toBeFocused();
  // Tab goes on from there, not from the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /^Due date: sort/ })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stillLive?: boolean }).stillLive)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the filter form, the sort headers and the pagination still work", async ({ page }) => {
    await signInAs(page, "owner@digimon.test");
    await page.goto("/invoices");
    await page.getByLabel("Product", { exact: true }).selectOption({ label: "DR · Digital Reward" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/product=prd-dr/);
    await page.getByRole("link", { name: /^Due date: sort/ }).click();
    await expect(page).toHaveURL(/product=prd-dr.*sort=dueDate&dir=desc|sort=dueDate&dir=desc.*product=prd-dr/);
    for (const code of await page.getByTestId("invoice-row").locator("td:nth-child(3)").allInnerTexts()) expect(code.trim()).toBe("DR");
    const total = dbAll<{ n: number }>("select count(*) as n from invoices where product_id = 'prd-dr'")[0].n;
    if (total > 50) {
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page.getByTestId("list-summary")).toHaveText(/^Rows 51–/);
    }
    await page.screenshot({ path: "/tmp/shots/lists-invoices-nojs.png", fullPage: false });
  });
});
