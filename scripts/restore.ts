/**
 * `npm run restore -- FILE [--no-checksum]`
 *
 * Restores a backup into a STOPPED portal (the database at DATABASE_PATH, default DATA_DIR/digimon.db). Refuses
 * while the portal runs (its DATA_DIR/portal.lock names a live process) or anything holds the database open;
 * checks the backup (its sha256 file, PRAGMA integrity_check, drizzle's migrations table present and no newer
 * than this code's migrations); keeps the database it replaces beside it as <database>.replaced-<time>.
 * --no-checksum accepts a file without a sha256 file (one Litestream restored, say); a wrong checksum is
 * always refused.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { backupPaths, restoreBackup } from "~/services/backup.server";

const USAGE = "Usage: npm run restore -- FILE [--no-checksum]   (stop the portal first)";

export async function restoreCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  let parsed: { values: { "no-checksum"?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { "no-checksum": { type: "boolean" } }, allowPositionals: true, strict: true });
  } catch (error) {
    print(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length) {
    print(USAGE);
    return 2;
  }
  const { dataDir, databasePath } = backupPaths();
  try {
    const result = await restoreBackup(path.resolve(file), { databasePath, dataDir, requireChecksum: !parsed.values["no-checksum"] });
    print(`Restored ${file} into ${result.restored} (checksum, integrity and ${result.migrations} migration(s) checked).`);
    print(result.replacedAs ? `The database it replaced is kept as ${result.replacedAs}.` : "There was no database to replace.");
    print("Start the portal: it applies any newer migrations at start.");
    return 0;
  } catch (error) {
    print(`Restore refused: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await restoreCommand(process.argv.slice(2));
}
