/**
 * /metrics (Prometheus text format, prom-client) and /readyz for the whole process group.
 *
 * The group is a node:cluster: web workers serve HTTP, the primary runs the jobs. A scrape lands on one
 * worker, which asks the primary over the cluster's IPC channel; the primary asks every worker for its
 * metrics (prom-client's JSON form), adds its own and merges them with prom-client's AggregatorRegistry
 * (counters and histograms summed, event-loop lag averaged, as prom-client defines per metric). What lives in
 * the database (job runs, outbox, calls to outside systems, the file sizes) is read once per scrape by the
 * worker that answers, so it is counted once, not once per process.
 *
 * Readiness asks the primary the same way whether its scheduler is running: the answer proves both that the
 * scheduler was started and not stopped, and that the primary's event loop answers (a primary stuck in a
 * long synchronous job does not answer within the timeout, and the worker reports the jobs not running).
 * A heartbeat row would have told the same with a write every few seconds while idle; IPC costs nothing idle.
 */
import cluster, { type Worker } from "node:cluster";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import {
  appliedMigrationStamps,
  integrationCallCounts,
  jobRunStats,
  outboxStats,
  probeWritable,
} from "~/models/operations.server";
import { logger } from "./logger.server";

/** One process's metrics as prom-client hands them over for aggregation. */
type MetricJson = Awaited<ReturnType<Registry["getMetricsAsJSON"]>>[number];

type ProcessMetrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route" | "status">;
};

// One registry per process, on globalThis: server.ts and the Remix build each load a copy of this module,
// and prom-client refuses a metric registered twice.
const KEY = Symbol.for("digimon.metrics");
type GlobalWithMetrics = typeof globalThis & { [KEY]?: ProcessMetrics };

type PdfPoolLike = { stats: () => { size: number; workers: number; busy: number; queued: number } };
/** The process's PDF pool if one was created (pdf.server.ts keeps it there); importing pdf.server would start one. */
const pdfPoolOfProcess = () => (globalThis as Record<symbol, PdfPoolLike | undefined>)[Symbol.for("digimon.pdfPool")];

function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "digimon_http_requests_total",
    help: "HTTP requests answered, by method, route (the Remix route id, never the raw path) and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "digimon_http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its answer, by method, route and status code.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = (field: "queued" | "busy" | "workers") =>
    function (this: Gauge) {
      this.set(pdfPoolOfProcess()?.stats()[field] ?? 0);
    };
  new Gauge({ name: "digimon_pdf_queue_depth", help: "PDF renders waiting for a free renderer (all processes).", registers: [registry], collect: pool("queued") });
  new Gauge({ name: "digimon_pdf_renders_in_progress", help: "PDF renders running now (all processes).", registers: [registry], collect: pool("busy") });
  new Gauge({ name: "digimon_pdf_workers", help: "PDF renderer threads started (all processes).", registers: [registry], collect: pool("workers") });
  return { registry, requests, duration };
}

export function processMetrics(): ProcessMetrics {
  const g = globalThis as GlobalWithMetrics;
  g[KEY] ??= createProcessMetrics();
  return g[KEY];
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts one answered request. `route` must come from a bounded set (route ids, "static", "unmatched"). */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method: METHODS.has(method) ? method : "OTHER", route, status: String(status) };
  const m = processMetrics();
  m.requests.inc(labels);
  m.duration.observe(labels, seconds);
}

// ---------------------------------------------------------------------------------------------------------
// What the database knows, read once per scrape

const DATABASE_FILE = () => process.env.DATABASE_PATH ?? path.join(process.env.DATA_DIR ?? "data", "digimon.db");
const fileSize = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

