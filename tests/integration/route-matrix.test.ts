import path from "node:path";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "#db/client.server";
import { loadAccessUser } from "~/models/user.server";
import { scopeProductIds } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import { createWebSession } from "~/services/auth-session.server";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { flashStorage } from "~/services/cookies.server";
import { storeUpload } from "~/services/uploads.server";
import { type Caller, DOC_ENTITY, type DocKind, type Entry, MATRIX_ROLES, type Outcome, ROUTE_EXPECTATIONS, type Rule, type Value, describeRule, expectedOutcome, routeManifest } from "../support/route-matrix";
import { useDemoData } from "../support/seed";
import { tokenFor } from "../support/tokens";

/**
 * Issue 16: every loader and action of every route module (from the route manifest), for every seeded role and
 * anonymous, with a document inside and one outside the role's list scope, answers what the expectation table
 * (tests/support/route-matrix.ts) says; a caller who is refused writes nothing. Each cell runs inside a savepoint
 * that is rolled back, so an allowed action (a block, a logout) does not change what the next cell sees.
 */
useDemoData();

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
type RouteModule = { loader?: Handler; action?: Handler };
type Cell = { route: string; handler: "loader" | "action"; role: string; scope: string; expected: Outcome; got: string; wrote: string[] };

/** Tables a refused request may still write to: the security log and the throttles count refusals on purpose. */
const LOG_TABLES = new Set(["activity_logs", "rate_limits"]);
const EXTRA_SUPER_ADMIN = "usr-matrix-sa";

const manifest = routeManifest();
const modules = new Map<string, RouteModule>();
const callers = new Map<string, { caller: Caller; cookie?: string; token?: string }>();
/** Per role and document kind: the documents inside and outside the role's scope (scope label -> id). */
const docs = new Map<string, Map<DocKind, Record<string, string>>>();
const cells: Cell[] = [];

/** Runs a loader or action as Remix would: a thrown Response is an answer, and a plain value (even null) is a 200. */
async function respond(handler: Handler, request: Request, params: Record<string, string>) {
  let answer: unknown;
  try {
    answer = await handler({ request, params, context: {} } as ActionFunctionArgs & LoaderFunctionArgs);
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
  return { response, json };
}

const sqlite = () => db().$client;
const first = (sql: string, ...args: unknown[]) => (sqlite().prepare(sql).get(...args) as { id: string } | undefined)?.id;

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
async function docsFor(userId: string | null, kind: DocKind): Promise<Record<string, string>> {
  if (kind === "user") return { in: first("select id from users where id like 'usr-gen-%' and status = 'active' order by id")!, "super-admin": EXTRA_SUPER_ADMIN };
  if (kind === "notification") {
    const own = userId ? first("select id from notifications where recipient_user_id = ? order by id", userId) : undefined;
    const other = first("select id from notifications where recipient_user_id <> ? order by id", userId ?? "");
    return userId ? { ...(own ? { in: own } : {}), ...(other ? { out: other } : {}) } : { "-": other! };
  }
  const entity = DOC_ENTITY[kind];
  const table = TABLE_OF[kind === "attachment" ? "invoice" : kind];
  const user = userId ? loadAccessUser(userId) : null;
  const ids = user ? scopeProductIds(listScope(user, entity)) : [];
  const column = table === "products" ? "id" : "product_id";
  const found: Record<string, string> = {};
  if (!user) found["-"] = first(`select id from ${table} order by id`)!;
  else {
    const inside = ids === null ? first(`select id from ${table} order by id`) : first(`select id from ${table} where ${column} in (select value from json_each(?)) order by id`, JSON.stringify(ids));
    const outside = ids === null ? undefined : first(`select id from ${table} where ${column} not in (select value from json_each(?)) order by id`, JSON.stringify(ids));
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

const docKindsOf = (entry: Entry) => [...Object.values(entry.params ?? {}), ...Object.values(entry.query ?? {}), ...Object.values(entry.body ?? {})].flatMap((v) => (typeof v === "object" && "doc" in v ? [v.doc] : []));

beforeAll(async () => {
  createExtraSuperAdmin();
  const unknown = await storeUpload(new File([new TextEncoder().encode("%PDF-1.4\n")], "x.pdf"), { ownerKind: "invoice", ownerId: first("select id from invoices order by id")!, attachmentType: "other" });
  sqlite().prepare("update attachments set owner_kind = 'matrix-unknown' where id = ?").run(unknown.id);
  for (const route of manifest) modules.set(route.file, (await import(/* @vite-ignore */ path.resolve("app/routes", route.file))) as RouteModule);
  const kinds = new Set(Object.values(ROUTE_EXPECTATIONS).flatMap(docKindsOf));
  for (const { role, userId } of MATRIX_ROLES) {
    if (!userId) callers.set(role, { caller: null });
    else {
      const user = loadAccessUser(userId)!;
      const cookie = (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0];
      callers.set(role, { caller: { roles: user.roles, permissions: user.permissions }, cookie, token: await tokenFor(userId) });
    }
    const byKind = new Map<DocKind, Record<string, string>>();
    for (const kind of kinds) byKind.set(kind, await docsFor(userId, kind));
    docs.set(role, byKind);
  }
}, 60_000);

const isApi = (file: string) => file.startsWith("api.") || file.startsWith("mock.");
const fill = (value: Value, role: string, scope: string) => (typeof value === "string" ? value : "sql" in value ? first(value.sql)! : docs.get(role)!.get(value.doc)![scope]);

function buildRequest(file: string, pattern: string, entry: Entry, handler: "loader" | "action", role: string, scope: string) {
  const params = Object.fromEntries(Object.entries(entry.params ?? {}).map(([k, v]) => [k, fill(v, role, scope)]));
  const pathname = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name])).replace(/\/\*$/, `/${params["*"] ?? ""}`);
  const { cookie, token } = callers.get(role)!;
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: `10.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (isApi(file)) {
    if (token) headers.authorization = `Bearer ${token}`;
  } else {
    if (cookie) headers.Cookie = cookie;
    // A same-origin browser request (the CSRF check looks at these).
    headers.Origin = "http://localhost";
    headers["Sec-Fetch-Site"] = "same-origin";
  }
  const body = Object.fromEntries(Object.entries(entry.body ?? {}).map(([k, v]) => [k, fill(v, role, scope)]));
  const method = handler === "loader" ? "GET" : (entry.method ?? "POST");
  const init: RequestInit = { method, headers };
  if (handler === "action") {
    if (isApi(file)) {
      headers["content-type"] = "application/json";
      init.body = JSON.stringify(body);
    } else {
      headers["content-type"] = "application/x-www-form-urlencoded";
      init.body = new URLSearchParams(body).toString();
    }
  }
  const query = new URLSearchParams(Object.entries(entry.query ?? {}).map(([k, v]) => [k, fill(v, role, scope)])).toString();
  const url = `http://localhost${pathname}${query ? `?${query}` : ""}`;
  return { make: () => new Request(url, init), params, pathname };
}

