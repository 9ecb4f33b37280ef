import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 22: a product owner changes a product's administration fee and finds the change, with its value before
 * and after, in the audit report; then puts the fee back (other specs price Smart Tenant's billings).
 */
test("a change of a product's fee appears in the audit report with its before and after values", async ({ page }) => {
  await signInAs(page, "owner@digimon.test");

  await page.goto("/products/prd-st/edit");
  const fee = page.getByLabel("Administration fee (Rp)");
  const original = await fee.inputValue();
  const next = String(1000 + (Date.now() % 8000)); // a fee no earlier run left behind, most likely
  await fee.fill(next);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Configuration" })).toBeVisible();

  await page.goto("/reports/audit?period=this-month&entity=product&product=prd-st");
  const row = page.getByRole("row").filter({ hasText: "config.administration_fee" }).filter({ hasText: next }).last();
  await expect(row).toBeVisible();
  await expect(row).toContainText("Siti Nurhaliza");
  await expect(row).toContainText(original.replace(/\D/g, ""));
  await page.screenshot({ path: "/tmp/shots/reports-audit.png", fullPage: true });

  await page.goto("/products/prd-st/edit");
  await page.getByLabel("Administration fee (Rp)").fill(original);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Configuration" })).toBeVisible();
});
