import { seededRandom } from "#db/seed/random";
import { createWebSession } from "~/services/auth-session.server";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { changedTables, docKindsOf, docsFor, fillValue, loadRouteModules, prepareMatrixData, respond, type RouteModule, tableFingerprints, totalChanges, inRolledBackSavepoint } from "../support/route-calls";
import { type DocKind, ROUTE_EXPECTATIONS } from "../support/route-matrix";
import { useDemoData } from "../support/seed";
import { tokenFor } from "../support/tokens";

/**
 * Issue 16, closing note: hostile inputs (oversized, wrong types, arrays for scalars, nulls, deep nesting, unicode,
 * SQL and FTS injection, path traversal, prototype-pollution keys, huge and negative numbers, impossible dates) sent
 * to every /api/v3 call, every /mock call and every form action of the route manifest, as the signed-in super-admin
 * (the widest reach) and anonymously. No answer may be a 5xx (or an exception), and a refused request (4xx) may
 * write nothing. Each request runs in a savepoint that is rolled back, so the next one meets the same data.
 * The generator is seeded: a failure names its request number, and the same number reproduces it.
 */
useDemoData();

const rnd = seededRandom(16_2026);

// ------------------------------------------------------------------ the hostile corpus
const TEXT = [
  // empty, blank, control characters
  "", " ", "\t", "\r\n", "\u0000", "a\u0000b", "\u0007\u0008", "\u001b[31m", "x\r\nSet-Cookie: admin=1", "%00", "%0d%0aLocation:%20//evil",
  // unicode: RTL overrides, zero-width, BOM, lone surrogates, emoji sequences, combining marks, full-width, other scripts and digits
  "\u202Eevil\u202C", "fdp.exe\u202Etxt", "\u200B", "ad\u200Bmin", "\u200D\u200C", "\uFEFFsuper-admin", "\uD800", "x\uDC00y", "\uDBFF\uDFFF", "👨‍👩‍👧‍👦", "🙂".repeat(300), `a${"\u0301".repeat(400)}`,
  "Ａｄｍｉｎ", "İstanbul", "straße", "مرحبا بالعالم", "שלום", "中文字符", "١٢٣٤٥", "−5", "\u00A0100\u00A0", "ﷺ",
  // SQL, LIKE and FTS5 injection
  "' OR '1'='1", "1; DROP TABLE users; --", "\" OR \"\"=\"", "%' --", "1 UNION SELECT password_hash FROM users --", "'); DELETE FROM invoices; --", "admin'--",
  "%", "_", "%%%%", "\\", "\\%", "maju*", "\"unterminated", "NEAR(a b)", "a OR b", "NOT x", "name:maju", "^start", "a AND", "*", "(", ")", "{}", "-", "\"\"", "a NEAR/2 b", "customers_name_fts",
  // path traversal and odd paths
  "../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "..\\..\\windows\\win.ini", "/etc/passwd", "file:///etc/passwd", "%2e%2e%2f", "....//....//", "uploads/../../data.db", "CON", "nul.pdf",
  // prototype pollution keys as values
  "__proto__", "constructor", "prototype", "__proto__[isAdmin]", "constructor[prototype][isAdmin]", "toString", "hasOwnProperty",
  // numbers as text: huge, negative, not numbers
  "NaN", "nan", "Infinity", "-Infinity", "1e308", "1e309", "-1e309", "9007199254740993", "99999999999999999999999", "0x7fffffff", "1_000", "1,5", "1.5.5", "-0", "0.1e-400", "-1", "-100000", "-0.01", "Rp -5.000", "00000000001",
  // dates that do not exist or are out of range
  "2026-02-30", "2026-13-01", "0000-00-00", "9999-12-31", "2025-02-29", "2026-1-1", "31/12/2026", "2026-01-01T25:61:61Z", "yesterday", "-001-01-01", "+275760-09-13", "2026-02-30T00:00:00Z",
  // e-mails and links
  "a@b", "@", "a@b.c\nBcc: x@evil.test", "admin@digimon.test\u0000", "SUPER.ADMIN@DIGIMON.TEST", ` ${"x".repeat(300)}@digimon.test`, "//evil.example", "https://evil.example", "/\\evil.example", "\t//evil.example", "/%09/evil.example", "javascript:alert(1)",
  // markup and templates
  "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "{{7*7}}", "${7*7}", "<!--", "]]>",
  // things that look like JSON or ids
  "{}", "[]", "null", "true", "undefined", "[object Object]", "usr-super-admin", "usr-matrix-sa", "org-TLKM", "super-admin", "deleted", "role-super-admin",
  // oversized
  "x".repeat(5_000), "9".repeat(400), "a,".repeat(2_000), "é".repeat(70_000),
];
const NUMBERS = [0, -0, -1, -1e12, 1e21, 1.5, -0.01, Number.MAX_SAFE_INTEGER + 2, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 31, -(2 ** 63), 1e308];
const SHAPES: ((s: string) => unknown)[] = [
  (s) => s,
  (s) => [s],
  (s) => [s, s, s],
  (s) => ({ value: s }),
  (s) => ({ __proto__: { isAdmin: true }, x: s }),
  (s) => ({ constructor: { prototype: { isAdmin: s } } }),
  (s) => [[[[[s]]]]],
];

