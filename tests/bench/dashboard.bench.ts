/**
 * Issue 22's dashboard target, as a ratio measured side by side in one run: the summary dashboard's data (the home
 * page loader's work: summaryView, every figure of the period and its previous period, the receivables ageing and
 * the rankings) against the invoice list's data request (its loader's work: parse, scope, page of 50, row views), on
 * the million-invoice bench database, for the widest scope (super-admin) and a member's (usr-owner: ST and DR).
 * Target: dashboard p95 <= 3x the list's p95 for each scope.
 *
 * In process (as list-queries.bench.ts), on the portal's connection (as list-queries.bench.ts): it writes only TEMP
 * tables, never the shared bench database. It predates issue 21's settlement tables; this connection creates them empty as TEMP tables (the bench
 * data holds no settlements), so the expense query runs as it does on a migrated database with none.
 * This harness never migrates the shared file: the summary tables of migrations 0027, 0033 and 0035 (db/schema/dashboard.ts)
 * that the database lacks are created as TEMP tables and filled with their migration's own back-fill statements (read
 * from the .sql files), timing the back-fill on the million invoices (the triggers are not needed: the bench writes
 * nothing the dashboard reads).
 * PROFILE=1 also times each query of the dashboard on its own (the same arguments as summaryView's), per scope.
 * The two sides alternate run by run, so a drift of this shared machine's speed weighs on both alike; each run
 * follows a write to a temp table, so the list's capped count (kept until the database changes) is counted afresh.
 *
 *   nice -n 10 npx tsx tests/bench/dashboard.bench.ts      ITERATIONS=15 (runs of each side per scope) PROFILE=1
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BENCH_DB, loadNote, ms, stats } from "./support";

process.env.DATABASE_PATH = BENCH_DB;
process.env.LOG_LEVEL = "silent";

const { db } = await import("#db/client.server");
const lists = await import("~/models/document-lists.server");
const { listScope } = await import("~/services/access-scope.server");
const { loadAccessUser } = await import("~/models/user.server");
const { summaryView } = await import("~/services/dashboards/summary.server");
const { invoiceRowView } = await import("~/components/data-table/columns/invoices");
const { invoiceDefaultSort } = await import("~/domain/lists");

const ITERATIONS = Number(process.env.ITERATIONS ?? 15);
const TARGET = 3;

const conn = db().$client;
conn.exec(`create temp table if not exists settlements (id text primary key, report_date text not null);
  create temp table if not exists settlement_lines (id integer primary key, settlement_id text not null, product_id text, channel_fee integer not null, mps_fee integer not null);
  create temp table if not exists bench_writes (x)`);
const write = conn.prepare("insert into bench_writes values (1)");

// The summary tables of migrations 0027, 0033 and 0035 (db/schema/dashboard.ts): read as they are when the database was
// migrated; otherwise made as TEMP tables by the migration's own CREATE TABLEs and back-fill INSERTs (not its
// triggers: the bench writes nothing the dashboard reads), the back-fill timed (what `migrate` costs here).
const migrations = path.resolve("db/migrations");
for (const name of ["dashboard_summary", "dashboard_customer_monthly", "dashboard_customer_ranking"]) {
  const sql = readFileSync(path.join(migrations, readdirSync(migrations).find((f) => f.endsWith(`_${name}.sql`))!), "utf8");
  const chunks = sql.split("--> statement-breakpoint").map((c) => c.trim());
  const tables = chunks.flatMap((c) => [...c.matchAll(/CREATE TABLE `(dash_\w+)`/g)].map((m) => m[1]));
  const missing = tables.filter((t) => !conn.prepare("select 1 from main.sqlite_master where type = 'table' and name = ?").get(t));
  if (!missing.length) {
    console.log(`${name}: the database has ${tables.join(", ")} (migrated)`);
    continue;
  }
  for (const c of chunks.filter((c) => /CREATE TABLE `dash_/.test(c))) conn.exec(c.replace("CREATE TABLE", "CREATE TEMP TABLE"));
  const started = performance.now();
  for (const c of chunks.filter((c) => /INSERT INTO dash_/.test(c) && !/CREATE TRIGGER/.test(c))) conn.exec(c);
  // An index on a TEMP table is made in the temp schema.
  for (const c of chunks.filter((c) => /CREATE INDEX/.test(c))) conn.exec(c);
  const rows = tables.map((t) => `${t} ${(conn.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n}`);
  console.log(`${name}: TEMP tables, back-fill ${ms(performance.now() - started)} (${rows.join(", ")} rows)`);
}

function listData(userId: string) {
  const user = loadAccessUser(userId)!;
  const url = new URL("http://x/invoices");
  const params = lists.parseListParams(url, { sorts: lists.INVOICE_SORTS, defaultSort: "created", defaultSortFor: invoiceDefaultSort, statuses: lists.INVOICE_STATUSES });
  const { productIds } = lists.scopeProducts(listScope(user, "invoice"));
  const { rows, info } = lists.listInvoicesFor(productIds, params);
  const now = Date.now();
  return { rows: rows.map((r) => invoiceRowView(r, now)), info };
}

function dashboardData(userId: string) {
  const user = loadAccessUser(userId)!;
  return summaryView(user, new URLSearchParams(""), new Date());
}

console.log(`dashboard vs invoice list data on ${BENCH_DB} (${await loadNote()}), ${ITERATIONS} runs each side per scope\n`);
const lines: string[] = [];
let failed = false;
for (const [label, userId] of [["super-admin (every product)", "usr-super-admin"], ["member usr-owner (ST, DR)", "usr-owner"]] as const) {
  // Warm the statement cache and the page cache on both sides first.
  const d0 = dashboardData(userId);
  listData(userId);
  const dash: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    for (const side of i % 2 ? (["list", "dash"] as const) : (["dash", "list"] as const)) {
      write.run();
      const t = performance.now();
      if (side === "dash") dashboardData(userId);
      else listData(userId);
      (side === "dash" ? dash : list).push(performance.now() - t);
    }
  }
  const d = stats(dash);
  const l = stats(list);
  const ratio = d.p95 / l.p95;
  if (ratio > TARGET) failed = true;
  const line = `${label.padEnd(30)} dashboard p50 ${ms(d.p50)} p95 ${ms(d.p95)} | list p50 ${ms(l.p50)} p95 ${ms(l.p95)} | p95 ratio ${ratio.toFixed(2)}x (target <= ${TARGET}x) ${ratio <= TARGET ? "ok" : "MISSED"}`;
  lines.push(line);
  console.log(line);
  console.log(`  (period ${d0.period.from}..${d0.period.to}: ${d0.invoice.count} invoices; ageing ${d0.ageing.total.count} outstanding)`);
}
if (process.env.PROFILE) await profile();
console.log(failed ? "\ntarget missed" : "\ntarget met");
process.exit(failed ? 1 : 0);

/** Each query of summaryView timed on its own, ITERATIONS runs per part and scope, after a write like the runs above. */
async function profile() {
  const model = await import("~/models/dashboard.server");
  const { scopedProductIds } = await import("~/services/dashboards/summary.server");
  const { parsePeriod, previousPeriod } = await import("~/domain/report-period");
  const { todayInJakarta } = await import("~/domain/dates");
  for (const userId of ["usr-super-admin", "usr-owner"]) {
    const user = loadAccessUser(userId)!;
    const today = todayInJakarta(new Date());
    const { period: p } = parsePeriod(new URLSearchParams(""), today);
    const q = previousPeriod(p);
    const [inv, bil, po] = (["invoice", "billing", "purchase-order"] as const).map((e) => scopedProductIds(user, e));
    const parts: [string, () => unknown][] = [
      ["scopes (invoice, billing, PO)", () => (["invoice", "billing", "purchase-order"] as const).map((e) => scopedProductIds(user, e))],
      ["product select (scopeProducts)", () => lists.scopeProducts(listScope(user, "invoice"))],
      ["PO totals, period and previous", () => [model.purchaseOrderTotals(po, p.from, p.to), model.purchaseOrderTotals(po, q.from, q.to)]],
      ["billing totals, both", () => [model.billingTotals(bil, p.from, p.to), model.billingTotals(bil, q.from, q.to)]],
      ["invoice totals, both", () => [model.invoiceTotals(inv, p.from, p.to), model.invoiceTotals(inv, q.from, q.to)]],
      ["revenue, both", () => [model.revenueTotal(bil, p.from, p.to), model.revenueTotal(bil, q.from, q.to)]],
      ["expense, both", () => [model.expenseTotal(bil, p.from, p.to), model.expenseTotal(bil, q.from, q.to)]],
      ["top products", () => model.topByInvoiced("product", inv, p.from, p.to)],
      ["top customers", () => model.topByInvoiced("customer", inv, p.from, p.to)],
      ["receivables ageing", () => model.ageingTotals(inv, today)],
    ];
    console.log(`\nprofile ${userId} (${p.from}..${p.to}), ${ITERATIONS} runs a part:`);
    for (const [name, fn] of parts) {
      fn();
      const samples: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        write.run();
        const t = performance.now();
        fn();
        samples.push(performance.now() - t);
      }
      const st = stats(samples);
      console.log(`  ${name.padEnd(32)} p50 ${ms(st.p50)} p95 ${ms(st.p95)}`);
    }
  }
}
