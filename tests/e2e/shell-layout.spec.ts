import { mkdirSync } from "node:fs";
import { expect, signInAs, test } from "./fixtures";
import { DEMO, openAs, setTheme, spareUser, userIdOf, withDb } from "./shell-helpers";

test.describe("theme customizer", () => {
  test("settings save per user, render from the server on reload and after a new sign-in, and reset to the defaults", async ({ page }) => {
    const email = spareUser("approver");
    setTheme(email, {});
    await openAs(page, email);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-layout", "vertical");
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole("button", { name: "Theme customizer" }).click();
    const panel = page.getByRole("dialog", { name: "Theme customizer" });
    await panel.getByText("Dark", { exact: true }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await panel.getByRole("group", { name: "Menu colour" }).getByTitle("success").click();
    await expect(html).toHaveAttribute("data-menu-color", "success");
    await panel.getByText("Collapse sidebar").click();
    await expect(page.getByRole("complementary", { name: "Side menu" })).toHaveAttribute("data-collapsed", "false");
    await panel.getByRole("group", { name: "Navbar type" }).getByText("Sticky").click();
    await expect(page.getByRole("banner")).toHaveClass(/sticky/);
    await panel.getByText("Right-to-left").click();
    await expect(html).toHaveAttribute("dir", "rtl");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(html).toHaveAttribute("data-menu-color", "success");

    // A new sign-in on a fresh browser: the first server render already carries the theme (no flash).
    await page.context().clearCookies();
    await signInAs(page, email);
    const response = await page.request.get("/");
    const body = await response.text();
    expect(body).toMatch(/<html[^>]*class="dark"/);
    expect(body).toMatch(/<html[^>]*dir="rtl"/);
    await page.goto("/");
    await expect(html).toHaveClass(/\bdark\b/);
    expect(withDb((db) => JSON.parse((db.prepare("select theme from user_settings where user_id = ?").get(userIdOf(email)) as { theme: string }).theme))).toMatchObject({ mode: "dark", menuColor: "success", collapsed: false, navbarType: "sticky", rtl: true });

    await page.getByRole("button", { name: "Theme customizer" }).click();
    await page.getByRole("button", { name: "Reset to defaults" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await expect(html).toHaveAttribute("dir", "ltr");
    await expect(html).toHaveAttribute("data-menu-color", "primary");
    await expect(page.getByRole("complementary", { name: "Side menu" })).toHaveAttribute("data-collapsed", "true");
  });

  test("semi-dark is not offered with the horizontal layout, and navbar colour is for vertical only", async ({ page }) => {
    const email = spareUser("approver", 1);
    setTheme(email, { layout: "horizontal" });
    await openAs(page, email);
    await page.getByRole("button", { name: "Theme customizer" }).click();
    const panel = page.getByRole("dialog", { name: "Theme customizer" });
    await expect(panel.getByRole("radio", { name: "Semi dark" })).toBeDisabled();
    await expect(panel.getByRole("radio", { name: "Navbar colour: primary" })).toBeDisabled();
    await expect(panel.getByRole("radio", { name: "Menu colour: primary" })).toBeEnabled();
    setTheme(email, {});
  });
  test("without JavaScript the toggle opens the panel through the URL and Save applies the theme", async ({ browser }) => {
    const email = spareUser("approver", 2);
    setTheme(email, {});
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, email);
    await page.goto("/invoices?status=approved");
    await expect(page.getByRole("dialog", { name: "Theme customizer" })).toHaveCount(0);
    await page.getByRole("button", { name: "Theme customizer" }).click();
    await expect(page).toHaveURL(/\/invoices\?status=approved&customize$/);
    const panel = page.getByRole("dialog", { name: "Theme customizer" });
    await panel.getByText("Dark", { exact: true }).click();
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close the customizer" }).click();
    await expect(page).toHaveURL(/\/invoices\?status=approved$/);
    await expect(page.getByRole("dialog", { name: "Theme customizer" })).toHaveCount(0);
    await context.close();
    setTheme(email, {});
  });
});

test.describe("responsive layout", () => {
  test("at 1024 px the horizontal layout renders vertical, and the drawer closes after an item is chosen", async ({ page }) => {
    const email = DEMO.owner;
    setTheme(email, { layout: "horizontal" });
    await page.setViewportSize({ width: 1024, height: 768 });
    await openAs(page, email);
    await expect(page.locator("html")).toHaveAttribute("data-layout", "horizontal");
    const horizontalMenu = page.getByRole("banner").getByRole("navigation", { name: "Main menu" });
    await expect(horizontalMenu).toBeHidden();
    const sideMenu = page.getByRole("complementary", { name: "Side menu" });
    await expect(sideMenu).toBeHidden();
    await page.getByRole("button", { name: "Open the menu" }).click();
    await expect(sideMenu).toBeVisible();
    await sideMenu.getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(sideMenu).toBeHidden();

    // Wide enough again: the menu runs across the top.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(horizontalMenu).toBeVisible();
    await expect(horizontalMenu.getByRole("link", { name: "Notifications" })).toHaveAttribute("aria-current", "page");
    setTheme(email, {});
  });

  test("the drawer opens and closes without JavaScript too (a checkbox)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 800, height: 700 } });
    const page = await context.newPage();
    await signInAs(page, DEMO.member);
    await page.goto("/");
    const sideMenu = page.getByRole("complementary", { name: "Side menu" });
    await expect(sideMenu).toBeHidden();
    await page.getByRole("button", { name: "Open the menu" }).click();
    await expect(sideMenu).toBeVisible();
    await sideMenu.getByRole("button", { name: "Close the menu" }).click();
    await expect(sideMenu).toBeHidden();
    await context.close();
  });
});

test.describe("footer", () => {
  test("the scroll-to-top button appears after 160 px and takes the page back up; the customizer can hide it", async ({ page }) => {
    const email = DEMO.settlement;
    setTheme(email, {});
    await page.setViewportSize({ width: 1280, height: 500 });
    await openAs(page, email);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(150);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);

    setTheme(email, { scrollTop: false });
    await page.reload();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(150);
    await expect(button).toHaveCount(0);
    setTheme(email, {});
  });
});

