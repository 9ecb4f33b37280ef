/**
 * Awarding points on paid revenue (issue 23). The earner is the billing's creator, the account manager who raised it
 * (a partner user only where the group's rule says partners earn). The award job (jobs/reward-points.ts) reads the
 * paid, approved invoices not yet marked awarded, records one "earned" row per invoice and marks it (the award
 * queue's partial index then drops it); the ledger's unique key on
 * (kind, invoice, earner) makes a second run, or two runs at once in two processes, record nothing more: the loser's
 * insert does nothing and it counts 0. An invoice that earns 0 points still gets its row, so it is read once.
 */
import { monthlyTargetOf } from "../dashboards/am-performance.server";
import { logger } from "../logger.server";
import { pointsFor } from "~/domain/point-formula";
import { type AwardCandidate, groupRule, invoicesToAward, markInvoiceAwarded, paidRevenueInMonth, recordPointMovement, ruleFor } from "~/models/reward.server";
import { writeTransaction, type Tx } from "~/models/transaction.server";

const BATCH = 200;

/** Target achievement for the formula's `achievement` (1 = 100 %): the earner's paid revenue that month over the division's monthly target; 0 without a target. */
function achievementOf(tx: Tx, c: AwardCandidate): number {
  const target = monthlyTargetOf(c.divisionId);
  if (!target) return 0;
  return paidRevenueInMonth(c.earnerId, c.billingDate, tx) / target;
}

/** Records the candidate's award in the caller's transaction; answers whether this call recorded it. */
export function awardInvoice(tx: Tx, c: AwardCandidate, at = new Date()): { created: boolean; points: number } {
  const isPartner = (c.earnerRoles ?? "").split(",").includes("partner");
  const partnersEarn = groupRule(tx).partnersEarn;
  const points = isPartner && !partnersEarn ? 0 : pointsFor(ruleFor(c.productId, tx), { amount: c.amount, achievement: achievementOf(tx, c), product: c.productCode });
  const note = `${c.invoiceNumber ?? c.invoiceId}${isPartner && !partnersEarn ? " (partners do not earn)" : ""}`;
  const { created, row } = recordPointMovement(tx, { userId: c.earnerId, kind: "earned", points, sourceType: "invoice", sourceId: c.invoiceId, rupiah: c.amount, note, at: at.toISOString() });
  markInvoiceAwarded(tx, c.invoiceId, row.at);
  return { created, points: row.points };
}

export type AwardRun = { invoices: number; points: number; failed: number };

/**
 * Awards every paid invoice not yet awarded, a batch at a time, each invoice in its own IMMEDIATE transaction (a
 * formula that fails on one invoice leaves the others awarded, and that one for the next run).
 */
export function awardPaidInvoices(options: { signal?: AbortSignal; onBatch?: (run: AwardRun) => void } = {}): AwardRun {
  const run: AwardRun = { invoices: 0, points: 0, failed: 0 };
  const failedIds = new Set<string>();
  for (;;) {
    if (options.signal?.aborted) break;
    const batch = invoicesToAward(BATCH + failedIds.size).filter((c) => !failedIds.has(c.invoiceId));
    if (!batch.length) break;
    for (const c of batch) {
      try {
        const result = writeTransaction((tx) => awardInvoice(tx, c));
        if (result.created) {
          run.invoices += 1;
          run.points += result.points;
        }
      } catch (error) {
        failedIds.add(c.invoiceId);
        run.failed += 1;
        logger.error({ err: error, invoiceId: c.invoiceId }, "reward points could not be awarded for an invoice");
      }
    }
    options.onBatch?.(run);
  }
  return run;
}

/** The job's due check: is any paid invoice waiting for its points? */
export const awardsDue = () => invoicesToAward(1).length > 0;
