/**
 * Reliability of the recurring-billing run (issue 6): two runs started together over 1,000 due profiles (each
 * two periods behind, so every run also catches up), real child processes killed with SIGKILL at random moments
 * and started again, end with exactly one billing per profile and period, no gap in the billing numbers, and
 * every profile's counter and machine agreeing with its billings.
 */
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, recurringProfiles, workflowSnapshots } from "#db/schema";
import { duplicateRecurringBillings } from "~/models/recurring.server";
import { killGroup, runWorker } from "../support/child-process";
import { useDemoData as withDemoData } from "../support/seed";
import { createDueProfiles } from "./recurring-fixtures";

withDemoData();

const PROFILES = 1_000;
const PERIODS = 2;
const NOW = "2027-02-10T09:00:00+07:00";
const WORKER = path.resolve("tests/integration/recurring-worker.ts");

const start = () => runWorker(WORKER, { RECURRING_NOW: NOW, RECURRING_BATCH: "20" }, { detached: true });

const billed = () => db().select({ n: sql<number>`count(*)` }).from(billings).where(sql`${billings.recurringProfileId} is not null`).get()!.n;

test(
  "two runs at once, killed at random and run again, bill each profile and period exactly once",
  async () => {
    // Only the generated profiles are due (the demo's active profile is set aside).
    db().update(recurringProfiles).set({ status: "Stopped", nextBillingDate: null }).where(sql`${recurringProfiles.recurringId} not like 'RC-AC-BENCH-%'`).run();
    createDueProfiles(PROFILES, { firstBillingDate: "2027-01-05", occurrence: 12 });
    const expected = PROFILES * PERIODS;
    const kills: { round: number; afterMs: number; billedBefore: number; billedAtKill: number }[] = [];
    let round = 0;
    let random = 20261122;
    const next = () => ((random = (random * 1103515245 + 12345) % 2 ** 31), random / 2 ** 31);

    while (billed() < expected && round < 15) {
      round++;
      const before = billed();
      const pair = [start(), start()];
      let exited = 0;
      for (const p of pair) void p.done.then(() => exited++);
      // The first rounds are killed at a random moment after billing has begun; later rounds may finish.
      if (round <= 5) {
        const started = Date.now();
        // Killed once a random share (5 to 40%) of the work left is billed: by progress, not by the clock, since a
        // run bills the 2,000 periods in a second or two on one machine and in much longer on a busy one.
        const target = before + Math.max(1, Math.floor((expected - before) * (0.05 + next() * 0.35)));
        while (billed() < target && exited < 2 && Date.now() - started < 180_000) await new Promise((r) => setTimeout(r, 5));
        killGroup(pair[0]);
        await new Promise((r) => setTimeout(r, Math.floor(next() * 100)));
        killGroup(pair[1]);
        kills.push({ round, afterMs: Date.now() - started, billedBefore: before, billedAtKill: billed() });
      }
      const results = await Promise.all(pair.map((p) => p.done));
      for (const r of results) if (r.code !== 0 && r.signal !== "SIGKILL") throw new Error(`worker failed: ${r.code} ${r.out}`);
    }
    // The kills landed half-way: runs were cut off with work left, and picked up by the next ones.
    expect(kills.filter((k) => k.billedAtKill > k.billedBefore && k.billedAtKill < expected).length).toBeGreaterThanOrEqual(3);
    // A last run, untouched, to finish whatever the kills left.
    const last = await start().done;
    expect(last.code).toBe(0);
    console.info(JSON.stringify({ rounds: round, kills, billed: billed() }));

    expect(billed()).toBe(expected);
    expect(duplicateRecurringBillings()).toEqual([]);
    const perProfile = db()
      .select({ id: recurringProfiles.id, sent: recurringProfiles.numOfBillingSent, n: sql<number>`count(${billings.id})`, seqs: sql<string>`group_concat(${billings.recurringSequence}, ',')` })
      .from(recurringProfiles)
      .leftJoin(billings, eq(billings.recurringProfileId, recurringProfiles.id))
      .where(sql`${recurringProfiles.recurringId} like 'RC-AC-BENCH-%'`)
      .groupBy(recurringProfiles.id)
      .all();
    expect(perProfile).toHaveLength(PROFILES);
    for (const p of perProfile) {
      expect(p.n).toBe(PERIODS);
      expect(p.sent).toBe(PERIODS);
      expect(p.seqs.split(",").map(Number).sort()).toEqual([1, 2]);
    }
    // The machines counted the same.
    const contexts = db().select({ context: workflowSnapshots.context }).from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, "recurring"), sql`${workflowSnapshots.entityId} in (select id from recurring_profiles where recurring_id like 'RC-AC-BENCH-%')`)).all();
    expect(contexts.every((c) => (c.context as { numOfBillingSent: number }).numOfBillingSent === PERIODS)).toBe(true);
    // Every billing has its one invoice, and the billing numbers of each period have no gap.
    expect(db().select({ n: sql<number>`count(*)` }).from(invoices).innerJoin(billings, eq(billings.id, invoices.billingId)).where(sql`${billings.recurringProfileId} is not null`).get()!.n).toBe(expected);
    for (const period of ["270100", "270200"]) {
      const numbers = db().select({ seq: billings.billingSequence }).from(billings).where(sql`${billings.billingNumber} like ${`BL-AC-${period}-%`}`).all().map((r) => r.seq!).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    }
  },
  15 * 60_000,
);
