import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes, createHash } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { e2eDataDir, e2ePort } from "../playwright.config";

export const DEMO_PASSWORD = "Digimon#2026";

/** The running test's portal: each Playwright worker has its own (playwright.config.ts). */
export const portalPort = () => e2ePort(base.info().parallelIndex);
export const portalDataDir = () => e2eDataDir(base.info().parallelIndex);

/** The e2e portal's own database, for arranging state a person could not set up quickly (and for checking what was written). */
export function e2eDb() {
  const db = new Database(path.join(portalDataDir(), "digimon.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/** One row of the e2e portal's database that the test needs (the seed's or an earlier step's); none is an error. */
export function dbRow<T>(sql: string, ...args: unknown[]): T {
  const db = e2eDb();
  try {
    const row = db.prepare(sql).get(...args) as T | undefined;
    if (!row) throw new Error(`The e2e database has nothing for: ${sql}`);
    return row;
  } finally {
    db.close();
  }
}

/**
 * Runs a `*.arrange.ts` script with tsx against the running test's portal database (the same services the screens
 * use, outbox left to the portal) and returns the JSON it prints.
 */
export function runArrangeScript<T>(script: string, env: Record<string, string> = {}): T {
  // Node with tsx's loader (npx tsx would start two more processes first).
  const out = execFileSync(process.execPath, ["--import", "tsx", script], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_PATH: path.join(portalDataDir(), "digimon.db"), DATA_DIR: portalDataDir(), APP_MODE: "sandbox", LOG_LEVEL: "silent", OUTBOX_INLINE: "off", ...env },
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 120_000,
  });
  return JSON.parse(out.toString()) as T;
}

const secret = () => readFileSync(path.join(portalDataDir(), "secrets", "session_secret"), "utf8").trim();

/**
 * Signs a demo user in by creating a session row and its cookie directly: tests
 * that are not about signing in start on their page at once. (The sign-in flow
 * itself is driven through the screens in auth.spec.ts.)
 */
export async function signInAs(page: Page, email: string, { ttlMinutes = 480 } = {}) {
  const db = e2eDb();
  try {
    const user = db.prepare("select id from users where email = ?").get(email) as { id: string } | undefined;
    if (!user) throw new Error(`No user ${email}`);
    const raw = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + ttlMinutes * 60_000).toISOString();
    db.prepare("insert into sessions (id, user_id, expires_at) values (?, ?, ?)").run(createHash("sha256").update(raw).digest("hex"), user.id, expiresAt);
    const cookie = createCookie("__digimon_session", { secrets: [secret()], path: "/", httpOnly: true, sameSite: "lax" });
    const value = (await cookie.serialize(raw)).split(";")[0].split("=").slice(1).join("=");
    await page.context().addCookies([{ name: "__digimon_session", value, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    return { userId: user.id };
  } finally {
    db.close();
  }
}

/** Browser console errors fail the test, except failed loads of 4xx answers a test provoked on purpose. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${e2ePort(testInfo.parallelIndex)}`),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export const portalUrl = () => `http://localhost:${portalPort()}`;
