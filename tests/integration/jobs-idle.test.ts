/**
 * Idle means idle (issue 19): a scheduled turn of a job whose queue is empty costs a query, not a worker thread.
 * The scheduler asks each job's due check before Bree starts a thread; the checks ask what the jobs' own runs select.
 */
import path from "node:path";
import { writeTransaction } from "#db/client.server";
import { enqueueEffect } from "~/services/outbox.server";
import { JOB_NAMES } from "../../jobs/catalogue";
import { DUE_CHECKS, isDue } from "../../jobs/due";
import { startScheduler } from "../../jobs/index";
import { JOB_MODULES } from "../../jobs/registry";
import { useDemoData } from "../support/seed";
import { createDueProfiles } from "./recurring-fixtures";

useDemoData();

const STUB = path.resolve("tests/integration/fixtures/job-worker-stub.mjs");
const LONG_AGO = new Date("2000-01-01T00:00:00Z");
const LATER = new Date("2001-06-01T00:00:00Z");

describe("the scheduler's idle check", () => {
  it("starts a worker thread only for the job that has work", async () => {
    const asked: string[] = [];
    const scheduler = await startScheduler({
      workerFile: STUB,
      schedule: [
        { name: "nothing-due", interval: 100 },
        { name: "work-due", interval: 100 },
      ],
      isDue: (name) => (asked.push(name), name === "work-due"),
    });
    const created: string[] = [];
    scheduler.bree.on("worker created", (name: string) => created.push(name));
    try {
      await new Promise((r) => setTimeout(r, 800));
    } finally {
      await scheduler.stop();
    }
    expect(asked).toContain("nothing-due");
    expect(created).toContain("work-due");
    expect(created).not.toContain("nothing-due");
    expect(scheduler.lastChecked.get("nothing-due")).toMatchObject({ due: false });
    expect(scheduler.lastChecked.get("work-due")).toMatchObject({ due: true });
  });

  it("a check that fails answers yes (the run reports the trouble), and a job without a check always runs", () => {
    expect(isDue("x", new Date(), { x: () => false })).toBe(false);
    expect(isDue("x", new Date(), { x: () => { throw new Error("database is locked"); } })).toBe(true);
    expect(isDue("no-check", new Date(), {})).toBe(true);
  });
});

describe("the due checks ask what the jobs' runs select", () => {
  it("outbox: an effect waiting to be performed is due once it is available", () => {
    expect(DUE_CHECKS["outbox-drain"]!(LONG_AGO)).toBe(false);
    writeTransaction((tx) => enqueueEffect(tx, "test.noop", {}, { availableAt: "2001-01-01T00:00:00.000Z" }));
    expect(DUE_CHECKS["outbox-drain"]!(LONG_AGO)).toBe(false);
    expect(DUE_CHECKS["outbox-drain"]!(LATER)).toBe(true);
  });

  it("recurring billing: an Active profile is due once its next billing date has come", () => {
    expect(DUE_CHECKS["recurring-billing"]!(LONG_AGO)).toBe(false);
    createDueProfiles(1, { firstBillingDate: "2001-01-05", prefix: "IDLE" });
    expect(DUE_CHECKS["recurring-billing"]!(new Date("2001-01-04T12:00:00Z"))).toBe(false);
    expect(DUE_CHECKS["recurring-billing"]!(LATER)).toBe(true);
  });

  it("tax polling has nothing due before any request's next attempt", () => {
    expect(DUE_CHECKS["tax-polling"]!(LONG_AGO)).toBe(false);
  });

  it("every job in the catalogue has its code in the registry", async () => {
    for (const name of JOB_NAMES) expect(typeof (await JOB_MODULES[name]()).default, name).toBe("function");
  });
});
