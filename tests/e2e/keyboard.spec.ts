import { expect, signInAs, test } from "./fixtures";
import { pressUntil, skipToContent } from "./keyboard-helpers";
import { whenLive, withDb } from "./shell-helpers";

/**
 * Issue 18: the main flows by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; no mouse), with a
 * visible focus indicator on every stop the keyboard makes on the way.
 */
test.describe.configure({ timeout: 120_000 });

test.describe("signed out", () => {
test("sign-in with the e-mailed one-time code, by keyboard", async ({ page, context }) => {
  const email = "settlement@digimon.test";
  await page.goto("/login");
  await whenLive(page);
  // The sign-in page starts in its first field (autofocus): nothing to skip.
  await pressUntil(page, page.getByLabel("E-mail"));
  await page.keyboard.type(email);
  await pressUntil(page, page.getByLabel("Password"));
  await page.keyboard.type("Digimon#2026");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Enter your one-time code" })).toBeVisible();

  // The code arrives in the sandbox mailbox (read in a second tab, by its address: no clicks).
  const mailbox = await context.newPage();
  let code = "";
  await expect(async () => {
    await mailbox.goto("/dev/mail");
    const subject = await mailbox.getByRole("listitem").filter({ hasText: `To ${email}` }).filter({ hasText: "sign-in code" }).first().getByRole("heading").innerText({ timeout: 1_000 });
    code = /(\d{6})/.exec(subject)![1];
  }).toPass({ timeout: 30_000 });
  await mailbox.close();

  await page.bringToFront();
  await pressUntil(page, page.getByLabel("One-time code"));
  await page.keyboard.type(code);
  const trust = page.getByLabel("Trust this device for 30 days");
  await pressUntil(page, trust);
  await page.keyboard.press("Space");
  await expect(trust).toBeChecked();
  // Shift+Tab goes back to the code; Tab twice forward reaches the button.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByLabel("One-time code")).toBeFocused();
  await pressUntil(page, page.getByRole("button", { name: "Verify and sign in" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("the sign-in page's language switch, by keyboard: to Bahasa Indonesia and back", async ({ page }) => {
  await page.goto("/login");
  await whenLive(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const switcher = page.getByRole("navigation", { name: "Language" });
  // The current language is marked, not offered: only the other one is a Tab stop.
  await expect(switcher.getByRole("button", { name: "English" })).toHaveCount(0);
  await pressUntil(page, switcher.getByRole("button", { name: "Bahasa Indonesia" }));
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1, name: "Masuk ke Digimon" })).toBeVisible();
  await expect(page.getByLabel("Kata sandi")).toBeVisible();

  // And back, again without a mouse: the choice is kept in the cookie, so the English suites that follow are untouched.
  const back = page.getByRole("navigation", { name: "Bahasa" }).getByRole("button", { name: "English" });
  await pressUntil(page, back);
  await page.keyboard.press("Space");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Digimon" })).toBeVisible();
});
});

test("approving an invoice from the inbox, by keyboard", async ({ page }) => {
  await signInAs(page, "signer@digimon.test");
  await page.goto("/invoices/inbox");
  await whenLive(page);
  await skipToContent(page);
  const first = page.getByTestId("invoice-row").first().locator("td:nth-child(1) a");
  await pressUntil(page, first);
  const href = (await first.getAttribute("href"))!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice of BL-/ })).toBeVisible();
  await whenLive(page);

  // A client-side navigation puts the focus on the new page's content, as a page load would start there.
  await expect(page.locator("#main")).toBeFocused();
  await pressUntil(page, page.getByLabel("Approval message"));
  await page.keyboard.type("Sesuai kontrak dan BAST");
  await pressUntil(page, page.getByLabel("SKUM number"));
  await page.keyboard.type("SKUM-KB-0001");
  await pressUntil(page, page.getByRole("button", { name: "Approve invoice" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /^INV-[A-Z]{2}-\d{6}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText("Approved by Agus Prasetyo")).toBeVisible();
  const id = href.split("/").pop();
  expect(withDb((db) => (db.prepare("select status_invoice as s from invoices where id = ?").get(id) as { s: string }).s)).toBe("approved");
});

test("filtering a list, by keyboard", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/invoices");
  await whenLive(page);
  await skipToContent(page);
  const status = page.getByLabel("Status", { exact: true });
  await pressUntil(page, status);
  // A closed native select changes its value with the arrow keys.
  for (let i = 0; i < 15 && (await status.inputValue()) !== "rejected"; i++) await page.keyboard.press("ArrowDown");
  await expect(status).toHaveValue("rejected");
  // Apply sits before the filters, beside the search box: back with Shift+Tab.
  await pressUntil(page, page.getByRole("button", { name: "Apply" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]status=rejected/);
  // The URL changes a moment before React paints the new rows: wait for the summary of the filtered list.
  const rejected = withDb((db) => (db.prepare("select count(*) as n from invoices where status_invoice = 'rejected'").get() as { n: number }).n);
  await expect(page.getByTestId("list-summary")).toContainText(`of ${rejected.toLocaleString("id-ID")}`);
  const rows = page.getByTestId("invoice-row");
  await expect(rows.first()).toBeVisible();
  for (const s of await rows.locator("td:nth-child(8)").allInnerTexts()) expect(s.trim().toLowerCase()).toBe("rejected");
});

test("the theme customizer, by keyboard: open, choose with the arrows, close with Escape", async ({ page }) => {
  const email = "member@digimon.test";
  await signInAs(page, email);
  await page.goto("/notification");
  await whenLive(page);
  const toggle = page.getByRole("button", { name: "Theme customizer" });
  await pressUntil(page, toggle);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Theme customizer" });
  await expect(panel).toBeVisible();
  // The focus moved into the panel: the next Tab stops are its own controls.
  await expect(panel).toBeFocused();
  const light = panel.getByRole("radio", { name: "Light", exact: true });
  await pressUntil(page, light);
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("radio", { name: "Dark", exact: true })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  // The saved choice re-renders the panel; the focus stays on the choice made.
  await expect(panel.getByRole("radio", { name: "Dark", exact: true })).toBeFocused();
  // A switch answers Space.
  const rtl = panel.getByRole("switch", { name: "Right-to-left" });
  await pressUntil(page, rtl);
  await page.keyboard.press("Space");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.keyboard.press("Space");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  // Escape closes it and gives the focus back to the toggle; Space opens it again, Escape again closes.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(toggle).toBeFocused();
  const stored = withDb((db) => db.prepare("select theme from user_settings where user_id = (select id from users where email = ?)").get(email) as { theme: string });
  expect(JSON.parse(stored.theme)).toMatchObject({ mode: "dark", rtl: false });
});
