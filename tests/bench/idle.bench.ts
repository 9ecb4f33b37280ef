/**
 * Benchmark: the portal idle (issue 19: the whole process group under 1 % of one core over a minute, with the jobs
 * enabled and nothing due). `npm start` on a fresh data directory (the demo data is seeded on the way), with the
 * build present; once /healthz answers it waits until the demo data's own work is done (no job run has begun for
 * QUIET seconds, at least 30 s and at most 4 minutes: the sandbox answers tax requests and finest reports for a
 * minute or two after the seed), then reads the CPU time of every process of its session from /proc over WINDOW s.
 *
 *   npx tsx tests/bench/idle.bench.ts [window=60] [quiet=45]
 *   BENCH_CWD=/tmp/before npx tsx tests/bench/idle.bench.ts    (another checkout, e.g. the code before a change)
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadNote } from "./support";
import { BENCH_CWD, TICKS_PER_S, sessionPids, sessionTicks, spawnStart, stopSession, ticksBetween, waitHealthy, waitUntilQuiet } from "./portal-process";

const [windowS = 60, quietS = 45] = process.argv.slice(2).map(Number);

const port = 3900 + (process.pid % 90);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "digimon-idle-"));

console.log(`idle: npm start in ${BENCH_CWD}, jobs enabled, fresh data in ${dataDir}; ${await loadNote()}`);
const child = spawnStart(port, dataDir, { JOBS_ENABLED: "true" });
try {
  const ms = await waitHealthy(child, port, performance.now());
  const quiet = await waitUntilQuiet(dataDir, quietS);
  console.log(`  /healthz answered after ${(ms / 1000).toFixed(1)} s (seeding included); ${quiet}`);
  const sid = child.pid!;
  const before = sessionTicks(sid);
  const started = performance.now();
  await new Promise((r) => setTimeout(r, windowS * 1000));
  const after = sessionTicks(sid);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = ticksBetween(before, after) / TICKS_PER_S;
  const share = (100 * cpuSeconds) / seconds;
  console.log(`  ${sessionPids(sid).length} processes; CPU ${cpuSeconds.toFixed(2)} s over ${seconds.toFixed(1)} s = ${share.toFixed(2)} % of one core (target < 1 %) ${share < 1 ? "met" : "MISSED"}`);
  console.log(`  ${await loadNote()}`);
  process.exitCode = share < 1 ? 0 : 1;
} finally {
  await stopSession(child);
  rmSync(dataDir, { recursive: true, force: true });
}