test.describe("session expiry", () => {
  test("an 8-hour session shows no dialog", async ({ page }) => {
    await openAs(page, DEMO.member);
    await page.waitForTimeout(500);
    await expect(page.getByRole("alertdialog", { name: "Session Expired" })).toHaveCount(0);
  });

  test("within 30 minutes of the end the Session Expired dialog shows; it cannot be dismissed, only Logout", async ({ page }) => {
    const { userId } = await signInAs(page, DEMO.companion);
    withDb((db) => db.prepare("update sessions set expires_at = ? where user_id = ? and revoked_at is null and expires_at > ?").run(new Date(Date.now() + 29 * 60_000).toISOString(), userId, new Date().toISOString()));
    await page.goto("/");
    const dialog = page.getByRole("alertdialog", { name: "Session Expired" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Please login again!", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button")).toHaveCount(1);
    await dialog.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
  });

  test("a 401 answer to the notification fetch shows the same dialog", async ({ page }) => {
    await openAs(page, DEMO.admin);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.route("**/resources/notifications", (route) => route.fulfill({ status: 401, body: "Unauthorized", contentType: "text/plain" }));
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("alertdialog", { name: "Session Expired" })).toBeVisible();
  });

  test("a session revoked on the server: the next poll gets 401 and the dialog shows", async ({ page }) => {
    const { userId } = await openAs(page, DEMO.signer);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    withDb((db) => db.prepare("update sessions set revoked_at = ? where user_id = ? and revoked_at is null").run(new Date().toISOString(), userId));
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("alertdialog", { name: "Session Expired" })).toBeVisible();
  });
});

test.describe("screenshots", () => {
  for (const mode of ["light", "dark", "semi-dark"] as const) {
    test(`the shell in ${mode}`, async ({ page }) => {
      mkdirSync("/tmp/shots", { recursive: true });
      setTheme(DEMO.superAdmin, { mode, collapsed: false });
      await page.setViewportSize({ width: 1440, height: 900 });
      await openAs(page, DEMO.superAdmin);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await page.getByRole("button", { name: /^Notifications/ }).click();
      await expect(page.getByRole("menu", { name: /Notifications/ })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/shell-${mode}.png` });
      await page.keyboard.press("Escape");
      await page.goto("/admin/menu?edit=m-inbox");
      await page.getByRole("button", { name: "Theme customizer" }).click();
      await page.screenshot({ path: `/tmp/shots/shell-${mode}-menu-editor.png` });
      setTheme(DEMO.superAdmin, {});
    });
  }
});
