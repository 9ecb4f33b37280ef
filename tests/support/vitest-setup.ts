import { copyFileSync } from "node:fs";
import path from "node:path";
import { format } from "node:util";
import { afterAll, afterEach, beforeEach, vi } from "vitest";

/**
 * Each test file gets a fresh copy of the pre-migrated base database, and its
 * own DATA_DIR (mail, uploads, secrets), before any module opens a connection.
 */
const dir = process.env.VITEST_TMP_DIR ?? path.resolve("tests/.tmp");
const id = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const file = path.join(dir, `test-${id}.db`);
copyFileSync(path.join(dir, "base.db"), file);
process.env.DATABASE_PATH = file;
process.env.DATA_DIR = path.join(dir, `data-${id}`);
process.env.APP_MODE = "sandbox";
process.env.OUTBOX_INLINE = "off";
process.env.LOG_LEVEL = "silent";
// The suite reads English text; tests/integration/i18n-*.test.ts set the portal's real default (id) themselves.
process.env.DEFAULT_LANGUAGE ??= "en";

/** An unexpected console.error fails the test; a test that expects one calls `expectConsoleError()`. */
let errors: string[] = [];
let expected = 0;
export function expectConsoleError(count = 1) {
  expected += count;
}
(globalThis as { expectConsoleError?: typeof expectConsoleError }).expectConsoleError = expectConsoleError;

beforeEach(() => {
  errors = [];
  expected = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > expected) throw new Error(`Unexpected console.error:\n${errors.slice(expected).join("\n")}`);
});

afterAll(async () => {
  const { closeDb } = await import("#db/client.server");
  closeDb();
});
