/**
 * The list queries of the purchase-order, billing and invoice screens, the approval inbox and the
 * Excel export: filtered, searched, sorted, scoped and paged, fast on a million rows.
 *
 * How it stays fast (figures in tests/bench/README.md):
 * - Raw better-sqlite3 statements, prepared once per SQL shape and held in db/prepared.ts's statement
 *   cache (drizzle's query builder costs more than the query itself on the hot path, architecture.md).
 * - Keyset paging: a page is "the 50 rows after (sort value, rowid)" of the previous one, so page
 *   2,000 costs what page 1 costs. Every order ends in rowid, which every index carries, so an index
 *   on the sort column serves the whole ORDER BY. First, previous, next and last are links; the page
 *   number travels in the URL only to print "rows 51-100".
 * - The total is counted up to COUNT_CAP + 1 rows and shown as "10.000+" beyond that: an exact
 *   COUNT(*) over a million rows costs more than the page itself.
 * - The count also picks the plan. When at most COUNT_CAP rows match, the filters are selective:
 *   the page is read through the filters' indexes and sorted (ORDER BY +column keeps SQLite off the
 *   sort index). When more match, the page walks the sort column's index and tests the filters row by
 *   row (+column keeps SQLite off the filters' indexes), stopping after 50 hits.
 * - An order no single index serves under the filter is read as several in-order index ranges and
 *   merged (partitions): per product of a scope, per status, or per day of a date range of up to
 *   MAX_DAY_PARTS days for the created order ((date, created_at) indexes). Once a page is in hand, a
 *   later range is read only ahead of its worst row, so most days cost one seek.
 * - Rows are found by (sort key, rowid) first and read in full afterwards, 50 at a time, so a sort
 *   never carries wide rows.
 *
 * Scope (access-scope.server.ts) becomes the set of products the user may see: the products they
 * belong to plus those whose companion division their levels reach. That is the rule the detail pages
 * apply (assertMayManageProduct), so a row in a list always opens.
 */
import type BetterSqlite3 from "better-sqlite3";
import { db } from "#db/client.server";
import { statement } from "#db/prepared";
import { UntilChanged } from "#db/until-changed";
import { fakturStatuses, invoiceStatuses } from "#db/schema";
import { addDays, daysBetween, isIsoDate } from "~/domain/dates";
import { parseRupiahInput } from "~/domain/money";
import type { ListScope } from "~/domain/list-scope";
import { ageingParam, BILLING_STATUSES, type INVOICE_SORTS, PO_STATUSES } from "~/domain/lists";
import { type AgeingBucket } from "~/domain/ageing";
import { todayInJakarta } from "~/domain/dates";
import { ageingDueRange, OUTSTANDING_INVOICE_SQL, outstandingTotals } from "./dashboard.server";
import { invoiceSignerOf, productsInScope } from "./product.server";

export { BILLING_SORTS, BILLING_STATUSES, INVOICE_SORTS, PO_SORTS, PO_STATUSES } from "~/domain/lists";
/** The invoice list's status values (the schema's enum), for the routes that parse the list's filters. */
export const INVOICE_STATUSES = invoiceStatuses;

export const PAGE_SIZE = 50;
export const COUNT_CAP = 10_000;

// ------------------------------------------------------------------ statement cache

/** A statement per distinct SQL text (filters give open-ended shapes), from the one LRU-bounded cache of db/prepared.ts. */
const prepared = (sql: string) => statement(db(), sql);

/** For the benchmarks and EXPLAIN QUERY PLAN checks: sees every list query with its parameters. */
let tracer: ((sql: string, params: unknown[]) => void) | null = null;
export function traceListQueries(fn: typeof tracer) {
  tracer = fn;
}

function run<T>(sql: string, params: unknown[], mode: "all" | "get"): T {
  tracer?.(sql, params);
  const query = prepared(sql);
  return (mode === "all" ? query.all(...params) : query.get(...params)) as T;
}

// ------------------------------------------------------------------ list parameters (from the URL)

export type SortDir = "asc" | "desc";
export type Cursor = { values: (string | number | null)[]; rowid: number; back: boolean };

/** Filters common to the three lists; each list reads the ones it offers. */
export type ListFilters = {
  q: string;
  status: string[];
  faktur: string[];
  paid: string[];
  product: string;
  customer: string;
  dateFrom: string;
  dateTo: string;
  dueFrom: string;
  dueTo: string;
  amountMin: number | null;
  amountMax: number | null;
  /** Invoices only (issue 22): outstanding invoices in this receivables-ageing bucket today ("" or absent: off). */
  ageing?: AgeingBucket | "";
};

export type ListParams = { filters: ListFilters; sort: string; dir: SortDir; cursor: Cursor | null; last: boolean; page: number | null };

export const EMPTY_FILTERS: ListFilters = { q: "", status: [], faktur: [], paid: [], product: "", customer: "", dateFrom: "", dateTo: "", dueFrom: "", dueTo: "", amountMin: null, amountMax: null };

export function encodeCursor(values: (string | number | null)[], rowid: number): string {
  return Buffer.from(JSON.stringify([...values, rowid])).toString("base64url");
}

function decodeCursor(raw: string | null, back: boolean): Cursor | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(parsed) || parsed.length < 2) return null;
    const rowid = parsed[parsed.length - 1];
    const values = parsed.slice(0, -1);
    if (!Number.isSafeInteger(rowid) || !values.every((v) => v === null || typeof v === "string" || typeof v === "number")) return null;
    return { values: values as Cursor["values"], rowid: rowid as number, back };
  } catch {
    return null;
  }
}

const clip = (s: string | null, max = 100) => (s ?? "").trim().slice(0, max);
const dateParam = (s: string | null) => (s && isIsoDate(s.trim()) ? s.trim() : "");
function amountParam(s: string | null) {
  if (!s?.trim()) return null;
  const n = parseRupiahInput(s);
  return n !== null && n >= 0 ? n : null;
}

/**
 * Reads a list's state from its URL: q, status (repeatable), faktur, paid, product, customer,
 * from/to (the list's main date), dueFrom/dueTo, min/max (rupiah, "1.500.000" accepted), sort, dir,
 * after/before (keyset cursors), last, page. Unknown or malformed values are dropped, not fatal:
 * a stale bookmark still opens the list.
 */