/** The toast a page action's redirect carries (a refused form action may go back to its page with an error toast). */
async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__digimon_flash="));
  if (!cookie) return null;
  const session = await flashStorage().getSession(cookie.split(";")[0]);
  return (session.get("toast") as { kind: string; title: string } | undefined) ?? null;
}

async function classify(response: Response, json: Record<string, unknown>, emptyIsDenial: boolean): Promise<Outcome[]> {
  const { status } = response;
  return [...(await outcomesOf(response, json, emptyIsDenial)), ...(status < 500 ? (["any"] as const) : [])];
}

async function outcomesOf(response: Response, json: Record<string, unknown>, emptyIsDenial: boolean): Promise<Outcome[]> {
  const { status } = response;
  if (status >= 300 && status < 400) {
    const to = new URL(response.headers.get("Location") ?? "/", "http://localhost").pathname;
    if (to === "/login") return ["login", "refused"];
    if (to === "/misc/not-authorized") return ["denied", "refused"];
    // Back to the page with an error toast and (checked by the caller) nothing written: a refusal a person can read.
    if ((await toastOf(response))?.kind === "error") return ["ok", "denied"];
    return ["ok"];
  }
  if (status === 401) return ["login", "refused"];
  if (status === 403) return ["denied", "refused", "status-403"];
  if (status === 404) return ["denied", "refused", "not-found"];
  if (status === 405) return ["refused"];
  if ([400, 409, 422].includes(status)) return ["ok"];
  if (status >= 200 && status < 300) {
    const data = json.data;
    const meta = json.meta as { total?: number } | undefined;
    const empty = data === null || (Array.isArray(data) && data.length === 0) || meta?.total === 0;
    return emptyIsDenial && empty ? ["ok", "denied"] : ["ok"];
  }
  return [`status-${status}` as Outcome];
}

