import { expect, signInAs, test } from "./fixtures";
import { comboName, failuresSince, FOUR, keepFindings, type Role, ROLES, rotated, signedInScreens, themeFor, visitAsRole } from "./a11y-support";

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

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
// eslint-disable-next-line no-empty-pattern -- Playwright hooks take the fixtures first; this one needs none
test.afterEach(async ({}, testInfo) => keepFindings(testInfo));

// The audits of this file's earlier tests, by screen and combination (the tests run in order, in one worker).
const audited = new Map<string, { by: string; shapes: Set<string> }[]>();
// The super-admin first: it opens every screen, so the later roles are compared with its audits.
const roles = Object.keys(ROLES) as Role[];

for (const [index, role] of roles.entries()) {
  test(`every screen ${role} may open`, async ({ page }) => {
    const email = ROLES[role];
    await signInAs(page, email);
    let turn = index * 7;
    let opened = 0;
    const refused: string[] = [];
    // The error pages look the same for every role: a11y.spec.ts audits them.
    for (const [i, screen] of signedInScreens().entries()) {
      if (screen.status) continue;
      const combo = FULL_SWEEP && role !== "superAdmin" ? rotated(turn++) : FOUR[i % 4];
      themeFor(email, combo);
      if (await visitAsRole(page, screen, role, comboName(combo), audited)) opened++;
      else if (role === "superAdmin") refused.push(screen.path);
    }
    // The super-admin may open every screen: one it could not is a broken screen, not a permission.
    expect(refused).toEqual([]);
    // Every role has a home page at least: a sweep that opened nothing checked nothing.
    expect(opened).toBeGreaterThan(0);
    expect(failuresSince(0)).toEqual([]);
  });
}
