/**
 * Benchmark: start time (issue 19: from `npm start` to the first 200 from /healthz, with the build present, at
 * most 2 s). The data directory is seeded by a first, untimed start; then RUNS starts are timed from the spawn of
 * `npm start` to the first 200, each stopped before the next; the median is the figure.
 *
 *   npx tsx tests/bench/start.bench.ts [runs=5]
 *   BENCH_CWD=/tmp/before npx tsx tests/bench/start.bench.ts    (another checkout, e.g. the code before a change)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadNote } from "./support";
import { BENCH_CWD, TICKS_PER_S, crashReports, sessionPids, sessionTicks, spawnStart, stopSession, ticksBetween, waitHealthy } from "./portal-process";

const [runs = 5] = process.argv.slice(2).map(Number);
const port = 3800 + (process.pid % 90);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "digimon-start-"));

/**
 * No transpiler in the production path (issue 19): no process of the session runs tsx or esbuild, every web
 * worker renders PDFs with the compiled worker, and no compiled file imports tsx. Returns what is wrong.
 */
function transpilerFindings(sid: number): string[] {
  const found: string[] = [];
  for (const pid of sessionPids(sid)) {
    let cmdline = "";
    let environ = "";
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
      environ = readFileSync(`/proc/${pid}/environ`, "utf8");
    } catch {
      continue; // gone
    }
    if (/\btsx\b|esbuild/.test(cmdline)) found.push(`process ${pid} runs ${cmdline}`);
    const pdfWorker = /(?:^|\0)PDF_WORKER_FILE=([^\0]*)/.exec(environ)?.[1];
    // A web worker (node:cluster gives it NODE_UNIQUE_ID) inherits the setting the compiled primary made at start.
    if (/(?:^|\0)NODE_UNIQUE_ID=/.test(environ) && !pdfWorker?.endsWith("build/server/pdf-worker.js")) found.push(`process ${pid} would render PDFs with ${pdfWorker ?? "the tsx bootstrap"}`);
  }
  const compiled = [path.join(BENCH_CWD, "build", "index.js"), ...readdirSync(path.join(BENCH_CWD, "build", "server")).filter((f) => f.endsWith(".js")).map((f) => path.join(BENCH_CWD, "build", "server", f))];
  for (const file of compiled) if (/(?:from|import\()\s*["']tsx(?:\/|["'])/.test(readFileSync(file, "utf8"))) found.push(`${path.relative(BENCH_CWD, file)} imports tsx`);
  return found;
}

/** Wall milliseconds to the first 200, and the CPU seconds the session spent until then (less sensitive to a busy machine). */
async function timedStart(check = false): Promise<{ ms: number; cpu: number }> {
  const since = performance.now();
  const child = spawnStart(port, dataDir);
  try {
    const ms = await waitHealthy(child, port, since);
    if (check) {
      const findings = transpilerFindings(child.pid!);
      console.log(`  transpiler in the production path: ${findings.length ? `FOUND: ${findings.join("; ")}` : "none (no tsx or esbuild process, PDF and job threads compiled)"}`);
      if (findings.length) process.exitCode = 1;
    }
    return { ms, cpu: ticksBetween(new Map(), sessionTicks(child.pid!)) / TICKS_PER_S };
  } finally {
    // The stop comes right after the first 200, often while the second web worker still starts: it must be clean.
    await stopSession(child);
    const crashes = crashReports(child);
    if (crashes.length) {
      console.log(`  a stop right after the start crashed: ${crashes.join("; ")}`);
      process.exitCode = 1;
    }
  }
}

console.log(`start: npm start in ${BENCH_CWD} (jobs enabled, default web workers); ${await loadNote()}`);
try {
  const first = await timedStart(true);
  console.log(`  first start (builds if missing, migrates, seeds the demo data): ${(first.ms / 1000).toFixed(2)} s, not counted`);
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { ms, cpu } = await timedStart();
    times.push(ms);
    cpus.push(cpu);
    console.log(`  run ${i + 1}: ${(ms / 1000).toFixed(2)} s (CPU ${cpu.toFixed(2)} s in the session's processes)`);
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const median = mid(times);
  console.log(`  median ${(median / 1000).toFixed(2)} s of ${runs} (target <= 2 s) ${median <= 2000 ? "met" : "MISSED"}; median CPU ${mid(cpus).toFixed(2)} s; ${await loadNote()}`);
  if (median > 2000) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
