import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 21: a settlement user (maker) asks to withdraw part of a product's settled balance; the finance manager
 * (checker, another person) approves it from the approval inbox; the sandbox bank twin completes the transfer. The
 * maker is never offered the decision. The demo users read English.
 */
test("a cash-out made and approved by two people", async ({ page }) => {
  const holder = `PT Mitra E2E ${Date.now().toString().slice(-6)}`;
  await signInAs(page, "settlement@digimon.test");
  await page.goto("/cash-outs");
  await page.getByRole("link", { name: "New request" }).click();
  await expect(page.getByTestId("cash-out-balances")).toBeVisible();
  const product = page.getByLabel("Product", { exact: true });
  const firstWithMoney = await product.locator("option").nth(1).getAttribute("value");
  await product.selectOption(firstWithMoney!);
  await page.getByLabel("Amount (Rp)").fill("1500000");
  await page.getByLabel("Destination bank").fill("BCA");
  await page.getByLabel("Account number").fill("1234567890");
  await page.getByLabel("Account holder").fill(holder);
  await page.getByRole("button", { name: "Request cash-out" }).click();
  await expect(page.getByRole("heading", { name: /Cash-out CO-\d{4}-\d{5}/ })).toBeVisible();
  await expect(page.getByText("Waiting for approval").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const detail = page.url();

  await page.context().clearCookies();
  await signInAs(page, "finance@digimon.test");
  await page.goto("/cash-outs/approvals");
  await page.getByRole("row", { name: new RegExp(holder) }).getByRole("link").click();
  await expect(page).toHaveURL(detail);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("cash-out-summary")).toContainText("Lukas Pranoto");
  // The transfer request goes to the sandbox bank twin through the outbox, which completes it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("cash-out-transfer")).toContainText("SBX-TRF-");
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("cash-out-history")).toContainText("Hendra Wijaya");
});
