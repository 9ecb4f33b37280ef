import { expect, test } from "./fixtures";
import { DEMO, openAs, spareUser, toastWith, withDb } from "./shell-helpers";

// A 1 x 1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test.describe("profile", () => {
  test("edits name and phone, shows the position mapping read-only, and checks what it is given", async ({ page }) => {
    const email = spareUser("member", 2);
    await openAs(page, email, "/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    const mapping = page.getByRole("heading", { name: "Position mapping" }).locator("xpath=ancestor::div[contains(@class,'rounded-lg')][1]");
    await expect(mapping).toContainText("Company");
    await expect(mapping).toContainText("Division");
    await expect(mapping.getByRole("textbox")).toHaveCount(0);

    await page.getByLabel("Phone number").fill("12");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Enter a phone number of 8 to 16 digits")).toBeVisible();
    await page.getByLabel("Full name").fill("Rudi Setiawan");
    await page.getByLabel("Phone number").fill("0812 3456 7890");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, "Profile saved")).toBeVisible();
    await expect(page.getByTestId("display-name")).toHaveText("Rudi Setiawan");
    expect(withDb((db) => db.prepare("select fullname, phone_number as phone from users where email = ?").get(email))).toEqual({ fullname: "Rudi Setiawan", phone: "081234567890" });
  });

  test("uploads a PNG avatar that the navbar then shows, and refuses a file that is not a picture", async ({ page }) => {
    const email = spareUser("member", 3);
    await openAs(page, email, "/profile");
    await page.getByLabel("Profile picture").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("this is not an image") });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expect(page.getByText("Upload a PNG or JPG picture.")).toBeVisible();

    await page.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expect(toastWith(page, "Profile picture updated")).toBeVisible();
    const avatar = page.getByRole("button", { name: /^Account menu for/ }).locator("img");
    await expect(avatar).toHaveAttribute("src", /^\/resources\/avatars\/[0-9a-f-]{36}\.png$/);
    const response = await page.request.get((await avatar.getAttribute("src"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");

    await page.getByRole("button", { name: "Remove picture" }).click();
    await expect(page.getByRole("button", { name: /^Account menu for/ }).locator("img")).toHaveCount(0);
  });
});

test.describe("change password", () => {
  test("asks for the current password and the new one twice, with the sign-in rules", async ({ page }) => {
    const email = spareUser("member", 4);
    const before = withDb((db) => (db.prepare("select password_hash as h from users where email = ?").get(email) as { h: string }).h);
    await openAs(page, email, "/change-password");
    await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
    const submit = () => page.getByRole("button", { name: "Change password" }).click();

    await page.getByLabel("Current password").fill("not-my-password-1");
    await page.getByLabel("New password", { exact: true }).fill("Rahasia-baru-2026");
    await page.getByLabel("New password again").fill("Rahasia-baru-2026");
    await submit();
    await expect(page.getByText("The current password is not right")).toBeVisible();

    await page.getByLabel("Current password").fill("Digimon#2026");
    await page.getByLabel("New password", { exact: true }).fill("short1");
    await page.getByLabel("New password again").fill("short1");
    await submit();
    await expect(page.getByText("Use at least 10 characters")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("Rahasia-baru-2026");
    await page.getByLabel("New password again").fill("Rahasia-lain-2026");
    await submit();
    await expect(page.getByText("The two new passwords differ")).toBeVisible();

    await page.getByLabel("New password again").fill("Rahasia-baru-2026");
    await submit();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toastWith(page, "Password changed")).toBeVisible();
    const after = withDb((db) => (db.prepare("select password_hash as h from users where email = ?").get(email) as { h: string }).h);
    expect(after).not.toBe(before);
  });
});

test.describe("menu editor", () => {
  test.afterAll(() => withDb((db) => db.prepare("delete from menu_items where title in ('Find anything', 'Search centre')").run()));

  test("a super-admin adds an entry with icon, badge and roles; the roles then decide who sees and opens the page", async ({ page, browser }) => {
    test.slow(); // three people in three browsers
    await openAs(page, DEMO.superAdmin, "/admin/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Menu editor" })).toBeVisible();
    await page.getByRole("link", { name: "Add entry" }).click();
    await page.getByLabel("Title").fill("Find anything");
    await page.getByLabel("Address").fill("/search");
    await page.getByLabel("Icon", { exact: true }).fill("foo:bar");
    await page.getByRole("button", { name: "Add entry" }).click();
    await expect(page.getByText(/Write the icon as/)).toBeVisible();
    await expect(page.getByText("Choose at least one role")).toBeVisible();
    await page.getByLabel("Icon", { exact: true }).fill("img:report-transaction");
    await expect(page.getByRole("img", { name: "Icon preview" }).locator("img")).toHaveAttribute("src", "/images/menu/report-transaction.svg");
    await page.getByRole("button", { name: "Add entry" }).click();
    await expect(page.getByText("Choose at least one role")).toBeVisible();

    await page.getByLabel("Badge", { exact: true }).fill("Beta");
    await page.getByLabel("Badge colour").selectOption("info");
    await page.getByRole("checkbox", { name: "Settlement" }).check();
    await page.getByRole("button", { name: "Add entry" }).click();
    await expect(toastWith(page, "Menu entry added")).toBeVisible();
    const entries = page.getByRole("list", { name: "Menu entries" });
    await expect(entries.getByRole("listitem").last()).toContainText("Find anything");

    await page.getByRole("button", { name: "Move Find anything up" }).click();
    await expect(entries.getByRole("listitem").last()).toContainText("DJP e-Faktur");
    await page.getByRole("link", { name: "Edit Find anything" }).click();
    await page.getByLabel("Title").fill("Search centre");
    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(toastWith(page, "Menu entry saved")).toBeVisible();

    const settlement = await browser.newContext();
    const other = await settlement.newPage();
    await openAs(other, DEMO.settlement);
    const menu = other.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Search centre" })).toHaveCount(1);
    await expect(menu.locator('img[src="/images/menu/report-transaction.svg"]')).toHaveCount(1);
    await settlement.close();

    const partner = await browser.newContext();
    const third = await partner.newPage();
    await openAs(third, DEMO.partner, "/search?q=Siti");
    await expect(third).toHaveURL(/\/misc\/not-authorized$/);
    await partner.close();

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete Search centre" }).click();
    await expect(toastWith(page, "Deleted “Search centre”")).toBeVisible();
    await expect(entries).not.toContainText("Search centre");
  });

  test("an admin without manage:menu cannot open it", async ({ page }) => {
    await openAs(page, DEMO.admin, "/admin/menu");
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });
});
