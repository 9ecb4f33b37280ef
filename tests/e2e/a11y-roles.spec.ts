import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { type Combo, comboName, failuresSince, FOUR, keepFindings, type Role, ROLES, rotated, type Screen, signedInScreens, themeFor, visitAsRole } from "./a11y-support";

/**
 * Issue 18: axe on every screen "signed in as each role that can see it" (a11y.spec.ts does the signed-out
 * screens, the error pages and the dialogs). The super-admin opens every screen first, the four theme x layout
 * combinations rotating over them, and each screen is audited whole. Then every other role opens every screen
 * the server lets it open, in the same combination: axe runs on the elements of its rendering whose shape no
 * earlier audit of that screen has seen (renderingShapes in a11y-support.ts: another button, an empty table, a
 * badge of another colour, a menu of its own), and a rendering with none is recorded as covered.
 * With A11Y_SWEEP=full every visit is audited whole and the combinations rotate through the customizer's colours.
 */
test.describe.configure({ timeout: 900_000 });
const FULL_SWEEP = process.env.A11Y_SWEEP === "full";
/** Pages working side by side: one renders in the browser while the portal renders the other's next screen (2 cores). */
const LANES = Number(process.env.A11Y_LANES ?? 2);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
// eslint-disable-next-line no-empty-pattern -- Playwright hooks take the fixtures first; this one needs none
test.afterEach(async ({}, testInfo) => keepFindings(testInfo));

// The audits of this file's earlier tests, by screen and combination (the tests run in order, in one worker).
const audited = new Map<string, { by: string; shapes: Set<string> }[]>();
// The super-admin first: it opens every screen, so the later roles are compared with its audits.
const roles = Object.keys(ROLES) as Role[];

/**
 * Whether the server lets the signed-in role open the screen, asked without the browser: a refusal (a redirect to
 * not-authorized or a 403/404) is most of a role's screens, and rendering each in Chromium only to leave it took
 * most of the sweep. A screen answered 200 is opened in the browser, which checks the final address again.
 */
async function mayOpen(page: Page, screen: Screen) {
  const response = await page.request.get(screen.path, { maxRedirects: 0 });
  return response.status() === 200;
}

/** Each page takes the next screen when it is free; the screens of one batch share one theme combination. */
async function inLanes<T>(pages: Page[], items: T[], visit: (page: Page, item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(pages.map(async (page) => {
    while (next < items.length) await visit(page, items[next++]);
  }));
}

for (const [index, role] of roles.entries()) {
  test(`every screen ${role} may open`, async ({ page }) => {
    const email = ROLES[role];
    await signInAs(page, email);
    const pages = [page];
    for (let lane = 1; lane < LANES; lane++) {
      const more = await page.context().newPage();
      await more.setViewportSize({ width: 1280, height: 900 });
      pages.push(more);
    }
    // The theme is the user's (one per role at a time): the screens are taken a combination at a time, the
    // combination of each screen as before (the four rotating over the screens; A11Y_SWEEP=full: more colours).
    let turn = index * 7;
    const byCombo = new Map<string, { combo: Combo; screens: Screen[] }>();
    // The error pages look the same for every role: a11y.spec.ts audits them.
    for (const [i, screen] of signedInScreens().entries()) {
      if (screen.status) continue;
      const combo = FULL_SWEEP && role !== "superAdmin" ? rotated(turn++) : FOUR[i % 4];
      const batch = byCombo.get(comboName(combo)) ?? { combo, screens: [] };
      batch.screens.push(screen);
      byCombo.set(comboName(combo), batch);
    }
    let opened = 0;
    const refused: string[] = [];
    for (const [name, { combo, screens }] of byCombo) {
      themeFor(email, combo);
      await inLanes(pages, screens, async (lane, screen) => {
        if ((await mayOpen(lane, screen)) && (await visitAsRole(lane, screen, role, name, audited))) opened++;
        else if (role === "superAdmin") refused.push(screen.path);
      });
    }
    // The super-admin may open every screen: one it could not is a broken screen, not a permission.
    expect(refused).toEqual([]);
    // Every role has a home page at least: a sweep that opened nothing checked nothing.
    expect(opened).toBeGreaterThan(0);
    expect(failuresSince(0)).toEqual([]);
  });
}
