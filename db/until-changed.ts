import type BetterSqlite3 from "better-sqlite3";
import { db, type Db } from "./client.server";

/**
 * Values read from the database, kept until the database may have changed.
 *
 * Every page asks for the same small facts again (the signed-in user and their permissions, the notification
 * feed, the capped count of a list's filter), while the data behind them changes far less often than pages
 * are shown. A cached value is reused only while the database's stamp is the one it was read under:
 *   - `PRAGMA data_version` moves whenever another connection commits: another web worker, the jobs process,
 *     a script;
 *   - `total_changes()` moves whenever this connection inserts, updates or deletes a row.
 * So any write anywhere, to any table, retires every cached value: coarse, but never stale, and the check
 * costs one statement of a few microseconds.
 *
 * Inside a transaction nothing is cached or reused: a rollback undoes rows but not total_changes(), so a
 * value read in a transaction that is later rolled back would otherwise outlive it.
 *
 * Values are frozen, because every later request gets the same object: a caller that changed one would
 * change it for everybody (and now fails loudly instead).
 */
export class UntilChanged<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();

  /** `limit` bounds the entries kept (least recently used goes first). */
  constructor(private readonly limit: number) {}

  get(key: string, read: () => V, handle: Db = db()): V {
    const client = handle.$client;
    if (client.inTransaction) return read();
    const stamp = databaseStamp(client);
    const hit = this.entries.get(key);
    // Re-inserted on every use, so the Map's first key is the least recently used.
    this.entries.delete(key);
    if (hit && hit.stamp === stamp) {
      this.entries.set(key, hit);
      return hit.value;
    }
    // The stamp was read before the value, so a commit in between makes the value newer than its stamp,
    // never older: the next call sees a new stamp and reads again.
    const value = deepFreeze(read());
    this.entries.set(key, { stamp, value });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}

const stamps = new WeakMap<BetterSqlite3.Database, { connection: number; statement: BetterSqlite3.Statement }>();
let connections = 0;

/**
 * Changes whenever the database may have: a commit by another connection, or a row written by this one.
 * It names the connection too, so a value read from one database is never taken for another's (tests and
 * scripts reopen the database under another path; a fresh connection's counters start again).
 */
export function databaseStamp(client: BetterSqlite3.Database = db().$client): string {
  let stamp = stamps.get(client);
  if (!stamp) {
    stamp = { connection: ++connections, statement: client.prepare("select data_version, total_changes() from pragma_data_version").raw() };
    stamps.set(client, stamp);
  }
  const [version, changes] = stamp.statement.get() as [number, number];
  return `${stamp.connection}:${version}:${changes}`;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
