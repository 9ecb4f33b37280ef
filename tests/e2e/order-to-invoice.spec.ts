import { type Browser, type Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

// Each test walks the whole chain through the screens, in two browsers: give it room on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: "id-ID", timezoneId: "Asia/Jakarta" })).newPage();
  await signInAs(page, email);
  return page;
}

/** Owner: PO with two lines -> billing draft -> issue. Returns the billing page's invoice link. */
async function poToIssuedBilling(page: Page, product: string, customer: string) {
  await page.goto("/purchase-orders/new");
  await page.getByLabel("Product", { exact: true }).selectOption({ label: product });
  await page.getByLabel("Customer name").fill(customer);
  await page.getByLabel("Customer NPWP").fill("01.234.567.8-901.000");
  await page.getByLabel("Customer address").fill("Jl. Gatot Subroto Kav. 38, Jakarta Selatan 12710");
  await page.getByLabel("Customer e-mail").fill("finance@customer.test");
  await page.getByLabel("Item 1", { exact: true }).fill("Platform subscription");
  await page.getByLabel("Quantity 1", { exact: true }).fill("3");
  await page.getByLabel("Unit price 1 (Rp)").fill("2.500.000");
  await page.getByRole("button", { name: "Add line" }).click();
  await page.getByLabel("Item 2", { exact: true }).fill("Implementation");
  await page.getByLabel("Quantity 2", { exact: true }).fill("1");
  await page.getByLabel("Unit price 2 (Rp)").fill("1250000");
  await page.getByRole("button", { name: "Create purchase order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^PO-[A-Z]{2}-\d{6}-\d{4}$/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Detail lines" })).toContainText("Rp 8.750.000");
  await page.getByRole("link", { name: "Create billing" }).click();
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing draft" })).toBeVisible();
  await expect(page.getByLabel("Pricing breakdown")).toContainText("Rp 8.750.000");
  await page.getByRole("button", { name: "Issue billing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^BL-[A-Z]{2}-\d{6}-\d{4}$/ })).toBeVisible();
}

test("owner creates a PO and issues a billing; the signer approves from the inbox and downloads the PDF", async ({ page, browser }) => {
  await signInAs(page, "owner@digimon.test");
  await poToIssuedBilling(page, "ST · Smart Tenant", "PT Uji Coba Nusantara");
  await expect(page.getByRole("link", { name: /Awaiting approval \(invoiced\)/ })).toBeVisible();

  const signer = await as(browser, "signer@digimon.test");
  await signer.goto("/invoices/inbox");
  await signer.getByRole("link", { name: /PT Uji Coba Nusantara/ }).first().click();
  await expect(signer.getByRole("heading", { level: 1, name: /^Invoice of BL-ST-/ })).toBeVisible();
  await signer.getByLabel("Approval message").fill("Sesuai kontrak dan BAST");
  await signer.getByLabel("SKUM number").fill("SKUM-ST-0099");
  await signer.getByRole("button", { name: "Approve invoice" }).click();
  const number = (await signer.getByRole("heading", { level: 1, name: /^INV-ST-\d{6}-\d{4}$/ }).innerText()).trim();
  await expect(signer.getByText("Approved by Agus Prasetyo")).toBeVisible();

  const download = signer.waitForEvent("download");
  await signer.getByRole("link", { name: `Invoice_${number}.pdf` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Invoice_${number}.pdf`);
  await file.saveAs(`/tmp/shots/${file.suggestedFilename()}`);
  await signer.screenshot({ path: "/tmp/shots/invoice-approved.png", fullPage: true });
});

test("the signer returns an invoice with a reason; the owner reissues it as a new invoice linked both ways", async ({ page, browser }) => {
  await signInAs(page, "owner@digimon.test");
  await poToIssuedBilling(page, "DR · Digital Reward", "PT Kembali Lagi Indonesia");
  const invoiceUrl = await page.getByRole("link", { name: /Awaiting approval \(invoiced\)/ }).getAttribute("href");

  const signer = await as(browser, "signer@digimon.test");
  await signer.goto(invoiceUrl!);
  await signer.getByLabel("Reason to return").fill("Nama customer tidak sesuai dengan NPWP");
  await signer.getByRole("button", { name: "Return", exact: true }).click();
  await expect(signer.getByText("Returned by Agus Prasetyo")).toBeVisible();

  await page.goto(invoiceUrl!);
  await page.getByRole("button", { name: "Reissue invoice" }).click();
  await expect(page.getByText("Reissue of")).toBeVisible();
  await page.getByRole("link", { name: "the returned invoice" }).click();
  await expect(page.getByText(/was returned and reissued as/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reissue invoice" })).toHaveCount(0);
});

test("a product that bypasses approval approves its invoice at once", async ({ page }) => {
  await signInAs(page, "member@digimon.test");
  await poToIssuedBilling(page, "MP · Mitra Pay", "PT Warung Digital Sejahtera");
  await page.getByRole("link", { name: /^INV-MP-\d{6}-\d{4} \(approved\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^INV-MP-\d{6}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText("Approved by System").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Approved automatically");
});

test("a second approver of the same invoice is told plainly that it was already approved", async ({ page, browser }) => {
  await signInAs(page, "owner@digimon.test");
  await poToIssuedBilling(page, "ST · Smart Tenant", "PT Dua Penyetuju");
  const invoiceUrl = (await page.getByRole("link", { name: /Awaiting approval \(invoiced\)/ }).getAttribute("href"))!;
  const signer = await as(browser, "signer@digimon.test");
  const admin = await as(browser, "super.admin@digimon.test");
  await signer.goto(invoiceUrl);
  await admin.goto(invoiceUrl);
  await signer.getByRole("button", { name: "Approve invoice" }).click();
  await expect(signer.getByRole("heading", { level: 1, name: /^INV-ST-/ })).toBeVisible();
  await admin.getByRole("button", { name: "Approve invoice" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: /was changed by Agus Prasetyo \(approve\)/ })).toBeVisible();
});
