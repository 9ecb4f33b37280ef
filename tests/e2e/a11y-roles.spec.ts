import { expect, signInAs, test } from "./fixtures";
import { comboName, failuresSince, FOUR, keepFindings, type Role, ROLES, rotated, signedInScreens, themeFor, visitAsRole } from "./a11y-support";

/**
 * Issue 18: axe on every screen "signed in as each role that can see it" (a11y.spec.ts does the super-admin,
 * the signed-out screens and the dialogs). Each role opens every screen the server lets it open, in the same
 * theme and layout the super-admin's sweep gives that screen. The first role to open a screen is audited; a
 * later role whose rendering has no element shape that an audit of that screen has not seen (see
 * renderingShapes in a11y-support.ts) is recorded as covered by that audit instead of running axe again on the
 * same markup; a role that sees anything more (another button, an empty table, a menu of its own) is audited.
 * With A11Y_SWEEP=full every visit is audited and the combinations rotate through the customizer's colours.
 */
test.describe.configure({ timeout: 600_000 });
const FULL_SWEEP = process.env.A11Y_SWEEP === "full";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
// eslint-disable-next-line no-empty-pattern -- Playwright hooks take the fixtures first; this one needs none
test.afterEach(async ({}, testInfo) => keepFindings(testInfo));

// The audits of this file's earlier tests, by screen and combination (the tests run in order, in one worker).
const audited = new Map<string, { by: string; shapes: Set<string> }[]>();
// The admin first: it opens the most screens, so the later roles are mostly compared with its audits.
const roles = (Object.keys(ROLES) as Role[]).filter((r) => r !== "superAdmin");

for (const [index, role] of roles.entries()) {
  test(`every screen ${role} may open`, async ({ page }) => {
    const email = ROLES[role];
    await signInAs(page, email);
    let turn = index * 7;
    let opened = 0;
    // The error pages look the same for every role; a11y.spec.ts audits them.
    for (const [i, screen] of signedInScreens().entries()) {
      if (screen.status) continue;
      const combo = FULL_SWEEP ? rotated(turn++) : FOUR[i % 4];
      themeFor(email, combo);
      if (await visitAsRole(page, screen, role, comboName(combo), audited)) opened++;
    }
    // Every role has a home page at least: a sweep that opened nothing checked nothing.
    expect(opened).toBeGreaterThan(0);
    expect(failuresSince(0)).toEqual([]);
  });
}
