/**
 * Benchmark: start time (issue 19: from `npm start` to the first 200 from /healthz, with the build present, at
 * most 2 s). The data directory is seeded by a first, untimed start; then RUNS starts are timed from the spawn of
 * `npm start` to the first 200, each stopped before the next; the median is the figure.
 *
 *   npx tsx tests/bench/start.bench.ts [runs=5]
 *   BENCH_CWD=/tmp/before npx tsx tests/bench/start.bench.ts    (another checkout, e.g. the code before a change)
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadNote } from "./support";
import { BENCH_CWD, TICKS_PER_S, sessionTicks, spawnStart, stopSession, ticksBetween, waitHealthy } from "./portal-process";

const [runs = 5] = process.argv.slice(2).map(Number);
const port = 3800 + (process.pid % 90);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "digimon-start-"));

/** Wall milliseconds to the first 200, and the CPU seconds the session spent until then (less sensitive to a busy machine). */
async function timedStart(): Promise<{ ms: number; cpu: number }> {
  const since = performance.now();
  const child = spawnStart(port, dataDir);
  try {
    const ms = await waitHealthy(child, port, since);
    return { ms, cpu: ticksBetween(new Map(), sessionTicks(child.pid!)) / TICKS_PER_S };
  } finally {
    await stopSession(child);
  }
}

console.log(`start: npm start in ${BENCH_CWD} (jobs enabled, default web workers); ${await loadNote()}`);
try {
  const first = await timedStart();
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
  process.exitCode = median <= 2000 ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
