import { expect, signInAs, test } from "./fixtures";
import { allFindings, audit, comboName, failuresSince, findings, FOUR, keepFindings, ROLES, screens, signedInScreens, themeFor, visit } from "./a11y-support";
import { whenLive } from "./shell-helpers";

/**
 * Issue 18, WCAG 2.2 AA: axe-core on every screen a person can open, in the light and dark themes and the
 * vertical and horizontal layouts, with the menus and dialogs open. Zero serious or critical violations; on
 * every page one h1, a skip link, main and nav landmarks and no raw translation key (⟦...⟧). The per-screen
 * table goes to tests/e2e/.a11y-report.md for the closing note.
 *
 * This file: the signed-out screens, the signed-in error pages, the menus and dialogs, the session-expiry
 * dialog. a11y-roles.spec.ts opens every signed-in screen as every demo role. A11Y_SWEEP=full adds every screen x combination pair as the super-admin, and makes the role sweeps
 * audit every visit whole (about 40 minutes more on a 2-core machine):
 * `A11Y_SWEEP=full npx playwright test -c tests/playwright.config.ts a11y`.
 */
test.describe.configure({ timeout: 600_000 });
const FULL_SWEEP = process.env.A11Y_SWEEP === "full";

test.beforeEach(async ({ page }) => {
  // Wide enough for the horizontal layout (1200 px and up) and the open sidebar.
  await page.setViewportSize({ width: 1280, height: 900 });
});
// eslint-disable-next-line no-empty-pattern -- Playwright hooks take the fixtures first; this one needs none
test.afterEach(async ({}, testInfo) => keepFindings(testInfo));

test("signed-out screens: sign-in pages, mailbox, not-authorized and 404, in both themes", async ({ page }) => {
  const list = screens().filter((s) => s.signedOut);
  // Signed out there is no user theme (light); the dark class is set by hand for every other screen.
  for (const [i, screen] of list.entries()) {
    await visit(page, screen, "signed out", "light");
    if (i % 2 === 0) {
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      await audit(page, screen.name, "signed out", "dark");
    }
  }
  expect(failuresSince(0)).toEqual([]);
});

// The signed-in error pages (a11y-roles.spec.ts skips them: they look the same for every role).
test("the signed-in error pages: not authorized and 404", async ({ page }) => {
  await signInAs(page, ROLES.superAdmin);
  for (const [i, screen] of signedInScreens().entries()) {
    if (!screen.status) continue;
    themeFor(ROLES.superAdmin, FOUR[i % 4]);
    await visit(page, screen, "superAdmin", comboName(FOUR[i % 4]));
  }
  expect(failuresSince(0)).toEqual([]);
});

test("every signed-in screen in each theme x layout combination: the super-admin fills in the ones no visit had", async ({ page }, testInfo) => {
  test.skip(!FULL_SWEEP, "runs with A11Y_SWEEP=full (see the top of this file)");
  const seen = new Set(allFindings(testInfo.project.outputDir).map((f) => `${f.screen}|${f.combo.split(" ")[0]}`));
  await signInAs(page, ROLES.superAdmin);
  for (const combo of FOUR) {
    themeFor(ROLES.superAdmin, combo);
    for (const screen of signedInScreens()) {
      if (seen.has(`${screen.name}|${comboName(combo)}`)) continue;
      await visit(page, screen, "superAdmin", comboName(combo));
    }
  }
  expect(failuresSince(0)).toEqual([]);
});

test("the open menus and dialogs: user menu, notifications, bookmarks, customizer, search suggestions", async ({ page }) => {
  await signInAs(page, ROLES.superAdmin);
  const before = findings.length;
  for (const combo of [FOUR[0], FOUR[3]]) {
    themeFor(ROLES.superAdmin, combo);
    const name = comboName(combo);
    await page.goto("/");
    await whenLive(page);
    const open = async (what: string, trigger: () => Promise<void>, shown: () => Promise<void>) => {
      await trigger();
      await shown();
      await audit(page, `dialog: ${what}`, "superAdmin", name, { structure: false });
      await page.keyboard.press("Escape");
    };
    await open("user menu", () => page.getByRole("button", { name: /^Account menu for/ }).click(), () => expect(page.getByRole("menu")).toBeVisible());
    await open("notifications", () => page.getByRole("button", { name: /^Notifications/ }).click(), () => expect(page.getByRole("menu", { name: "Notifications" })).toBeVisible());
    await open("bookmarks", () => page.getByRole("button", { name: /^Bookmarks,/ }).click(), () => expect(page.getByRole("menu", { name: "Bookmarks" })).toBeVisible());
    await open("customizer", () => page.getByRole("button", { name: "Theme customizer" }).click(), () => expect(page.getByRole("dialog", { name: "Theme customizer" })).toBeVisible());
    await open(
      "search suggestions",
      () => page.getByRole("combobox").first().fill("PT"),
      () => expect(page.getByRole("listbox")).toBeVisible(),
    );
  }
  const mine = findings.slice(before);
  expect(mine.filter((f) => f.problems.length).map((f) => `${f.screen} (${f.combo}): ${f.problems.join(" | ")}`)).toEqual([]);
});

test("the session-expiry dialog, in both themes", async ({ page }) => {
  const before = findings.length;
  for (const combo of [FOUR[1], FOUR[2]]) {
    await page.context().clearCookies();
    themeFor(ROLES.member, combo);
    // A session that ends in 10 minutes: inside the 30-minute margin, so the dialog opens at once.
    await signInAs(page, ROLES.member, { ttlMinutes: 10 });
    await page.goto("/");
    await whenLive(page);
    await expect(page.getByRole("alertdialog", { name: "Session Expired" })).toBeVisible();
    await audit(page, "dialog: session expired", "member", comboName(combo), { structure: false });
  }
  const mine = findings.slice(before);
  expect(mine.filter((f) => f.problems.length).map((f) => `${f.screen} (${f.combo}): ${f.problems.join(" | ")}`)).toEqual([]);
});
