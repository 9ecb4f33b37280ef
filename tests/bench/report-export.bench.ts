/**
 * Issue 22's export target, measured side by side in one run: an Excel export of N invoice rows through the real
 * report code path (the ageing report's keyset batches within the super-admin's scope -> writeReportXlsx, exceljs'
 * streaming WorkbookWriter) against the same rows, from the same iterator, written as plain CSV (one line per row,
 * the same column values, yielding every XLSX_CHUNK rows like the writer). Both write to a temp file.
 * Target: Excel wall time < 10x CSV's, and peak memory that does not grow with the row count (20k vs 100k rows).
 *
 * Memory: process.memoryUsage().rss sampled every 25 ms and at each progress tick, plus RssAnon from /proc
 * (heap and buffers only: the portal's connection maps the database file (mmap_size), so RSS also counts the
 * database pages read, which is page cache, not memory the export holds).
 * The shared bench database is opened on the portal's connection and nothing is written to it (reads only).
 * Totals and summary rows are left out on both sides (two aggregate queries, not row writing).
 *
 *   nice -n 10 npx tsx tests/bench/report-export.bench.ts     RUNS=3 SIZES=20000,100000
 */
import { createWriteStream, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AnyReportDefinition as AnyReport } from "~/services/reports/types";
import { BENCH_DB, loadNote, ms } from "./support";

process.env.DATABASE_PATH = BENCH_DB;
process.env.LOG_LEVEL = "silent";

const { loadAccessUser } = await import("~/models/user.server");
const { ageingReport } = await import("~/services/reports/ageing.server");
const { writeReportXlsx, XLSX_CHUNK } = await import("~/services/reports/run.server");

const RUNS = Number(process.env.RUNS ?? 3);
const SIZES = (process.env.SIZES ?? "20000,100000").split(",").map(Number);
const TARGET = 10;
const t = (key: string) => key;
const user = loadAccessUser("usr-super-admin")!;
const filters = {};

/** The ageing report limited to its first n rows (the real row reader, stopped early). */
function limited(n: number): AnyReport {
  return {
    ...ageingReport,
    totals: undefined,
    summary: undefined,
    *rows(u, f) {
      let i = 0;
      for (const row of ageingReport.rows(u, f)) {
        if (i++ >= n) return;
        yield row;
      }
    },
  } as AnyReport;
}

const anonBytes = () => Number(/RssAnon:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
let peakRss = 0;
let peakAnon = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  peakAnon = Math.max(peakAnon, anonBytes());
};

async function xlsx(n: number, file: string) {
  const stream = new PassThrough();
  const done = pipeline(stream, createWriteStream(file));
  const rows = await writeReportXlsx(stream, limited(n), user, filters, t, sample);
  await done;
  return rows;
}

async function csv(n: number, file: string) {
  const report = limited(n);
  const out = createWriteStream(file);
  const quote = (v: unknown) => {
    const s = v === null || v === undefined ? "" : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  out.write(report.columns.map((c) => quote(t(c.label))).join(",") + "\n");
  let written = 0;
  for (const row of report.rows(user, filters)) {
    const ok = out.write(report.columns.map((c) => quote(c.value(row))).join(",") + "\n");
    written += 1;
    if (written % XLSX_CHUNK === 0) {
      sample();
      if (!ok) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return written;
}

const mib = (b: number) => `${(b / 1048576).toFixed(0)} MiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`report export: ageing rows -> .xlsx (streaming) vs plain CSV on ${BENCH_DB} (${await loadNote()}), ${RUNS} runs each side per size`);
const outstanding = ageingReport.count(user, filters);
console.log(`ageing rows available to super-admin: ${outstanding.toLocaleString("en")}`);
const dir = os.tmpdir();
const xlsxFile = path.join(dir, `bench-report-${process.pid}.xlsx`);
const csvFile = path.join(dir, `bench-report-${process.pid}.csv`);

// Warm: the statement cache, exceljs' module and the first database pages.
await xlsx(2_000, xlsxFile);
await csv(2_000, csvFile);
global.gc?.();
const baseline = { rss: process.memoryUsage().rss, anon: anonBytes() };
console.log(`baseline before the runs: rss ${mib(baseline.rss)}, anon ${mib(baseline.anon)}\n`);

let failed = false;
const timer = setInterval(sample, 25);
for (const size of SIZES) {
  const n = Math.min(size, outstanding);
  const times: Record<"xlsx" | "csv", number[]> = { xlsx: [], csv: [] };
  const peaks: Record<"xlsx" | "csv", { rss: number; anon: number }> = { xlsx: { rss: 0, anon: 0 }, csv: { rss: 0, anon: 0 } };
  let bytes = { xlsx: 0, csv: 0 };
  for (let i = 0; i < RUNS; i++) {
    for (const side of i % 2 ? (["csv", "xlsx"] as const) : (["xlsx", "csv"] as const)) {
      peakRss = 0;
      peakAnon = 0;
      sample();
      const start = performance.now();
      const rows = side === "xlsx" ? await xlsx(n, xlsxFile) : await csv(n, csvFile);
      times[side].push(performance.now() - start);
      sample();
      if (rows !== n) throw new Error(`${side} wrote ${rows} rows, expected ${n}`);
      peaks[side] = { rss: Math.max(peaks[side].rss, peakRss), anon: Math.max(peaks[side].anon, peakAnon) };
      bytes = { ...bytes, [side]: statSync(side === "xlsx" ? xlsxFile : csvFile).size };
    }
  }
  const x = median(times.xlsx);
  const c = median(times.csv);
  const ratio = x / c;
  if (ratio >= TARGET) failed = true;
  console.log(`${n.toLocaleString("en")} rows`);
  console.log(`  xlsx median ${ms(x)} (runs ${times.xlsx.map(ms).join(", ")}), ${mib(bytes.xlsx)} file, peak rss ${mib(peaks.xlsx.rss)} anon ${mib(peaks.xlsx.anon)}`);
  console.log(`  csv  median ${ms(c)} (runs ${times.csv.map(ms).join(", ")}), ${mib(bytes.csv)} file, peak rss ${mib(peaks.csv.rss)} anon ${mib(peaks.csv.anon)}`);
  console.log(`  ratio xlsx/csv ${ratio.toFixed(2)}x (target < ${TARGET}x) ${ratio < TARGET ? "ok" : "MISSED"}; xlsx rows/s ${Math.round(n / (x / 1000)).toLocaleString("en")}\n`);
}
clearInterval(timer);
rmSync(xlsxFile, { force: true });
rmSync(csvFile, { force: true });
console.log(failed ? "target MISSED" : "target met");
process.exit(failed ? 1 : 0);
