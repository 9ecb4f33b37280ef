/**
 * Issue 20's bench: a 10,000-line bank statement imported and matched against a million invoices, through exactly
 * what the upload action (/payments/import) runs: readStatementUpload (parseStatement and the file's SHA-256), then
 * importStatement (in chunks of credit lines, one write transaction each: each credit becomes a payment unless it is a duplicate, starts its machine, and
 * is matched automatically when its amount equals exactly one open billing's amount due on that account).
 * Reports lines per second and the matching's time per line (p50, p95, max), taken inside importStatement's own
 * line loop through its stopwatch seam (timeStatementLines), the write transactions' times (how long each chunk held
 * SQLite's one writer, through statementImportSeams), and the plan of every SQL statement the import ran.
 *
 *   npx tsx tests/bench/statement-import.bench.ts                                         (1,000,000 invoices, 10,000 lines)
 *   STATEMENT_INVOICES=20000 STATEMENT_LINES=1000 npx tsx tests/bench/statement-import.bench.ts   (small, on a shared machine)
 *
 * The database:
 *   - the base: at 1,000,000 invoices the other benches' tests/bench/.data (seeded once by `npm run seed -- --invoices
 *     1000000`, db/seed/volume.ts: direct prepared inserts, 20,000 invoices a transaction); at any other size its own
 *     tests/bench/.data-statement-<N>, seeded the same way the first time and kept (git-ignored).
 *   - every run works on a fresh copy of the base in STATEMENT_DIR (default /tmp/digimon-statement), migrated, since an
 *     import pays billings and a second run on the same data would find them paid; deleted afterwards unless KEEP=1.
 *   - the generator's shape (db/seed/volume.ts): about 70 % of billings paid, 6 % canceled, 23 % open (issued and
 *     unpaid: the last 45 days' approved invoices, a 15 % unpaid tail of older ones, and the returned, rejected and
 *     waiting ones whose billing stays issued).
 *
 * The statement (Bank Mandiri's CSV export, app/services/bank-statements/fixtures.ts, the layout of the seed's
 * accounts): the collection account of Antares Cloud (AC). A product with a unique code can have at most 999 open
 * billings (billings_open_unique_code_uq: codes 1-999 per product), so only an account of a product without codes
 * can receive thousands of exact transfers in one statement; for such a product the amount due is the final price
 * with code 0, looked up by the same query and index. Its lines, dated over the first 20 days of November 2026:
 *   - 2 % debits (bank charges, transfers out): parsed, not imported;
 *   - of the credits, 5 % duplicates: lines of "yesterday's" statement, imported before the timed run (untimed),
 *     repeated here with the same reference, date and amount (deduplicated);
 *   - 5 % ambiguous: the amount of two open billings of the account (a customer's recurring billings at one price;
 *     where the generated data has too few such pairs, a billing is given another's figures, as a renewal would);
 *   - 10 % unmatched: part payments (an open billing's amount less a round sum) and transfers that are not ours;
 *   - the rest (78 %) exact: the amount due of one open billing, the only one with that amount on the account.
 * The bench checks the import's counts against these (matched = exact, duplicates, unmatched = ambiguous + unmatched)
 * and fails if they differ.
 *
 * Knobs: STATEMENT_INVOICES (1000000), STATEMENT_LINES (10000), STATEMENT_CHUNK (credit lines per transaction: the
 * portal's STATEMENT_IMPORT_CHUNK), STATEMENT_DIR, KEEP=1.
 */
