import { expect, signInAs, test } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const todayInJakarta = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

test("a member creates a profile, pauses, resumes, sees the billing the job made, edits and stops it", async ({ page, browser }) => {
  await signInAs(page, "member@digimon.test");
  await page.goto("/recurring");
  await expect(page.getByRole("heading", { level: 1, name: "Recurring billing" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Recurring profiles" })).toContainText("Antares IoT connectivity, KCI fleet");
  await page.screenshot({ path: "/tmp/shots/recurring-list.png", fullPage: true });

  await page.getByRole("link", { name: "New profile" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Antares fleet telemetry, PT Uji Berulang");
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "AC · Antares Cloud" });
  await page.getByLabel("Number of billings").fill("3");
  await page.getByLabel("First billing date", { exact: true }).fill(todayInJakarta());
  await page.getByLabel("Company").fill("PT Uji Berulang Nusantara");
  await page.getByLabel("Customer name").fill("Bagian Keuangan");
  await page.getByLabel("Customer NPWP").fill("01.234.567.8-901.000");
  await page.getByLabel("Customer address").fill("Jl. Gatot Subroto Kav. 38, Jakarta Selatan 12710");
  await page.getByLabel("Item 1", { exact: true }).fill("Fleet telemetry");
  await page.getByLabel("Quantity 1", { exact: true }).fill("40");
  await page.getByLabel("Unit price 1 (Rp)").fill("125.000");
  await page.getByLabel("Activate now").check();
  await page.screenshot({ path: "/tmp/shots/recurring-new.png", fullPage: true });
  await page.getByRole("button", { name: "Create profile" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Antares fleet telemetry, PT Uji Berulang" })).toBeVisible();
  await expect(page.getByText(/^RC-AC-\d{6}-\d{4}$/).first()).toBeVisible();
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();
  const profileUrl = page.url();

  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Paused", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();

  // The recurring-billing job (run now by an administrator) bills today's period, once.
  const admin = await (await browser.newContext({ locale: "id-ID", timezoneId: "Asia/Jakarta" })).newPage();
  await signInAs(admin, "super.admin@digimon.test");
  await admin.goto("/admin/jobs");
  await admin.getByRole("button", { name: "Run Recurring billing now" }).click();
  const billings = page.getByRole("table", { name: "Billings made" });
  await expect(async () => {
    await page.reload();
    await expect(billings.getByRole("link", { name: /^BL-AC-\d{6}-\d{4}$/ })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(page.getByText("1 of 3")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/recurring-detail.png", fullPage: true });

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Number of billings")).toHaveAttribute("readonly", "");
  await page.getByLabel("Name", { exact: true }).fill("Antares fleet telemetry (40 units)");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Antares fleet telemetry (40 units)" })).toBeVisible();

  await page.getByLabel("Reason").fill("Contract ended early by the customer");
  await page.getByRole("button", { name: "Stop profile" }).click();
  await expect(page.getByText("Stopped", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await expect(page.getByText("“Contract ended early by the customer”")).toBeVisible();
  expect(page.url()).toBe(profileUrl);
});

test("people without read:recurring are kept out", async ({ page }) => {
  await signInAs(page, "settlement@digimon.test");
  await page.goto("/recurring");
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
