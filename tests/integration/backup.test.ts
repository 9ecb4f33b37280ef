/**
 * Backups and restore (issue 19): a backup taken while another process writes holds every row committed before
 * it began and passes integrity_check; restore checks what it is given and refuses a wrong checksum, a damaged
 * file, a newer schema and a running portal, and keeps what it replaces; the schedule keeps BACKUP_KEEP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { db } from "#db/client.server";
import { portalLockFile } from "~/services/portal-lock.server";
import {
  backupDue,
  checksumFileOf,
  integrityOf,
  listBackups,
  pruneBackups,
  restoreBackup,
  scheduledBackup,
  sha256File,
  takeBackup,
} from "~/services/backup.server";
import { backupCommand } from "../../scripts/backup";
import { restoreCommand } from "../../scripts/restore";

// Read by env() on first use (the scheduled job's settings).
const scheduleDir = mkdtempSync(path.join(tmpdir(), "digimon-backups-"));
process.env.BACKUP_DIR = scheduleDir;
process.env.BACKUP_KEEP = "3";
process.env.BACKUP_INTERVAL_HOURS = "24";

const fresh = (name: string) => mkdtempSync(path.join(tmpdir(), `digimon-${name}-`));
const rowsIn = (file: string, sql: string) => {
  const handle = new Database(file, { readonly: true });
  try {
    return handle.prepare(sql).get() as Record<string, number>;
  } finally {
    handle.close();
  }
};

/** A process that inserts rows one transaction at a time into backup_probe, as fast as it can, until killed. */
function startWriter(file: string): ChildProcess {
  const code = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1]);
    db.pragma("journal_mode = WAL"); db.pragma("busy_timeout = 5000"); db.pragma("synchronous = NORMAL");
    const insert = db.prepare("insert into backup_probe (payload) values (?)");
    const pad = "x".repeat(400);
    process.send("ready");
    for (;;) insert.run(pad + Date.now());
  `;
  return spawn(process.execPath, ["-e", code, file], { stdio: ["ignore", "ignore", "inherit", "ipc"], cwd: process.cwd() });
}

async function aBackup(dir = fresh("one")) {
  return takeBackup(db().$client, dir);
}

describe("a backup under write load", () => {
  it("holds every row committed before it began, passes integrity_check, and restores into a fresh directory", async () => {
    db().$client.exec("create table if not exists backup_probe (id integer primary key, payload text not null)");
    const writer = startWriter(process.env.DATABASE_PATH!);
    try {
      await new Promise((resolve) => writer.once("message", resolve));
      // Let the writer get going (a few thousand rows), so the backup lands in the middle of the stream.
      const until = Date.now() + 10_000;
      while ((db().$client.prepare("select count(*) as n from backup_probe").get() as { n: number }).n < 3_000 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const committedBefore = (db().$client.prepare("select max(id) as id from backup_probe").get() as { id: number }).id;
      const backup = await aBackup();
      await new Promise((r) => setTimeout(r, 100));
      const committedAfter = (db().$client.prepare("select max(id) as id from backup_probe").get() as { id: number }).id;
      expect(committedBefore).toBeGreaterThan(0);
      // The writer did go on writing while (and after) the backup was taken.
      expect(committedAfter).toBeGreaterThan(committedBefore);

      expect(readFileSync(backup.checksumFile, "utf8")).toBe(`${backup.sha256}  ${backup.name}\n`);
      expect(integrityOf(backup.file)).toBe("ok");
      // One self-contained file: no -wal beside it to lose on the way off-site.
      expect(existsSync(`${backup.file}-wal`)).toBe(false);

      const target = fresh("restored");
      const result = await restoreBackup(backup.file, { databasePath: path.join(target, "digimon.db"), dataDir: target });
      expect(result).toMatchObject({ restored: path.join(target, "digimon.db"), replacedAs: null });
      expect(integrityOf(result.restored)).toBe("ok");
      const restored = rowsIn(result.restored, "select count(*) as n, max(id) as max, sum(id <= " + committedBefore + ") as before from backup_probe");
      // Every row committed before the backup began is there, and the copy is one moment: no hole after it.
      expect(restored.before).toBe(committedBefore);
      expect(restored.n).toBe(restored.max);
    } finally {
      writer.kill("SIGKILL");
    }
  }, 40_000);
});

describe("restore", () => {
  it("keeps the database it replaces beside it, with its contents", async () => {
    const backup = await aBackup();
    const target = fresh("replace");
    const live = path.join(target, "digimon.db");
    const old = new Database(live);
    old.pragma("journal_mode = WAL");
    old.exec("create table marker (v text); insert into marker values ('the old one')");
    old.close();
    const result = await restoreBackup(backup.file, { databasePath: live, dataDir: target, now: new Date("2027-01-02T03:04:05.006Z") });
    expect(result.replacedAs).toBe(`${live}.replaced-2027-01-02T03-04-05-006Z`);
    expect(rowsIn(result.replacedAs!, "select count(*) as n from marker").n).toBe(1);
    expect(rowsIn(live, "select count(*) as n from __drizzle_migrations").n).toBeGreaterThan(0);
    expect(readdirSync(target).filter((f) => f.includes(".restoring"))).toEqual([]);
    expect(existsSync(portalLockFile(target))).toBe(false);
  });

  it("refuses a wrong checksum, and a missing one unless told, leaving the database alone", async () => {
    const backup = await aBackup();
    const target = fresh("checksum");
    const live = path.join(target, "digimon.db");
    writeFileSync(live, "current");
    writeFileSync(backup.checksumFile, `${"0".repeat(64)}  ${backup.name}\n`);
    await expect(restoreBackup(backup.file, { databasePath: live, dataDir: target })).rejects.toThrow(/Checksum mismatch/);
    expect(readFileSync(live, "utf8")).toBe("current");

    const other = await aBackup();
    const bare = path.join(fresh("bare"), "copy.db");
    copyFileSync(other.file, bare);
    await expect(restoreBackup(bare, { databasePath: live, dataDir: target })).rejects.toThrow(/No checksum file/);
    expect(readFileSync(live, "utf8")).toBe("current");
    await expect(restoreBackup(bare, { databasePath: live, dataDir: target, requireChecksum: false })).resolves.toMatchObject({ restored: live });
  });

  it("refuses a damaged file even when its checksum matches (integrity_check), and a file that is no database", async () => {
    const backup = await aBackup();
    const bytes = readFileSync(backup.file);
    // Overwrite the middle of the file: pages of tables and indexes no longer agree.
    const damaged = path.join(fresh("damaged"), "damaged.db");
    const broken = Buffer.from(bytes);
    broken.fill(0x5a, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 16_384);
    writeFileSync(damaged, broken);
    const target = fresh("corrupt-target");
    await expect(restoreBackup(damaged, { databasePath: path.join(target, "digimon.db"), dataDir: target, requireChecksum: false })).rejects.toThrow(/integrity check|malformed|not a database/);
    expect(existsSync(path.join(target, "digimon.db"))).toBe(false);

    const noDatabase = path.join(fresh("text"), "notes.db");
    writeFileSync(noDatabase, "this is not a database ".repeat(500));
    await expect(restoreBackup(noDatabase, { databasePath: path.join(target, "digimon.db"), dataDir: target, requireChecksum: false })).rejects.toThrow(/integrity check/);
  });

  it("refuses a backup from a newer release (a migration this code does not have)", async () => {
    const backup = await aBackup();
    const handle = new Database(backup.file);
    handle.prepare("insert into __drizzle_migrations (hash, created_at) values ('future', ?)").run(Date.now() + 10 * 365 * 86_400_000);
    handle.close();
    // A sound backup with its own checksum, written by a release that has one more migration.
    writeFileSync(backup.checksumFile, `${await sha256File(backup.file)}  ${backup.name}\n`);
    const target = fresh("newer");
    await expect(restoreBackup(backup.file, { databasePath: path.join(target, "digimon.db"), dataDir: target })).rejects.toThrow(/newer release/);
  });

  it("refuses while the portal runs (a live pid in portal.lock) or the database is open, and takes over a stale lock", async () => {
    const backup = await aBackup();
    const target = fresh("running");
    const live = path.join(target, "digimon.db");
    const portal = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(portalLockFile(target), JSON.stringify({ pid: portal.pid, role: "server", startedAt: new Date().toISOString() }));
      await expect(restoreBackup(backup.file, { databasePath: live, dataDir: target })).rejects.toThrow(`The portal is running (pid ${portal.pid}`);
      expect(existsSync(live)).toBe(false);
      // The refusal left the portal's lock in place.
      expect(JSON.parse(readFileSync(portalLockFile(target), "utf8")).pid).toBe(portal.pid);
    } finally {
      portal.kill("SIGKILL");
      await new Promise((resolve) => portal.once("exit", resolve));
    }
    // The portal died without cleaning up (SIGKILL): its lock is stale, and the restore goes ahead.
    const restoredOnce = await restoreBackup(backup.file, { databasePath: live, dataDir: target });
    expect(restoredOnce.restored).toBe(live);

    // No portal, but something holds the database open (a job run by hand, a sqlite3 shell).
    const holder = new Database(live);
    holder.pragma("journal_mode = WAL");
    holder.prepare("select count(*) from __drizzle_migrations").get();
    try {
      await expect(restoreBackup(backup.file, { databasePath: live, dataDir: target })).rejects.toThrow(/is open in another process/);
    } finally {
      holder.close();
    }
  });

  it("npm run backup prints where, and npm run restore says what it did and what it refused", async () => {
    const printed: string[] = [];
    const dir = fresh("cli");
    expect(await backupCommand(["--dir", dir], (l) => printed.push(l))).toBe(0);
    const [file] = listBackups(dir);
    expect(printed.join("\n")).toContain(`Backup written: ${file.file}`);
    expect(printed.join("\n")).toContain(`Checksum: ${checksumFileOf(file.file)}`);

    const target = fresh("cli-target");
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_PATH: process.env.DATABASE_PATH };
    process.env.DATA_DIR = target;
    delete process.env.DATABASE_PATH;
    try {
      printed.length = 0;
      expect(await restoreCommand([file.file], (l) => printed.push(l))).toBe(0);
      expect(printed[0]).toBe(`Restored ${file.file} into ${path.join(target, "digimon.db")} (checksum, integrity and ${rowsIn(path.join(target, "digimon.db"), "select count(*) as n from __drizzle_migrations").n} migration(s) checked).`);
      writeFileSync(checksumFileOf(file.file), `${"f".repeat(64)}  ${file.name}\n`);
      printed.length = 0;
      expect(await restoreCommand([file.file], (l) => printed.push(l))).toBe(1);
      expect(printed[0]).toMatch(/^Restore refused: Checksum mismatch/);
      expect(await restoreCommand([], () => {})).toBe(2);
    } finally {
      Object.assign(process.env, saved);
    }
  });
});

describe("the scheduled backup", () => {
  it("takes one when the newest is older than BACKUP_INTERVAL_HOURS and keeps the newest BACKUP_KEEP", async () => {
    const day = 86_400_000;
    const start = new Date("2027-03-01T01:00:00.000Z").getTime();
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      const now = new Date(start + i * day);
      expect(backupDue(scheduleDir, 24, now)).toBe(true);
      const result = await scheduledBackup({ now });
      taken.push(result.taken);
      // An hour later nothing is due: the turn costs a directory listing.
      expect(await scheduledBackup({ now: new Date(now.getTime() + 3_600_000) })).toMatchObject({ taken: 0 });
    }
    expect(taken).toEqual([1, 1, 1, 1, 1]);
    const kept = listBackups(scheduleDir);
    expect(kept.map((b) => b.takenAt.toISOString())).toEqual([2, 3, 4].map((i) => new Date(start + i * day).toISOString()));
    // Each kept backup has its checksum; the pruned ones took theirs with them.
    expect(readdirSync(scheduleDir).sort()).toEqual(kept.flatMap((b) => [b.name, `${b.name}.sha256`]).sort());
    expect(backupDue(scheduleDir, 0, new Date(start + 30 * day))).toBe(false);
  });

  it("pruning keeps exactly N of many, the newest", async () => {
    const dir = fresh("prune");
    for (let i = 0; i < 6; i++) await takeBackup(db().$client, dir, new Date(Date.UTC(2027, 0, 1 + i)));
    mkdirSync(path.join(dir, "elsewhere"));
    writeFileSync(path.join(dir, "notes.txt"), "not a backup");
    expect(pruneBackups(dir, 2)).toHaveLength(4);
    expect(listBackups(dir).map((b) => b.takenAt.getUTCDate())).toEqual([5, 6]);
    expect(existsSync(path.join(dir, "notes.txt"))).toBe(true);
  });
});