export function parseListParams(
  url: URL,
  options: { sorts: readonly string[]; defaultSort: string; defaultSortFor?: (filters: ListFilters) => string; defaultDir?: SortDir; statuses?: readonly string[] },
): ListParams {
  const p = url.searchParams;
  const oneOf = (values: readonly string[] | undefined, list: string[]) => (values ? list.filter((v) => values.includes(v)) : list);
  const filters: ListFilters = {
    q: clip(p.get("q")),
    status: [...new Set(oneOf(options.statuses, p.getAll("status").map((s) => s.trim()).filter(Boolean)))],
    faktur: [...new Set(oneOf(fakturStatuses, p.getAll("faktur").map((s) => s.trim()).filter(Boolean)))],
    paid: [...new Set(oneOf(["unpaid", "paid"], p.getAll("paid").map((s) => s.trim()).filter(Boolean)))],
    product: clip(p.get("product"), 64),
    customer: clip(p.get("customer"), 64),
    dateFrom: dateParam(p.get("from")),
    dateTo: dateParam(p.get("to")),
    dueFrom: dateParam(p.get("dueFrom")),
    dueTo: dateParam(p.get("dueTo")),
    amountMin: amountParam(p.get("min")),
    amountMax: amountParam(p.get("max")),
    ageing: ageingParam(p.get("ageing")),
  };
  const sortRaw = p.get("sort");
  const sort = sortRaw && options.sorts.includes(sortRaw) ? sortRaw : (options.defaultSortFor?.(filters) ?? options.defaultSort);
  const dirRaw = p.get("dir");
  const dir: SortDir = dirRaw === "asc" || dirRaw === "desc" ? dirRaw : sortRaw && options.sorts.includes(sortRaw) ? "asc" : (options.defaultDir ?? "desc");
  const before = p.get("before");
  const cursor = decodeCursor(before ?? p.get("after"), Boolean(before));
  const pageRaw = Number.parseInt(p.get("page") ?? "", 10);
  const page = Number.isSafeInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, 1_000_000) : null;
  return { filters, sort, dir, cursor, last: p.get("last") === "1" && !cursor, page: cursor ? page : 1 };
}

// ------------------------------------------------------------------ the engine

type Param = string | number | null;
/**
 * A WHERE term. `{column}` placeholders become the column, or `+column` when the plan must not
 * use that column's index (SQLite's documented way to make a term an expression). `eq` marks an
 * equality that may sit in front of the sort column in a composite index.
 */
type Term = { sql: string; params: Param[]; column?: string; eq?: boolean; /** never drives an index (a broad search) */ residual?: boolean };
/** Sort columns in order (rowid is appended); `nullable` when the first may be NULL (numbers not assigned yet). */
type SortDef = { columns: string[]; nullable?: boolean; /** equality columns a composite index puts in front of the sort columns */ prefixable?: string[] };

type PlanContext = { filters: ListFilters; productIds: string[] | null };
/**
 * Index ranges that are each in sort order, best first for the direction read; `exclusive` when the
 * part's own term must drive the index (the filters then test row by row).
 */
type Partitions = { parts: Term[][]; exclusive?: boolean };
type Engine = {
  table: string;
  sorts: Record<string, SortDef>;
  /**
   * Walking one index in sort order, split into ranges that are each in order (one per product, per
   * status, or per day of a date range), merged here: for orders no single index serves under the filter.
   */
  partitions?: (sort: string, ctx: PlanContext, nullSegment: boolean, dir: SortDir) => Partitions | null;
  /** Filters whose matches bunch up along the sort order (a date range against another date): walking would crawl. */
  correlated?: (sort: string, filters: ListFilters) => boolean;
};

export type PageInfo = {
  total: number;
  capped: boolean;
  /** 1-based; null when unknown (reading back from the end of more than COUNT_CAP rows). */
  page: number | null;
  pageCount: number | null;
  from: number;
  to: number;
  next: string | null;
  prev: string | null;
  isFirst: boolean;
  isLast: boolean;
};

function renderTerms(terms: Term[], indexable: (t: Term) => boolean) {
  const sql = terms.map((t) => t.sql.replaceAll(/\{(\w+)\}/g, (_, c: string) => (!t.residual && indexable(t) ? c : `+${c}`)));
  return { sql, params: terms.flatMap((t) => t.params) };
}

/**
 * Capped counts by filter, kept until the database changes (db/until-changed.ts). Counting up to the cap walks
 * 10,001 index entries, the largest single cost of an unfiltered page, and its answer is the same for every
 * page of a filter and every user of the same scope until something is written.
 */
const cappedCounts = new UntilChanged<number>(500);

function cappedCount(engine: Engine, terms: Term[]): number {
  const { sql, params } = renderTerms(terms, () => true);
  const where = sql.length ? `where ${sql.join(" and ")}` : "";
  const query = `select count(*) as n from (select 1 from ${engine.table} ${where} limit ${COUNT_CAP + 1})`;
  return cappedCounts.get(`${query}\u0000${JSON.stringify(params)}`, () => run<{ n: number }>(query, params, "get").n);
}

type KeyRow = { r: number; [k: `s${number}`]: string | number | null };

