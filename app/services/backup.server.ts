import { createHash } from "node:crypto";
import { createReadStream, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { db } from "#db/client.server";
import { migrationsFolder } from "#db/migrate";
import { env } from "./env.server";
import { claimPortalLock } from "./portal-lock.server";

/**
 * Backups of the portal's SQLite database and their restore (issue 19).
 *
 * A backup is SQLite's online backup API (better-sqlite3's `backup()`): a consistent copy of the database as
 * of one moment, taken while the portal serves and writes (WAL: the copy's read transaction never blocks a
 * writer). It is written under a temporary name, switched to a single self-contained file (rollback journal,
 * no -wal beside it), checked with `PRAGMA integrity_check`, given a sha256 file in `sha256sum` format, and only
 * then renamed to its final name: a file named digimon-*.db in the folder is always a whole, checked backup.
 */

const PREFIX = "digimon-";
const NAME = /^digimon-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.db$/;

export type BackupInfo = { file: string; name: string; takenAt: Date };
export type BackupResult = BackupInfo & { checksumFile: string; sha256: string; bytes: number; ms: number };

/** digimon-2026-11-21T03-02-01-123Z.db: UTC, sortable by name, no characters a file system dislikes. */
export function backupFileName(now: Date) {
  return `${PREFIX}${now.toISOString().replace(/[:.]/g, "-")}.db`;
}

function takenAtOf(name: string): Date | null {
  const stamp = NAME.exec(name)?.[1];
  if (!stamp) return null;
  const [date, time] = stamp.split("T");
  const [h, m, s, ms] = time.slice(0, -1).split("-");
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export const checksumFileOf = (file: string) => `${file}.sha256`;

/** `PRAGMA integrity_check` of a database file: "ok", or what is wrong (a file that is not a database included). */
export function integrityOf(file: string): string {
  let handle: Database.Database | undefined;
  try {
    handle = new Database(file, { fileMustExist: true });
    const rows = handle.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join("; ");
  } catch (error) {
    return (error as Error).message;
  } finally {
    handle?.close();
  }
}

/**
 * Takes a backup of `source` (an open connection to the live database) into `dir`. Safe at any moment: the
 * copy is made in one backup step, inside one read transaction, so it holds exactly the transactions committed
 * before it began; writers in other processes go on meanwhile (a copy made in many small steps would restart
 * every time another process writes, and under steady writes might never finish).
 */
export async function takeBackup(source: Database.Database, dir: string, now = new Date()): Promise<BackupResult> {
  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  const name = backupFileName(now);
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  try {
    await source.backup(partial, { progress: () => 0x7fffffff });
    const copy = new Database(partial);
    try {
      // One file, no -wal or -shm to lose on the way off-site; the portal switches it back to WAL when it opens it.
      copy.pragma("journal_mode = DELETE");
      const integrity = (copy.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check).join("; ");
      if (integrity !== "ok") throw new Error(`the copy failed its integrity check: ${integrity}`);
    } finally {
      copy.close();
    }
    const sha256 = await sha256File(partial);
    renameSync(partial, file);
    writeFileSync(checksumFileOf(file), `${sha256}  ${name}\n`);
    return { file, name, takenAt: now, checksumFile: checksumFileOf(file), sha256, bytes: statSync(file).size, ms: Date.now() - started };
  } catch (error) {
    for (const leftover of [partial, `${partial}-journal`, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
    throw error;
  }
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): BackupInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, takenAt: takenAtOf(name) }))
    .filter((b): b is { name: string; takenAt: Date } => b.takenAt !== null)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((b) => ({ ...b, file: path.join(dir, b.name) }));
}

/** Deletes the oldest backups (and their checksum files) beyond the newest `keep`; returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const doomed = all.slice(0, Math.max(0, all.length - keep));
  for (const b of doomed) {
    rmSync(b.file, { force: true });
    rmSync(checksumFileOf(b.file), { force: true });
  }
  return doomed.map((b) => b.name);
}

/**
 * Whether the schedule owes a backup: none in `dir`, or the newest older than the interval. The folder is the
 * state (not a timer), so a restart, a missed turn or a deleted backup is caught up on the next turn.
 */
export function backupDue(dir: string, intervalHours: number, now = new Date()): boolean {
  if (intervalHours <= 0) return false;
  const newest = listBackups(dir).at(-1);
  return !newest || now.getTime() - newest.takenAt.getTime() >= intervalHours * 3_600_000;
}

export class BackupCheckError extends Error {}

/** The checksum written beside the backup matches its bytes (refuses a missing checksum unless told). */
export async function checkChecksum(file: string, { requireChecksum = true } = {}) {
  const sumFile = checksumFileOf(file);
  if (!existsSync(sumFile)) {
    if (requireChecksum) throw new BackupCheckError(`No checksum file ${sumFile} beside the backup. If the file is known good (e.g. restored by Litestream), pass --no-checksum.`);
    return;
  }
  const expected = readFileSync(sumFile, "utf8").trim().split(/\s+/)[0]?.toLowerCase();
  const actual = await sha256File(file);
  if (expected !== actual) throw new BackupCheckError(`Checksum mismatch for ${file}: expected ${expected}, the file has ${actual}. The file is damaged or not the one the checksum was written for.`);
}

