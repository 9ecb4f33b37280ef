import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Who holds a data directory: the portal's primary process (`npm start`) or a restore (`npm run restore`).
 * A file, DATA_DIR/portal.lock, names the holder's pid. A file is needed because a running portal may have no
 * database connection open at all (the primary closes its own after migrating; web workers and job threads
 * open theirs on demand), so SQLite's locks alone cannot say "the portal runs". A holder that died (SIGKILL,
 * power loss) leaves the file behind: a pid no longer alive makes it stale, and the next holder takes it over.
 */
export type PortalLockRole = "server" | "restore";
export type PortalLock = { pid: number; role: PortalLockRole; startedAt: string };

export const portalLockFile = (dataDir: string) => path.join(dataDir, "portal.lock");

function alive(pid: number) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live holder of the data directory, if any (a stale file names a dead pid and counts as none). */
export function portalLockHolder(dataDir: string): PortalLock | null {
  const file = portalLockFile(dataDir);
  if (!existsSync(file)) return null;
  let lock: PortalLock;
  try {
    lock = JSON.parse(readFileSync(file, "utf8")) as PortalLock;
  } catch {
    return null;
  }
  return Number.isInteger(lock.pid) && lock.pid > 0 && alive(lock.pid) ? lock : null;
}

export class PortalLockedError extends Error {
  constructor(readonly holder: PortalLock) {
    super(
      holder.role === "server"
        ? `The portal is running (pid ${holder.pid}, since ${holder.startedAt}). Stop it first.`
        : `A restore is in progress (pid ${holder.pid}, since ${holder.startedAt}). Wait for it to finish.`,
    );
  }
}

/**
 * Takes the data directory for `role`. A restore refuses any live holder; the server refuses only a live
 * restore (a second server on the same directory fails on the port, and after a crash the pid in the file may
 * have been given to an unrelated process: refusing to start then would keep the portal down for nothing).
 */
export function claimPortalLock(dataDir: string, role: PortalLockRole): () => void {
  const holder = portalLockHolder(dataDir);
  if (holder && holder.pid !== process.pid && (role === "restore" || holder.role === "restore")) throw new PortalLockedError(holder);
  mkdirSync(dataDir, { recursive: true });
  const file = portalLockFile(dataDir);
  const lock: PortalLock = { pid: process.pid, role, startedAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(lock)}\n`);
  return () => {
    // Only our own file: a later holder's must stay.
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as PortalLock).pid === process.pid) rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
}