function compareKeys(a: KeyRow, b: KeyRow, width: number): number {
  for (let k = 0; k < width; k++) {
    const x = a[`s${k}`];
    const y = b[`s${k}`];
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return a.r - b.r;
}

/**
 * One keyset page of (rowid, sort values). `walk` chooses the plan (see the file comment).
 * A nullable sort column is read as two segments, NULLs first when ascending (SQLite's order),
 * each a clean index range, so "not numbered yet" invoices never break the keyset.
 */
function keysPage(engine: Engine, terms: Term[], ctx: PlanContext, sortKey: string, dir: SortDir, cursor: Cursor | null, back: boolean, limit: number, walk: boolean): KeyRow[] {
  const def = engine.sorts[sortKey];
  // Reading backwards (previous page, last page) is reading forwards in the opposite direction.
  const forwardDir: SortDir = back ? (dir === "asc" ? "desc" : "asc") : dir;
  type Segment = { columns: string[]; where: string | null; isNull: boolean };
  const segments: Segment[] = def.nullable
    ? [
        { columns: def.columns.slice(1), where: `${def.columns[0]} is null`, isNull: true },
        { columns: def.columns, where: `${def.columns[0]} is not null`, isNull: false },
      ]
    : [{ columns: def.columns, where: null, isNull: false }];
  if (def.nullable && forwardDir === "desc") segments.reverse();
  const prefixable = new Set(def.prefixable ?? []);
  // Walking the sort index, a term may use an index only where that index is the sort's: an equality
  // in front of the sort column (composite index) or a range on the sort column itself.
  const indexable = (t: Term) => !walk || t.column === def.columns[0] || Boolean(t.eq && t.column && prefixable.has(t.column));
  const select = ["rowid as r", ...def.columns.map((c, k) => `${c} as s${k}`)].join(", ");
  const width = def.columns.length;
  const inOrder = (a: KeyRow, b: KeyRow) => (forwardDir === "asc" ? compareKeys(a, b, width) : compareKeys(b, a, width));

  let startAt = 0;
  if (cursor && def.nullable) startAt = Math.max(0, segments.findIndex((s) => s.isNull === (cursor.values[0] === null)));
  const rows: KeyRow[] = [];
  for (let i = startAt; i < segments.length && rows.length < limit; i++) {
    const seg = segments[i];
    const parts = walk ? (engine.partitions?.(sortKey, ctx, seg.isNull, forwardDir) ?? null) : null;
    // An exclusive partition drives its own index: every filter then tests row by row.
    const { sql: filterSql, params: filterParams } = renderTerms(terms, parts?.exclusive ? () => false : indexable);
    const where = [...filterSql];
    const params: Param[] = [...filterParams];
    if (seg.where) where.push(seg.where);
    const keyCols = [...seg.columns, "rowid"];
    const keyTuple = `(${keyCols.join(", ")})`;
    const keyParams = `(${keyCols.map(() => "?").join(", ")})`;
    if (cursor && i === startAt) {
      const values = def.nullable && seg.isNull ? cursor.values.slice(1) : cursor.values;
      where.push(`${keyTuple} ${forwardDir === "asc" ? ">" : "<"} ${keyParams}`);
      params.push(...values.slice(0, seg.columns.length), cursor.rowid);
    }
    // Selective filters read through their own indexes and sort what they find: `+column` keeps
    // SQLite from walking the sort index instead.
    const order = keyCols.map((c) => `${walk || c === "rowid" ? c : `+${c}`} ${forwardDir}`).join(", ");
    const want = limit - rows.length;
    if (!parts) {
      const sql = `select ${select} from ${engine.table} ${where.length ? `where ${where.join(" and ")}` : ""} order by ${order} limit ?`;
      rows.push(...run<KeyRow[]>(sql, [...params, want], "all"));
      continue;
    }
    // Merge: once `want` rows are in hand, a later part only needs rows ahead of the worst of them,
    // so a part whose range lies behind it costs one index seek (per-day parts mostly do: dates move together).
    const found: KeyRow[] = [];
    let bound: KeyRow | null = null;
    const offset = width - seg.columns.length;
    for (const part of parts.parts) {
      const extra = renderTerms(part, () => true);
      const partWhere = [...where, ...extra.sql];
      const partParams = [...params, ...extra.params];
      if (bound) {
        partWhere.push(`${keyTuple} ${forwardDir === "asc" ? "<" : ">"} ${keyParams}`);
        partParams.push(...seg.columns.map((_, k) => bound![`s${k + offset}`]), bound.r);
      }
      const got = run<KeyRow[]>(`select ${select} from ${engine.table} where ${partWhere.join(" and ")} order by ${order} limit ?`, [...partParams, want], "all");
      if (!got.length) continue;
      found.push(...got);
      if (found.length >= want) {
        found.sort(inOrder);
        found.length = want;
        bound = found[want - 1];
      }
    }
    found.sort(inOrder);
    rows.push(...found.slice(0, want));
  }
  return back ? rows.reverse() : rows;
}

function cursorOf(row: KeyRow, def: SortDef) {
  return encodeCursor(def.columns.map((_, k) => row[`s${k}`] ?? null), row.r);
}

/** Runs a list: capped count, plan choice, keyset page, links. */
function runList(engine: Engine, terms: Term[], ctx: PlanContext, listParams: ListParams): { keys: KeyRow[]; info: PageInfo } {
  const def = engine.sorts[listParams.sort];
  // A cursor made for another sort (an edited or stale link) carries a different number of values; it starts over at page 1.
  const params = listParams.cursor && listParams.cursor.values.length !== def.columns.length ? { ...listParams, cursor: null, page: 1 } : listParams;
  const total = cappedCount(engine, terms);
  const capped = total > COUNT_CAP;
  const walk = capped && !engine.correlated?.(params.sort, params.filters);
  let keys: KeyRow[];
  let page: number | null = params.page;
  if (params.last) {
    // The last page holds what is left after the full pages (when the total is known), read from the end.
    const size = capped ? PAGE_SIZE : total % PAGE_SIZE || PAGE_SIZE;
    keys = keysPage(engine, terms, ctx, params.sort, params.dir, null, true, size, walk);
    page = capped ? null : Math.max(1, Math.ceil(total / PAGE_SIZE));
  } else {
    // One row more than a page tells whether there is a page beyond.
    keys = keysPage(engine, terms, ctx, params.sort, params.dir, params.cursor, params.cursor?.back ?? false, PAGE_SIZE + 1, walk);
  }
  let hasBefore: boolean;
  let hasAfter: boolean;
  if (params.last) {
    hasAfter = false;
    hasBefore = capped || total > keys.length;
  } else if (params.cursor?.back) {
    hasBefore = keys.length > PAGE_SIZE;
    if (hasBefore) keys = keys.slice(1);
    hasAfter = true;
  } else {
    hasAfter = keys.length > PAGE_SIZE;
    if (hasAfter) keys = keys.slice(0, PAGE_SIZE);
    hasBefore = Boolean(params.cursor);
  }
  if (!hasBefore) page = 1;
  const from = keys.length && page !== null ? (page - 1) * PAGE_SIZE + 1 : 0;
  const pageCount = capped ? null : Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    keys,
    info: {
      total,
      capped,
      page,
      pageCount,
      from,
      to: from ? from + keys.length - 1 : 0,
      next: hasAfter && keys.length ? cursorOf(keys[keys.length - 1], def) : null,
      prev: hasBefore && keys.length ? cursorOf(keys[0], def) : null,
      isFirst: !hasBefore,
      isLast: !hasAfter,
    },
  };
}