function databaseRegistry(now = Date.now()): Registry {
  const registry = new Registry();
  const jobRuns = new Counter({ name: "digimon_job_runs_total", help: "Job runs recorded in job_runs, by job and outcome (running, succeeded, failed, cancelled).", labelNames: ["job", "outcome"] as const, registers: [registry] });
  const lastSuccess = new Gauge({ name: "digimon_job_last_success_timestamp_seconds", help: "When each job last finished successfully (unix time).", labelNames: ["job"] as const, registers: [registry] });
  const outboxPending = new Gauge({ name: "digimon_outbox_pending", help: "Side effects queued and not yet done.", registers: [registry] });
  const outboxAge = new Gauge({ name: "digimon_outbox_oldest_pending_age_seconds", help: "Age of the oldest side effect not yet done (0 when none waits).", registers: [registry] });
  const calls = new Counter({ name: "digimon_integration_calls_total", help: "Calls to outside systems (tax intermediary, accounting, payment gateway), by system, operation and outcome.", labelNames: ["system", "operation", "outcome"] as const, registers: [registry] });
  const size = new Gauge({ name: "digimon_database_size_bytes", help: "Size of the SQLite database files: the main file and its write-ahead log.", labelNames: ["file"] as const, registers: [registry] });

  const stats = jobRunStats();
  for (const r of stats.runs) jobRuns.inc({ job: r.job, outcome: r.outcome }, r.runs);
  for (const r of stats.lastSuccess) if (r.endedAt) lastSuccess.set({ job: r.job }, Date.parse(r.endedAt) / 1000);
  const outbox = outboxStats();
  outboxPending.set(outbox.pending);
  outboxAge.set(outbox.oldestCreatedAt ? Math.max(0, (now - Date.parse(outbox.oldestCreatedAt)) / 1000) : 0);
  for (const c of integrationCallCounts()) calls.inc({ system: c.system, operation: c.operation, outcome: c.outcome }, c.count);
  const file = DATABASE_FILE();
  size.set({ file: "main" }, fileSize(file));
  size.set({ file: "wal" }, fileSize(`${file}-wal`));
  return registry;
}

// ---------------------------------------------------------------------------------------------------------
// The cluster's IPC: a worker asks, the primary answers

const ASK = "digimon:ops:ask";
const ANSWER = "digimon:ops:answer";
const COLLECT = "digimon:ops:collect";
const COLLECTED = "digimon:ops:collected";
const IPC_TIMEOUT_MS = 2_000;

type Ask = { type: typeof ASK; id: number; kind: "metrics" | "jobs" };
type Answer = { type: typeof ANSWER; id: number; result: unknown };
type Collect = { type: typeof COLLECT; id: number };
type Collected = { type: typeof COLLECTED; id: number; metrics: MetricJson[] };
const isMessage = <T extends { type: string }>(message: unknown, type: string): message is T =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;

export type JobsState = "starting" | "running" | "stopping" | "stopped" | "disabled";
export type JobsCheck = { ok: boolean; detail: string };

const OPS_KEY = Symbol.for("digimon.operations");
type Operations = { jobs?: () => JobsState; workerListening?: boolean; primaryListening?: boolean; nextId: number; pending: Map<number, (value: unknown) => void> };
const operations = (): Operations => ((globalThis as Record<symbol, Operations>)[OPS_KEY] ??= { nextId: 1, pending: new Map() });

/** Every process's metrics, merged: the primary's and each live worker's (one that does not answer in time is left out). */
async function groupMetrics(): Promise<MetricJson[]> {
  const own = await processMetrics().registry.getMetricsAsJSON();
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected());
  const id = operations().nextId++;
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<MetricJson[] | null>((resolve) => {
          const timer = setTimeout(() => done(null), IPC_TIMEOUT_MS);
          const onMessage = (message: unknown) => {
            if (isMessage<Collected>(message, COLLECTED) && message.id === id) done(message.metrics);
          };
          const done = (value: MetricJson[] | null) => {
            clearTimeout(timer);
            worker.off("message", onMessage);
            resolve(value);
          };
          worker.on("message", onMessage);
          try {
            worker.send({ type: COLLECT, id } satisfies Collect);
          } catch {
            done(null);
          }
        }),
    ),
  );
  return AggregatorRegistry.aggregate([own, ...answers.filter((a): a is MetricJson[] => a !== null)]).getMetricsAsJSON();
}

function jobsCheckOf(state: JobsState | undefined): JobsCheck {
  if (state === undefined) return { ok: false, detail: "no scheduler runs in this process group" };
  if (state === "running") return { ok: true, detail: "the scheduler runs in the primary" };
  if (state === "disabled") return { ok: true, detail: "jobs are disabled (JOBS_ENABLED=false)" };
  return { ok: false, detail: `the scheduler is ${state}` };
}

/**
 * In the primary: answers the workers' questions (metrics of the whole group, the scheduler's state).
 * `jobs` tells the scheduler's state now. Called once by server.ts before it forks the workers; when the
 * primary serves HTTP itself (WEB_CONCURRENCY=1, `npm run dev`) the same state is read directly.
 */
