/**
 * Runs one job and records it in job_runs: begins only when no run of the same job is alive (in any process),
 * beats while it works, and ends with its outcome, counts and error. Used by the Bree worker bootstrap
 * (worker-main.ts), by `npm run job <name>` (run-one.ts) and by the Jobs page's "Run now".
 */
import { beginJobRun, finishJobRun, heartbeatJobRun, JOB_HEARTBEAT_MS, type JobTrigger } from "~/models/job-run.server";
import { logger } from "~/services/logger.server";
import { newRequestId, runWithRequestContext } from "~/services/request-context.server";
import { jobEntry } from "./catalogue";
import { JOB_MODULES } from "./registry";

export type JobContext = {
  signal: AbortSignal;
  trigger: JobTrigger;
  /** Records progress and keeps the run's lease; call it between batches. */
  heartbeat: (counts: Record<string, number>) => void;
};
export type JobResult = Record<string, unknown> | void;
export type JobFunction = (context: JobContext) => Promise<JobResult>;

export type RunOutcome =
  | { outcome: "skipped"; runningId: number; since: string }
  | { outcome: "succeeded" | "failed" | "cancelled"; runId: number; counts: Record<string, number>; error: string | null };

/** Numbers are counts; a list of per-item errors becomes the run's error text. */
function split(result: JobResult): { counts: Record<string, number>; error: string | null } {
  const counts: Record<string, number> = {};
  let error: string | null = null;
  for (const [key, value] of Object.entries(result ?? {})) {
    if (typeof value === "number" && Number.isFinite(value)) counts[key] = value;
    else if (key === "errors" && Array.isArray(value) && value.length) {
      error = `${value.length} item(s) failed: ${value.slice(0, 5).map((e) => (typeof e === "object" && e ? Object.values(e).join(": ") : String(e))).join("; ")}`;
    }
  }
  return { counts, error };
}

export async function loadJob(name: string): Promise<JobFunction> {
  const entry = jobEntry(name);
  if (!entry) throw new Error(`Unknown job "${name}"`);
  return (await JOB_MODULES[entry.name]()).default;
}

type RunOptions = { trigger?: JobTrigger; signal?: AbortSignal; job?: JobFunction };

/** Runs inside a context of its own: every log line of the run, however deep, carries the run's request id. */
export function runRecorded(name: string, options: RunOptions = {}): Promise<RunOutcome> {
  return runWithRequestContext({ requestId: newRequestId(), job: name }, () => recordedRun(name, options));
}

async function recordedRun(name: string, { trigger = "schedule", signal = new AbortController().signal, job }: RunOptions): Promise<RunOutcome> {
  const fn = job ?? (await loadJob(name));
  const begun = beginJobRun(name, trigger);
  if (!begun.started) {
    logger.info({ job: name, runningId: begun.runningId }, "job skipped: a run is still going");
    return { outcome: "skipped", runningId: begun.runningId, since: begun.since };
  }
  const { runId } = begun;
  let latest: Record<string, number> = {};
  const beat = () => heartbeatJobRun(runId, latest);
  const timer = setInterval(beat, JOB_HEARTBEAT_MS);
  timer.unref?.();
  try {
    const result = await fn({ signal, trigger, heartbeat: (counts) => ((latest = counts), beat()) });
    const { counts, error } = split(result);
    const outcome = signal.aborted ? "cancelled" : "succeeded";
    finishJobRun(runId, outcome, counts, error);
    return { outcome, runId, counts, error };
  } catch (err) {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    logger.error({ job: name, runId, err: error }, "job failed");
    finishJobRun(runId, "failed", latest, error);
    return { outcome: "failed", runId, counts: latest, error };
  } finally {
    clearInterval(timer);
  }
}
