/**
 * Exactly once per step (issue 21), as the recurring run's reliability test proves it: two dunning runs started
 * together over 600 owed invoices, real child processes killed with SIGKILL at random moments and started again,
 * end with exactly one reminder per invoice and step, each with exactly one queued mail (outbox effect), and
 * nothing queued without its reminder. Then the scheduler's due check says there is nothing left.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { dunningReminders, outbox } from "#db/schema";
import { DUNNING_EFFECT, dunningDue } from "~/services/dunning.server";
import { DUE_CHECKS } from "../../jobs/due";
import { killGroup, runWorker } from "../support/child-process";
import { useDemoData } from "../support/seed";
import { approvedInvoiceDue, copiesOf } from "./dunning-fixtures";

useDemoData();

const INVOICES = 600;
const DUE = "2031-01-20";
// 2031-01-13 08:00 WIB: the -7 step of every invoice is owed.
const NOW = "2031-01-13T01:00:00Z";
const WORKER = path.resolve("tests/integration/dunning-worker.ts");

const start = () => runWorker(WORKER, { DUNNING_NOW: NOW, DUNNING_BATCH: "15" }, { detached: true });

const recorded = () => db().select({ n: sql<number>`count(*)` }).from(dunningReminders).get()!.n;

test(
  "two runs at once, killed at random and run again, send each invoice's step exactly once",
  async () => {
    const { invoice } = await approvedInvoiceDue(DUE);
    const ids = [invoice.id, ...copiesOf(invoice.id, INVOICES - 1, DUE)];
    expect(dunningDue(new Date(NOW))).toBe(true);
    expect(DUE_CHECKS.dunning!(new Date(NOW))).toBe(true);
    const kills: { round: number; before: number; atKill: number }[] = [];
    let random = 20261126;
    const next = () => ((random = (random * 1103515245 + 12345) % 2 ** 31), random / 2 ** 31);
    let round = 0;
    while (recorded() < INVOICES && round < 12) {
      round++;
      const before = recorded();
      const pair = [start(), start()];
      let exited = 0;
      for (const p of pair) void p.done.then(() => exited++);
      if (round <= 4) {
        // Killed once a random share (5 to 40%) of the work left is done: by progress, not by the clock.
        const target = before + Math.max(1, Math.floor((INVOICES - before) * (0.05 + next() * 0.35)));
        const started = Date.now();
        while (recorded() < target && exited < 2 && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 5));
        killGroup(pair[0]);
        await new Promise((r) => setTimeout(r, Math.floor(next() * 50)));
        killGroup(pair[1]);
        kills.push({ round, before, atKill: recorded() });
      }
      const results = await Promise.all(pair.map((p) => p.done));
      for (const r of results) if (r.code !== 0 && r.signal !== "SIGKILL") throw new Error(`worker failed: ${r.code} ${r.out}`);
    }
    expect(kills.filter((k) => k.atKill > k.before && k.atKill < INVOICES).length).toBeGreaterThanOrEqual(2);
    // A last pair, untouched, finds nothing left to do.
    const last = await Promise.all([start().done, start().done]);
    for (const r of last) expect(r.code, r.out).toBe(0);
    console.info(JSON.stringify({ rounds: round, kills }));

    const rows = db().select().from(dunningReminders).all().filter((r) => ids.includes(r.invoiceId));
    expect(rows).toHaveLength(INVOICES);
    expect(new Set(rows.map((r) => r.invoiceId)).size).toBe(INVOICES);
    expect(rows.every((r) => r.step === "-7" && r.kind === "reminder" && r.outboxId !== null)).toBe(true);
    // One queued mail per reminder, pointing back at it; none queued by a run that was killed before its commit.
    const effects = db().select().from(outbox).where(eq(outbox.effect, DUNNING_EFFECT)).all();
    expect(effects).toHaveLength(INVOICES);
    const byId = new Map(rows.map((r) => [r.outboxId, r]));
    for (const e of effects) expect(byId.get(e.id)?.id).toBe((e.payload as { reminderId: number }).reminderId);
    expect(dunningDue(new Date(NOW))).toBe(false);
    expect(DUE_CHECKS.dunning!(new Date(NOW))).toBe(false);
  },
  10 * 60_000,
);