/** The corpus: every text in every shape, every number, and the odd values (over 1,000 distinct hostile inputs). */
const CORPUS: unknown[] = [...TEXT.flatMap((s) => SHAPES.map((shape) => shape(s))), ...NUMBERS, null, true, false, [], {}, [null], { "": "" }];
let cursor = 0;
/** The next hostile value, in turn, so every one of them is sent. */
const nextHostile = () => CORPUS[cursor++ % CORPUS.length];
const hostileText = () => {
  const v = nextHostile();
  return typeof v === "string" ? v : JSON.stringify(v) ?? "";
};

/** Field names the forms and the API read, and a few that nothing should read. */
const FIELDS = [
  "intent", "email", "password", "newPassword", "confirmPassword", "currentPassword", "fullname", "name", "code", "token", "refresh_token", "otp", "redirectTo",
  "productId", "poDate", "billingDate", "dueDate", "details", "details[0].price", "details[0].quantity", "price", "quantity", "total", "amount", "note", "message", "version",
  "from", "to", "to.name", "to.npwp", "kodeWapu", "afiliasi", "includePph", "paymentMethod", "frequency", "occurrence", "firstBillingDate", "dueDateDayAfter",
  "roles", "role", "permissions", "levelAccess", "grantAccess", "status", "positionId", "unitId", "divisionId", "companyId", "parentId", "loker", "revenueSettings",
  "_id", "userId", "fail_login_attempt", "answer", "url", "title", "type", "approval", "updated", "theme", "layout", "event", "entity", "as", "q", "search",
  "__proto__", "constructor", "prototype", "__proto__[isAdmin]",
];
const INTENTS = ["approve", "return", "reject", "cancel", "reissue", "retry", "upload", "update", "delete", "position", "clear-position", "block", "unblock", "reset-login", "reset-otp", "pause", "resume", "stop", "activate", "issue", "draft", "save", "simulate", "apply", "run", "pin", "unpin", "read", "read-all", "password", "resend", "verify"];
const QUERY_KEYS = ["currpage", "perpage", "page", "filter", "division", "loker", "level", "positionMapping", "type", "date", "status", "search", "q", "id", "sort", "order", "product", "from", "to", "kind", "as", "entity", "redirectTo", "likeor-fullname", "filter-roles", "sort-__proto__", "__proto__", "constructor"];
const FILES: [string, () => Uint8Array<ArrayBuffer>][] = [
  ["../../etc/passwd.pdf", () => new TextEncoder().encode("%PDF-1.4\n%%EOF")],
  ["fdp\u202Eexe.pdf", () => new TextEncoder().encode("MZ\u0090\u0000")],
  ["invoice.pdf.exe", () => new TextEncoder().encode("%PDF-1.4\n")],
  ["", () => new Uint8Array(0)],
  ["x.xlsx", () => new TextEncoder().encode("PK\u0003\u0004 not really a workbook")],
  ["big.png", () => new Uint8Array(10 * 1024 * 1024 + 10).fill(0x89)],
  ["nul\u0000.png", () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
];

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** A hostile body: JSON of several shapes, broken JSON, deep nesting, a form or a multipart form with a hostile file. */
function hostileBody(): { body?: BodyInit; type?: string } {
  switch (rnd.int(0, 9)) {
    case 0:
      return {};
    case 1:
    case 2: {
      const fields = Object.fromEntries(Array.from({ length: rnd.int(1, 8) }, () => [rnd.pick(FIELDS), nextHostile()]));
      if (rnd.int(0, 1)) fields.intent = rnd.pick(INTENTS);
      return { body: JSON.stringify(fields), type: "application/json" };
    }
    case 3:
      return { body: JSON.stringify(nextHostile()) ?? "null", type: rnd.pick(["application/json", "text/plain", ""]) };
    case 4:
      return { body: rnd.pick(["{", "[1,2", '{"a":1,}', "\u0000\u0001", "<xml/>", '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', deepJson(rnd.pick([200, 5_000])), `[${"[".repeat(10_000)}`]), type: rnd.pick(["application/json", "application/json; charset=utf-16", "text/plain"]) };
    case 5:
      return { body: JSON.stringify({ [rnd.pick(FIELDS)]: "x".repeat(rnd.pick([2_000_000, 100_000])) }), type: "application/json" };
    case 6:
    case 7: {
      const form = new URLSearchParams();
      for (let i = rnd.int(1, 8); i > 0; i--) form.append(rnd.pick(FIELDS), hostileText());
      if (rnd.int(0, 2)) form.set("intent", rnd.pick(INTENTS));
      return { body: form.toString(), type: "application/x-www-form-urlencoded" };
    }
    default: {
      const form = new FormData();
      for (let i = rnd.int(0, 5); i > 0; i--) form.append(rnd.pick(FIELDS), hostileText());
      if (rnd.int(0, 2)) form.set("intent", rnd.pick(INTENTS));
      const [name, bytes] = rnd.pick(FILES);
      form.append(rnd.pick(["file", "upload", "signature", "image", "attachment"]), new File([bytes()], name));
      return { body: form };
    }
  }
}

/** A path segment as a browser would send it (a lone surrogate cannot travel in a URL: it arrives as U+FFFD); the handler still gets the raw param. */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));

