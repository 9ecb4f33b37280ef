/**
 * Jobs: each run recorded in job_runs (job, trigger, start, end, outcome, counts, error); a run still going is
 * not started twice (in this process or another); a crashed run is closed by the next, which picks its work up;
 * SIGTERM stops a job after its current batch. The process tests spawn `npx tsx jobs/run-one.ts` on this file's
 * database copy.
 */
import { spawn } from "node:child_process";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, jobRuns, recurringProfiles } from "#db/schema";
import { beginJobRun, CRASHED_MESSAGE, finishJobRun, getJobRun, heartbeatJobRun, JOB_LEASE_MS } from "~/models/job-run.server";
import { duplicateRecurringBillings } from "~/models/recurring.server";
import { runJobNow, toRunView } from "~/services/jobs.server";
import { runRecorded } from "../../jobs/runner";
import { useDemoData as withDemoData } from "../support/seed";
import { createDueProfiles } from "./recurring-fixtures";

withDemoData();

const at = (ms: number) => new Date(Date.parse("2026-11-22T01:00:00Z") + ms);

describe("job runs in the database", () => {
  it("records a run and refuses a second while the first is alive; a stale one is closed as crashed", () => {
    const first = beginJobRun("test-job", "schedule", at(0));
    expect(first).toMatchObject({ started: true });
    const runId = (first as { runId: number }).runId;
    expect(beginJobRun("test-job", "manual", at(5_000))).toEqual({ started: false, runningId: runId, since: at(0).toISOString() });
    heartbeatJobRun(runId, { billed: 3 }, at(20_000));
    expect(beginJobRun("test-job", "schedule", at(20_000 + JOB_LEASE_MS - 1))).toMatchObject({ started: false });
    // No heartbeat for longer than the lease: its process died.
    const next = beginJobRun("test-job", "schedule", at(20_000 + JOB_LEASE_MS + 1));
    expect(next).toMatchObject({ started: true });
    expect(getJobRun(runId)).toMatchObject({ outcome: "failed", error: CRASHED_MESSAGE, endedAt: at(20_000).toISOString(), counts: { billed: 3 } });
    finishJobRun((next as { runId: number }).runId, "succeeded", { billed: 0 }, null, at(60_000));
    expect(toRunView(getJobRun((next as { runId: number }).runId)!)).toMatchObject({ outcome: "succeeded", alive: false, counts: { billed: 0 }, seconds: 10 });
  });

  it("records outcome, counts and error of a job function", async () => {
    expect(await runRecorded("fn-ok", { job: async ({ heartbeat }) => (heartbeat({ done: 1 }), { done: 2, skipped: 0 }) })).toMatchObject({ outcome: "succeeded", counts: { done: 2, skipped: 0 }, error: null });
    expect(await runRecorded("fn-items", { job: async () => ({ billed: 5, errors: [{ profileId: "p1", message: "Line 1: price must be whole rupiah" }] }) })).toMatchObject({
      outcome: "succeeded",
      counts: { billed: 5 },
      error: "1 item(s) failed: p1: Line 1: price must be whole rupiah",
    });
    const failed = await runRecorded("fn-throws", { job: async ({ heartbeat }) => (heartbeat({ done: 7 }), Promise.reject(new Error("disk full"))) });
    expect(failed).toMatchObject({ outcome: "failed", counts: { done: 7 } });
    expect(getJobRun((failed as { runId: number }).runId)!.error).toMatch(/^Error: disk full/);
    const controller = new AbortController();
    const cancelled = await runRecorded("fn-stops", { signal: controller.signal, trigger: "manual", job: async ({ signal }) => (controller.abort(), { done: signal.aborted ? 1 : 0 }) });
    expect(cancelled).toMatchObject({ outcome: "cancelled", counts: { done: 1 } });
    expect(getJobRun((cancelled as { runId: number }).runId)).toMatchObject({ trigger: "manual", outcome: "cancelled" });
  });

  it("Run now refuses a job with a run alive, and an unknown job", async () => {
    const begun = beginJobRun("finest-reports", "schedule");
    expect(runJobNow("finest-reports")).toBe("running");
    finishJobRun((begun as { runId: number }).runId, "succeeded", {}, null);
    expect(() => runJobNow("no-such-job")).toThrow(Response);
  });
});

type Exit = { code: number | null; signal: NodeJS.Signals | null; out: string };

/** As `npm run job <name>` runs it: `node --import tsx jobs/run-one.ts` (one process); SIGKILL goes to its whole group. */
function runOne(args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", "jobs/run-one.ts", ...args], { env: { ...process.env, LOG_LEVEL: "silent" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const done = new Promise<Exit>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, out })));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* gone */
    }
  };
  const signal = (name: NodeJS.Signals) => child.kill(name);
  return { child, done, signalGroup, signal };
}

