import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import Bree from "bree";
import { logger } from "~/services/logger.server";
import { JOB_CATALOGUE, jobEntry } from "./catalogue";
import { isDue as isDueNow } from "./due";

/** Set to true by the compiled build (scripts/build-server.mjs); undeclared under tsx. */
declare const __DIGIMON_COMPILED__: boolean | undefined;
const COMPILED = typeof __DIGIMON_COMPILED__ !== "undefined" && __DIGIMON_COMPILED__;
// In the build, import.meta.url still names this source file (scripts/build-server.mjs), so the compiled worker is
// found from here: `npm start` runs the job threads as plain JavaScript; tsx (worker.mjs) is for development.
const here = path.dirname(fileURLToPath(import.meta.url));
export const JOB_WORKER_FILE = COMPILED ? path.join(here, "..", "build", "server", "job-worker.js") : path.join(here, "worker.mjs");
/**
 * How long a graceful stop waits for a job to finish its current item before the worker is ended: the whole
 * process group must be gone within 10 s of SIGTERM (app/services/process-lifecycle.server.ts). Items are
 * batches of well under a second; a job ended mid-item loses nothing committed (its lease expires, the next
 * run picks the rest up).
 */
export const STOP_GRACE_MS = 7_000;

/** The schedule: one entry per job file in jobs/ (jobs/catalogue.ts). Long waits are jobs sending explicit events. */
export const jobSchedule = JOB_CATALOGUE.map(({ name, interval, file }) => ({ name, interval, file }));

export type JobsControl = { runNow: (name: string) => "started" | "running" | "unknown"; running: () => string[] };

declare global {
  // The Remix build is a separate module graph from server.ts: "Run now" reaches the scheduler through this.
  var __digimonJobs: JobsControl | undefined;
}

/** What startScheduler returns (server.ts holds it without importing this module until the jobs start). */
export type Scheduler = Awaited<ReturnType<typeof startScheduler>>;

export type SchedulerOptions = {
  /** Asked on each scheduled turn before a thread starts (jobs/due.ts); tests pass their own. */
  isDue?: (name: string) => boolean;
  /** The worker thread's entry (tests pass a stub). */
  workerFile?: string;
  /** The schedule (tests pass a short one). */
  schedule?: readonly { name: string; interval: string | number }[];
};

/** "5s", "15m", "1h" (the catalogue's intervals) or milliseconds. */
export function intervalMs(interval: string | number): number {
  if (typeof interval === "number") return interval;
  const match = /^(\d+)(ms|s|m|h)$/.exec(interval);
  if (!match) throw new Error(`Unknown job interval "${interval}"`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as "ms" | "s" | "m" | "h"];
}

export async function startScheduler({ isDue = (name) => isDueNow(name), workerFile = JOB_WORKER_FILE, schedule = jobSchedule }: SchedulerOptions = {}) {
  const WORKER = workerFile;
  const bree = new Bree({
    root: false,
    logger: { info: () => {}, warn: (m: unknown) => logger.warn({ msg: String(m) }), error: (m: unknown) => logger.error({ msg: String(m) }) },
    // Bree manages the job threads; the turns are this module's timers (below), which ask isDue first. So Bree
    // has no interval of its own (interval 0, timeout false: a job starts only through its public run()).
    jobs: schedule.map((job) => ({
      name: job.name,
      path: WORKER,
      interval: 0,
      timeout: false,
      worker: { workerData: { name: job.name, trigger: "schedule" } },
    })),
    workerMessageHandler: ({ name, message }: { name: string; message: unknown }) => {
      if (typeof message === "object" && message && "type" in message) logger.info({ job: name, ...message }, "job message");
    },
    errorHandler: (error: unknown, meta: unknown) => logger.error({ err: String(error), meta }, "job failed"),
  });

  // "Run now": a worker of its own, recorded as a manual run; the job_runs lease keeps it from doubling a scheduled run.
  const manual = new Map<string, Worker>();
  const runNow = (name: string): "started" | "running" | "unknown" => {
    if (!jobEntry(name)) return "unknown";
    if (manual.has(name) || bree.workers.has(name)) return "running";
    const worker = new Worker(WORKER, { workerData: { name, trigger: "manual" } });
    manual.set(name, worker);
    worker.on("message", (message) => {
      if (message === "done" || message === "cancelled") void worker.terminate();
    });
    worker.on("error", (error) => logger.error({ job: name, err: String(error) }, "manual job failed"));
    worker.on("exit", () => manual.delete(name));
    return "started";
  };
  globalThis.__digimonJobs = { runNow, running: () => [...bree.workers.keys(), ...manual.keys()] };

  // Idle means idle: a turn starts a worker thread only when the job has work (one small query on this thread,
  // jobs/due.ts). A turn that finds nothing leaves no job_runs row (README, Decisions); a turn that comes while a
  // run is going is skipped (across processes the job_runs lease does the same).
  const lastChecked = new Map<string, { at: Date; due: boolean }>();
  const turn = async (name: string) => {
    if (bree.workers.has(name) || manual.has(name)) return;
    const due = isDue(name);
    lastChecked.set(name, { at: new Date(), due });
    if (!due) return;
    try {
      await bree.run(name);
    } catch (error) {
      logger.error({ job: name, err: String(error) }, "could not start the job");
    }
  };
  const timers = schedule.map((job) => setInterval(() => void turn(job.name), intervalMs(job.interval)));

  logger.info({ jobs: schedule.map((j) => j.name), compiled: COMPILED }, "scheduler started");

  /** Graceful: every running job is asked to stop after its current item; after STOP_GRACE_MS it is ended. */
  async function stop() {
    globalThis.__digimonJobs = undefined;
    for (const timer of timers) clearInterval(timer);
    for (const worker of manual.values()) worker.postMessage("cancel");
    const all = Promise.all([bree.stop(), ...[...manual.values()].map((w) => new Promise((resolve) => w.once("exit", resolve)))]);
    const timedOut = await Promise.race([all.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_GRACE_MS).unref())]);
    if (timedOut) {
      logger.warn("jobs did not stop in time; ending their workers (the next start picks their work up)");
      await Promise.all([...bree.workers.values(), ...manual.values()].map((w) => w.terminate()));
    }
  }
  return { stop, bree, runNow, lastChecked };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const scheduler = await startScheduler();
  const shutdown = () => void scheduler.stop().then(() => process.exit(0));
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
