import { expect, signInAs, test } from "./fixtures";

/** The administration screens render for a super-admin (screenshots in /tmp/shots for a person to look at). */
const PAGES = [
  ["users", "/admin/users", "Users"],
  ["user", "/admin/users/usr-owner", "Siti Nurhaliza"],
  ["user-new", "/admin/users/new", "New user"],
  ["user-statistics", "/admin/users/statistics", "User statistics"],
  ["roles", "/admin/roles", "Roles and permissions"],
  ["role", "/admin/roles/member", "Member"],
  ["organisation", "/admin/organisation?node=org-DIT-DES", "Organisation"],
] as const;

test.describe.configure({ mode: "serial", timeout: 240_000 });

for (const [name, url, heading] of PAGES) {
  test(`${name} renders`, async ({ page }) => {
    await signInAs(page, "super.admin@digimon.test");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/admin-${name}.png`, fullPage: true });
  });
}