export function serveOperations(jobs: () => JobsState) {
  const ops = operations();
  ops.jobs = jobs;
  if (ops.primaryListening || !cluster.isPrimary) return;
  ops.primaryListening = true;
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (result: unknown) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, result } satisfies Answer);
    };
    if (message.kind === "jobs") reply(jobsCheckOf(operations().jobs?.()));
    else
      groupMetrics().then(reply, (error: unknown) => {
        logger.error({ err: String(error) }, "could not gather the workers' metrics");
        reply(null);
      });
  });
}

/** In a worker: answers the primary's collection rounds and routes its answers (installed once per process). */
function listenAsWorker() {
  const ops = operations();
  if (ops.workerListening || !cluster.isWorker) return;
  ops.workerListening = true;
  process.on("message", (message: unknown) => {
    if (isMessage<Collect>(message, COLLECT)) {
      void processMetrics()
        .registry.getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics } satisfies Collected));
    } else if (isMessage<Answer>(message, ANSWER)) {
      ops.pending.get(message.id)?.(message.result);
    }
  });
}

/** Sets up a worker's side of the channel at start, so that the primary's first collection finds it listening. */
export function prepareOperations() {
  listenAsWorker();
}

async function askPrimary(kind: Ask["kind"]): Promise<unknown> {
  listenAsWorker();
  const ops = operations();
  const id = ops.nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ops.pending.delete(id);
      resolve(undefined);
    }, IPC_TIMEOUT_MS);
    ops.pending.set(id, (value) => {
      clearTimeout(timer);
      ops.pending.delete(id);
      resolve(value);
    });
    process.send?.({ type: ASK, id, kind } satisfies Ask);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The answers

/** The exposition text for a scrape: the group's process metrics, then what the database knows. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const registry = processMetrics().registry;
  let processText: string;
  if (cluster.isWorker) {
    const merged = (await askPrimary("metrics")) as MetricJson[] | null | undefined;
    // Without the primary's answer this worker's own figures are still worth serving.
    processText = merged ? await AggregatorRegistry.aggregate([merged]).metrics() : await registry.metrics();
  } else processText = await AggregatorRegistry.aggregate([await groupMetrics()]).metrics();
  return { contentType: registry.contentType, body: `${processText.trimEnd()}\n${await databaseRegistry().metrics()}` };
}

export type ReadinessCheck = { name: "database" | "migrations" | "jobs"; ok: boolean; detail: string };

/** The migrations this code was built with (drizzle's journal), read once per process from the project root. */
let journalStamps: number[] | undefined;
function expectedMigrations(): number[] {
  journalStamps ??= (JSON.parse(readFileSync(path.resolve("db/migrations/meta/_journal.json"), "utf8")) as { entries: { when: number }[] }).entries.map((e) => e.when);
  return journalStamps;
}

async function jobsCheck(): Promise<JobsCheck> {
  if (cluster.isWorker) {
    const answer = (await askPrimary("jobs")) as JobsCheck | undefined;
    return answer ?? { ok: false, detail: `the primary did not answer within ${IPC_TIMEOUT_MS / 1000} s` };
  }
  return jobsCheckOf(operations().jobs?.());
}

/** Ready when the database takes a write, every migration of this build is applied, and the jobs run. */
export async function readiness(): Promise<{ ready: boolean; checks: ReadinessCheck[] }> {
  const checks: ReadinessCheck[] = [];
  try {
    probeWritable();
    checks.push({ name: "database", ok: true, detail: "writable" });
  } catch (error) {
    checks.push({ name: "database", ok: false, detail: `not writable: ${(error as Error).message}` });
  }
  try {
    const applied = new Set(appliedMigrationStamps());
    const missing = expectedMigrations().filter((when) => !applied.has(when)).length;
    checks.push(missing ? { name: "migrations", ok: false, detail: `${missing} migration(s) not applied` } : { name: "migrations", ok: true, detail: `${applied.size} applied` });
  } catch (error) {
    checks.push({ name: "migrations", ok: false, detail: `cannot be read: ${(error as Error).message}` });
  }
  checks.push({ name: "jobs", ...(await jobsCheck()) });
  return { ready: checks.every((c) => c.ok), checks };
}

/** Test seam: the scheduler state this process reports when it is not a cluster worker (null forgets it). */
export function setJobsState(state: JobsState | null) {
  operations().jobs = state === null ? undefined : () => state;
}