import { spawnSync } from "node:child_process";
import { constants, copyFileSync, cpSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { seededRandom } from "#db/seed/random";
import type { FixtureLine } from "~/services/bank-statements/fixtures";
import type { StatementLineTiming } from "~/services/payments/index.server";
import { BENCH_DATA_DIR, ensureSeeded, loadNote, ms, openBenchDatabase, stats } from "./support";

const INVOICES = Number(process.env.STATEMENT_INVOICES ?? 1_000_000);
const LINES = Number(process.env.STATEMENT_LINES ?? 10_000);
const WORK_DIR = path.resolve(process.env.STATEMENT_DIR ?? "/tmp/digimon-statement");
const WORK_DB = path.join(WORK_DIR, "digimon.db");
const KEEP = process.env.KEEP === "1";
const PRODUCT = "prd-ac";
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
if (!Number.isSafeInteger(INVOICES) || INVOICES < 1000 || !Number.isSafeInteger(LINES) || LINES < 100) throw new Error("STATEMENT_INVOICES >= 1000 and STATEMENT_LINES >= 100, whole numbers");

// ------------------------------------------------------------------------------------------------ the base database
function generated(file: string) {
  if (!existsSync(file)) return 0;
  const handle = new Database(file, { readonly: true });
  try {
    return handle.prepare("select 1 from sqlite_master where name = 'invoices'").get() ? (handle.prepare("select count(*) as n from invoices where id like 'vinv-%'").get() as { n: number }).n : 0;
  } finally {
    handle.close();
  }
}

/** The seeded database this size starts from (made the first time, kept), and its data directory (secrets). */
function baseDatabase(): { dir: string; file: string } {
  if (INVOICES === 1_000_000) {
    const seconds = ensureSeeded(INVOICES);
    if (seconds) log(`seeded the shared bench database in ${seconds.toFixed(0)} s`);
    return { dir: BENCH_DATA_DIR, file: path.join(BENCH_DATA_DIR, "digimon.db") };
  }
  const dir = path.resolve(`tests/bench/.data-statement-${INVOICES}`);
  const file = path.join(dir, "digimon.db");
  if (generated(file) < INVOICES) {
    rmSync(dir, { recursive: true, force: true });
    const started = Date.now();
    log(`seeding ${file} with ${INVOICES.toLocaleString("en")} invoices (npm run seed) ...`);
    const result = spawnSync("npx", ["tsx", "db/seed/index.ts", "--invoices", String(INVOICES)], { stdio: "inherit", env: { ...process.env, DATA_DIR: dir, DATABASE_PATH: file, LOG_LEVEL: "warn" } });
    if (result.status !== 0) throw new Error("seeding the statement bench's database failed");
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { dir, file };
}

const base = baseDatabase();
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });
const started = Date.now();
{
  // Everything in the main file, so that a plain file copy (a copy-on-write clone where the file system has them) is
  // the whole database. If a reader elsewhere keeps the checkpoint from finishing, SQLite's online backup instead.
  const handle = new Database(base.file);
  handle.pragma("busy_timeout = 10000");
  const [checkpoint] = handle.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number; checkpointed: number }[];
  if (checkpoint && checkpoint.busy === 0 && checkpoint.log === checkpoint.checkpointed) {
    handle.close();
    copyFileSync(base.file, WORK_DB, constants.COPYFILE_FICLONE);
  } else {
    await handle.backup(WORK_DB);
    handle.close();
  }
}
if (existsSync(path.join(base.dir, "secrets"))) cpSync(path.join(base.dir, "secrets"), path.join(WORK_DIR, "secrets"), { recursive: true });
log(`copied ${base.file} (${mib(sizeOf(WORK_DB))}) to ${WORK_DB} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The outbox's effects (notifications, the finest cash-in report) run after the import, not within it.
const { db, closeDb } = await openBenchDatabase(WORK_DB, WORK_DIR);

// Every SQL statement the imports prepare on the connection, to show their plans at the end (the portal's statement
// cache prepares each once, on first use: the untimed first import records them). Wraps this process's own
// connection object's public `prepare`; nothing in the library is changed. The bench's own queries use `prepare`.
const sqlite = db().$client;
const statements = new Set<string>();
let recording = false;
const prepare = sqlite.prepare.bind(sqlite);
sqlite.prepare = ((source: string) => {
  if (recording) statements.add(source);
  return prepare(source);
}) as typeof sqlite.prepare;

const { importStatement, STATEMENT_IMPORT_CHUNK, statementImportSeams, timeStatementLines } = await import("~/services/payments/index.server");
const { readStatementUpload } = await import("~/services/payment-screens.server");
const { makeStatementCsv } = await import("~/services/bank-statements/fixtures");
const { loadAccessUser } = await import("~/models/user.server");
const { actorOf } = await import("~/services/workflows.server");

// ------------------------------------------------------------------------------------------------ the statement
const rnd = seededRandom(20_261_120);
const account = (prepare(`select json_extract(bank, '$.account_number') as n from products where id = ?`).get(PRODUCT) as { n: string }).n.replace(/\D/g, "");
type Open = { id: string; due: number; number: string; customer: string };
const open = prepare(
  `select id, case when include_pph then final_price_with_pph else final_price end as due, billing_number as number, json_extract(to_party, '$.name') as customer
     from billings where status = 'issued' and status_paid = 'unpaid' and json_extract(bank, '$.account_number') = ? order by id`,
).all(account) as Open[];
const byDue = new Map<number, Open[]>();
for (const b of open) byDue.set(b.due, [...(byDue.get(b.due) ?? []), b]);
const unique = open.filter((b) => byDue.get(b.due)!.length === 1);
const pairs = [...byDue.values()].filter((bs) => bs.length === 2);

const debits = Math.round(LINES * 0.02);
const credits = LINES - debits;
const want = { duplicates: Math.round(credits * 0.05), ambiguous: Math.round(credits * 0.05), unmatched: Math.round(credits * 0.1) };
const exactWanted = credits - want.duplicates - want.ambiguous - want.unmatched;
// Ambiguous lines name a pair each; exact and duplicate lines each need their own billing with a unique amount.
const pairsNeeded = Math.max(0, want.ambiguous - pairs.length);
if (unique.length < exactWanted + want.duplicates + 2 * pairsNeeded) {
  throw new Error(`the account ${account} has ${unique.length} open billings with a unique amount; ${exactWanted + want.duplicates + 2 * pairsNeeded} are needed: raise STATEMENT_INVOICES or lower STATEMENT_LINES`);
}
const shuffled = [...unique];
for (let i = shuffled.length - 1; i > 0; i--) {
  const j = Math.floor(rnd.next() * (i + 1));
  [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
}
const exact = shuffled.splice(0, exactWanted);
const previous = shuffled.splice(0, want.duplicates);
if (pairsNeeded) {
  // A renewal at the same price: the second billing takes the first's figures (and its invoices their final price).
  const copy = prepare(
    `update billings set (include_pph, details, total_price, dpp, tax, tax_rate_label, pph, administration_fee, unique_code, final_price, final_price_with_pph) =
       (select include_pph, details, total_price, dpp, tax, tax_rate_label, pph, administration_fee, unique_code, final_price, final_price_with_pph from billings where id = ?) where id = ?`,
  );
  const invoicePrice = prepare("update invoices set final_price = (select final_price from billings where id = ?) where billing_id = ?");
  sqlite.transaction(() => {
    for (let k = 0; k < pairsNeeded; k++) {
      const [a, b] = shuffled.splice(0, 2) as [Open, Open];
      copy.run(a.id, b.id);
      invoicePrice.run(b.id, b.id);
      pairs.push([a, { ...b, due: a.due }]);
    }
  })();
}
const ambiguous = pairs.slice(0, want.ambiguous);
const openAmounts = new Set(open.map((b) => b.due));
for (const [a] of ambiguous) openAmounts.add(a!.due);

const days = Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
const dayOf = () => days[Math.floor(rnd.next() * days.length)]!;
let reference = 0;
const ref = () => `FT26${String(++reference).padStart(10, "0")}`;
const transfer = (b: Open) => `MCM InhouseTrf DARI ${b.customer.toUpperCase()} ${b.number}`;
const lines: FixtureLine[] = [];
for (const b of exact) lines.push({ date: dayOf(), description: transfer(b), reference: ref(), credit: b.due });
for (const [a] of ambiguous) lines.push({ date: dayOf(), description: `SKN DARI ${a!.customer.toUpperCase()} PEMBAYARAN LANGGANAN`, reference: ref(), credit: a!.due });
for (let k = 0; k < want.unmatched; k++) {
  let amount: number;
  if (k % 2 === 0) {
    // A part payment: an open billing's amount less a round sum.
    const b = open[Math.floor(rnd.next() * open.length)]!;
    amount = b.due - 50_000 * rnd.int(1, 20);
  } else amount = rnd.int(10, 5_000) * 10_000; // a round transfer that is not ours (a refund, an inter-account move)
  while (amount <= 0 || openAmounts.has(amount)) amount += 1_000;
  lines.push({ date: dayOf(), description: k % 2 === 0 ? "TRF DARI PELANGGAN SEBAGIAN" : "SETORAN TUNAI", reference: ref(), credit: amount });
}
for (let k = 0; k < debits; k++) lines.push({ date: dayOf(), description: k % 3 ? "BIAYA ADM" : "TRF KE REK 1220000000001", reference: ref(), credit: 0, debit: k % 3 ? 12_500 : rnd.int(1, 500) * 100_000 });
// Yesterday's lines: imported first (untimed), then repeated on this statement's first day.
const previousLines: FixtureLine[] = previous.map((b) => ({ date: "2026-11-01", description: transfer(b), reference: ref(), credit: b.due }));
for (let i = lines.length - 1; i > 0; i--) {
  const j = Math.floor(rnd.next() * (i + 1));
  [lines[i], lines[j]] = [lines[j]!, lines[i]!];
}
lines.sort((x, y) => x.date.localeCompare(y.date));
lines.unshift(...previousLines);
const expected = { exact: exact.length, ambiguous: ambiguous.length, unmatched: want.unmatched, duplicates: previousLines.length, debits };

const settlement = loadAccessUser("usr-settlement");
if (!settlement) throw new Error("no usr-settlement in the bench database (the demo seed makes it)");
const actor = actorOf(settlement);
const upload = async (name: string, text: string) => {
  const result = await readStatementUpload(new File([text], name, { type: "text/csv" }));
  if (!result?.ok) throw new Error(`the statement was refused: ${JSON.stringify(result)}`);
  return result;
};

const previousFile = await upload("mandiri-2026-10-31.csv", makeStatementCsv("mandiri", previousLines, { account }));
recording = true;
await importStatement(previousFile.statement, { fileName: previousFile.fileName, sha256: previousFile.sha256 }, actor);
recording = false;

// ------------------------------------------------------------------------------------------------ the timed import
const csv = makeStatementCsv("mandiri", lines, { account });
const openCount = open.length;
const totalBillings = (prepare("select count(*) as n from billings").get() as { n: number }).n;
const walBefore = sizeOf(`${WORK_DB}-wal`);
const dbBefore = sizeOf(WORK_DB);
console.log(
  `\nstatement import on ${WORK_DB} (${await loadNote()})\n` +
    `${generated(WORK_DB).toLocaleString("en")} generated invoices, ${totalBillings.toLocaleString("en")} billings, ${openCount.toLocaleString("en")} open on account ${account} (AC)\n` +
    `statement: Bank Mandiri CSV, ${lines.length.toLocaleString("en")} lines (${mib(Buffer.byteLength(csv))}): ${expected.exact} exact, ${expected.ambiguous} ambiguous, ${expected.unmatched} unmatched, ${expected.duplicates} duplicates, ${expected.debits} debits` +
    (pairsNeeded ? ` (${pairsNeeded} of the ambiguous pairs made by giving a billing another's figures)` : ""),
);

const timings: StatementLineTiming[] = [];
timeStatementLines((t) => timings.push(t));
const chunkSize = Number(process.env.STATEMENT_CHUNK ?? STATEMENT_IMPORT_CHUNK);
const chunkMs: number[] = [];
statementImportSeams({ chunkSize, afterChunk: (c) => void chunkMs.push(c.ms) });
const rssBefore = process.memoryUsage().rss;
const cpu = process.cpuUsage();
const t0 = performance.now();
const file = await upload("mandiri-2026-11.csv", csv);
const t1 = performance.now();
recording = true;
const result = await importStatement(file.statement, { fileName: file.fileName, sha256: file.sha256 }, actor);
const t2 = performance.now();
recording = false;
const cpuUsed = process.cpuUsage(cpu);
timeStatementLines(null);
statementImportSeams({});
const walAfter = sizeOf(`${WORK_DB}-wal`);
const dbAfter = sizeOf(WORK_DB);
const maxRss = process.resourceUsage().maxRSS * 1024;

const seconds = (t2 - t0) / 1000;
const matching = stats(timings.filter((t) => t.outcome !== "duplicate").map((t) => t.matchMs));
const matchedOnly = stats(timings.filter((t) => t.outcome === "matched").map((t) => t.matchMs));
const unmatchedOnly = stats(timings.filter((t) => t.outcome === "unmatched").map((t) => t.matchMs));
const perLine = stats(timings.map((t) => t.lineMs));
const row = (name: string, s: ReturnType<typeof stats>) => `  ${name.padEnd(34)} ${String(s.n).padStart(6)} ${ms(s.p50).padStart(10)} ${ms(s.p95).padStart(10)} ${ms(s.max).padStart(10)}`;
console.log(`\nresult: ${JSON.stringify(result)}`);
console.log(`parse (readStatementUpload): ${ms(t1 - t0)}; import (importStatement, ${chunkMs.length} transactions of up to ${chunkSize} credit lines): ${ms(t2 - t1)}; CPU ${((cpuUsed.user + cpuUsed.system) / 1e6).toFixed(2)} s (this process: the steadier figure on a shared machine)`);
const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
console.log(`LINES PER SECOND: ${(lines.length / seconds).toFixed(0)} wall (statement lines, parse + import), ${(lines.length / cpuSeconds).toFixed(0)} per CPU second; credits imported or deduplicated per second of the import: ${(timings.length / ((t2 - t1) / 1000)).toFixed(0)}`);
const chunks = stats(chunkMs);
console.log(`LONGEST WRITE TRANSACTION: ${ms(chunks.max)} (chunks of ${chunkSize} credit lines: ${chunks.n} transactions, p50 ${ms(chunks.p50)}, p95 ${ms(chunks.p95)}): how long the import holds SQLite's one writer at a time`);
console.log(`\n  ${"per credit line".padEnd(34)} ${"n".padStart(6)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"max".padStart(10)}`);
console.log(row("matching (every added line)", matching));
console.log(row("matching, matched lines", matchedOnly));
console.log(row("matching, left unmatched", unmatchedOnly));
console.log(row("whole line (insert, start, match)", perLine));
console.log(
  `\nthe database grew ${mib(dbAfter + walAfter - dbBefore - walBefore)} (file ${mib(dbAfter)}, WAL ${mib(walAfter)} after the import, ${(((dbAfter + walAfter - dbBefore - walBefore) / Math.max(1, lines.length)) / 1024).toFixed(1)} KiB a line); ` +
    `RSS ${mib(rssBefore)} before, peak ${mib(maxRss)} (SQLite's mmap of the file counts in it)`,
);

// ------------------------------------------------------------------------------------------------ checks and plans
const problems: string[] = [];
if (result.duplicates !== expected.duplicates) problems.push(`duplicates ${result.duplicates}, expected ${expected.duplicates}`);
if (result.matched !== expected.exact) problems.push(`matched ${result.matched}, expected ${expected.exact}`);
if (result.unmatched !== expected.ambiguous + expected.unmatched) problems.push(`unmatched ${result.unmatched}, expected ${expected.ambiguous + expected.unmatched}`);
if (timings.length !== lines.length - debits) problems.push(`${timings.length} line timings for ${lines.length - debits} credits`);

/** EXPLAIN QUERY PLAN with every parameter null (a plan is chosen before values are bound; the matching's partial indexes are stated with literals). */
function planOf(source: string): string[] {
  const explain = prepare(`explain query plan ${source}`);
  for (let n = 0; n < 100; n++) {
    try {
      return (explain.all(...Array.from({ length: n }, () => null)) as { detail: string }[]).map((r) => r.detail);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return ["(parameters not understood)"];
}
const isScan = (detail: string) => /^SCAN /.test(detail) && !/^SCAN CONSTANT ROW/.test(detail);
/**
 * An INSERT's plan that scans another table is SQLite's foreign-key check of that (child) table for rows that point at
 * the new row (outbox.transition_id for a workflow transition): SQLite plans it but skips it at run time unless a
 * deferred foreign-key violation is outstanding, which the portal never has (measured: 25 us an insert into
 * workflow_transitions with 300,000 outbox rows, as with an index on the child column). Shown, not counted as a scan.
 */
const isChildCheck = (source: string, detail: string) => {
  const target = /^\s*insert\s+into\s+"?(\w+)"?/i.exec(source)?.[1];
  return Boolean(target) && /^SCAN (\w+)/.exec(detail)?.[1] !== target;
};
console.log(`\n${statements.size} distinct SQL statements run by the imports, each with its plan:`);
const scans: string[] = [];
for (const source of statements) {
  if (!/^\s*(select|update|delete|insert|with)/i.test(source)) continue;
  const plan = planOf(source);
  const scanning = plan.filter((d) => isScan(d) && !isChildCheck(source, d));
  const childChecks = plan.filter((d) => isScan(d) && isChildCheck(source, d));
  if (scanning.length) scans.push(source);
  console.log(`\n${scanning.length ? "SCAN  " : "      "}${source.replace(/\s+/g, " ").slice(0, 300)}`);
  for (const p of plan) console.log(`        ${p}${childChecks.includes(p) ? "   (foreign-key check of child rows: skipped at run time, no deferred violation is outstanding)" : ""}`);
}
console.log(scans.length ? `\n${scans.length} statement(s) scan a table or an index (above, marked SCAN)` : "\nno statement of the import scans a table: every lookup is an index search");

closeDb();
if (!KEEP) rmSync(WORK_DIR, { recursive: true, force: true });
else log(`kept ${WORK_DIR}`);
if (problems.length) {
  console.error(`\nthe import did not do what the statement asks: ${problems.join("; ")}`);
  process.exit(1);
}
process.exit(0);
