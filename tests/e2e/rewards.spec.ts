import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { userIdOf, withDb } from "./shell-helpers";

/**
 * Issue 23, reward points: an account manager (the member who raises billings) redeems a catalog reward with the
 * points earned on paid invoices; a finance manager (approve:redemption) approves it; the points are spent and the
 * stock goes down. The points and the item are written straight to the database (the award itself is tested in
 * tests/integration/rewards.test.ts). The demo users read English.
 */
function arrange() {
  const suffix = Date.now().toString().slice(-6);
  const name = `Headphones ${suffix}`;
  const itemId = randomUUID();
  const memberId = userIdOf("member@digimon.test");
  withDb((db) => {
    db.prepare("insert into reward_items (id, name, description, points_cost, stock, active) values (?, ?, ?, 50, 2, 1)").run(itemId, name, "Wireless, noise cancelling");
    db.prepare("insert into point_movements (user_id, kind, points, source_type, source_id, rupiah, note, at) values (?, 'earned', 120, 'invoice', ?, 12000000, ?, ?)").run(memberId, `e2e-inv-${suffix}`, `INV-E2E-${suffix}`, new Date().toISOString());
  });
  return { name, itemId, memberId };
}
const available = (page: Page) => page.getByTestId("point-balance").locator("div").first().locator("dd");

test("an account manager redeems a reward and an approver approves it", async ({ page }) => {
  const { name, itemId, memberId } = arrange();
  const before = withDb((db) => (db.prepare("select coalesce(sum(points), 0) as n from point_movements where user_id = ?").get(memberId) as { n: number }).n);

  await signInAs(page, "member@digimon.test");
  await page.goto("/rewards");
  await expect(available(page)).toHaveText(String(before).replace(/\B(?=(\d{3})+(?!\d))/g, "."));
  await page.screenshot({ path: "/tmp/shots/rewards-catalog.png", fullPage: true });
  await page.getByRole("button", { name: `Redeem ${name}` }).click();
  await expect(page.getByRole("heading", { name: /Redemption RD-\d{4}-\d{5}/ })).toBeVisible();
  await expect(page.getByTestId("redemption-summary")).toContainText(name);
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const detail = page.url();
  await page.goto("/rewards");
  await expect(available(page)).toHaveText(String(before - 50).replace(/\B(?=(\d{3})+(?!\d))/g, "."));

  await page.context().clearCookies();
  await signInAs(page, "finance@digimon.test");
  await page.goto("/rewards/redemptions?state=requested");
  await page.getByRole("row", { name: new RegExp(name) }).getByRole("link").click();
  await expect(page).toHaveURL(detail);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("redemption-summary")).toContainText("Lukas Pranoto");
  await expect(page.getByRole("button", { name: "Mark as handed over" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/rewards-approved.png", fullPage: true });
  expect(withDb((db) => (db.prepare("select stock from reward_items where id = ?").get(itemId) as { stock: number }).stock)).toBe(1);

  await page.context().clearCookies();
  await signInAs(page, "member@digimon.test");
  await page.goto("/rewards/history");
  await expect(available(page)).toHaveText(String(before - 50).replace(/\B(?=(\d{3})+(?!\d))/g, "."));
  await expect(page.getByRole("row", { name: /Held for a redemption/ }).first()).toContainText("-50");
  await page.screenshot({ path: "/tmp/shots/rewards-history.png", fullPage: true });

  // The history's Excel file: the same movements, points as numbers, the total the balance.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to Excel" }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0]!;
  const total = sheet.getRow(sheet.rowCount);
  expect(total.getCell(1).value).toBe("Total");
  expect(total.getCell(5).value).toBe(before - 50);
  expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
});

test("whoever sees every redemption reads everyone's point history", async ({ page }) => {
  arrange();
  await signInAs(page, "admin@digimon.test");
  await page.goto("/rewards/history");
  await page.getByLabel("Whose points").selectOption("all");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/who=all/);
  await expect(page.getByRole("columnheader", { name: "Person" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Dewi Lestari/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Export to Excel" })).toHaveAttribute("href", "/rewards/history/export?who=all");
  await page.screenshot({ path: "/tmp/shots/rewards-history-everyone.png", fullPage: true });
});

test("a formula that is not safe is refused beside its field", async ({ page }) => {
  await signInAs(page, "admin@digimon.test");
  await page.goto("/rewards/settings");
  const group = page.getByRole("form", { name: "Group-wide rule" });
  await group.getByLabel("Point type").selectOption("point_formula");
  await group.getByLabel("Formula").fill("process.exit()");
  await group.getByRole("button", { name: "Save group rule" }).click();
  await expect(page.getByRole("form", { name: "Group-wide rule" }).getByText(/The point formula may use only/)).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/rewards-settings.png", fullPage: true });
});
