import type BetterSqlite3 from "better-sqlite3";
import { eq, getTableName, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { connectionOf, type Db, type Tx } from "./client.server";

/**
 * The portal's one statement cache. Building a query's SQL is most of a small query's cost (architecture.md:
 * "prepare the hot ones"), so the hot paths build a drizzle prepared query (`.prepare()` with sql.placeholder)
 * once per connection and key, and run it with fresh values. A query prepared on the connection runs inside
 * whatever transaction or savepoint is open on it (SQLite transactions belong to the connection), so a query
 * used in a transaction is built on its connection (db/client.server.ts connectionOf) and shared by every
 * transaction after it; a reopened database gets a fresh cache (the WeakMap lets the old one go).
 *
 * Keys are open-ended where a caller builds them from a shape (a row's set of columns, a list's filters), so
 * each connection keeps at most MAX_ENTRIES, the least recently used leaving first.
 */
export type Handle = Db | Tx;
export const MAX_ENTRIES = 1000;

const caches = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(handle: Handle, key: string, build: (handle: Handle) => T): T {
  // A transaction opened outside writeTransaction/savepoint has no known connection: cached for itself alone.
  const owner = connectionOf(handle) ?? handle;
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  let query = cache.get(key) as T | undefined;
  if (query !== undefined) {
    cache.delete(key);
    cache.set(key, query);
    return query;
  }
  query = build(owner);
  cache.set(key, query);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return query;
}

/**
 * A hand-written SQL statement (the document lists' keyset queries, positional `?` parameters), held in the
 * same cache. drizzle offers no preparable raw query on better-sqlite3 (`db.all(sql)` runs at once), so these
 * are prepared by the driver, which drizzle hands out as `$client`.
 */
export function statement(handle: Db, source: string): BetterSqlite3.Statement {
  return prepared(handle, `sql:${source}`, () => handle.$client.prepare(source));
}

type Row = Record<string, unknown>;
type Shape = { key: string; template: Row; params: Row } | null;

/**
 * The statement shape of a values object: a placeholder per value, except that undefined keeps the column's
 * default and null stays a literal (a placeholder would pass null through the column's encoder, and a JSON or
 * boolean column would store "null" or 0). null when a value is SQL: that statement is built as before.
 */
function shapeOf(values: Row): Shape {
  const template: Row = {};
  const params: Row = {};
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (is(value, SQL)) return null;
    template[name] = value === null ? null : sql.placeholder(name);
    if (value !== null) params[name] = value;
    parts.push(value === null ? `${name}=null` : name);
  }
  return { key: parts.join(","), template, params };
}

/** tx.insert(table).values(values).run(), prepared once per shape of `values`. */
export function insertRow<T extends SQLiteTable>(handle: Handle, table: T, values: T["$inferInsert"]) {
  const shape = shapeOf(values as Row);
  if (!shape) return handle.insert(table).values(values).run();
  return prepared(handle, `insert:${getTableName(table)}:${shape.key}`, (h) => h.insert(table).values(shape.template as T["$inferInsert"]).prepare()).run(shape.params);
}

/** tx.update(table).set(changes).where(eq(idColumn, id)).run(), prepared once per shape of `changes`. */
export function updateRow<T extends SQLiteTable>(handle: Handle, table: T, idColumn: SQLiteColumn, id: string, changes: Partial<T["$inferInsert"]>) {
  const shape = shapeOf(changes as Row);
  if (!shape) return handle.update(table).set(changes).where(eq(idColumn, id)).run();
  const build = (h: Handle) => h.update(table).set(shape.template as Partial<T["$inferInsert"]>).where(eq(idColumn, sql.placeholder("__id"))).prepare();
  return prepared(handle, `update:${getTableName(table)}:${idColumn.name}:${shape.key}`, build).run({ ...shape.params, __id: id });
}
