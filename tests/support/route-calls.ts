import path from "node:path";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "#db/client.server";
import { seedDocuments } from "#db/seed/documents";
import { loadAccessUser } from "~/models/user.server";
import { scopeProductIds } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { storeUpload } from "~/services/uploads.server";
import { DOC_ENTITY, type DocKind, type Entry, routeManifest, type Value } from "./route-matrix";
import { freshLoadContext } from "~/services/request-memo.server";

/** Helpers shared by the route matrix and the fuzz test: route modules from the manifest, calls, and write detection. */
export type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
export type RouteModule = { loader?: Handler; action?: Handler };

/** Every route module of the manifest, imported as Remix would import it. */
export async function loadRouteModules() {
  const manifest = routeManifest();
  const modules = new Map<string, RouteModule>();
  for (const route of manifest) modules.set(route.file, (await import(/* @vite-ignore */ path.resolve("app/routes", route.file))) as RouteModule);
  return { manifest, modules };
}

/** Runs a loader or action as Remix would: a thrown Response is an answer, and a plain value (even null) is a 200. */
export async function respond(handler: Handler, request: Request, params: Record<string, string>) {
  let answer: unknown;
  try {
    answer = await handler({ request, params, context: freshLoadContext() } as ActionFunctionArgs & LoaderFunctionArgs);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    answer = thrown;
  }
  const response = answer instanceof Response ? answer : new Response(JSON.stringify(answer ?? null), { headers: { "content-type": "application/json" } });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) ?? {};
  } catch {
    /* not JSON */
  }
  return { response, json, text };
}

export const sqlite = () => db().$client;
export const first = (sql: string, ...args: unknown[]) => (sqlite().prepare(sql).get(...args) as { id: string } | undefined)?.id;

export const EXTRA_SUPER_ADMIN = "usr-matrix-sa";

function createExtraSuperAdmin() {
  // A second super-admin, so that "an admin acts on a super-admin" never locks the demo super-admin out of the cells after it.
  const cols = (sqlite().prepare("select name from pragma_table_info('users')").all() as { name: string }[]).map((c) => c.name);
  const pick = (c: string) => (c === "id" ? `'${EXTRA_SUPER_ADMIN}'` : c === "email" ? "'matrix.sa@digimon.test'" : ["referral_code", "nik", "phone_number", "phone"].includes(c) ? "null" : c);
  sqlite().prepare(`insert into users (${cols.join(",")}) select ${cols.map(pick).join(",")} from users where id = 'usr-super-admin'`).run();
  sqlite().prepare("insert into user_roles (user_id, role_id) select ?, role_id from user_roles where user_id = 'usr-super-admin'").run(EXTRA_SUPER_ADMIN);
}

const TABLE_OF: Record<string, string> = { invoice: "invoices", billing: "billings", "purchase-order": "purchase_orders", product: "products", recurring: "recurring_profiles" };

async function attachmentOn(invoiceId: string) {
  const existing = first("select id from attachments where owner_kind = 'invoice' and owner_id = ?", invoiceId);
  if (existing) return existing;
  const file = new File([new TextEncoder().encode("%PDF-1.4\n%matrix\n")], "matrix.pdf", { type: "application/pdf" });
  return (await storeUpload(file, { ownerKind: "invoice", ownerId: invoiceId, attachmentType: "other", uploadedBy: "usr-super-admin" })).id;
}

