/**
 * Memory of the portal's process group (issue 19: two web workers under 300 MiB RSS idle, under 2x that after a
 * sustained load run), by /proc: `npm start` as a person runs it, in a session of its own, every process of that
 * session summed except npm and the shell (VmRSS; threads, i.e. the job and PDF workers, are in their process).
 *
 * 1. idle: a fresh sandbox DATA_DIR (seeded with the demo data), WEB_CONCURRENCY=2, jobs on; sampled for IDLE s
 *    once no job run has begun for SETTLE s (the seed's own tax and finest work done: nothing due).
 * 2. load: LOAD s of autocannon (10 connections) as the signed-in super-admin over the invoice list (page and
 *    data request), the dashboard, the billing list and an invoice; the peak during, and the group after.
 * 3. export: the 100,000-row invoice export (billing dates 2025-01-01..2025-05-04 of the 1,000,000-invoice bench
 *    database, tests/bench/support.ts) through a portal on that database; the peak during. Skipped when the bench
 *    database is not seeded (SKIP_EXPORT=1 skips it too).
 * 4. recurring: the peak RSS of tests/bench/recurring.bench.ts (10,000 due profiles billed in one run, the job's
 *    code in one process). SKIP_RECURRING=1 skips it.
 *
 *   npx tsx tests/bench/memory.bench.ts        knobs: PORT=3620 SETTLE=45 IDLE=10 LOAD=60 CONNECTIONS=10
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitUntilQuiet } from "./portal-process";
import { BENCH_DATA_DIR, generatedInvoices, loadNote, sessionCookieFor } from "./support";

const PORT = Number(process.env.PORT ?? 3620);
const SETTLE = Number(process.env.SETTLE ?? 45);
const IDLE = Number(process.env.IDLE ?? 10);
const LOAD = Number(process.env.LOAD ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const MiB = 1024 * 1024;
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

/**
 * The portal's processes in session `sid`, with their RSS in bytes, its anonymous part (heaps, SQLite's page
 * cache: memory the process owns) and a short name. The rest of RSS is file pages (code, and the database pages
 * SQLite's mmap touched), which the kernel shares and reclaims.
 */
function group(sid: number): { pid: number; rss: number; anon: number; name: string }[] {
  const out: { pid: number; rss: number; anon: number; name: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const stat = readProc(pid, "stat");
    if (!stat || Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[3]) !== sid) continue;
    const cmd = (readProc(pid, "cmdline") ?? "").split("\0").filter(Boolean);
    const name = cmd.map((c) => path.basename(c)).join(" ").slice(0, 60);
    if (/^(npm|sh)\b/.test(name) || cmd[1]?.endsWith("npm-cli.js")) continue;
    const status = readProc(pid, "status") ?? "";
    const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    const rss = kB("VmRSS");
    if (rss) out.push({ pid, rss, anon: kB("RssAnon"), name });
  }
  return out;
}

const total = (g: { rss: number }[]) => g.reduce((s, p) => s + p.rss, 0);
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

/** Samples the group every 250 ms while `work` runs; resolves with the peak sum and the group at the peak. */
async function peakDuring(sid: number, work: Promise<unknown>) {
  let peak = 0;
  let atPeak: ReturnType<typeof group> = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const g = group(sid);
    if (total(g) > peak) [peak, atPeak] = [total(g), g];
    await sleep(0.25);
  }
  await work;
  return { peak, atPeak };
}

function startPortal(dataDir: string, extra: Record<string, string> = {}): ChildProcess {
  return spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_PATH: path.join(dataDir, "digimon.db"), APP_MODE: "sandbox", LOG_LEVEL: "warn", NODE_ENV: "production", WEB_CONCURRENCY: "2", ...extra },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

async function healthy(child: ChildProcess) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error("the portal did not start");
    await sleep(0.2);
  }
}

/** SIGTERM to the primary's session, by id; SIGKILL to whatever is left after 12 s. */
async function stop(child: ChildProcess) {
  const sid = child.pid ?? 0;
  const pids = () => group(sid).map((p) => p.pid);
  for (const pid of [sid, ...pids()]) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      /* gone */
    }
  }
  const deadline = Date.now() + 12_000;
  while (pids().length && Date.now() < deadline) await sleep(0.2);
  for (const pid of pids()) process.kill(pid, "SIGKILL");
}

