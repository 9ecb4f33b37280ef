import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "#db/client.server";
import { runMigrations } from "#db/migrate";

export const TEST_DB_DIR = path.resolve("tests/.tmp");
export const BASE_DB = path.join(TEST_DB_DIR, "base.db");

/** Migrates one base database per run; each test file then works on its own copy (epic-stack style). */
export default function setup() {
  rmSync(TEST_DB_DIR, { recursive: true, force: true });
  mkdirSync(TEST_DB_DIR, { recursive: true });
  const db = openDatabase(BASE_DB);
  runMigrations(db);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("journal_mode = DELETE");
  db.$client.close();
  return () => rmSync(TEST_DB_DIR, { recursive: true, force: true });
}
