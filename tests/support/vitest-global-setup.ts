import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "#db/client.server";
import { runMigrations } from "#db/migrate";

/** One folder per run (two runs side by side must not delete each other's databases); the files find it in VITEST_TMP_DIR. */
export const TEST_DB_DIR = path.resolve("tests/.tmp", `run-${process.pid}`);
export const BASE_DB = path.join(TEST_DB_DIR, "base.db");

/** Migrates one base database per run; each test file then works on its own copy (epic-stack style). */
export default function setup() {
  process.env.VITEST_TMP_DIR = TEST_DB_DIR;
  rmSync(TEST_DB_DIR, { recursive: true, force: true });
  mkdirSync(TEST_DB_DIR, { recursive: true });
  const db = openDatabase(BASE_DB);
  runMigrations(db);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("journal_mode = DELETE");
  db.$client.close();
  return () => rmSync(TEST_DB_DIR, { recursive: true, force: true });
}
