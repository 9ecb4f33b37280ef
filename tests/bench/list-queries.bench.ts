/**
 * The list queries alone (no HTTP, no rendering), on the million-invoice bench database: every sort
 * of the invoice list in both directions, each filter, the awkward combinations, paging forwards,
 * backwards and to the end, plus the billing and PO lists. Prints p50/p95 per scenario and, with
 * EXPLAIN=1, the queries of every scenario slower than EXPLAIN_OVER ms (15) at p95, each with its
 * plan and its own time.
 *
 *   npx tsx tests/bench/list-queries.bench.ts            (ITERATIONS=20 by default)
 *   ONLY="maju|amount" npx tsx tests/bench/list-queries.bench.ts  (only the scenarios whose name matches)
 */
import { BENCH_DB, ensureSeeded, loadNote, ms, stats } from "./support";

ensureSeeded();
process.env.DATABASE_PATH = BENCH_DB;
process.env.LOG_LEVEL = "silent";

const lists = await import("~/models/document-lists.server");
const { db } = await import("#db/client.server");
const { listScope } = await import("~/services/access-scope.server");
const { loadAccessUser } = await import("~/models/user.server");

const ITERATIONS = Number(process.env.ITERATIONS ?? 20);
const EXPLAIN = process.env.EXPLAIN === "1";
const EXPLAIN_OVER = Number(process.env.EXPLAIN_OVER ?? 15);
const ONLY = new RegExp(process.env.ONLY ?? "");

type Scenario = { name: string; kind?: "invoices" | "billings" | "purchase-orders"; query: string; user?: string; pages?: number };

const topCustomer = (db().$client.prepare("select customer_id as id from invoices group by customer_id order by count(*) desc limit 1").get() as { id: string }).id;
const midCustomer = "vcus-005000";

const scenarios: Scenario[] = [
  { name: "default (newest first)", query: "" },
  ...lists.INVOICE_SORTS.flatMap((s) => [
    { name: `sort ${s} asc`, query: `sort=${s}&dir=asc` },
    { name: `sort ${s} desc`, query: `sort=${s}&dir=desc` },
  ]),
  { name: "status invoiced", query: "status=invoiced" },
  { name: "status approved, sort amount", query: "status=approved&sort=amount&dir=desc" },
  { name: "status rejected, sort customer", query: "status=rejected&sort=customer&dir=asc" },
  { name: "faktur error, sort due", query: "faktur=error&sort=dueDate&dir=desc" },
  { name: "product ST", query: "product=prd-st" },
  { name: "product ST + invoiced, sort due", query: "product=prd-st&status=invoiced&sort=dueDate" },
  { name: "product SA, sort number", query: "product=prd-sa&sort=number&dir=desc" },
  { name: "top customer", query: `customer=${topCustomer}` },
  { name: "top customer, sort amount", query: `customer=${topCustomer}&sort=amount&dir=desc` },
  { name: "mid customer, sort due", query: `customer=${midCustomer}&sort=dueDate` },
  { name: "billing date one month", query: "from=2025-03-01&to=2025-03-31" },
  { name: "billing date one month, sort billing date", query: "from=2025-03-01&to=2025-03-31&sort=billingDate&dir=desc" },
  { name: "billing date 2024, sort created", query: "from=2024-01-01&to=2024-12-31" },
  { name: "billing date 2024, sort amount", query: "from=2024-01-01&to=2024-12-31&sort=amount&dir=desc" },
  { name: "due date one week, sort customer", query: "dueFrom=2026-06-01&dueTo=2026-06-07&sort=customer" },
  { name: "amount 1-2 M", query: "min=1.000.000&max=2.000.000" },
  { name: "amount over 1 B, sort due", query: "min=1000000000&sort=dueDate&dir=desc" },
  { name: "search customer 'maju'", query: "q=maju" },
  { name: "search customer 'PT' (broad)", query: "q=PT" },
  { name: "search 'INV-ST-2611'", query: "q=INV-ST-2611" },
  { name: "search '261100-00' (period-sequence)", query: "q=261100-00" },
  { name: "search 'BL-AC-2503', sort amount", query: "q=BL-AC-2503&sort=amount" },
  { name: "everything at once", query: "status=approved&faktur=received&product=prd-st&from=2025-01-01&to=2025-12-31&min=1000000&q=a&sort=amount&dir=desc" },
  { name: "pages 1-20 forward (default)", query: "", pages: 20 },
  { name: "pages 1-20 forward (sort number asc)", query: "sort=number&dir=asc", pages: 20 },
  { name: "last page (default)", query: "last=1" },
  { name: "last page (product ST + rejected)", query: "product=prd-st&status=rejected&last=1" },
  { name: "member scope (Siti: ST, DR)", query: "", user: "usr-owner" },
  { name: "member scope, sort customer", query: "sort=customer", user: "usr-owner" },
  { name: "companion scope (division DES)", query: "sort=amount", user: "usr-companion" },
  { name: "billings default", kind: "billings", query: "" },
  { name: "billings sort number asc", kind: "billings", query: "sort=number&dir=asc" },
  { name: "billings status paid, sort due", kind: "billings", query: "status=paid&sort=dueDate" },
  { name: "billings search 'maju'", kind: "billings", query: "q=maju" },
  { name: "billings billing date 2024, sort created", kind: "billings", query: "from=2024-01-01&to=2024-12-31" },
  { name: "billings billing date 2024, sort billing date", kind: "billings", query: "from=2024-01-01&to=2024-12-31&sort=billingDate&dir=desc" },
  { name: "POs default", kind: "purchase-orders", query: "" },
  { name: "POs sort date asc", kind: "purchase-orders", query: "sort=poDate&dir=asc" },
  { name: "POs search 'PO-ST-2501'", kind: "purchase-orders", query: "q=PO-ST-2501" },
  { name: "POs date 2025, sort created", kind: "purchase-orders", query: "from=2025-01-01&to=2025-12-31&sort=created&dir=desc" },
  { name: "POs date 2025, sort date", kind: "purchase-orders", query: "from=2025-01-01&to=2025-12-31&sort=poDate&dir=desc" },
];

