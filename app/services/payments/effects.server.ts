/**
 * The payments' outbox effects. `effect.reverseCashin` is queued when a paid billing is un-matched: a cash-in report
 * finest has not booked yet simply stops being due (the billing is no longer paid); one it booked gets a cash-in
 * reversal on the invoice, which the finest-reports job sends (app/services/finest.server.ts). A cash-in booked
 * while the un-match was under way gets its reversal when its booking is recorded (markFinestSent).
 */
import { queueCashinReversals } from "~/models/finest-report.server";
import { logger } from "../logger.server";
import { type OutboxRow, registerEffect } from "../outbox.server";

export function reverseCashinEffect(row: OutboxRow) {
  const billingId = String(row.payload.billingId ?? row.sourceId ?? "");
  // Idempotent: an invoice whose reversal is already pending gets no second one (a run repeated after a crash).
  const marked = queueCashinReversals(billingId, { outboxId: row.id, transitionId: row.transitionId, at: new Date().toISOString() });
  if (marked.length) logger.info({ billingId, invoiceIds: marked, outboxId: row.id }, "finest cash-in booked for an un-matched payment; reversal queued");
}

export function registerPaymentEffects() {
  registerEffect("effect.reverseCashin", reverseCashinEffect);
}