/**
 * The database in `file` is sound and this code can run it: integrity_check passes, drizzle's migrations table
 * is there, and every migration applied to it is one this code has (a backup from a newer release would run
 * against a schema the code does not know; an older one is fine: the portal migrates it forward at start).
 */
export function checkDatabase(file: string) {
  const integrity = integrityOf(file);
  if (integrity !== "ok") throw new BackupCheckError(`${file} failed the integrity check: ${integrity}`);
  const handle = new Database(file, { fileMustExist: true });
  try {
    const table = handle.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
    if (!table) throw new BackupCheckError(`${file} has no migrations table (__drizzle_migrations): it is not a Digimon database.`);
    const applied = handle.prepare("select created_at as createdAt from __drizzle_migrations order by created_at").all() as { createdAt: number }[];
    if (applied.length === 0) throw new BackupCheckError(`${file} has an empty migrations table: it is not a migrated Digimon database.`);
    const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
    const unknown = applied.filter((m) => !known.has(Number(m.createdAt)));
    if (unknown.length) {
      throw new BackupCheckError(`${file} was migrated by a newer release (${unknown.length} migration(s) this code does not have). Restore it with the release that wrote it.`);
    }
    return { migrations: applied.length };
  } finally {
    handle.close();
  }
}

/**
 * Whether any connection (any process) has the database open. Every connection of the portal runs in WAL mode and
 * holds a shared lock on the -shm file for as long as it is open, so an exclusive lock is refused while one exists.
 * A file SQLite cannot read as a database (the damaged one a restore is meant to replace) is in nobody's use.
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new Database(file, { timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("COMMIT");
    return false;
  } catch (error) {
    return (error as { code?: string }).code === "SQLITE_BUSY";
  } finally {
    probe.close();
  }
}

export type RestoreResult = { restored: string; replacedAs: string | null; migrations: number };

const SIDE_FILES = ["-wal", "-shm", "-journal"];

/**
 * Restores `file` as the database at `databasePath` of a stopped portal. Refuses while the portal runs (its
 * lock file in `dataDir`) or anything holds the database open; checks the checksum, then copies the backup
 * beside the database and checks that copy (the very bytes that will be used), and only then moves the current
 * database (with its -wal) aside as <database>.replaced-<time>, kept, and puts the copy in its place.
 */
export async function restoreBackup(
  file: string,
  { databasePath, dataDir, requireChecksum = true, now = new Date() }: { databasePath: string; dataDir: string; requireChecksum?: boolean; now?: Date },
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupCheckError(`No such backup: ${file}`);
  const release = claimPortalLock(dataDir, "restore");
  const staged = `${databasePath}.restoring`;
  try {
    await checkChecksum(file, { requireChecksum });
    if (databaseInUse(databasePath)) throw new BackupCheckError(`${databasePath} is open in another process (a job run with npm run job?). Stop it first.`);
    mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
    copyFileSync(file, staged);
    const { migrations } = checkDatabase(staged);
    let replacedAs: string | null = null;
    if (existsSync(databasePath)) {
      replacedAs = `${databasePath}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
      // Its -wal moves with it under the matching name, so the kept copy opens with every commit it had.
      renameSync(databasePath, replacedAs);
      for (const side of SIDE_FILES) if (existsSync(databasePath + side)) renameSync(databasePath + side, replacedAs + side);
    }
    renameSync(staged, databasePath);
    return { restored: databasePath, replacedAs, migrations };
  } finally {
    rmSync(staged, { force: true });
    for (const side of SIDE_FILES) rmSync(staged + side, { force: true });
    release();
  }
}

/**
 * Where the database, the data directory and the backups are, by the same rules as loadEnv, read without it:
 * the backup and restore commands must work when the rest of the configuration (secrets, SMTP) is not at hand.
 */
export function backupPaths(source: NodeJS.ProcessEnv = process.env) {
  const dataDir = source.DATA_DIR || "data";
  return { dataDir, databasePath: source.DATABASE_PATH || path.join(dataDir, "digimon.db"), backupDir: source.BACKUP_DIR || path.join(dataDir, "backups") };
}

/** `npm run backup` and the scheduled job: a backup of this process's database into BACKUP_DIR. */
export function backupDatabase({ dir = backupPaths().backupDir, now = new Date() }: { dir?: string; now?: Date } = {}) {
  return takeBackup(db().$client, dir, now);
}

export type ScheduledBackup = { taken: number; pruned: number; bytes: number; ms: number };

/** The job's turn: a backup when one is due (BACKUP_INTERVAL_HOURS), then the oldest beyond BACKUP_KEEP go. */
export async function scheduledBackup({ now = new Date() }: { now?: Date } = {}): Promise<ScheduledBackup> {
  const { BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP } = env();
  if (!backupDue(BACKUP_DIR, BACKUP_INTERVAL_HOURS, now)) return { taken: 0, pruned: 0, bytes: 0, ms: 0 };
  const backup = await takeBackup(db().$client, BACKUP_DIR, now);
  const pruned = pruneBackups(BACKUP_DIR, BACKUP_KEEP);
  return { taken: 1, pruned: pruned.length, bytes: backup.bytes, ms: backup.ms };
}
