import { expect, signInAs, test } from "./fixtures";
import { DEMO, openAs, readSideMenu, setTheme, spareUser, toastWith, userIdOf, withDb } from "./shell-helpers";

const EFAKTUR = ["# Links", "DJP e-Faktur"];
const REWARD = "Reward [Reward catalog, Point redemption, Point conversion]";
const DOCUMENTS_ALL = "Documents [Purchase orders, Billings, Invoices]";
const CONTRACTS = "Contracts [Contracts, Agreements, BAST]";
/** Issue 21: the settlement role's screens after Payments (the checker's inbox is not theirs). */
const SETTLING = ["Settlements", "Cashout"];

/** Spec section 2: an item is hidden when the user's role is not in its list. What each demo account sees, exactly. */
const MENUS: Record<keyof typeof DEMO, string[]> = {
  superAdmin: ["# Home", "Dashboard", "Notifications", "Dashboards [Management, Sales, AM performance, Collections]", "Reports", "# Order to cash", "Catalog", "Quotations", DOCUMENTS_ALL, "Approval inbox", "Credit notes", "Recurring billing", "Tickets", "Payments", ...SETTLING, "Cashout approval", "Transfer request", "Companies", "Partnerships", CONTRACTS, REWARD, "# Administration", "Users", "Roles", "Organisation", "Menu editor", "Machines", "Jobs", "Sandbox control", ...EFAKTUR],
  admin: ["# Home", "Dashboard", "Notifications", "Dashboards [Management, Sales, AM performance, Collections]", "Reports", "# Order to cash", "Catalog", "Quotations", DOCUMENTS_ALL, "Credit notes", "Recurring billing", "Tickets", "Cashout", "Cashout approval", "Transfer request", "Companies", "Partnerships", CONTRACTS, REWARD, "# Administration", "Users", "Organisation", "Machines", "Jobs", "Sandbox control", ...EFAKTUR],
  owner: ["# Home", "Dashboard", "Notifications", "Dashboards [Sales]", "Reports", "# Order to cash", "Catalog", "Quotations", DOCUMENTS_ALL, "Credit notes", "Recurring billing", "Tickets", CONTRACTS, REWARD, ...EFAKTUR],
  signer: ["# Home", "Dashboard", "Notifications", "Dashboards [Sales]", "Reports", "# Order to cash", "Catalog", "Quotations", DOCUMENTS_ALL, "Approval inbox", "Credit notes", "Recurring billing", "Tickets", CONTRACTS, REWARD, ...EFAKTUR],
  member: ["# Home", "Dashboard", "Notifications", "Dashboards [Sales]", "Reports", "# Order to cash", "Catalog", "Quotations", DOCUMENTS_ALL, "Credit notes", "Recurring billing", "Tickets", CONTRACTS, REWARD, ...EFAKTUR],
  settlement: ["# Home", "Dashboard", "Notifications", "Dashboards [Management, Sales, AM performance, Collections]", "Reports", "# Order to cash", "Documents [Billings, Invoices]", "Credit notes", "Tickets", "Payments", ...SETTLING, "Transfer request", ...EFAKTUR],
  partner: ["# Home", "Dashboard", "Notifications", "Companies", "Partnerships", CONTRACTS, REWARD, ...EFAKTUR],
  companion: ["# Home", "Dashboard", "Notifications", "Dashboards [Sales]", "# Order to cash", "Catalog", "Documents [Billings, Invoices]", "Credit notes", "Tickets", "Partnerships", ...EFAKTUR],
};

