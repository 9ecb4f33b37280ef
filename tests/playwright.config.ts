import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Each Playwright worker has a portal of its own (port, data directory, database, mailbox): the specs arrange and
 * count rows in their portal's database, so two workers sharing one portal would see each other's writes. One
 * worker by default: on this 2-core machine two workers (two portals, two browsers) made every test 3-5x slower,
 * more than they gained (README, Decisions). E2E_WORKERS=2 runs two portals side by side on a bigger machine.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The port and data directory of the portal of a worker slot (`testInfo.parallelIndex`). */
export const e2ePort = (slot: number) => BASE_PORT + slot;
export const e2eDataDir = (slot: number) => path.resolve(`tests/e2e/.data/${e2ePort(slot)}`);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./e2e/.results",
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // fixtures.ts points each worker at its own portal (baseURL per parallelIndex).
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "id-ID",
    // The browser is Indonesian (dates, numbers as the staff see them) but the specs read English labels. A
    // signed-out page follows the visitor's language choice before the browser's (issue 18), so every context,
    // also those a test opens with browser.newContext(), starts with English chosen, as a person who clicked
    // "English" on the sign-in page (the cookie routes/resources.language.tsx sets). Chromium replaces an
    // Accept-Language header with its locale's, so a header cannot do this. i18n.spec.ts chooses Bahasa Indonesia.
    storageState: { cookies: [{ name: "__digimon_lng", value: "ImVuIg%3D%3D", domain: "localhost", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }], origins: [] },
    timezoneId: "Asia/Jakarta",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: "bash e2e/start-server.sh",
    url: `http://localhost:${e2ePort(slot)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    // The specs read English labels; the Bahasa Indonesia run (i18n.spec.ts) gives its users the language itself.
    env: { PORT: String(e2ePort(slot)), DATA_DIR: e2eDataDir(slot), APP_MODE: "sandbox", LOG_LEVEL: "warn", DEFAULT_LANGUAGE: "en", NODE_ENV: "production" },
  })),
});
