import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoiceDeliveries, invoices, outbox } from "#db/schema";
import { writeTransaction } from "./transaction.server";

/**
 * The delivery history of invoices to their customers (services/invoice-delivery.server.ts sends; this records):
 * one row per attempt, and the billing's status_delivered once a mail went out.
 */
export type DeliveryRow = typeof invoiceDeliveries.$inferSelect;
export type DeliveryReason = DeliveryRow["reason"];
export type DeliveryOutcome = DeliveryRow["outcome"];
export type DeliveryAttempt = Omit<typeof invoiceDeliveries.$inferInsert, "id" | "at"> & { at?: string };

/** The effect that e-mails an invoice to its customer (queued by the approval, a reissue's approval, or a resend). */
export const DELIVERY_EFFECT = "effect.deliverInvoice";

/**
 * Records one attempt; a sent (or partly sent) one also marks the invoice's billing delivered, in the same
 * transaction, so the status and the history never disagree.
 */
export function recordDeliveryAttempt(attempt: DeliveryAttempt): DeliveryRow {
  return writeTransaction((tx) => {
    const row = tx.insert(invoiceDeliveries).values(attempt).returning().get();
    if (attempt.outcome !== "failed") {
      const invoice = tx.select({ billingId: invoices.billingId }).from(invoices).where(eq(invoices.id, attempt.invoiceId)).get();
      if (invoice) tx.update(billings).set({ statusDelivered: "delivered", updatedAt: row.at }).where(eq(billings.id, invoice.billingId)).run();
    }
    return row;
  });
}

/** Whether the effect `outboxId` already delivered its mail (a rerun after a crash must not send it twice). */
export function deliveredByEffect(outboxId: number): boolean {
  return (
    db()
      .select({ id: invoiceDeliveries.id })
      .from(invoiceDeliveries)
      .where(and(eq(invoiceDeliveries.outboxId, outboxId), eq(invoiceDeliveries.outcome, "sent")))
      .limit(1)
      .get() !== undefined
  );
}

/** Every attempt for an invoice, newest first. */
export function deliveriesOf(invoiceId: string): DeliveryRow[] {
  return db().select().from(invoiceDeliveries).where(eq(invoiceDeliveries.invoiceId, invoiceId)).orderBy(desc(invoiceDeliveries.id)).all();
}

/** Deliveries of an invoice still waiting in the outbox: not tried yet, or failed and waiting for their next try. */
export function pendingDeliveriesOf(invoiceId: string) {
  return db()
    .select({ id: outbox.id, attempts: outbox.attempts, availableAt: outbox.availableAt, lastError: outbox.lastError, payload: outbox.payload, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(isNull(outbox.doneAt), eq(outbox.effect, DELIVERY_EFFECT), eq(outbox.sourceKind, "invoice"), eq(outbox.sourceId, invoiceId)))
    .orderBy(asc(outbox.id))
    .all();
}