const indexCache = new WeakMap<BetterSqlite3.Database, Map<string, boolean>>();
/** Whether some index of `table` starts with `column` (so a lead-added index is used without a code change). */
function hasIndexOn(table: string, column: string): boolean {
  const client = db().$client;
  let cache = indexCache.get(client);
  if (!cache) indexCache.set(client, (cache = new Map()));
  const key = `${table}.${column}`;
  let found = cache.get(key);
  if (found === undefined) {
    const indexes = client.prepare(`select name from pragma_index_list(?)`).all(table) as { name: string }[];
    found = indexes.some((i) => (client.prepare(`select name from pragma_index_info(?) where seqno = 0`).get(i.name) as { name: string } | undefined)?.name === column);
    cache.set(key, found);
  }
  return found;
}

/** Reads full rows for the page's rowids, in the page's order. */
function rowsFor<T extends { r: number }>(selectSql: string, keys: KeyRow[]): T[] {
  if (!keys.length) return [];
  const rows = prepared(`${selectSql} where t.rowid in (select value from json_each(?))`).all(JSON.stringify(keys.map((k) => k.r))) as T[];
  const byRowid = new Map(rows.map((r) => [r.r, r]));
  return keys.map((k) => byRowid.get(k.r)!).filter(Boolean);
}

// ------------------------------------------------------------------ shared filter terms

/** The product ids a scope sees, or null for every product. An empty array sees nothing. */
export function scopeProductIds(scope: ListScope): string[] | null {
  return scope.all ? null : productsInScope(scope).map((p) => p.id);
}