/** Each table's row count and a sum of row hashes: a refused call that inserted, deleted or updated anything shows up by table. */
function tableFingerprints(): Record<string, string> {
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

async function runCell(file: string, pattern: string, entry: Entry, handler: "loader" | "action", rule: Rule, role: string, scope: string) {
  const fn = modules.get(file)![handler]!;
  const { make, params, pathname } = buildRequest(file, pattern, entry, handler, role, scope);
  const expected = expectedOutcome(rule, callers.get(role)!.caller, pathname, scope);
  const changes = () => (sqlite().prepare("select total_changes() as n").get() as { n: number }).n;
  sqlite().exec("savepoint matrix_cell");
  let got: string;
  let wrote: string[] = [];
  try {
    const before = changes();
    let outcomes: Outcome[];
    try {
      const { response, json } = await respond(fn, make(), params);
      outcomes = await classify(response, json, Boolean(entry.emptyIsDenial));
      const toast = response.status >= 300 && response.status < 400 ? await toastOf(response) : null;
      got = `${response.status}${response.headers.get("Location") ? ` -> ${response.headers.get("Location")}` : ""}${toast ? ` (${toast.kind} toast "${toast.title}")` : ""}`;
    } catch (error) {
      outcomes = [];
      got = `threw ${error instanceof Error ? error.message.slice(0, 120) : String(error)}`;
    }
    const refusedCall = !["ok", "any"].includes(expected) && !expected.startsWith("status-2");
    if (refusedCall && changes() !== before) {
      // Something was written: run the call again from the same state, counting rows, to name the tables.
      sqlite().exec("rollback to matrix_cell");
      const countsBefore = tableFingerprints();
      await respond(fn, make(), params).catch(() => null);
      const countsAfter = tableFingerprints();
      wrote = Object.keys(countsAfter).filter((t) => countsAfter[t] !== countsBefore[t] && !LOG_TABLES.has(t));
    }
    if (!outcomes.includes(expected) || wrote.length) cells.push({ route: file, handler, role, scope, expected, got, wrote });
    else cells.push({ route: file, handler, role, scope, expected, got: "pass", wrote });
  } finally {
    sqlite().exec("rollback to matrix_cell");
    sqlite().exec("release matrix_cell");
  }
}

/** Runs every cell of the routes whose file matches `which`; answers the failing ones, one line each. */
async function runRoutes(which: (file: string) => boolean) {
  const start = cells.length;
  for (const route of manifest.filter((r) => which(r.file))) {
    const entry = ROUTE_EXPECTATIONS[route.file];
    if (!entry) continue; // reported by the coverage test
    const mod = modules.get(route.file)!;
    for (const handler of ["loader", "action"] as const) {
      const rule = entry[handler];
      if (!mod[handler] || !rule) continue;
      const kinds = docKindsOf(entry);
      for (const { role } of MATRIX_ROLES) {
        const scopes = kinds.length ? Object.keys(docs.get(role)!.get(kinds[0])!) : ["-"];
        for (const scope of scopes) await runCell(route.file, route.pattern, entry, handler, rule, role, scope);
      }
    }
  }
  const mine = cells.slice(start);
  return {
    total: mine.length,
    failures: mine
      .filter((c) => c.got !== "pass")
      .map((c) => `${c.route} ${c.handler} as ${c.role} [${c.scope}] (${describeRule(ROUTE_EXPECTATIONS[c.route][c.handler])}): expected ${c.expected}, got ${c.got}${c.wrote.length ? `, wrote ${c.wrote.join(", ")}` : ""}`),
  };
}

describe("role x route matrix (issue 16)", () => {
  it("has an expectation for every route module, and a rule for every loader and action it exports", () => {
    const files = new Set(manifest.map((r) => r.file));
    const missing = [...files].filter((f) => !ROUTE_EXPECTATIONS[f]);
    const stale = Object.keys(ROUTE_EXPECTATIONS).filter((f) => !files.has(f));
    const unruled = manifest.flatMap((r) => (["loader", "action"] as const).filter((h) => modules.get(r.file)?.[h] && ROUTE_EXPECTATIONS[r.file] && !ROUTE_EXPECTATIONS[r.file][h]).map((h) => `${r.file} ${h}`));
    expect({ missing, stale, unruled }).toEqual({ missing: [], stale: [], unruled: [] });
    expect(manifest.length).toBeGreaterThan(100);
  });

  const groups: [string, (file: string) => boolean][] = [
    ["portal pages", (f) => f.startsWith("_portal")],
    ["signed-out pages, files and resources", (f) => !f.startsWith("_portal") && !isApi(f)],
    ["the JSON API", (f) => f.startsWith("api.")],
    ["the sandbox mocks", (f) => f.startsWith("mock.")],
  ];
  for (const [name, which] of groups) {
    it(`answers every cell of ${name} as the table says, and a refused caller writes nothing`, async () => {
      const { total, failures } = await runRoutes(which);
      expect(total).toBeGreaterThan(0);
      expect(failures, `${failures.length} of ${total} cells fail:\n${failures.join("\n")}`).toEqual([]);
    }, 60_000);
  }

  afterAll(() => {
    const routes = new Set(cells.map((c) => c.route)).size;
    const passed = cells.filter((c) => c.got === "pass").length;
    // The figures the issue asks for (routes x roles x scopes = cells).
    const byScope = new Map<string, number>();
    for (const c of cells) byScope.set(c.scope, (byScope.get(c.scope) ?? 0) + 1);
    const scopes = [...byScope].map(([scope, n]) => `${scope} ${n}`).join(", ");
    process.stdout.write(`route matrix: ${routes} routes x ${MATRIX_ROLES.length} roles x scopes (${scopes}) = ${cells.length} cells, ${passed} pass, ${cells.length - passed} fail\n`);
  });
});