const hostileQuery = () => {
  const q = new URLSearchParams();
  for (let i = rnd.int(0, 5); i > 0; i--) q.append(rnd.pick(QUERY_KEYS), hostileText());
  return q.toString();
};

// ------------------------------------------------------------------ the targets
type Target = { file: string; pattern: string; handler: "loader" | "action"; api: boolean };
let modules = new Map<string, RouteModule>();
let targets: Target[] = [];
const goodIds = new Map<DocKind, string>();
const callers: { name: string; cookie?: string; token?: string }[] = [];

beforeAll(async () => {
  await prepareMatrixData();
  const loaded = await loadRouteModules();
  modules = loaded.modules;
  // Every /api/v3 and /mock call (loader and action), and every form action of the pages and resources.
  targets = loaded.manifest.flatMap((r) => {
    const api = r.file.startsWith("api.") || r.file.startsWith("mock.");
    const mod = modules.get(r.file)!;
    return (["loader", "action"] as const).filter((h) => mod[h] && (api || h === "action")).map((handler) => ({ file: r.file, pattern: r.pattern, handler, api }));
  });
  for (const kind of new Set(Object.values(ROUTE_EXPECTATIONS).flatMap(docKindsOf))) goodIds.set(kind, (await docsFor("usr-super-admin", kind)).in);
  const cookie = (await createWebSession(new Request("http://localhost/login"), "usr-super-admin")).get("Set-Cookie")!.split(";")[0];
  callers.push({ name: "super-admin", cookie, token: await tokenFor("usr-super-admin") }, { name: "anonymous" });
}, 60_000);