/** The documents of `kind` inside and outside the scope of `userId`, picked from the seeded data with the lists' own scope function. */
export async function docsFor(userId: string | null, kind: DocKind): Promise<Record<string, string>> {
  if (kind === "user") return { in: first("select id from users where id like 'usr-gen-%' and status = 'active' order by id")!, "super-admin": EXTRA_SUPER_ADMIN };
  if (kind === "notification") {
    const own = userId ? first("select id from notifications where recipient_user_id = ? order by id", userId) : undefined;
    const other = first("select id from notifications where recipient_user_id <> ? order by id", userId ?? "");
    return userId ? { ...(own ? { in: own } : {}), ...(other ? { out: other } : {}) } : { "-": other! };
  }
  const entity = DOC_ENTITY[kind];
  const table = TABLE_OF[kind === "attachment" || kind === "unapproved-invoice" ? "invoice" : kind];
  // An invoice not approved: a tax-invoice retry that passes authorisation then answers 409 (only approved ones retry).
  const only = kind === "unapproved-invoice" ? "status_invoice <> 'approved'" : "1 = 1";
  const user = userId ? loadAccessUser(userId) : null;
  const ids = user ? scopeProductIds(listScope(user, entity)) : [];
  const column = table === "products" ? "id" : "product_id";
  const found: Record<string, string> = {};
  if (!user) found["-"] = first(`select id from ${table} where ${only} order by id`)!;
  else {
    const inside = ids === null ? first(`select id from ${table} where ${only} order by id`) : first(`select id from ${table} where ${only} and ${column} in (select value from json_each(?)) order by id`, JSON.stringify(ids));
    const outside = ids === null ? undefined : first(`select id from ${table} where ${only} and ${column} not in (select value from json_each(?)) order by id`, JSON.stringify(ids));
    if (inside) found.in = inside;
    if (outside) found.out = outside;
  }
  if (kind === "attachment") {
    for (const key of Object.keys(found)) found[key] = await attachmentOn(found[key]);
    // A stored file of a kind no document route knows must not open for anyone.
    if (user) found["unknown-kind"] = first("select id from attachments where owner_kind = 'matrix-unknown'")!;
  }
  return found;
}

export const docKindsOf = (entry: Entry) => [...Object.values(entry.params ?? {}), ...Object.values(entry.query ?? {}), ...Object.values(entry.body ?? {})].flatMap((v) => (typeof v === "object" && "doc" in v ? [v.doc] : []));

/**
 * The demo documents (POs, billings, invoices in every state, as a fresh sandbox install seeds them), a second
 * super-admin and a stored file of a kind no route knows: what the matrix's scopes need beside the demo data.
 */
export async function prepareMatrixData() {
  await seedDocuments();
  createExtraSuperAdmin();
  const unknown = await storeUpload(new File([new TextEncoder().encode("%PDF-1.4\n")], "x.pdf"), { ownerKind: "invoice", ownerId: first("select id from invoices order by id")!, attachmentType: "other" });
  sqlite().prepare("update attachments set owner_kind = 'matrix-unknown' where id = ?").run(unknown.id);
}

/** A param, query or body value of the table: a literal, the first row of an SQL query, or a document `pick` chooses. */
export const fillValue = (value: Value, pick: (kind: DocKind) => string) => (typeof value === "string" ? value : "sql" in value ? first(value.sql)! : pick(value.doc));

/** Rows this connection has inserted, updated or deleted so far (any write moves it; a rollback does not undo it). */
export const totalChanges = () => (sqlite().prepare("select total_changes() as n").get() as { n: number }).n;

/** Tables a refused request may still write to: the security log and the throttles count refusals on purpose. */
export const LOG_TABLES = new Set(["activity_logs", "rate_limits"]);

/** Each table's row count and a sum of row hashes: a call that inserted, deleted or updated anything shows up by table. */
export function tableFingerprints(): Record<string, string> {
  sqlite().function("matrix_row_hash", { varargs: true, deterministic: true }, (...values: unknown[]) => {
    let h = 2166136261;
    for (const ch of JSON.stringify(values, (_, v) => (typeof v === "bigint" ? String(v) : v instanceof Buffer ? v.toString("base64") : v))) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    return h;
  });
  const tables = sqlite().prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%_fts%'").all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => {
      const cols = (sqlite().prepare(`select name from pragma_table_info('${name}')`).all() as { name: string }[]).map((c) => `"${c.name}"`).join(", ");
      const row = sqlite().prepare(`select count(*) as n, total(matrix_row_hash(${cols})) as s from "${name}"`).get() as { n: number; s: number };
      return [name, `${row.n}:${row.s}`];
    }),
  );
}

/** The tables (other than the log tables) whose rows differ between two fingerprints. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((t) => after[t] !== before[t] && !LOG_TABLES.has(t));

/**
 * Runs `fn` inside a savepoint that is always rolled back, so the call leaves the database as it found it (an allowed
 * block, logout or role edit does not change what the next call sees). Better-sqlite3 nests the app's own
 * transactions inside it as savepoints.
 */
export async function inRolledBackSavepoint<T>(fn: (rewind: () => void) => Promise<T>): Promise<T> {
  sqlite().exec("savepoint route_call");
  try {
    return await fn(() => sqlite().exec("rollback to route_call"));
  } finally {
    sqlite().exec("rollback to route_call");
    sqlite().exec("release route_call");
  }
}
