/**
 * The ceiling of one machine (issue 19, docs/scaling.md): approvals per second, invoice-list data requests per
 * second and recurring billings per second, at 1,000,000 and at 10,000,000 invoices, each measured RUNS times
 * (median reported) with the load average beside every run, because the machine is shared.
 *
 *   nice -n 10 npx tsx tests/bench/ceiling.bench.ts                         (1M, then 10M, then deletes the data)
 *   CEILING_SIZES=1000000 KEEP=1 nice -n 10 npx tsx tests/bench/ceiling.bench.ts   (1M only, keep the database)
 *   CEILING_SIZES=10000000 ONLY=list,approval nice -n 10 npx tsx tests/bench/ceiling.bench.ts
 *
 * The database (CEILING_DIR, default /tmp/digimon-ceiling) is made fast:
 *   1. the 1,000,000-invoice base: an online backup of CEILING_BASE (default tests/bench/.data/digimon.db, the other
 *      benches' database, seeded by `npm run seed -- --invoices 1000000`) when it holds a million generated invoices,
 *      otherwise seeded here with that generator; then the migrations are applied;
 *   2. larger sizes: the generated invoices and their workflow snapshots are copied k times in SQL (INSERT ... SELECT,
 *      one transaction a copy, the tables' own indexes dropped first and recreated afterwards from their stored
 *      definitions, so the indexes are exactly the migrations'). A copy has its own id (vinv-<k>-...), invoice number
 *      (<number>/<k>) and replaces/replaced-by links, and a created_at a few seconds later: ten times the invoices
 *      over the same three years and the same customers, a ten times busier company. Billings and purchase orders
 *      are not copied (a copy points at its original's billing): the 10M figures are the invoices' (the list, the
 *      approval), with billings and POs at the 1M scale.
 *      Building the 10M file took 45 minutes at nice 19 on the shared machine (2026-11-26; 27.5 GiB). The
 *      base is found relative to the working directory: run the bench from the repository's root.
 *
 * What is measured (all in this process, through the portal's own code):
 *   - list: the invoice list route's loader (`/invoices?_data=...`, the request a filter, sort or page change makes)
 *     and the approval inbox's, called as Remix calls them with a signed session cookie, over a mix of finance
 *     staff's views (newest first, pages 2-5, a status, a product, a month, a sort, a customer search, the inbox).
 *     Two modes: `warm` (nothing written in between, so the capped counts and the session are reused) and
 *     `after write` (a one-row write before every request, as at month end when approvals commit all the time:
 *     every cached count, session and permission is read again). Rate = requests / loader seconds (one core).
 *   - approval: APPROVALS issued invoices arranged through the services (PO, billing draft, issue), then approved
 *     one by one by their signer through approveInvoice -> workflow().send (restore, guards, version check, gapless
 *     number, transition log, outbox). Rate = approvals / seconds of the approvals alone.
 *   - recurring: PROFILES due profiles created through the fixtures, then billed by billDueProfiles (the job's code).
 *     Rate = billings / seconds of the run.
 * Each figure also gets its CPU seconds (this process, user + system), steadier than wall time on a shared machine.
 *
 * Knobs: CEILING_SIZES (comma list), CEILING_DIR, CEILING_BASE, RUNS=3, APPROVALS=200, PROFILES=2000,
 * LIST_REQUESTS=240 (per mode and run), ONLY=list,approval,recurring, KEEP=1, CEILING_OUT (a JSON line per run,
 * default <CEILING_DIR>.jsonl).
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { approvalKit, openBenchDatabase } from "./support";

const SIZES = (process.env.CEILING_SIZES ?? "1000000,10000000").split(",").map(Number);
const DIR = path.resolve(process.env.CEILING_DIR ?? "/tmp/digimon-ceiling");
const FILE = path.join(DIR, "digimon.db");
const BASE = path.resolve(process.env.CEILING_BASE ?? "tests/bench/.data/digimon.db");
const RUNS = Number(process.env.RUNS ?? 3);
const APPROVALS = Number(process.env.APPROVALS ?? 200);
const PROFILES = Number(process.env.PROFILES ?? 2000);
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 240);
const ONLY = (process.env.ONLY ?? "list,approval,recurring").split(",");
const OUT = process.env.CEILING_OUT ?? `${DIR}.jsonl`;
const BASE_INVOICES = 1_000_000;

const load = () => loadavg().map((l) => Number(l.toFixed(2)));
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const gib = (file: string) => (existsSync(file) ? statSync(file).size / 2 ** 30 : 0);

const originals = "id like 'vinv-%' and length(id) = 12";
function generated(handle: Database.Database) {
  return (handle.prepare("select count(*) as n from invoices where id like 'vinv-%'").get() as { n: number }).n;
}

// ------------------------------------------------------------------------------------------------ the database
async function prepareBase() {
  if (existsSync(FILE)) return;
  mkdirSync(DIR, { recursive: true });
  const started = Date.now();
  const source = existsSync(BASE) ? new Database(BASE, { readonly: true }) : null;
  if (source && generated(source) >= BASE_INVOICES) {
    log(`backing up ${BASE} (${gib(BASE).toFixed(1)} GiB) into ${FILE} ...`);
    await source.backup(FILE);
    source.close();
    cpSync(path.join(path.dirname(BASE), "secrets"), path.join(DIR, "secrets"), { recursive: true });
  } else {
    source?.close();
    log(`seeding ${FILE} with ${BASE_INVOICES} invoices (npm run seed) ...`);
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync("npx", ["tsx", "db/seed/index.ts", "--invoices", String(BASE_INVOICES)], { stdio: "inherit", env: { ...process.env, DATA_DIR: DIR, DATABASE_PATH: FILE, LOG_LEVEL: "warn" } });
    if (result.status !== 0) throw new Error("seeding failed");
  }
  log(`base ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Copies the generated invoices (and their snapshots) until the database holds `target` of them. */
