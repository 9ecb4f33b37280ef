import { eq, getTableName, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db, Tx } from "./client.server";

type Handle = Db | Tx;
const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle prepared query (built with sql.placeholder), built once per connection and reused by the hot paths:
 * building the SQL is most of a small query's cost (architecture.md: "prepare the hot ones"). The cache belongs
 * to the connection's session, which a transaction and its savepoints share, so a query prepared on one handle
 * runs inside whatever transaction is open on that connection; a reopened database gets a fresh cache.
 */
export function prepared<T>(handle: Handle, key: string, build: (handle: Tx) => T): T {
  // drizzle marks `session` internal; every handle of one connection (db, transaction, savepoint) shares it.
  const session = (handle as unknown as { session: object }).session;
  let cache = caches.get(session);
  if (!cache) caches.set(session, (cache = new Map()));
  let query = cache.get(key) as T | undefined;
  if (query === undefined) {
    query = build(handle as Tx);
    cache.set(key, query);
  }
  return query;
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
  const build = (h: Tx) => h.update(table).set(shape.template as Partial<T["$inferInsert"]>).where(eq(idColumn, sql.placeholder("__id"))).prepare();
  return prepared(handle, `update:${getTableName(table)}:${idColumn.name}:${shape.key}`, build).run({ ...shape.params, __id: id });
}
