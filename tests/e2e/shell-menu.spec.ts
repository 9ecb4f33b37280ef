import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { DEMO, openAs, setTheme } from "./shell-helpers";

/** A navigation on a busy machine (a list page's first visit) may take longer than an assertion's default wait. */
const NAVIGATION = 60_000;

/*
 * The side menu is React (issue 17): a navigation keeps the menu's elements, so the link chosen keeps the keyboard
 * focus, and a group the person opened by hand stays open. Expanded sidebar, desktop width (the config's 1280 px).
 */
const EMAIL = DEMO.owner;

test.beforeEach(() => setTheme(EMAIL, { collapsed: false }));
test.afterEach(() => setTheme(EMAIL, {}));

/** A page load would start a new window object: the mark survives only client-side navigations. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { stillLive: boolean }).stillLive = true));
  return () => page.evaluate(() => (window as unknown as { stillLive?: boolean }).stillLive === true);
}

test("the menu item chosen with the keyboard keeps the focus after the navigation, and is marked current", async ({ page }) => {
  await openAs(page, EMAIL, "/notification");
  const stillLive = await markWindow(page);
  const menu = page.getByRole("complementary", { name: "Side menu" }).getByRole("navigation", { name: "Main menu" });
  const notifications = menu.getByRole("link", { name: "Notifications" });
  const reports = menu.getByRole("link", { name: "Reports" });
  const catalog = menu.getByRole("link", { name: "Catalog" });

  // From the last Home item, Tab moves to the next one (the "Order to cash" header is not focusable).
  await reports.focus();
  await page.keyboard.press("Tab");
  await expect(catalog).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible({ timeout: NAVIGATION });
  await expect(catalog).toHaveAttribute("aria-current", "page");
  await expect(notifications).not.toHaveAttribute("aria-current", "page");
  await expect(catalog).toBeFocused();

  // The same inside a group: from Invoices up to Billings.
  await menu.getByText("Documents", { exact: true }).click();
  const invoices = menu.getByRole("link", { name: "Invoices" });
  const billings = menu.getByRole("link", { name: "Billings" });
  await invoices.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(billings).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Billings" })).toBeVisible({ timeout: NAVIGATION });
  await expect(billings).toHaveAttribute("aria-current", "page");
  await expect(billings).toBeFocused();
  expect(await stillLive()).toBe(true);
});

test("a menu group opened by hand stays open after a navigation to a page outside it", async ({ page }) => {
  await openAs(page, EMAIL, "/notification");
  const stillLive = await markWindow(page);
  const menu = page.getByRole("complementary", { name: "Side menu" }).getByRole("navigation", { name: "Main menu" });
  const purchaseOrders = menu.getByRole("link", { name: "Purchase orders" });
  // Documents holds no page of the one shown: closed.
  await expect(purchaseOrders).toBeHidden();
  await menu.getByText("Documents", { exact: true }).click();
  await expect(purchaseOrders).toBeVisible();

  await menu.getByRole("link", { name: "Catalog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible({ timeout: NAVIGATION });
  await expect(menu.getByRole("link", { name: "Catalog" })).toHaveAttribute("aria-current", "page");
  await expect(purchaseOrders).toBeVisible();

  // Into the group and out again: still open, as the person left it.
  await purchaseOrders.click();
  await expect(page.getByRole("heading", { level: 1, name: "Purchase orders" })).toBeVisible({ timeout: NAVIGATION });
  await menu.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: NAVIGATION });
  await expect(purchaseOrders).toBeVisible();

  // Closed by hand, it stays closed too.
  await menu.getByText("Documents", { exact: true }).click();
  await expect(purchaseOrders).toBeHidden();
  await menu.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await expect(purchaseOrders).toBeHidden();
  expect(await stillLive()).toBe(true);
});

test("without JavaScript the server renders the group of the current page open, and groups still open and close", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, EMAIL);
  await page.goto("/invoices");
  const menu = page.getByRole("complementary", { name: "Side menu" }).getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Purchase orders" })).toBeVisible();
  await menu.getByText("Documents", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Purchase orders" })).toBeHidden();
  await page.goto("/notification");
  await expect(menu.getByRole("link", { name: "Purchase orders" })).toBeHidden();
  await context.close();
});