function scaleTo(target: number) {
  const sqlite = new Database(FILE);
  try {
    const have = generated(sqlite);
    if (have >= target) return;
    const base = (sqlite.prepare(`select count(*) as n from invoices where ${originals}`).get() as { n: number }).n;
    const existingCopies = (have - base) / base;
    const copies = Math.round(target / base) - 1;
    const started = Date.now();
    log(`scaling ${FILE} from ${have} to ${target} invoices: copies ${existingCopies + 1}..${copies} of ${base} ...`);
    // A throw-away bench database: no journal, no fsync; the page cache large for the index builds.
    sqlite.pragma("journal_mode = OFF");
    sqlite.pragma("synchronous = OFF");
    sqlite.pragma("foreign_keys = OFF");
    sqlite.pragma("cache_size = -2000000");
    sqlite.pragma("temp_store = FILE");
    const indexes = sqlite.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name in ('invoices', 'workflow_snapshots') and sql is not null").all() as { name: string; sql: string }[];
    for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
    const columns = (sqlite.prepare("select name from pragma_table_info('invoices')").all() as { name: string }[]).map((c) => c.name);
    const copied: Record<string, (k: number) => string> = {
      id: (k) => `'vinv-${k}-' || substr(id, 6)`,
      invoice_number: (k) => `invoice_number || '/${k}'`,
      replaces_invoice_id: (k) => `case when replaces_invoice_id is null then null else 'vinv-${k}-' || substr(replaces_invoice_id, 6) end`,
      replaced_by_invoice_id: (k) => `case when replaced_by_invoice_id is null then null else 'vinv-${k}-' || substr(replaced_by_invoice_id, 6) end`,
      created_at: (k) => `strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+${k * 7} seconds')`,
    };
    const snapshotColumns = (sqlite.prepare("select name from pragma_table_info('workflow_snapshots')").all() as { name: string }[]).map((c) => c.name);
    const snapshotCopied: Record<string, (k: number) => string> = {
      entity_id: (k) => `'vinv-${k}-' || substr(entity_id, 6)`,
      context: (k) => `json_set(context, '$.invoiceId', 'vinv-${k}-' || substr(entity_id, 6))`,
    };
    for (let k = existingCopies + 1; k <= copies; k++) {
      const t = Date.now();
      sqlite.transaction(() => {
        sqlite.exec(`insert into invoices (${columns.join(", ")}) select ${columns.map((c) => copied[c]?.(k) ?? c).join(", ")} from invoices where ${originals} order by id`);
        sqlite.exec(
          `insert into workflow_snapshots (${snapshotColumns.join(", ")}) select ${snapshotColumns.map((c) => snapshotCopied[c]?.(k) ?? c).join(", ")} from workflow_snapshots where kind = 'invoice' and entity_id like 'vinv-%' and length(entity_id) = 12 order by entity_id`,
        );
      })();
      log(`  copy ${k}/${copies}: ${((Date.now() - t) / 1000).toFixed(0)} s, ${gib(FILE).toFixed(1)} GiB`);
    }
    for (const index of indexes) {
      const t = Date.now();
      sqlite.exec(index.sql);
      log(`  index ${index.name}: ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    // Statistics from a sample of each index (a full ANALYZE would read every page of a 30 GB file).
    sqlite.pragma("analysis_limit = 2000");
    sqlite.exec("analyze");
    sqlite.pragma("journal_mode = WAL");
    log(`scaled to ${generated(sqlite)} invoices in ${((Date.now() - started) / 1000).toFixed(0)} s, ${gib(FILE).toFixed(1)} GiB`);
  } finally {
    sqlite.close();
  }
}

// ------------------------------------------------------------------------------------------------ measuring
await prepareBase();
const { db, closeDb } = await openBenchDatabase(FILE, DIR);
closeDb();

type Result = { size: number; what: string; run: number; ops: number; seconds: number; perSecond: number; cpuSeconds: number; perCpuSecond: number; p50ms?: number; p95ms?: number; loadBefore: number[]; loadAfter: number[] };
const results: Result[] = [];
function record(r: Result) {
  results.push(r);
  appendFileSync(OUT, `${JSON.stringify({ at: new Date().toISOString(), ...r })}\n`);
  log(`${r.size} ${r.what} run ${r.run}: ${r.ops} in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(0)}/s (${r.perCpuSecond.toFixed(0)} per CPU s${r.p95ms !== undefined ? `, p50 ${r.p50ms!.toFixed(2)} ms, p95 ${r.p95ms.toFixed(2)} ms` : ""}), load ${r.loadBefore.join("/")} -> ${r.loadAfter.join("/")}`);
}
const cpuOf = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function measureList(size: number) {
  const { sessionCookieFor } = await import("./support");
  const { respond } = await import("../support/api");
  const list = await import("~/routes/_portal.invoices._index");
  const inbox = await import("~/routes/_portal.invoices.inbox");
  const admin = await sessionCookieFor("super.admin@digimon.test", DIR);
  const owner = await sessionCookieFor("owner@digimon.test", DIR);
  const signer = await sessionCookieFor("signer@digimon.test", DIR);
  const top = (db().$client.prepare("select customer_id as id from invoices where id like 'vinv-%' and length(id) = 12 group by customer_id order by count(*) desc limit 1 offset 20").get() as { id: string }).id;
  // A finance person's views: mostly the default list and its next pages, a status, a product, a month, a sort,
  // a customer, a name search; the owner sees their products' scope; the signer opens the inbox.
  type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<Response>;
  const views: { loader: Loader; query: string; cookie: string }[] = [
    { loader: list.loader as unknown as Loader, query: "", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "page=2", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "page=5", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "status=invoiced", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "product=prd-st", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "from=2026-10-01&to=2026-10-31", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "sort=amount&dir=desc", cookie: admin },
    { loader: list.loader as unknown as Loader, query: `customer=${top}`, cookie: admin },
    { loader: list.loader as unknown as Loader, query: "q=maju", cookie: admin },
    { loader: list.loader as unknown as Loader, query: "", cookie: owner },
    { loader: list.loader as unknown as Loader, query: "status=approved&sort=dueDate", cookie: owner },
    { loader: inbox.loader as unknown as Loader, query: "", cookie: signer },
  ];
  const bump = db().$client.prepare("insert into number_sequences (scope, last_value) values ('BENCH:ceiling', 1) on conflict (scope) do update set last_value = last_value + 1");
  const call = async (v: (typeof views)[number]) => {
    const request = new Request(`http://localhost/invoices${v.query ? `?${v.query}` : ""}`, { headers: { cookie: v.cookie } });
    const { response } = await respond(v.loader as never, request);
    if (response.status !== 200) throw new Error(`${v.query}: ${response.status}`);
  };
  for (const v of views) await call(v); // warm the statements and the page cache once
  for (const mode of ["warm", "after write"] as const) {
    for (let run = 1; run <= RUNS; run++) {
      const loadBefore = load();
      const samples: number[] = [];
      let cpu = 0;
      for (let i = 0; i < LIST_REQUESTS; i++) {
        if (mode === "after write") bump.run();
        const c = process.cpuUsage();
        const t = performance.now();
        await call(views[i % views.length]);
        samples.push(performance.now() - t);
        cpu += cpuOf(process.cpuUsage(c));
      }
      const seconds = samples.reduce((a, b) => a + b, 0) / 1000;
      record({ size, what: `list (${mode})`, run, ops: samples.length, seconds, perSecond: samples.length / seconds, cpuSeconds: cpu, perCpuSecond: samples.length / cpu, p50ms: pct(samples, 50), p95ms: pct(samples, 95), loadBefore, loadAfter: load() });
    }
  }
}

async function measureApprovals(size: number) {
  const { owner, signer, today, party, createPurchaseOrder, createBillingDraft, issueBilling, approveInvoice } = await approvalKit();
  for (let run = 1; run <= RUNS; run++) {
    const ids: string[] = [];
    for (let i = 0; i < APPROVALS; i++) {
      const po = createPurchaseOrder(owner, { productId: i % 2 ? "prd-st" : "prd-dr", poDate: today, from: party("PT Telkom Indonesia (Persero) Tbk"), to: party(`PT Ceiling ${i % 25}`), details: [{ item: "Licence", description: "Bench", quantity: 1 + (i % 5), price: 1_250_000 }], note: "" });
      const { id: billingId } = createBillingDraft(owner, po.id, { billingDate: today, includePph: i % 3 === 0, includeTaxInvoice: true, kodeWapu: "01", afiliasi: "non-telkom", taxInvoiceText: "", paymentMethod: "bank_transfer", note: "" });
      issueBilling(owner, billingId);
      ids.push((db().$client.prepare("select id from invoices where billing_id = ?").get(billingId) as { id: string }).id);
    }
    const loadBefore = load();
    const samples: number[] = [];
    const c = process.cpuUsage();
    const started = performance.now();
    for (const id of ids) {
      const t = performance.now();
      await approveInvoice(signer, id, { message: "Sesuai kontrak", skumNo: "SKUM-CEILING", skumRelease: today });
      samples.push(performance.now() - t);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuOf(process.cpuUsage(c));
    const numbered = (db().$client.prepare("select count(*) as n from invoices where id in (select value from json_each(?)) and status_invoice = 'approved' and invoice_number is not null").get(JSON.stringify(ids)) as { n: number }).n;
    if (numbered !== ids.length) throw new Error(`only ${numbered} of ${ids.length} approved and numbered`);
    db().$client.prepare("update outbox set done_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') where done_at is null").run();
    record({ size, what: "approval", run, ops: ids.length, seconds, perSecond: ids.length / seconds, cpuSeconds: cpu, perCpuSecond: ids.length / cpu, p50ms: pct(samples, 50), p95ms: pct(samples, 95), loadBefore, loadAfter: load() });
  }
}

async function measureRecurring(size: number) {
  const { createDueProfiles } = await import("../integration/recurring-fixtures");
  const { billDueProfiles } = await import("~/services/recurring.server");
  // Only this bench's profiles are ever due on its date (the demo data's are set aside; earlier runs' are billed).
  db().$client.prepare("update recurring_profiles set status = 'Stopped', next_billing_date = null where recurring_id not like 'RC-AC-CEIL%'").run();
  for (let run = 1; run <= RUNS; run++) {
    createDueProfiles(PROFILES, { firstBillingDate: "2027-01-05", prefix: `CEIL${size / 1_000_000}M${run}${Date.now() % 100000}` });
    const loadBefore = load();
    const c = process.cpuUsage();
    const started = performance.now();
    const result = await billDueProfiles({ now: new Date("2027-01-05T09:00:00+07:00"), batchSize: 250 });
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuOf(process.cpuUsage(c));
    if (result.billed !== PROFILES || result.failed) throw new Error(`billed ${result.billed} of ${PROFILES}, ${result.failed} failed`);
    db().$client.prepare("update outbox set done_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') where done_at is null").run();
    record({ size, what: "recurring", run, ops: result.billed, seconds, perSecond: result.billed / seconds, cpuSeconds: cpu, perCpuSecond: result.billed / cpu, loadBefore, loadAfter: load() });
  }
}

for (const size of SIZES) {
  closeDb();
  scaleTo(size);
  log(`measuring at ${size} invoices (${gib(FILE).toFixed(1)} GiB), ${RUNS} runs each: ${ONLY.join(", ")}`);
  if (ONLY.includes("list")) await measureList(size);
  if (ONLY.includes("approval")) await measureApprovals(size);
  if (ONLY.includes("recurring")) await measureRecurring(size);
}
closeDb();

console.log("\n| invoices | what | median /s | runs /s | median per CPU s | p95 (median run) | load average (1 min) per run |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
const groups = new Map<string, Result[]>();
for (const r of results) groups.set(`${r.size}|${r.what}`, [...(groups.get(`${r.size}|${r.what}`) ?? []), r]);
for (const rs of groups.values()) {
  const m = median(rs.map((r) => r.perSecond));
  const mid = rs.find((r) => r.perSecond === m)!;
  console.log(`| ${rs[0].size.toLocaleString("en")} | ${rs[0].what} | ${m.toFixed(0)} | ${rs.map((r) => r.perSecond.toFixed(0)).join(", ")} | ${median(rs.map((r) => r.perCpuSecond)).toFixed(0)} | ${mid.p95ms !== undefined ? `${mid.p95ms.toFixed(2)} ms` : "-"} | ${rs.map((r) => r.loadBefore[0].toFixed(1)).join(", ")} |`);
}
if (process.env.KEEP !== "1") {
  rmSync(DIR, { recursive: true, force: true });
  log(`removed ${DIR}`);
}
