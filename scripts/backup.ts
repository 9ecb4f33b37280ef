/**
 * `npm run backup [-- --dir DIR]`
 *
 * Writes a consistent copy of the portal's database (SQLite's online backup API: safe while the portal serves
 * and writes) into BACKUP_DIR (default DATA_DIR/backups) or DIR, as digimon-<UTC time>.db with a sha256 file
 * beside it (`sha256sum -c` reads it), and prints where. The scheduled job `backup` keeps the newest
 * BACKUP_KEEP in BACKUP_DIR, these included; a copy meant to be kept for good goes to another --dir.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { closeDb } from "#db/client.server";
import { backupDatabase, backupPaths } from "~/services/backup.server";

const USAGE = "Usage: npm run backup [-- --dir DIR]";

export async function backupCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  let values: { dir?: string };
  try {
    ({ values } = parseArgs({ args, options: { dir: { type: "string" } }, strict: true }));
  } catch (error) {
    print(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { databasePath, backupDir } = backupPaths();
  if (!existsSync(databasePath)) {
    print(`No database at ${databasePath} (set DATA_DIR or DATABASE_PATH as the portal has them).`);
    return 1;
  }
  try {
    const backup = await backupDatabase({ dir: path.resolve(values.dir ?? backupDir) });
    print(`Backup written: ${backup.file} (${(backup.bytes / 1_048_576).toFixed(1)} MiB, ${backup.ms} ms, integrity ok)`);
    print(`Checksum: ${backup.checksumFile} (sha256 ${backup.sha256})`);
    return 0;
  } catch (error) {
    print(`Backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    closeDb();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await backupCommand(process.argv.slice(2));
}