function show(label: string, bytes: number, g: ReturnType<typeof group>) {
  const anon = g.reduce((s, p) => s + p.anon, 0);
  console.log(`${label.padEnd(34)} ${mib(bytes).padStart(9)} (anon ${mib(anon)})   ${g.map((p) => `${p.name.split(" ").slice(0, 2).join(" ")}=${mib(p.rss)}/${mib(p.anon)}`).join(", ")}`);
}

console.log(`memory bench at ${spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim()}, npm start = ${JSON.parse(readFileSync("package.json", "utf8")).scripts.start}; ${await loadNote()}`);

// 1 and 2: a fresh sandbox portal.
const dataDir = mkdtempSync(path.join(tmpdir(), "digimon-mem-"));
const portal = startPortal(dataDir);
try {
  await healthy(portal);
  const sid = portal.pid ?? 0;
  // Idle as the idle bench means it: the seed's own job runs are over, nothing is due.
  console.log(`  ${await waitUntilQuiet(dataDir, SETTLE)}`);
  let idle = 0;
  let idleGroup = group(sid);
  for (let i = 0; i < IDLE * 2; i++) {
    const g = group(sid);
    if (total(g) > idle) [idle, idleGroup] = [total(g), g];
    await sleep(0.5);
  }
  show("idle (peak of the idle samples)", idle, idleGroup);

  const cookie = await sessionCookieFor("super.admin@digimon.test", dataDir);
  const invoice = (await (await fetch(`http://127.0.0.1:${PORT}/invoices?_data=routes/_portal.invoices._index`, { headers: { cookie } })).json()) as { rows?: { id: string }[] };
  const paths = ["/invoices", "/invoices?_data=routes/_portal.invoices._index", "/", "/billings", "/invoices?sort=amount&dir=desc", ...(invoice.rows?.[0] ? [`/invoices/${invoice.rows[0].id}`] : [])];
  // autocannon cycles each connection through `requests`.
  const load = Promise.resolve(autocannon({ url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, duration: LOAD, headers: { cookie, "accept-encoding": "br" }, requests: paths.map((p) => ({ method: "GET", path: p })) }));
  const during = await peakDuring(sid, load);
  const result = await load;
  show(`load ${LOAD}s peak (${Math.round(((result.requests as unknown as { total: number }).total ?? 0) / LOAD)} req/s, ${result.non2xx} non-2xx)`, during.peak, during.atPeak);
  await sleep(5);
  const after = group(sid);
  show("5 s after the load", total(after), after);
} finally {
  await stop(portal);
  rmSync(dataDir, { recursive: true, force: true });
}

// 3: the 100,000-row export on the bench database.
if (process.env.SKIP_EXPORT !== "1" && generatedInvoices() > 0) {
  const big = startPortal(BENCH_DATA_DIR, { JOBS_ENABLED: "false" });
  try {
    await healthy(big);
    const sid = big.pid ?? 0;
    await sleep(3);
    const before = group(sid);
    show("export portal, before", total(before), before);
    const cookie = await sessionCookieFor("super.admin@digimon.test");
    const started = Date.now();
    const exported = fetch(`http://127.0.0.1:${PORT}/resources/export/invoices?from=2025-01-01&to=2025-05-04`, { headers: { cookie } }).then(async (res) => ({ status: res.status, bytes: (await res.arrayBuffer()).byteLength }));
    const during = await peakDuring(sid, exported);
    const answer = await exported;
    show(`export peak (${answer.status}, ${(answer.bytes / MiB).toFixed(1)} MiB xlsx, ${((Date.now() - started) / 1000).toFixed(1)} s)`, during.peak, during.atPeak);
  } finally {
    await stop(big);
  }
}

// 4: the recurring run (its own process and database).
if (process.env.SKIP_RECURRING !== "1") {
  const run = spawn("npx", ["tsx", "tests/bench/recurring.bench.ts", "10000"], { stdio: ["ignore", "ignore", "inherit"], detached: true, env: process.env });
  const finished = new Promise((resolve) => run.once("exit", resolve));
  const during = await peakDuring(run.pid ?? 0, finished);
  show("recurring run, 10,000 profiles, peak", during.peak, during.atPeak);
}
