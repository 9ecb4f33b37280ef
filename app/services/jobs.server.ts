/**
 * The Jobs page's server side: what each job did lately, and "Run now". A run is started by the scheduler of
 * this process when it has one (npm start), else as its own process (`npm run job <name> -- --manual`); either
 * way it is recorded in job_runs, and a job with a run still alive is not started twice.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { JOB_CATALOGUE, jobEntry } from "../../jobs/catalogue";
import { isAlive, latestRunPerJob, listJobRuns, liveRunOf, type JobRunRow, visibleCounts } from "~/models/job-run.server";
import { httpError } from "./http.server";
import { logger } from "./logger.server";

type JobsControl = { runNow: (name: string) => "started" | "running" | "unknown" };
const control = () => (globalThis as { __digimonJobs?: JobsControl }).__digimonJobs;

export type JobRunView = {
  id: number;
  job: string;
  trigger: string;
  startedAt: string;
  endedAt: string | null;
  outcome: JobRunRow["outcome"];
  alive: boolean;
  counts: Record<string, number>;
  error: string | null;
  seconds: number | null;
};

export function toRunView(row: JobRunRow, now = new Date()): JobRunView {
  const end = row.endedAt ? Date.parse(row.endedAt) : row.outcome === "running" ? now.getTime() : null;
  return {
    id: row.id,
    job: row.job,
    trigger: row.trigger,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    outcome: row.outcome,
    alive: isAlive(row, now),
    counts: visibleCounts(row.counts),
    error: row.error,
    seconds: end === null ? null : Math.max(0, Math.round((end - Date.parse(row.startedAt)) / 100) / 10),
  };
}

export function jobsOverview({ job, page = 1 }: { job?: string; page?: number } = {}) {
  const latest = latestRunPerJob();
  const runs = listJobRuns({ job: job && jobEntry(job) ? job : undefined, page, perPage: 25 });
  return {
    jobs: JOB_CATALOGUE.map((j) => ({ ...j, latest: latest.has(j.name) ? toRunView(latest.get(j.name)!) : null })),
    runs: { ...runs, rows: runs.rows.map((r) => toRunView(r)) },
  };
}

/** Starts a run now; "running" when one is alive (here or in another process). */
export function runJobNow(name: string): "started" | "running" {
  if (!jobEntry(name)) throw httpError(404, `There is no job "${name}"`);
  if (liveRunOf(name)) return "running";
  const inProcess = control();
  if (inProcess) {
    const result = inProcess.runNow(name);
    if (result === "unknown") throw httpError(404, `There is no job "${name}"`);
    return result;
  }
  // No scheduler in this process (JOBS_ENABLED=false, or a separate web process): run it as its own process, the
  // compiled one that `npm run build` makes (plain node), or under tsx when there is no build (development).
  const compiled = path.resolve("build/server/run-one.js");
  const cli = path.resolve("node_modules/tsx/dist/cli.mjs");
  const args = existsSync(compiled) ? [compiled] : existsSync(cli) ? [cli, path.resolve("jobs/run-one.ts")] : null;
  if (!args) throw httpError(503, "Jobs cannot be started from here: there is no build and tsx is not installed");
  const child = spawn(process.execPath, [...args, name, "--manual"], { cwd: process.cwd(), env: process.env, detached: true, stdio: "ignore" });
  child.on("error", (error) => logger.error({ job: name, err: String(error) }, "could not start the job"));
  child.unref();
  return "started";
}
