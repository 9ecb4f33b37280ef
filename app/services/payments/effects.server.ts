/**
 * The payments' outbox effects. `effect.reverseCashin` is queued when a paid billing is un-matched: a cash-in report
 * finest has not booked yet simply stops being due (the billing is no longer paid); one it booked is recorded as a
 * pending reversal on the invoice, because the accounting integration has no reversal report yet.
 */
import { recordCashinReversal } from "~/models/invoice.server";
import { logger } from "../logger.server";
import { type OutboxRow, registerEffect } from "../outbox.server";

export function reverseCashinEffect(row: OutboxRow) {
  const billingId = String(row.payload.billingId ?? row.sourceId ?? "");
  const marked = recordCashinReversal(billingId, { at: new Date().toISOString(), outbox_id: row.id });
  if (marked.length) logger.warn({ billingId, invoiceIds: marked, outboxId: row.id }, "finest cash-in booked for an un-matched payment; reversal recorded for the accounting team");
}

export function registerPaymentEffects() {
  registerEffect("effect.reverseCashin", reverseCashinEffect);
}
