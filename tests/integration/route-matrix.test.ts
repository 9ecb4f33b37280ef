import { writeFileSync } from "node:fs";
import { loadAccessUser } from "~/models/user.server";
import { env } from "~/services/env.server";
import { createWebSession } from "~/services/auth-session.server";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { flashStorage } from "~/services/cookies.server";
import { changedTables, docKindsOf, docsFor, fillValue, inRolledBackSavepoint, loadRouteModules, prepareMatrixData, respond, type RouteModule, sqlite, tableFingerprints, totalChanges } from "../support/route-calls";
import { type Caller, type DocKind, type Entry, MATRIX_ROLES, type Outcome, ROUTE_EXPECTATIONS, type Rule, type Value, describeRule, expectedOutcome, routeManifest } from "../support/route-matrix";
import { useDemoData } from "../support/seed";
import { tokenFor } from "../support/tokens";

/**
 * Issue 16: every loader and action of every route module (from the route manifest), for every seeded role and
 * anonymous, with a document inside and one outside the role's list scope, answers what the expectation table
 * (tests/support/route-matrix.ts) says; a caller who is refused writes nothing. Each cell runs inside a savepoint
 * that is rolled back, so an allowed action (a block, a logout) does not change what the next cell sees.
 */
useDemoData();

type Cell = { route: string; handler: "loader" | "action"; role: string; scope: string; expected: Outcome; got: string; wrote: string[] };

const manifest = routeManifest();
let modules = new Map<string, RouteModule>();
const callers = new Map<string, { caller: Caller; cookie?: string; token?: string }>();
/** Per role and document kind: the documents inside and outside the role's scope (scope label -> id). */
const docs = new Map<string, Map<DocKind, Record<string, string>>>();
const cells: Cell[] = [];


beforeAll(async () => {
  await prepareMatrixData();
  modules = (await loadRouteModules()).modules;
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
const fill = (value: Value, role: string, scope: string) => fillValue(value, (kind) => docs.get(role)!.get(kind)![scope]);

let addressCounter = 0;

function buildRequest(file: string, pattern: string, entry: Entry, handler: "loader" | "action", role: string, scope: string) {
  const params = Object.fromEntries(Object.entries(entry.params ?? {}).map(([k, v]) => [k, fill(v, role, scope)]));
  const pathname = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name])).replace(/\/\*$/, `/${params["*"] ?? ""}`);
  const { cookie, token } = callers.get(role)!;
  // Each cell from its own address (the per-address sign-in throttle is not what the matrix tests), the same on every run.
  const n = addressCounter++;
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: `10.16.${Math.floor(n / 250) % 250}.${n % 250}` };
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
    } else if (entry.file) {
      const form = new FormData();
      for (const [k, v] of Object.entries(body)) form.append(k, v);
      form.append("file", new File([new TextEncoder().encode("%PDF-1.4\n%matrix\n%%EOF\n")], "matrix.pdf", { type: "application/pdf" }));
      init.body = form;
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

async function runCell(file: string, pattern: string, entry: Entry, handler: "loader" | "action", rule: Rule, role: string, scope: string) {
  const fn = modules.get(file)![handler]!;
  const { make, params, pathname } = buildRequest(file, pattern, entry, handler, role, scope);
  const expected = expectedOutcome(rule, callers.get(role)!.caller, pathname, scope);
  const changes = totalChanges;
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
      wrote = changedTables(countsBefore, tableFingerprints());
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

  it("answers 404 from every sandbox-only route in production mode, even to the super-admin", async () => {
    const config = env() as { APP_MODE: string };
    const failures: string[] = [];
    const sandboxOnly = manifest.filter((r) => ROUTE_EXPECTATIONS[r.file]?.sandboxOnly);
    config.APP_MODE = "production";
    try {
      for (const route of sandboxOnly) {
        const entry = ROUTE_EXPECTATIONS[route.file];
        for (const handler of ["loader", "action"] as const) {
          const fn = modules.get(route.file)![handler];
          if (!fn || !entry[handler]) continue;
          const scope = Object.keys(docs.get("super-admin")!.get(docKindsOf(entry)[0] ?? "invoice") ?? { "-": "" })[0] ?? "-";
          const { make, params } = buildRequest(route.file, route.pattern, entry, handler, "super-admin", scope);
          const status = await inRolledBackSavepoint(async () => (await respond(fn, make(), params)).response.status);
          if (status !== 404) failures.push(`${route.file} ${handler}: ${status}`);
        }
      }
    } finally {
      config.APP_MODE = "sandbox";
    }
    expect(sandboxOnly.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  afterAll(() => {
    // MATRIX_DUMP=file.json writes every cell (route, handler, role, scope, expected, got) for a closer look.
    if (process.env.MATRIX_DUMP) writeFileSync(process.env.MATRIX_DUMP, JSON.stringify(cells, null, 1));
    const routes = new Set(cells.map((c) => c.route)).size;
    const passed = cells.filter((c) => c.got === "pass").length;
    // The figures the issue asks for (routes x roles x scopes = cells).
    const byScope = new Map<string, number>();
    for (const c of cells) byScope.set(c.scope, (byScope.get(c.scope) ?? 0) + 1);
    const scopes = [...byScope].map(([scope, n]) => `${scope} ${n}`).join(", ");
    process.stdout.write(`route matrix: ${routes} routes x ${MATRIX_ROLES.length} roles x scopes (${scopes}) = ${cells.length} cells, ${passed} pass, ${cells.length - passed} fail\n`);
  });
});