const OPTIONS = {
  invoices: { sorts: lists.INVOICE_SORTS, defaultSort: "created", statuses: ["invoiced", "approved", "returned", "rejected", "canceled"] },
  billings: { sorts: lists.BILLING_SORTS, defaultSort: "created", statuses: lists.BILLING_STATUSES },
  "purchase-orders": { sorts: lists.PO_SORTS, defaultSort: "created", statuses: lists.PO_STATUSES },
} as const;

function runScenario(s: Scenario) {
  const kind = s.kind ?? "invoices";
  const user = loadAccessUser(s.user ?? "usr-super-admin")!;
  const entity = kind === "invoices" ? "invoice" : kind === "billings" ? "billing" : "purchase-order";
  const scope = listScope(user, entity);
  const list = kind === "invoices" ? lists.listInvoices : kind === "billings" ? lists.listBillings : lists.listPurchaseOrders;
  let url = new URL(`http://x/?${s.query}`);
  let result = list(scope, lists.parseListParams(url, OPTIONS[kind]));
  for (let p = 1; p < (s.pages ?? 1) && result.info.next; p++) {
    url = new URL(`http://x/?${s.query}&after=${result.info.next}&page=${p + 1}`);
    result = list(scope, lists.parseListParams(url, OPTIONS[kind]));
  }
  return result;
}

// Each timed run follows a write (to a temporary table of this connection), so the capped count, which the
// portal keeps until the database changes (db/until-changed.ts), is counted afresh: these figures are the SQL
// of a page after any change, not of a repeat.
db().$client.exec("create temp table if not exists bench_writes (x)");
const write = db().$client.prepare("insert into bench_writes values (1)");

const rows: string[] = [];
const slow: { name: string; queries: { sql: string; params: unknown[] }[] }[] = [];
console.log(`list queries on ${BENCH_DB} (${await loadNote()}), ${ITERATIONS} runs each\n`);
console.log(`${"scenario".padEnd(48)} ${"rows".padStart(5)} ${"total".padStart(8)} ${"p50".padStart(10)} ${"p95".padStart(10)}`);
for (const s of scenarios.filter((x) => ONLY.test(x.name))) {
  runScenario(s); // warm the statement cache and the page cache
  const samples: number[] = [];
  let last: ReturnType<typeof runScenario> | null = null;
  for (let i = 0; i < ITERATIONS; i++) {
    write.run();
    const t = performance.now();
    last = runScenario(s);
    samples.push((performance.now() - t) / (s.pages ?? 1));
  }
  const st = stats(samples);
  const total = last!.info.capped ? "10.000+" : String(last!.info.total);
  const line = `${s.name.padEnd(48)} ${String(last!.rows.length).padStart(5)} ${total.padStart(8)} ${ms(st.p50).padStart(10)} ${ms(st.p95).padStart(10)}`;
  console.log(line);
  rows.push(line);
  if (EXPLAIN && st.p95 > EXPLAIN_OVER) {
    const queries: { sql: string; params: unknown[] }[] = [];
    lists.traceListQueries((sql, params) => queries.push({ sql, params }));
    runScenario(s);
    lists.traceListQueries(null);
    slow.push({ name: s.name, queries });
  }
}
for (const s of slow) {
  console.log(`\n== ${s.name}`);
  for (const q of s.queries) {
    const statement = db().$client.prepare(q.sql);
    const started = performance.now();
    for (let i = 0; i < 5; i++) statement.all(...q.params);
    console.log(`${ms((performance.now() - started) / 5)}  ${q.sql}`);
    const plan = db().$client.prepare(`explain query plan ${q.sql}`).all(...q.params) as { detail: string }[];
    for (const p of plan) console.log(`   ${p.detail}`);
  }
}
