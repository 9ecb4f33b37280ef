import { type Page } from "@playwright/test";
import { e2eDb, expect, signInAs, test } from "./fixtures";

// The tax intermediary answers after seconds and the tax-polling job runs every 5 s: give each test room.
test.describe.configure({ mode: "serial", timeout: 150_000 });

/** A seeded invoice still waiting for approval, of a product whose signer is Agus Prasetyo (ST, DR). */
function invoicedInvoice(productId: string, skip = 0): string {
  const db = e2eDb();
  try {
    const row = db
      .prepare("select id from invoices where product_id = ? and status_invoice = 'invoiced' and replaced_by_invoice_id is null order by created_at, id limit 1 offset ?")
      .get(productId, skip) as { id: string } | undefined;
    if (!row) throw new Error(`No invoiced invoice of ${productId}`);
    return row.id;
  } finally {
    db.close();
  }
}

async function approve(page: Page, invoiceId: string) {
  await page.goto(`/invoices/${invoiceId}`);
  await page.getByLabel("Approval message").fill("Sesuai kontrak");
  await page.getByRole("button", { name: "Approve invoice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^INV-[A-Z]{2}-\d{6}-\d{4}$/ })).toBeVisible();
}

/** Reloads until `text` shows: the invoice page does not refresh itself. */
async function reloadUntil(page: Page, text: string | RegExp, timeout = 90_000) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout, intervals: [2_000] });
}

test("approving an invoice requests its tax invoice within seconds; the faktur arrives on its page", async ({ page }) => {
  const invoiceId = invoicedInvoice("prd-st");
  await signInAs(page, "signer@digimon.test");
  await approve(page, invoiceId);
  // Approval did not wait for the intermediary: the request follows within seconds, by the system.
  await reloadUntil(page, "Tax invoice requested by System", 30_000);
  await reloadUntil(page, "faktur: received");

  await page.goto(`/invoices/${invoiceId}/tax-invoice`);
  const panel = page.getByRole("region", { name: "Tax invoice (e-Faktur)" });
  await expect(panel.getByText("Faktur: received")).toBeVisible();
  await expect(panel.getByText(/^\d{13}$/)).toBeVisible();
  await expect(panel.getByText("Faktur Valid, Sudah Diapprove oleh DJP")).toBeVisible();
  await expect(panel.getByRole("table", { name: "Faktur lines" })).toBeVisible();
  const file = await panel.getByRole("link", { name: "Open tax invoice file" }).getAttribute("href");
  await page.screenshot({ path: "/tmp/shots/tax-panel-received.png", fullPage: true });
  await page.goto(new URL(file!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: /^Faktur Pajak \d{13}$/ })).toBeVisible();
});

test("a rejection forced in the sandbox panel returns the invoice by 'System - error djp'", async ({ page }) => {
  const invoiceId = invoicedInvoice("prd-dr");
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/admin/sandbox");
  await expect(page.getByRole("heading", { level: 1, name: "Sandbox control" })).toBeVisible();
  await page.getByRole("button", { name: /Rejected: "Document's returned with notes"/ }).click();
  await expect(page.getByRole("table", { name: "Tax intermediary rules" })).toContainText("returnedWithNotes");
  await expect(page.getByRole("table", { name: "Tax intermediary rules" })).toContainText("(1 left)");
  await page.screenshot({ path: "/tmp/shots/tax-sandbox-panel.png", fullPage: true });

  await approve(page, invoiceId);
  await reloadUntil(page, "Returned by System - error djp");
  await expect(page.getByText("Document's returned with notes Nama customer tidak sesuai dengan NPWP").first()).toBeVisible();
  await expect(page.getByText("faktur: error").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Reissue invoice" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/tax-invoice-returned.png", fullPage: true });

  await page.goto(`/invoices/${invoiceId}/tax-invoice`);
  await expect(page.getByText("The invoice was returned by 'System - error djp'. Reissue it to request a new tax invoice.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry tax invoice request" })).toHaveCount(0);
});

test("a duplicate reference keeps the invoice approved; a person retries it from the panel", async ({ page }) => {
  const invoiceId = invoicedInvoice("prd-st");
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/admin/sandbox");
  await page.getByRole("button", { name: /Duplicate: 'Ref Id Invoice … has already been taken\.'/ }).click();
  await expect(page.getByRole("table", { name: "Tax intermediary rules" })).toContainText("duplicateRefId");

  await approve(page, invoiceId);
  await page.goto(`/invoices/${invoiceId}/tax-invoice`);
  const panel = page.getByRole("region", { name: "Tax invoice (e-Faktur)" });
  await expect(async () => {
    await page.reload();
    await expect(panel.getByText(/^Ref Id Invoice INV-ST-\d{6}-\d{4} has already been taken\.$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByText("The invoice stays approved.", { exact: false })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/tax-panel-retry.png", fullPage: true });
  await panel.getByRole("button", { name: "Retry tax invoice request" }).click();
  await expect(page.getByText("Tax invoice requested again").first()).toBeVisible();
  // The panel refreshes itself while the request is pending.
  await expect(panel.getByText("Faktur: received")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("table", { name: "Tax invoice requests" })).toContainText("failed");
});
