/**
 * The raw-SQL helpers of the aggregate and report models (dashboard, reports, finance reports): prepared statements
 * from db/prepared.ts's cache, the product-scope term every figure and report row is filtered by, and keyset reading
 * in batches so an export never holds more than one batch of rows.
 */
import { db } from "#db/client.server";
import { statement } from "#db/prepared";

/** The product ids a viewer's list scope resolves to: null is every product, [] none. */
export type ProductIds = string[] | null;

/** Rows per keyset read. */
export const BATCH = 1_000;

export const run = <T>(sql: string, params: unknown[]): T[] => statement(db(), sql).all(...params) as T[];
export const one = <T>(sql: string, params: unknown[]): T => statement(db(), sql).get(...params) as T;

/** `and <column> in (...)` for a scope: nothing for every product, a term that is never true for none. */
export function scopeSql(column: string, ids: ProductIds): { sql: string; params: unknown[] } {
  if (ids === null) return { sql: "", params: [] };
  if (!ids.length) return { sql: " and 0", params: [] };
  // A handful of products: placeholders, so SQLite probes a (product_id, ...) index once per product.
  if (ids.length <= 50) return { sql: ` and ${column} in (${ids.map(() => "?").join(",")})`, params: ids };
  return { sql: ` and ${column} in (select value from json_each(?))`, params: [JSON.stringify(ids)] };
}

/** Reads a query page after page: `page(after)` returns up to BATCH rows after the last one (null: the first page). */
export function* keysetBatches<R>(page: (after: R | null) => R[]): Generator<R> {
  let after: R | null = null;
  for (;;) {
    const rows = page(after);
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1];
  }
}