/** One hostile request to a target: hostile or real params, a hostile query, and for actions a hostile body. */
function hostileRequest(target: Target, caller: (typeof callers)[number]) {
  const entry = ROUTE_EXPECTATIONS[target.file] ?? {};
  const params: Record<string, string> = {};
  for (const name of [...target.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(target.pattern.endsWith("/*") ? ["*"] : [])) {
    const known = entry.params?.[name];
    const real = known && rnd.int(0, 1) ? fillValue(known, (kind) => goodIds.get(kind) ?? "") : "";
    params[name] = real || hostileText().slice(0, 3_000);
  }
  const pathname = target.pattern.replace(/:(\w+)/g, (_, n: string) => encodeSegment(params[n])).replace(/\/\*$/, `/${encodeSegment(params["*"] ?? "")}`);
  const query = hostileQuery();
  // Mostly the method the call takes (so the body is read), sometimes another one.
  const method = target.handler === "loader" ? "GET" : rnd.int(0, 3) ? (entry.method ?? "POST") : rnd.pick(["POST", "PUT", "PATCH", "DELETE"]);
  const { body, type } = target.handler === "action" ? hostileBody() : {};
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: `10.99.${rnd.int(0, 250)}.${rnd.int(0, 250)}` };
  if (type) headers["content-type"] = type;
  if (target.api && caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (!target.api) {
    if (caller.cookie) headers.Cookie = caller.cookie;
    headers.Origin = "http://localhost";
    headers["Sec-Fetch-Site"] = "same-origin";
  }
  const url = `http://localhost${pathname}${query ? `?${query}` : ""}`;
  // A body can be read once: the factory makes the same request again when a write has to be traced to its tables.
  return { make: () => new Request(url, { method, headers, body: typeof body === "string" ? body : body instanceof FormData ? cloneForm(body) : undefined }), params, describe: `${method} ${url.slice(0, 160)}` };
}

function cloneForm(form: FormData) {
  const copy = new FormData();
  for (const [k, v] of form) copy.append(k, v);
  return copy;
}

/** Requests per target and caller: the super-admin reaches past authorisation, so most of the inputs go there. */
const PER_TARGET = { "super-admin": 8, anonymous: 3 } as const;

describe("fuzzing every /api/v3 call, every /mock call and every form action (issue 16)", () => {
  const stats = { requests: 0, rejected: 0, byStatus: new Map<number, number>() };
  let planned = 0;

  for (const callerName of ["super-admin", "anonymous"] as const) {
    it(`answers hostile requests as ${callerName} without a 5xx, and a refused request writes nothing`, async () => {
      const caller = callers.find((c) => c.name === callerName)!;
      const failures: string[] = [];
      for (const target of targets) {
        const fn = modules.get(target.file)![target.handler]!;
        // A method nobody may use (a POST-only call's loader) answers 405 before it reads anything: one request is enough.
        const rounds = ROUTE_EXPECTATIONS[target.file]?.[target.handler]?.kind === "nobody" ? 1 : PER_TARGET[callerName];
        planned += rounds;
        for (let i = 0; i < rounds; i++) {
          const n = stats.requests++;
          const { make, params, describe: what } = hostileRequest(target, caller);
          await inRolledBackSavepoint(async (rewind) => {
            const before = totalChanges();
            let status: number;
            let json: Record<string, unknown>;
            try {
              ({ response: { status }, json } = await respond(fn, make(), params));
            } catch (error) {
              failures.push(`#${n} ${target.file} ${target.handler} ${what}: threw ${error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error)}`);
              return;
            }
            stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
            if (status >= 500) failures.push(`#${n} ${target.file} ${target.handler} ${what}: ${status} ${JSON.stringify(json).slice(0, 200)}`);
            if (target.api && status >= 400 && status < 500 && json.status !== false) failures.push(`#${n} ${target.file} ${target.handler} ${what}: ${status} outside the {status:false} wrapper`);
            if (status >= 400) {
              stats.rejected++;
              if (totalChanges() !== before) {
                rewind();
                const fingerprints = tableFingerprints();
                await respond(fn, make(), params).catch(() => null);
                const wrote = changedTables(fingerprints, tableFingerprints());
                if (wrote.length) failures.push(`#${n} ${target.file} ${target.handler} ${what}: refused with ${status} but wrote ${wrote.join(", ")}`);
              }
            }
          });
        }
      }
      expect(failures, `${failures.length} hostile requests failed:\n${failures.join("\n")}`).toEqual([]);
    }, 120_000);
  }

  it("sent at least 500 hostile inputs to every target, and nothing polluted Object.prototype", () => {
    expect(targets.length).toBeGreaterThan(100);
    expect(new Set(CORPUS.map((v) => JSON.stringify(v))).size).toBeGreaterThanOrEqual(500);
    expect(stats.requests).toBe(planned);
    expect(stats.requests).toBeGreaterThanOrEqual(500);
    // Every corpus value was sent at least once (they are handed out in turn).
    expect(cursor).toBeGreaterThanOrEqual(CORPUS.length);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const statuses = [...stats.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(" ");
    process.stdout.write(`fuzz: ${CORPUS.length} hostile inputs in the corpus, ${stats.requests} requests to ${targets.length} targets (${stats.rejected} refused); statuses ${statuses}\n`);
  });
});