test.describe("side menu", () => {
  for (const [key, email] of Object.entries(DEMO) as [keyof typeof DEMO, string][]) {
    test(`${email} sees exactly the menu of the role`, async ({ page }) => {
      await openAs(page, email);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      expect(await readSideMenu(page)).toEqual(MENUS[key]);
    });
  }

  test("the menu shows every icon family, opens a group and marks the current page", async ({ page }) => {
    setTheme(DEMO.superAdmin, { collapsed: false });
    await openAs(page, DEMO.superAdmin, "/notification");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Notifications" })).toHaveAttribute("aria-current", "page");
    // The home's Dashboard link (the Dashboards group's Management entry shows the same product image).
    await expect(menu.getByRole("link", { name: "Dashboard", exact: true }).locator('img[src="/images/menu/dashboard-management.svg"]')).toBeVisible();
    await expect(menu.locator("i.ri-notification-3-line")).toBeVisible();
    await expect(menu.locator("i.bi.bi-files")).toBeVisible();
    await expect(menu.getByRole("link", { name: /Approval inbox/ }).getByText("New")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Purchase orders" })).toBeHidden();
    await menu.getByText("Documents").click();
    await expect(menu.getByRole("link", { name: "Purchase orders" })).toBeVisible();
    const external = menu.getByRole("link", { name: /DJP e-Faktur/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("href", "https://efaktur.pajak.go.id");
    setTheme(DEMO.superAdmin, {});
  });

  test("menu, brand and breadcrumb links open their page without reloading it", async ({ page }) => {
    // Expanded: a collapsed sidebar widens while its clicked link keeps the focus, over the breadcrumb.
    setTheme(DEMO.superAdmin, { collapsed: false });
    await openAs(page, DEMO.superAdmin, "/notification");
    // A page load would start a new window object: the mark survives only client-side navigations.
    await page.evaluate(() => ((window as unknown as { stillLive: boolean }).stillLive = true));
    const stillLive = () => page.evaluate(() => (window as unknown as { stillLive?: boolean }).stillLive === true);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Catalog" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Catalog" })).toHaveAttribute("aria-current", "page");
    // The menu is redrawn with its new active item; the link chosen with the keyboard keeps the focus.
    await menu.getByRole("link", { name: "Notifications" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: "Notifications" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Notifications" })).toBeFocused();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await menu.getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await page.getByRole("link", { name: "Digimon, go to the dashboard" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(await stillLive()).toBe(true);
    setTheme(DEMO.superAdmin, {});
  });

  test("a URL the role may not open lands on /misc/not-authorized, a full page without the portal's chrome", async ({ page }) => {
    await openAs(page, DEMO.partner, "/admin/menu");
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByRole("heading", { name: "You are not authorized" })).toBeVisible();
    await expect(page.getByText("Partner", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test.describe("notifications", () => {
  test("clicking a notification marks it read, then goes to its url; the list then shows it read", async ({ page }) => {
    const userId = userIdOf(DEMO.member);
    withDb((db) =>
      db
        .prepare("insert into notifications (id, recipient_user_id, recipient_reference_id, title, text, url, created_at) values ('e2e-open-1', ?, '920005', 'Profile check', 'Please check your phone number.', '/profile', ?)")
        .run(userId, new Date(Date.now() - 3 * 60_000).toISOString()),
    );
    await openAs(page, DEMO.member);
    // Jobs may add notifications while the test runs: the badge is read, not predicted.
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const menu = page.getByRole("menu", { name: /Notifications/ });
    const item = menu.getByRole("menuitem").filter({ hasText: "Profile check" });
    await expect(item).toContainText("Please check your phone number.");
    await expect(item).toContainText("3 menit yang lalu");
    await expect(item).toContainText("(unread)");
    await item.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(withDb((db) => (db.prepare("select read_at from notifications where id = 'e2e-open-1'").get() as { read_at: string | null }).read_at)).not.toBeNull();
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("menuitem").filter({ hasText: "Profile check" })).not.toContainText("(unread)");
  });

  test("mark all as read empties the badge; the full page filters unread and all", async ({ page }) => {
    const userId = userIdOf(DEMO.signer);
    const count = (unread: boolean) => withDb((db) => (db.prepare(`select count(*) as n from notifications where recipient_user_id = ?${unread ? " and read_at is null" : ""}`).get(userId) as { n: number }).n);
    const unread = count(true);
    expect(unread).toBeGreaterThan(0);
    await openAs(page, DEMO.signer, "/notification?filter=unread");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Filter notifications" });
    await expect(filters.getByRole("link", { name: /Unread/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem").first()).toContainText("(unread)");
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const marked = new Date().toISOString();
    await page.getByRole("menuitem", { name: "Mark all as read" }).click();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    expect(withDb((db) => (db.prepare("select count(*) as n from notifications where recipient_user_id = ? and read_at is null and created_at <= ?").get(userId, marked) as { n: number }).n)).toBe(0);
    await page.keyboard.press("Escape");
    await page.reload();
    if (count(true) === 0) await expect(page.getByText("No Data Available")).toBeVisible();
    await filters.getByRole("link", { name: /All/ }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(Math.min(count(false), 20));
  });

  test("an empty list says 'No Data Available'; a new notification appears without a reload", async ({ page }) => {
    const email = spareUser("legal");
    const userId = userIdOf(email);
    withDb((db) => db.prepare("delete from notifications where recipient_user_id = ?").run(userId));
    await openAs(page, email);
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await expect(page.getByRole("menu", { name: "Notifications" }).getByText("No Data Available", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    // Closed (its exit animation done) before the next click, as a person sees it close.
    await expect(page.getByRole("menu", { name: "Notifications" })).toBeHidden();
    withDb((db) =>
      db.prepare("insert into notifications (id, recipient_user_id, recipient_reference_id, title, text, url) values ('e2e-live-1', ?, '1', 'Contract to review', 'Agreement AGR-0042 waits for legal review.', '/')").run(userId),
    );
    // The dropdown polls every 20 s and when the window regains focus.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await expect(page.getByRole("menuitem").filter({ hasText: "Contract to review" })).toBeVisible();
  });
});

test.describe("bookmarks", () => {
  test("ten pins show, later ones wait, and removing a shown one promotes the oldest waiting", async ({ page }) => {
    const userId = userIdOf(DEMO.companion);
    withDb((db) => {
      db.prepare("delete from bookmarks where user_id = ?").run(userId);
      const insert = db.prepare("insert into bookmarks (id, user_id, url, title, created_at) values (?, ?, ?, ?, ?)");
      for (let i = 1; i <= 10; i++) insert.run(`e2e-bm-${i}`, userId, `/notification?page=${i}`, `Notifications page ${i}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString());
    });
    await openAs(page, DEMO.companion, "/profile");
    await page.getByRole("button", { name: "Pin this page" }).click();
    await expect(toastWith(page, "Page pinned and waiting")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unpin this page" })).toBeVisible();

    await page.getByRole("button", { name: "Bookmarks, 10 pinned" }).click();
    // A menu holds only menu items (issue 18): the pinned and waiting bookmarks are groups of them, a row each
    // with its page and its remove item.
    const shown = page.getByRole("group", { name: "Pinned pages" });
    const waiting = page.getByRole("group", { name: "Waiting bookmarks" });
    const removes = (group: typeof shown) => group.getByRole("menuitem", { name: /^Remove / });
    await expect(removes(shown)).toHaveCount(10);
    await expect(removes(waiting)).toHaveCount(1);
    await expect(waiting).toContainText("Profile");

    await shown.getByRole("menuitem", { name: "Remove Notifications page 3" }).click();
    await expect(removes(shown)).toHaveCount(10);
    await expect(removes(shown).last()).toHaveAccessibleName("Remove Profile");
    await expect(waiting).toHaveCount(0);
    await shown.getByRole("menuitem", { name: /^Notifications page 5 / }).click();
    await expect(page).toHaveURL(/\/notification\?page=5$/);
    await page.goto("/profile#bookmarks");
    await expect(page.locator("#bookmarks").getByRole("listitem")).toHaveCount(10);
    withDb((db) => db.prepare("delete from bookmarks where user_id = ?").run(userId));
  });
});

test.describe("navbar", () => {
  test("the global search suggests products and people by name or code, and the full page groups them", async ({ page }) => {
    await openAs(page, DEMO.admin);
    const box = page.getByRole("combobox", { name: "Search products, documents and people" });
    await box.fill("Siti");
    const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(suggestions.getByRole("group", { name: "Users" }).getByRole("option", { name: /Siti Nurhaliza/ })).toBeVisible();
    await box.fill("ST");
    await expect(suggestions.getByRole("group", { name: "Products" }).getByRole("option", { name: /Smart Tenant/ })).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=ST$/);
    await expect(page.getByRole("heading", { level: 2, name: /Products/ })).toBeVisible();
  });

  test("the global search finds an invoice by its number and opens the invoice list narrowed to it", async ({ page }) => {
    const invoice = withDb((db) => db.prepare("select id, invoice_number as number from invoices where invoice_number is not null order by created_at desc limit 1").get() as { id: string; number: string });
    await openAs(page, DEMO.admin, `/search?q=${encodeURIComponent(invoice.number)}`);
    await expect(page.getByRole("heading", { level: 2, name: /Invoices/ })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(invoice.number) })).toHaveAttribute("href", `/invoices/${invoice.id}`);
    await page.screenshot({ path: "/tmp/shots/search-documents.png", fullPage: true });
    await page.getByRole("link", { name: "All matching invoices" }).click();
    await expect(page).toHaveURL(new RegExp(`/invoices\\?q=${invoice.number}$`));
    await expect(page.getByTestId("invoice-row").first().getByRole("link", { name: invoice.number })).toBeVisible();
  });

  test("a partner's search finds no people and no products outside their work", async ({ page }) => {
    await openAs(page, DEMO.partner, "/search?q=Siti");
    await expect(page.getByText("Nothing matches “Siti”.")).toBeVisible();
  });

  test("the user menu offers profile, change password and Log Out; the name falls back to DIGIMON", async ({ page }) => {
    const email = spareUser("member");
    withDb((db) => db.prepare("update users set fullname = null where email = ?").run(email));
    await openAs(page, email);
    await expect(page.getByTestId("display-name")).toHaveText("DIGIMON");
    await page.getByRole("button", { name: "Account menu for DIGIMON" }).click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(page.getByRole("menuitem", { name: "Change password" })).toHaveAttribute("href", "/change-password");
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
  });
});

test("without JavaScript the shell still works: menu, notifications link, pin form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, DEMO.owner);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await page.getByRole("button", { name: "Pin this page" }).click();
  await expect(page.getByRole("status")).toContainText("Page pinned");
  await expect(page.getByRole("button", { name: "Unpin this page" })).toBeVisible();
  await page.getByRole("button", { name: "Unpin this page" }).click();
  await expect(page.getByRole("button", { name: "Pin this page" })).toBeVisible();
  await context.close();
});
