import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = BetterSQLite3Database<Schema> & { $client: Database.Database };
/** The transaction handle drizzle passes to a transaction callback (synchronous on better-sqlite3). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Opens a SQLite database the way every process of the portal must: WAL so readers
 * never wait for the writer, foreign keys on (SQLite has them off by default), and a
 * busy timeout so a second process (a Bree worker) waits instead of failing.
 */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("cache_size = -64000");
  sqlite.pragma("temp_store = MEMORY");
  // Reads straight from the OS page cache instead of copying each page through a read() call: the list
  // queries look rows up at random across a table far larger than the page cache above, and this makes
  // those lookups 30-50 % cheaper (tests/bench/README.md). 2 GiB is the most this SQLite build maps.
  if (file !== ":memory:") sqlite.pragma("mmap_size = 2147418112");
  return drizzle({ client: sqlite, schema }) as Db;
}

let instance: Db | undefined;
let resolvedPath: string | undefined;

function defaultPath() {
  // Read lazily so tests can point each file at its own copy before the first query.
  return process.env.DATABASE_PATH ?? path.join(process.env.DATA_DIR ?? "data", "digimon.db");
}

/** The process's single connection. */
export function db(): Db {
  const file = defaultPath();
  if (!instance || resolvedPath !== file) {
    instance?.$client.close();
    instance = openDatabase(file);
    resolvedPath = file;
  }
  return instance;
}

/**
 * Rolls back a transaction left open on the process's connection and says whether there was one. Transactions here
 * are synchronous, so none can legitimately be open between two requests' loaders: one that is was leaked (its
 * snapshot would hide later commits from every read and fail every write with SQLITE_BUSY_SNAPSHOT).
 */
export function releaseLeakedTransaction(): boolean {
  if (!instance?.$client.inTransaction) return false;
  instance.$client.exec("ROLLBACK");
  return true;
}

export function closeDb() {
  instance?.$client.close();
  instance = undefined;
}

/**
 * The connection a handle runs on. drizzle exposes the client on the database (`$client`) but not on a
 * transaction, so the transactions opened here (writeTransaction, savepoint) are remembered with theirs; a
 * transaction opened elsewhere answers undefined (db/prepared.ts then caches for that transaction alone).
 */
const connections = new WeakMap<Tx, Db>();
export function connectionOf(handle: Db | Tx): Db | undefined {
  return "$client" in handle ? handle : connections.get(handle);
}

/**
 * Runs `fn` in an IMMEDIATE transaction: the write lock is taken at BEGIN, so a
 * read-then-write cannot fail half-way with SQLITE_BUSY. `fn` must be synchronous
 * (better-sqlite3 transactions cannot await).
 */
export function writeTransaction<T>(fn: (tx: Tx) => T, handle: Db = db()): T {
  return handle.transaction((tx) => {
    connections.set(tx, handle);
    return fn(tx);
  }, { behavior: "immediate" });
}

/** Runs `fn` in a savepoint of `tx`: a failure rolls back only what `fn` wrote (one profile's billing in a run). */
export function savepoint<T>(tx: Tx, fn: (sp: Tx) => T): T {
  const connection = connections.get(tx);
  return tx.transaction((sp) => {
    if (connection) connections.set(sp, connection);
    return fn(sp);
  });
}
