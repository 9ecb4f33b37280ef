import type { Page } from "@playwright/test";
import { e2eDb, signInAs } from "./fixtures";

export const DEMO = {
  superAdmin: "super.admin@digimon.test",
  admin: "admin@digimon.test",
  owner: "owner@digimon.test",
  signer: "signer@digimon.test",
  member: "member@digimon.test",
  settlement: "settlement@digimon.test",
  partner: "partner@digimon.test",
  companion: "companion@digimon.test",
} as const;

/** Runs `fn` with the e2e database and closes it. */
export function withDb<T>(fn: (db: ReturnType<typeof e2eDb>) => T): T {
  const db = e2eDb();
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export const userIdOf = (email: string) => withDb((db) => (db.prepare("select id from users where email = ?").get(email) as { id: string }).id);

/** Stores a theme for the user, as the customizer would (tests that are not about the customizer start from it). */
export function setTheme(email: string, theme: Record<string, unknown>) {
  withDb((db) =>
    db
      .prepare("insert into user_settings (user_id, theme, updated_at) values (?, ?, ?) on conflict(user_id) do update set theme = excluded.theme, updated_at = excluded.updated_at")
      .run(userIdOf(email), JSON.stringify(theme), new Date().toISOString()),
  );
}

/** An active generated account with the given role, for tests that change a person's data. */
export function spareUser(role: string, skip = 0): string {
  return withDb(
    (db) =>
      (
        db
          .prepare("select u.email from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = ? and u.status = 'active' and u.id like 'usr-gen-%' order by u.id limit 1 offset ?")
          .get(role, skip) as { email: string }
      ).email,
  );
}

/** Signs in and opens a page in one go; waits until the page is live (hydrated) when JavaScript runs. */
export async function openAs(page: Page, email: string, path = "/") {
  const session = await signInAs(page, email);
  await page.goto(path);
  await whenLive(page);
  return session;
}

/** The shell marks itself once React runs in the browser: background polls and menus work from then on. */
export async function whenLive(page: Page) {
  // Pages without the shell (not-authorized, error pages) have no marker: nothing to wait for.
  await page.waitForFunction(() => document.querySelector('[data-hydrated="true"]') !== null || document.querySelector("[data-hydrated]") === null);
}

/** A toast: the Toaster's (JavaScript) or the server-rendered one (without). */
export const toastWith = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications \(F8\)$/ }).getByRole("listitem").filter({ hasText: text }).or(page.getByRole("status").filter({ hasText: text })).first();

/**
 * The side menu as stored in the page: headers, items and groups with their children, in order
 * (read from the DOM, so items inside closed groups and labels hidden by a collapsed sidebar count too).
 */
export function readSideMenu(page: Page) {
  return page.locator('aside nav[aria-label="Main menu"] > ul').evaluate((ul) => {
    const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
    const entry = (li: Element): string => {
      const summary = li.querySelector(":scope > details > summary");
      if (summary) {
        const children = [...li.querySelectorAll(":scope > details > ul > li")].map(entry);
        return `${text(summary.querySelector("span.flex-1"))} [${children.join(", ")}]`;
      }
      const link = li.querySelector(":scope > a");
      if (link) return link.getAttribute("title") ?? text(link);
      return `# ${text(li.querySelector("span"))}`;
    };
    return [...ul.querySelectorAll(":scope > li")].map(entry);
  });
}