/** The products a scope sees (for the product filter) and their ids for the list queries, in one read. */
export function scopeProducts(scope: ListScope) {
  const products = productsInScope(scope).map((p) => ({ id: p.id, name: p.name, productCode: p.productCode }));
  return { products, productIds: scope.all ? null : products.map((p) => p.id) };
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Up to this many matching customers are passed as a list of ids, which drives the documents'
 * customer index (and lets the capped count stop early); more than that (a term like "PT") is a
 * broad search that filters row by row.
 */
const CUSTOMER_ID_LIMIT = 5_000;

/**
 * The ids of the customers whose current name contains the term, as a query. A term of three characters
 * or more without LIKE wildcards is looked up in the names' trigram index (migration 0004) instead of
 * reading every name (3 ms for 20,000).
 */
function customersNamedSql(q: string, { indexed = true } = {}): { sql: string; params: Param[] } {
  const pattern = `%${escapeLike(q)}%`;
  if (indexed && q.length >= 3 && !/[\\%_]/.test(q)) {
    // The term as an FTS5 phrase (quotes doubled): the trigram index matches it as a substring, in any case, at
    // half the cost of a LIKE on the index; the LIKE on the row keeps the plain scan's meaning.
    const phrase = `"${q.replaceAll('"', '""')}"`;
    return { sql: `select c.id from customers c where c.rowid in (select rowid from customers_name_fts where customers_name_fts match ?) and c.name like ? escape '\\'`, params: [phrase, pattern] };
  }
  return { sql: `select id from customers where name like ? escape '\\'`, params: [pattern] };
}

type CustomerCondition = { sql: string; params: Param[]; broad: boolean } | null;

/**
 * Search terms' customer conditions, kept until the database changes (db/until-changed.ts): looking a term up in
 * the trigram index costs about 1 ms, and a search is paged, sorted and refined under the same term. At most
 * 100 terms (a condition carries up to 5,000 ids, about 180 KB).
 */
const customerConditions = new UntilChanged<CustomerCondition>(100);

/** The customers a search term names, as a condition on the documents' customer_id; null when it names none. */
function customerCondition(q: string): CustomerCondition {
  return customerConditions.get(q, () => readCustomerCondition(q));
}

function readCustomerCondition(q: string): CustomerCondition {
  const named = customersNamedSql(q);
  const ids = (prepared(`${named.sql} limit ${CUSTOMER_ID_LIMIT + 1}`).all(...named.params) as { id: string }[]).map((r) => r.id);
  // Thousands of names match a broad term: scanning them costs less than collecting them from the trigram index.
  if (ids.length > CUSTOMER_ID_LIMIT) {
    const scan = customersNamedSql(q, { indexed: false });
    return { sql: `{customer_id} in (${scan.sql})`, params: scan.params, broad: true };
  }
  if (!ids.length) return null;
  return { sql: "{customer_id} in (select value from json_each(?))", params: [JSON.stringify(ids)], broad: false };
}

/**
 * Number prefixes a search term stands for: "INV-ST-2611" as typed; "ST-261100-00" or "261100-0042"
 * completed with each kind and product code (a bare period-sequence is how numbers are read out).
 */
export function numberPrefixes(q: string, kinds: readonly string[], codes: readonly string[]): string[] {
  const t = q.trim().toUpperCase().replace(/\s+/g, "");
  if (!t || !/^[A-Z0-9-]+$/.test(t)) return [];
  if (/^(INV|BL|PO)-/.test(t)) return kinds.some((k) => t.startsWith(`${k}-`)) ? [t] : [];
  if (/^[A-Z]{2}-\d/.test(t) && codes.includes(t.slice(0, 2))) return kinds.map((k) => `${k}-${t}`);
  if (/^\d{4,6}(-\d*)?$/.test(t)) return kinds.flatMap((k) => codes.map((c) => `${k}-${c}-${t}`));
  return [];
}

/** `column` starts with one of the prefixes: index ranges, never a scan. */
function prefixSql(column: string, prefixes: string[]) {
  return { sql: prefixes.map(() => `({${column}} >= ? and {${column}} < ?)`), params: prefixes.flatMap((p) => [p, `${p}\uffff`]) };
}

/**
 * The search box as one term: numbers by prefix (index ranges on the number columns, or on the
 * linked document's number) or customers by name. It drives the plan only when it is narrow.
 */
function searchTerm(q: string, numbers: { column: string; prefixes: string[] }[], linked: { column: string; table: string; numberColumn: string; prefixes: string[] }[]): Term {
  const alternatives: string[] = [];
  const params: Param[] = [];
  for (const n of numbers) {
    const p = prefixSql(n.column, n.prefixes);
    alternatives.push(...p.sql);
    params.push(...p.params);
  }
  for (const l of linked) {
    if (!l.prefixes.length) continue;
    const p = prefixSql(l.numberColumn, l.prefixes);
    alternatives.push(`{${l.column}} in (select id from ${l.table} where ${p.sql.join(" or ").replaceAll(/\{(\w+)\}/g, "$1")})`);
    params.push(...p.params);
  }
  // A term that names no customer (a number prefix, usually) leaves a plain range, which a covering index serves.
  const customer = customerCondition(q);
  if (customer) {
    alternatives.push(customer.sql);
    params.push(...customer.params);
  }
  if (!alternatives.length) return { sql: "0", params: [] };
  return { sql: `(${alternatives.join(" or ")})`, params, residual: customer?.broad };
}

function rangeTerms(column: string, from: string | number | null, to: string | number | null): Term[] {
  const terms: Term[] = [];
  if (from !== null && from !== "") terms.push({ sql: `{${column}} >= ?`, params: [from], column });
  if (to !== null && to !== "") terms.push({ sql: `{${column}} <= ?`, params: [to], column });
  return terms;
}

function inTerm(column: string, values: readonly string[]): Term[] {
  if (!values.length) return [];
  if (values.length === 1) return [{ sql: `{${column}} = ?`, params: [values[0]], column, eq: true }];
  return [{ sql: `{${column}} in (select value from json_each(?))`, params: [JSON.stringify(values)], column }];
}

const eqTerm = (column: string, value: Param): Term => ({ sql: `{${column}} = ?`, params: [value], column, eq: true });

/**
 * Scope and the product filter as terms. A product outside the scope gives "none" (the list is
 * empty) rather than an error: a stale link simply shows nothing.
 */
function productTerms(productIds: string[] | null, product: string): Term[] | "none" {
  if (product) {
    if (productIds && !productIds.includes(product)) return "none";
    return [eqTerm("product_id", product)];
  }
  if (productIds === null) return [];
  if (productIds.length === 0) return "none";
  return [{ sql: "{product_id} in (select value from json_each(?))", params: [JSON.stringify(productIds)], column: "product_id" }];
}

function productCodes(): Map<string, string> {
  return new Map((prepared("select id, product_code as c from products").all() as { id: string; c: string }[]).map((r) => [r.id, r.c]));
}

/** The products a list is narrowed to (filter or scope), or null for all. */
const productsOf = (ctx: PlanContext) => (ctx.filters.product ? [ctx.filters.product] : ctx.productIds);

/** The longest date range read one day at a time (a year and a bit); longer ones read the range and sort it. */
const MAX_DAY_PARTS = 400;

/**
 * The days of the list's date filter (from/to on `column`), clamped to the days `table` holds so an
 * open end stops where the data does; null without a range or when it spans more than MAX_DAY_PARTS days.
 */
function filterDays(table: string, column: string, f: ListFilters): string[] | null {
  if (!f.dateFrom && !f.dateTo) return null;
  const lo = (prepared(`select min(${column}) as d from ${table}`).get() as { d: string | null }).d;
  const hi = (prepared(`select max(${column}) as d from ${table}`).get() as { d: string | null }).d;
  if (!lo || !hi || !isIsoDate(lo) || !isIsoDate(hi)) return [];
  const from = f.dateFrom && f.dateFrom > lo ? f.dateFrom : lo;
  const to = f.dateTo && f.dateTo < hi ? f.dateTo : hi;
  if (from > to) return [];
  const n = daysBetween(from, to) + 1;
  if (n > MAX_DAY_PARTS) return null;
  return Array.from({ length: n }, (_, k) => addDays(from, k));
}

/**
 * Newest (or oldest) first under a date range: with an index on (date, created_at) each day of the
 * range is one index range in created order. The days are read latest first when descending, so the
 * first day or two fill the page and the rest, created earlier, end after one seek each (the merge's bound).
 */
function dayPartitions(table: string, column: string, sort: string, f: ListFilters, dir: SortDir): Partitions | null {
  if (sort !== "created") return null;
  const days = filterDays(table, column, f);
  if (!days) return null;
  if (dir === "desc") days.reverse();
  return { parts: days.map((d) => [eqTerm(column, d)]), exclusive: true };
}

/**
 * A range on one date is a narrow band of another date's order (dates move together), so walking that
 * order would crawl; except created under a range read per day (dayPartitions, no due-date range).
 */
function dateCorrelated(table: string, dateColumn: string, dateSort: string, hasDueFilter: boolean) {
  return (sort: string, f: ListFilters) => {
    const due = hasDueFilter && Boolean(f.dueFrom || f.dueTo);
    const dateBunched = Boolean(f.dateFrom || f.dateTo) && sort !== dateSort && !(sort === "created" && !due && filterDays(table, dateColumn, f));
    return dateBunched || (due && sort !== "dueDate");
  };
}

const emptyInfo = (): PageInfo => ({ total: 0, capped: false, page: 1, pageCount: 1, from: 0, to: 0, next: null, prev: null, isFirst: true, isLast: true });

/** The engine's plan and filter terms, for a list kept in another model on the same paging (the payments list, issue 20). */
export type ListEngine = Engine;
export type ListTerm = Term;

/**
 * One keyset page of another table's list: its engine, its terms ("none": nothing to show) and its row SQL
 * (`... from <table> t`, selecting `t.rowid as r`). Same URL parameters, page info and pager as the document lists.
 */
export function keysetList<T extends { r: number }>(engine: ListEngine, terms: ListTerm[] | "none", paging: Pick<ListParams, "sort" | "dir" | "cursor" | "last" | "page">, rowSql: string): { rows: T[]; info: PageInfo } {
  if (terms === "none") return { rows: [], info: emptyInfo() };
  const params: ListParams = { ...paging, filters: EMPTY_FILTERS };
  const { keys, info } = runList(engine, terms, { filters: EMPTY_FILTERS, productIds: null }, params);
  return { rows: rowsFor<T>(rowSql, keys), info };
}

// ------------------------------------------------------------------ invoices

export type InvoiceSort = (typeof INVOICE_SORTS)[number];

const DATE_SORTS = new Set(["created", "billingDate", "dueDate", "number", "status", "faktur"]);
const invoiceDates = dateCorrelated("invoices", "billing_date", "billingDate", true);

const invoiceEngine: Engine = {
  table: "invoices",
  sorts: {
    created: { columns: ["created_at"], prefixable: ["product_id", "status_invoice", "status_faktur", "customer_id", "division_id"] },
    // Numbers are unique: their own unique index is the order (unnumbered invoices in rowid order).
    number: { columns: ["invoice_number"], nullable: true },
    // Ties (one customer, one day, one amount) fall back to created_at, which each sort's index ends in.
    customer: { columns: ["customer_name", "created_at"] },
    billingDate: { columns: ["billing_date", "created_at"] },
    dueDate: { columns: ["due_date", "created_at"] },
    amount: { columns: ["final_price", "created_at"] },
    status: { columns: ["status_invoice", "created_at"], prefixable: ["product_id", "status_invoice"] },
    faktur: { columns: ["status_faktur", "created_at"], prefixable: ["status_faktur"] },
  },
  partitions: (sort, ctx, nullSegment, dir) => {
    const days = dayPartitions("invoices", "billing_date", sort, ctx.filters, dir);
    if (days) return days;
    const products = productsOf(ctx);
    if (!products || products.length > 20) return null;
    // Several products (a scope): each product's range of (product_id, [status,] created_at) is in order.
    if ((sort === "created" || sort === "status") && !ctx.filters.product) return { parts: products.map((id) => [eqTerm("product_id", id)]) };
    // Numbers start with the product code (INV-ST-...): a product's numbers are one range of the number index.
    if (sort === "number" && !nullSegment) {
      const codes = productCodes();
      return {
        parts: products.map((id) => {
          const prefix = `INV-${codes.get(id) ?? "??"}-`;
          return [
            { ...eqTerm("product_id", id), residual: true },
            { sql: "{invoice_number} >= ? and {invoice_number} < ?", params: [prefix, `${prefix}\uffff`], column: "invoice_number" },
          ];
        }),
      };
    }
    return null;
  },
  // Dates move together (created, billing and due dates; numbers carry their period): a range on one
  // date is a narrow band of another date's order, so reading the range and sorting it wins. Except
  // newest first under a billing-date range of up to MAX_DAY_PARTS days: that walks day by day.
  correlated: (sort, f) => DATE_SORTS.has(sort) && invoiceDates(sort, f),
};

export type InvoiceListRow = {
  r: number;
  id: string;
  invoiceNumber: string | null;
  customerId: string | null;
  customerName: string;
  productId: string;
  billingId: string;
  billingNumber: string;
  poId: string | null;
  poNumber: string | null;
  billingDate: string;
  dueDate: string;
  finalPrice: number;
  statusInvoice: (typeof invoiceStatuses)[number];
  statusFaktur: (typeof fakturStatuses)[number];
  createdAt: string;
  replacesInvoiceId: string | null;
  replacedByInvoiceId: string | null;
};

const INVOICE_ROW_SQL = `select t.rowid as r, t.id, t.invoice_number as invoiceNumber, t.customer_id as customerId, t.customer_name as customerName, t.product_id as productId,
  t.billing_id as billingId, t.billing_number as billingNumber, t.po_id as poId, t.po_number as poNumber, t.billing_date as billingDate, t.due_date as dueDate,
  t.final_price as finalPrice, t.status_invoice as statusInvoice, t.status_faktur as statusFaktur, t.created_at as createdAt,
  t.replaces_invoice_id as replacesInvoiceId, t.replaced_by_invoice_id as replacedByInvoiceId
  from invoices t`;

export function invoiceTerms(filters: ListFilters, productIds: string[] | null): Term[] | "none" {
  const product = productTerms(productIds, filters.product);
  if (product === "none") return "none";
  const terms: Term[] = [...product];
  terms.push(...inTerm("status_invoice", filters.status.filter((s) => (invoiceStatuses as readonly string[]).includes(s))));
  terms.push(...inTerm("status_faktur", filters.faktur));
  if (filters.customer) terms.push(eqTerm("customer_id", filters.customer));
  terms.push(...rangeTerms("billing_date", filters.dateFrom, filters.dateTo));
  terms.push(...rangeTerms("due_date", filters.dueFrom, filters.dueTo));
  terms.push(...rangeTerms("final_price", filters.amountMin, filters.amountMax));
  if (filters.ageing) {
    // The dashboard's bucket (dashboard.server.ts ageingTotals): outstanding, due in the bucket's range today.
    const { dueFrom, dueTo } = ageingDueRange(filters.ageing, todayInJakarta(new Date()));
    terms.push({ sql: OUTSTANDING_INVOICE_SQL, params: [], residual: true }, ...rangeTerms("due_date", dueFrom, dueTo));
  }
  if (filters.q) {
    const prefixes = numberPrefixes(filters.q, ["INV", "BL"], [...productCodes().values()]);
    terms.push(
      searchTerm(filters.q, [{ column: "invoice_number", prefixes: prefixes.filter((p) => p.startsWith("INV-")) }], [
        { column: "billing_id", table: "billings", numberColumn: "billing_number", prefixes: prefixes.filter((p) => p.startsWith("BL-")) },
      ]),
    );
  }
  return terms;
}

export function listInvoices(scope: ListScope, params: ListParams) {
  return listInvoicesFor(scopeProductIds(scope), params);
}

/** As listInvoices, for the product ids of a scope already resolved (null: every product). */
export function listInvoicesFor(productIds: string[] | null, params: ListParams): { rows: InvoiceListRow[]; info: PageInfo } {
  const terms = invoiceTerms(params.filters, productIds);
  if (terms === "none") return { rows: [], info: emptyInfo() };
  const { keys, info } = runList(invoiceEngine, terms, { filters: params.filters, productIds }, params);
  return { rows: rowsFor<InvoiceListRow>(INVOICE_ROW_SQL, keys), info };
}

/** Count and outstanding balance of the invoice list's filter (shown with the ageing filter: the dashboard's figures). */
export function invoiceListOutstanding(productIds: string[] | null, filters: ListFilters): { count: number; amount: number } {
  const terms = invoiceTerms(filters, productIds);
  if (terms === "none") return { count: 0, amount: 0 };
  const { sql, params } = renderTerms(terms, () => true);
  return outstandingTotals(sql.length ? sql.join(" and ") : "1", params);
}

/**
 * The approval inbox: invoices waiting (status invoiced) on products whose designated signer is
 * the user, every product for a super-admin. Same filters, sorts and paging as the invoice list.
 */
export function listInbox(signerProductIds: string[] | null, params: ListParams) {
  const filters = { ...params.filters, status: ["invoiced"] };
  const terms = invoiceTerms(filters, signerProductIds);
  if (terms === "none") return { rows: [] as InvoiceListRow[], info: emptyInfo() };
  const { keys, info } = runList(invoiceEngine, terms, { filters, productIds: signerProductIds }, { ...params, filters });
  return { rows: rowsFor<InvoiceListRow>(INVOICE_ROW_SQL, keys), info };
}

// ------------------------------------------------------------------ billings


/**
 * billings and purchase orders have no index on created_at alone (only behind product_id and status),
 * so the newest-first order is read per status (or per product of a scope) and merged. With an index
 * on created_at (asked of the lead) the merge switches itself off. Under a date range of up to
 * MAX_DAY_PARTS days it is read per day instead ((date, created_at) index).
 */
function createdPartitions(table: string, statusColumn: string, statuses: readonly string[], dateColumn: string) {
  return (sort: string, ctx: PlanContext, _nullSegment: boolean, dir: SortDir): Partitions | null => {
    const days = dayPartitions(table, dateColumn, sort, ctx.filters, dir);
    if (days) return days;
    if (sort !== "created" || hasIndexOn(table, "created_at") || ctx.filters.product || ctx.filters.status.length === 1) return null;
    if (ctx.productIds && ctx.productIds.length <= 20) return { parts: ctx.productIds.map((id) => [eqTerm("product_id", id)]) };
    return { parts: (ctx.filters.status.length ? ctx.filters.status : statuses).map((s) => [eqTerm(statusColumn, s)]) };
  };
}


const billingEngine: Engine = {
  table: "billings",
  sorts: {
    created: { columns: ["created_at"], prefixable: ["product_id", "status"] },
    number: { columns: ["billing_number"], nullable: true },
    billingDate: { columns: ["billing_date"] },
    dueDate: { columns: ["due_date"] },
    status: { columns: ["status", "created_at"], prefixable: ["status"] },
  },
  partitions: createdPartitions("billings", "status", BILLING_STATUSES, "billing_date"),
  correlated: dateCorrelated("billings", "billing_date", "billingDate", true),
};

export type BillingListRow = {
  r: number;
  id: string;
  billingNumber: string | null;
  productId: string;
  poId: string | null;
  poNumber: string | null;
  customerId: string | null;
  customerName: string;
  billingDate: string;
  dueDate: string;
  finalPrice: number;
  status: (typeof BILLING_STATUSES)[number];
  statusPaid: "unpaid" | "paid";
  createdAt: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceStatus: string | null;
};

// The billing's current invoice: the newest one (a reissue replaces a returned invoice).
const BILLING_ROW_SQL = `select t.rowid as r, t.id, t.billing_number as billingNumber, t.product_id as productId, t.po_id as poId, p.po_number as poNumber,
  t.customer_id as customerId, coalesce(json_extract(t.to_party, '$.name'), '') as customerName, t.billing_date as billingDate, t.due_date as dueDate,
  t.final_price as finalPrice, t.status, t.status_paid as statusPaid, t.created_at as createdAt,
  i.id as invoiceId, i.invoice_number as invoiceNumber, i.status_invoice as invoiceStatus
  from billings t left join purchase_orders p on p.id = t.po_id
  left join invoices i on i.rowid = (select max(x.rowid) from invoices x where x.billing_id = t.id)`;

export function billingTerms(filters: ListFilters, productIds: string[] | null): Term[] | "none" {
  const product = productTerms(productIds, filters.product);
  if (product === "none") return "none";
  const terms: Term[] = [...product];
  terms.push(...inTerm("status", filters.status.filter((s) => (BILLING_STATUSES as readonly string[]).includes(s))));
  if (filters.paid.length === 1) terms.push({ sql: "status_paid = ?", params: [filters.paid[0]] });
  if (filters.customer) terms.push(eqTerm("customer_id", filters.customer));
  // final_price has no index on billings (README): it filters row by row, or uses one the lead adds.
  terms.push(...rangeTerms("billing_date", filters.dateFrom, filters.dateTo));
  terms.push(...rangeTerms("due_date", filters.dueFrom, filters.dueTo));
  terms.push(...rangeTerms("final_price", filters.amountMin, filters.amountMax));
  if (filters.q) {
    const prefixes = numberPrefixes(filters.q, ["BL", "PO"], [...productCodes().values()]);
    terms.push(
      searchTerm(filters.q, [{ column: "billing_number", prefixes: prefixes.filter((p) => p.startsWith("BL-")) }], [
        { column: "po_id", table: "purchase_orders", numberColumn: "po_number", prefixes: prefixes.filter((p) => p.startsWith("PO-")) },
      ]),
    );
  }
  return terms;
}

export function listBillings(scope: ListScope, params: ListParams) {
  return listBillingsFor(scopeProductIds(scope), params);
}

export function listBillingsFor(productIds: string[] | null, params: ListParams): { rows: BillingListRow[]; info: PageInfo } {
  const terms = billingTerms(params.filters, productIds);
  if (terms === "none") return { rows: [], info: emptyInfo() };
  const { keys, info } = runList(billingEngine, terms, { filters: params.filters, productIds }, params);
  return { rows: rowsFor<BillingListRow>(BILLING_ROW_SQL, keys), info };
}

// ------------------------------------------------------------------ purchase orders


const poEngine: Engine = {
  table: "purchase_orders",
  sorts: {
    created: { columns: ["created_at"], prefixable: ["product_id", "status_po"] },
    number: { columns: ["po_number"] },
    poDate: { columns: ["po_date"] },
    status: { columns: ["status_po", "created_at"], prefixable: ["status_po"] },
  },
  partitions: createdPartitions("purchase_orders", "status_po", PO_STATUSES, "po_date"),
  correlated: dateCorrelated("purchase_orders", "po_date", "poDate", false),
};

export type PurchaseOrderListRow = {
  r: number;
  id: string;
  poNumber: string;
  productId: string;
  customerId: string | null;
  customerName: string;
  poDate: string;
  totalPrice: number;
  statusPo: (typeof PO_STATUSES)[number];
  createdAt: string;
  billingId: string | null;
  billingNumber: string | null;
  billingStatus: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceStatus: string | null;
};

// The PO's current billing (the newest one not thrown away) and that billing's current invoice.
const PO_ROW_SQL = `select t.rowid as r, t.id, t.po_number as poNumber, t.product_id as productId, t.customer_id as customerId,
  coalesce(json_extract(t.to_party, '$.name'), '') as customerName, t.po_date as poDate, t.total_price as totalPrice, t.status_po as statusPo, t.created_at as createdAt,
  b.id as billingId, b.billing_number as billingNumber, b.status as billingStatus, i.id as invoiceId, i.invoice_number as invoiceNumber, i.status_invoice as invoiceStatus
  from purchase_orders t
  left join billings b on b.rowid = (select max(x.rowid) from billings x where x.po_id = t.id and x.status <> 'discarded')
  left join invoices i on i.rowid = (select max(y.rowid) from invoices y where y.billing_id = b.id)`;

export function purchaseOrderTerms(filters: ListFilters, productIds: string[] | null): Term[] | "none" {
  const product = productTerms(productIds, filters.product);
  if (product === "none") return "none";
  const terms: Term[] = [...product];
  terms.push(...inTerm("status_po", filters.status.filter((s) => (PO_STATUSES as readonly string[]).includes(s))));
  if (filters.customer) terms.push(eqTerm("customer_id", filters.customer));
  terms.push(...rangeTerms("po_date", filters.dateFrom, filters.dateTo));
  // total_price has no index on purchase_orders: it filters row by row.
  terms.push(...rangeTerms("total_price", filters.amountMin, filters.amountMax));
  if (filters.q) terms.push(searchTerm(filters.q, [{ column: "po_number", prefixes: numberPrefixes(filters.q, ["PO"], [...productCodes().values()]) }], []));
  return terms;
}

export function listPurchaseOrders(scope: ListScope, params: ListParams) {
  return listPurchaseOrdersFor(scopeProductIds(scope), params);
}

export function listPurchaseOrdersFor(productIds: string[] | null, params: ListParams): { rows: PurchaseOrderListRow[]; info: PageInfo } {
  const terms = purchaseOrderTerms(params.filters, productIds);
  if (terms === "none") return { rows: [], info: emptyInfo() };
  const { keys, info } = runList(poEngine, terms, { filters: params.filters, productIds }, params);
  return { rows: rowsFor<PurchaseOrderListRow>(PO_ROW_SQL, keys), info };
}

// ------------------------------------------------------------------ export (every row of the filter, in chunks)

export type ListKind = "invoices" | "billings" | "purchase-orders";

const EXPORT_DEFS = {
  invoices: { engine: invoiceEngine, terms: invoiceTerms, rowSql: INVOICE_ROW_SQL },
  billings: { engine: billingEngine, terms: billingTerms, rowSql: BILLING_ROW_SQL },
  "purchase-orders": { engine: poEngine, terms: purchaseOrderTerms, rowSql: PO_ROW_SQL },
} as const;

export type KindRow<K extends ListKind> = K extends "invoices" ? InvoiceListRow : K extends "billings" ? BillingListRow : PurchaseOrderListRow;

/**
 * The rows of a list's current filter and sort, in chunks of `chunkSize`, up to `maxRows`. Each
 * chunk is its own keyset query, so no statement stays open between chunks (better-sqlite3 allows
 * nothing else on the connection while one iterates) and the caller can yield to the event loop.
 */
export function* exportChunks<K extends ListKind>(kind: K, productIds: string[] | null, params: ListParams, options: { chunkSize?: number; maxRows?: number } = {}): Generator<KindRow<K>[]> {
  const def = EXPORT_DEFS[kind];
  const terms = def.terms(params.filters, productIds);
  if (terms === "none") return;
  const chunkSize = options.chunkSize ?? 2_000;
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  const sortDef = def.engine.sorts[params.sort];
  const ctx = { filters: params.filters, productIds };
  const walk = cappedCount(def.engine, terms) > COUNT_CAP && !def.engine.correlated?.(params.sort, params.filters);
  let cursor: Cursor | null = null;
  let sent = 0;
  while (sent < maxRows) {
    const keys = keysPage(def.engine, terms, ctx, params.sort, params.dir, cursor, false, Math.min(chunkSize, maxRows - sent), walk);
    if (!keys.length) return;
    sent += keys.length;
    yield rowsFor<KindRow<K>>(def.rowSql, keys);
    if (keys.length < chunkSize) return;
    const last = keys[keys.length - 1];
    cursor = { values: sortDef.columns.map((_, k) => last[`s${k}`] ?? null), rowid: last.r, back: false };
  }
}

/** The capped count of a list's filter (for the tests and the export note). */
export function countList(kind: ListKind, productIds: string[] | null, filters: ListFilters) {
  const def = EXPORT_DEFS[kind];
  const terms = def.terms(filters, productIds);
  return terms === "none" ? 0 : cappedCount(def.engine, terms);
}

/** A customer's name, for the filter chip ("Customer: …"). */
export function customerName(id: string): string | null {
  return (prepared("select name from customers where id = ?").get(id) as { name: string } | undefined)?.name ?? null;
}

/**
 * The products whose invoices wait on this user in the inbox: those whose designated signer
 * (product.server invoiceSignerOf) is the user; null (every product) for a super-admin.
 */
export function signerProductIds(user: { id: string; roles: string[] }): string[] | null {
  if (user.roles.includes("super-admin")) return null;
  const products = prepared("select id from products order by product_code").all() as { id: string }[];
  return products.filter((p) => invoiceSignerOf(p.id)?.userId === user.id).map((p) => p.id);
}