const recurringBilled = () => db().select({ n: sql<number>`count(*)` }).from(billings).where(sql`${billings.recurringProfileId} is not null`).get()!.n;
const latestRun = (job: string) => db().select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.id)).limit(1).get();

async function until(check: () => boolean, timeoutMs = 120_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("jobs as processes (npm run job <name>)", () => {
  beforeAll(() => {
    // Only the profiles these tests add are due.
    db().update(recurringProfiles).set({ status: "Stopped", nextBillingDate: null }).run();
  });

  it("runs one job alone and records it; an unknown job is refused", async () => {
    const ok = await runOne(["tax-polling", "--manual"]).done;
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out.trim().split("\n").pop()!)).toMatchObject({ job: "tax-polling", outcome: "succeeded" });
    expect(latestRun("tax-polling")).toMatchObject({ trigger: "manual", outcome: "succeeded" });
    expect((await runOne(["nope"]).done).code).toBe(2);
  }, 120_000);

  it("SIGTERM stops the recurring run after its current batch; the next run bills the rest, each once", async () => {
    createDueProfiles(1_500, { firstBillingDate: "2026-11-01", occurrence: 12, prefix: "TERM" });
    const run = runOne(["recurring-billing"]);
    await until(() => (latestRun("recurring-billing")?.counts?.billed ?? 0) > 0);
    run.signal("SIGTERM");
    const stopped = await run.done;
    expect(stopped.code).toBe(3);
    const cancelled = latestRun("recurring-billing")!;
    expect(cancelled).toMatchObject({ outcome: "cancelled" });
    expect(cancelled.counts!.billed).toBe(recurringBilled());
    expect(recurringBilled()).toBeLessThan(1_500);
    expect((await runOne(["recurring-billing"]).done).code).toBe(0);
    expect(recurringBilled()).toBe(1_500);
    expect(latestRun("recurring-billing")).toMatchObject({ outcome: "succeeded", counts: { billed: 1_500 - cancelled.counts!.billed } });
    expect(duplicateRecurringBillings()).toEqual([]);
  }, 600_000);

  it("a killed run blocks a second start until its lease runs out; the next run closes it and finishes its work", async () => {
    createDueProfiles(1_500, { firstBillingDate: "2026-11-02", occurrence: 12, prefix: "KILL" });
    const before = recurringBilled();
    const run = runOne(["recurring-billing"]);
    await until(() => latestRun("recurring-billing")?.outcome === "running" && (latestRun("recurring-billing")?.counts?.billed ?? 0) > 0);
    run.signalGroup("SIGKILL");
    await run.done;
    const killed = latestRun("recurring-billing")!;
    expect(killed.outcome).toBe("running");
    // Its heartbeat is fresh: the job is not started twice.
    const second = await runOne(["recurring-billing"]).done;
    expect(JSON.parse(second.out.trim().split("\n").pop()!)).toMatchObject({ outcome: "skipped", runningId: killed.id });
    // Later (the lease has run out): the next turn takes over.
    db().update(jobRuns).set({ counts: { ...killed.counts, _heartbeat: Date.now() - JOB_LEASE_MS - 1_000 } }).where(eq(jobRuns.id, killed.id)).run();
    expect((await runOne(["recurring-billing"]).done).code).toBe(0);
    expect(db().select().from(jobRuns).where(and(eq(jobRuns.id, killed.id))).get()).toMatchObject({ outcome: "failed", error: CRASHED_MESSAGE });
    expect(recurringBilled()).toBe(before + 1_500);
    expect(duplicateRecurringBillings()).toEqual([]);
  }, 600_000);

  it("two runs started at the same moment never overlap: one bills, the other is skipped or finds nothing", async () => {
    createDueProfiles(600, { firstBillingDate: "2026-11-03", occurrence: 12, prefix: "PAIR" });
    const before = recurringBilled();
    const results = await Promise.all([runOne(["recurring-billing"]).done, runOne(["recurring-billing"]).done]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(recurringBilled()).toBe(before + 600);
    expect(duplicateRecurringBillings()).toEqual([]);
    const runs = db().select().from(jobRuns).where(eq(jobRuns.job, "recurring-billing")).orderBy(jobRuns.id).all();
    for (let i = 1; i < runs.length; i++) expect(runs[i].startedAt >= (runs[i - 1].endedAt ?? "")).toBe(true);
  }, 600_000);
});
