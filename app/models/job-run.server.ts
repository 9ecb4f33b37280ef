/**
 * job_runs: one row per run of a scheduled job (job, trigger, start, end, outcome, counts, error). A running row
 * is also the job's lease: a run begins only when no other run of the same job is alive, in any process, and a run
 * whose heartbeat stopped (its process was killed or crashed) is closed as failed by the next run, which picks up
 * its work (every job keeps its own progress in the data, so nothing is lost or repeated).
 *
 * The heartbeat and the process id ride in `counts` under keys starting with "_" (hidden on the Jobs page) until
 * job_runs gets its own heartbeat_at and owner columns.
 */
import { and, count, desc, eq, lt, ne, sql } from "drizzle-orm";
import { db, writeTransaction } from "#db/client.server";
import { jobRuns } from "#db/schema";

export type JobRunRow = typeof jobRuns.$inferSelect;
export type JobTrigger = JobRunRow["trigger"];
export type JobOutcome = JobRunRow["outcome"];

/** A running row without a heartbeat for this long belongs to a dead process. */
export const JOB_LEASE_MS = 30_000;
/** Runners beat at least this often (between batches, and on a timer). */
export const JOB_HEARTBEAT_MS = 5_000;

export const CRASHED_MESSAGE = "The run stopped without finishing (its process was killed or crashed); the next run picked its work up.";

const heartbeatOf = (row: JobRunRow) => row.counts?._heartbeat ?? Date.parse(row.startedAt);

/** Whether a running row is still alive at `now`. */
export function isAlive(row: JobRunRow, now = new Date()) {
  return row.outcome === "running" && now.getTime() - heartbeatOf(row) < JOB_LEASE_MS;
}

export type BeginResult = { started: true; runId: number } | { started: false; runningId: number; since: string };

/**
 * Begins a run of `job` unless one is alive. Inside one IMMEDIATE transaction, so two processes starting the same
 * job at once cannot both begin. Stale running rows are closed as failed first. `at` fixes the clock (tests).
 */
export function beginJobRun(job: string, trigger: JobTrigger, at?: Date): BeginResult {
  return writeTransaction((tx) => {
    // The clock is read once the write lock is held: a start that waited for another run's last commit must not
    // be dated before that run ended.
    const now = at ?? new Date();
    const running = tx.select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.outcome, "running"))).all();
    const alive = running.find((r) => isAlive(r, now));
    if (alive) return { started: false, runningId: alive.id, since: alive.startedAt };
    for (const stale of running) {
      const { _heartbeat, _pid, ...kept } = stale.counts ?? {};
      void _pid;
      tx.update(jobRuns)
        .set({ outcome: "failed", endedAt: new Date(_heartbeat ?? now.getTime()).toISOString(), error: CRASHED_MESSAGE, counts: kept })
        .where(eq(jobRuns.id, stale.id))
        .run();
    }
    const row = tx
      .insert(jobRuns)
      .values({ job, trigger, startedAt: now.toISOString(), outcome: "running", counts: { _heartbeat: now.getTime(), _pid: process.pid } })
      .returning({ id: jobRuns.id })
      .get();
    return { started: true, runId: row.id };
  });
}

/** Records progress and proves the run alive. */
export function heartbeatJobRun(runId: number, counts: Record<string, number> = {}, now = new Date()) {
  db()
    .update(jobRuns)
    .set({ counts: { ...counts, _heartbeat: now.getTime(), _pid: process.pid } })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.outcome, "running")))
    .run();
}

/** Runs are kept this long (a job every 5 seconds writes some 17,000 a day). */
export const JOB_RUNS_KEPT_DAYS = 14;

export function finishJobRun(runId: number, outcome: Exclude<JobOutcome, "running">, counts: Record<string, number>, error: string | null, now = new Date()) {
  db()
    .update(jobRuns)
    .set({ outcome, counts, error: error?.slice(0, 4000) ?? null, endedAt: now.toISOString() })
    .where(eq(jobRuns.id, runId))
    .run();
  // Now and then, forget old finished runs.
  if (runId % 200 === 0) {
    const cutoff = new Date(now.getTime() - JOB_RUNS_KEPT_DAYS * 86_400_000).toISOString();
    db().delete(jobRuns).where(and(lt(jobRuns.startedAt, cutoff), ne(jobRuns.outcome, "running"))).run();
  }
}

export const getJobRun = (id: number) => db().select().from(jobRuns).where(eq(jobRuns.id, id)).get() ?? null;

/** The Jobs page: newest first, optionally one job. */
export function listJobRuns({ job, page = 1, perPage = 25 }: { job?: string; page?: number; perPage?: number } = {}) {
  const where = job ? eq(jobRuns.job, job) : undefined;
  const rows = db()
    .select()
    .from(jobRuns)
    .where(where)
    .orderBy(desc(jobRuns.id))
    .limit(perPage)
    .offset((Math.max(page, 1) - 1) * perPage)
    .all();
  const total = db().select({ n: count() }).from(jobRuns).where(where).get()?.n ?? 0;
  return { rows, total, page, perPage };
}

/** The latest run of each job (the Jobs page's summary cards). */
export function latestRunPerJob(): Map<string, JobRunRow> {
  const rows = db()
    .select()
    .from(jobRuns)
    .where(sql`${jobRuns.id} in (select max(id) from job_runs group by job)`)
    .all();
  return new Map(rows.map((r) => [r.job, r]));
}

/** The running row of a job that is still alive, if any. */
export function liveRunOf(job: string, now = new Date()): JobRunRow | null {
  return db().select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.outcome, "running"))).all().find((r) => isAlive(r, now)) ?? null;
}

/** Counts shown to people: without the lease's private keys. */
export function visibleCounts(counts: Record<string, number> | null): Record<string, number> {
  return Object.fromEntries(Object.entries(counts ?? {}).filter(([k]) => !k.startsWith("_")));
}
