import { expect, signInAs, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

test("the Jobs page lists every job with its runs, and Run now starts one recorded as manual", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  for (const title of ["Outbox drain", "Tax invoice requests", "Recurring billing", "finest reports"]) {
    await expect(page.getByRole("region", { name: title })).toBeVisible();
  }
  // Right after the portal starts, its first runs are still going (the outbox drains the demo data's effects).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Outbox drain" }).getByText("succeeded")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.getByRole("button", { name: "Run Recurring billing now" }).click();
  await expect(page.getByText(/recurring-billing (started|is already running)/).first()).toBeVisible({ timeout: 30_000 });
  const runs = page.getByRole("table", { name: "Job runs" });
  await expect(async () => {
    await page.reload();
    await expect(runs.getByRole("row").filter({ hasText: "recurring-billing" }).filter({ hasText: "manual" }).filter({ hasText: "succeeded" }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  // The scheduled jobs have run on their own since the portal started.
  await expect(runs.getByRole("row").filter({ hasText: "outbox-drain" }).filter({ hasText: "schedule" }).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/tax-jobs-page.png", fullPage: true });
});

test("people without read:job are kept out", async ({ page }) => {
  await signInAs(page, "member@digimon.test");
  await page.goto("/admin/jobs");
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
