import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoiceDeliveries, invoiceDeliveryRecipients, invoices, mailEvents, outbox } from "#db/schema";
import { type Tx, writeTransaction } from "./transaction.server";

/**
 * The delivery history of invoices to their customers (services/invoice-delivery.server.ts sends; this records):
 * one row per attempt, and the billing's status_delivered once a mail went out.
 */
export type DeliveryRow = typeof invoiceDeliveries.$inferSelect;
export type DeliveryReason = DeliveryRow["reason"];
export type DeliveryOutcome = DeliveryRow["outcome"];
export type DeliveryAttempt = Omit<typeof invoiceDeliveries.$inferInsert, "id" | "at"> & { at?: string };
export type RecipientRow = typeof invoiceDeliveryRecipients.$inferSelect;
export type RecipientState = RecipientRow["state"];
/** One recipient's result in an attempt: its state, the mail service's id for its mail, and the reason of a refusal or failure. */
export type RecipientResult = { address: string; state: RecipientState; providerId: string | null; reason: string | null };

/** The effect that e-mails an invoice to its customer (queued by the approval, a reissue's approval, or a resend). */
export const DELIVERY_EFFECT = "effect.deliverInvoice";

/**
 * Records one attempt; a sent (or partly sent) one also marks the invoice's billing delivered, in the same
 * transaction, so the status and the history never disagree.
 */
export function recordDeliveryAttempt(attempt: DeliveryAttempt, results: RecipientResult[] = []): DeliveryRow {
  return writeTransaction((tx) => {
    const row = tx.insert(invoiceDeliveries).values(attempt).returning().get();
    for (const r of results) {
      tx.insert(invoiceDeliveryRecipients).values({ deliveryId: row.id, invoiceId: attempt.invoiceId, outboxId: attempt.outboxId ?? null, address: r.address, providerId: r.providerId, state: r.state, reason: r.reason, updatedAt: row.at }).run();
    }
    // A notification can outrun the answer that gave us the id (Resend reports delivery within a second): it was
    // kept, and it applies now.
    const ids = results.map((r) => r.providerId).filter((id): id is string => !!id);
    if (ids.length) {
      const early = tx.select().from(mailEvents).where(and(inArray(mailEvents.emailId, ids), eq(mailEvents.applied, 0))).orderBy(asc(mailEvents.occurredAt)).all();
      for (const event of early) {
        const applied = applyToRecipients(tx, { type: event.type, emailId: event.emailId!, occurredAt: event.occurredAt ?? row.at, reason: null });
        if (applied) tx.update(mailEvents).set({ applied }).where(eq(mailEvents.id, event.id)).run();
      }
    }
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

/** Addresses an effect has settled (sent, refused or reported on): a rerun or retry of the effect sends them nothing more. */
export function settledAddressesOf(outboxId: number): Set<string> {
  const rows = db()
    .select({ address: invoiceDeliveryRecipients.address })
    .from(invoiceDeliveryRecipients)
    .where(and(eq(invoiceDeliveryRecipients.outboxId, outboxId), ne(invoiceDeliveryRecipients.state, "failed")))
    .all();
  return new Set(rows.map((r) => r.address.toLowerCase()));
}

/** Each recipient of an invoice's attempts, oldest first (the history groups them under their attempt). */
export function recipientsOfDeliveries(invoiceId: string): RecipientRow[] {
  return db().select().from(invoiceDeliveryRecipients).where(eq(invoiceDeliveryRecipients.invoiceId, invoiceId)).orderBy(asc(invoiceDeliveryRecipients.id)).all();
}

/** The mail-service events that change a recipient, and the states each may follow (a late `delivered` never undoes a bounce). */
export const EVENT_TRANSITIONS: Record<string, { to: RecipientState; from: RecipientState[] }> = {
  "email.delivered": { to: "delivered", from: ["sent", "delayed"] },
  "email.delivery_delayed": { to: "delayed", from: ["sent"] },
  "email.bounced": { to: "bounced", from: ["sent", "delayed", "delivered"] },
  "email.complained": { to: "complained", from: ["sent", "delayed", "delivered"] },
};

export type MailEventInput = { type: string; emailId: string; occurredAt: string; reason: string | null };

function applyToRecipients(tx: Tx, event: MailEventInput): number {
  const rule = EVENT_TRANSITIONS[event.type];
  if (!rule) return 0;
  return tx
    .update(invoiceDeliveryRecipients)
    .set({ state: rule.to, reason: event.reason, updatedAt: event.occurredAt })
    .where(and(eq(invoiceDeliveryRecipients.providerId, event.emailId), inArray(invoiceDeliveryRecipients.state, rule.from)))
    .run().changes;
}

/**
 * Records a mail-service notification under its id and applies it to the recipient whose mail it names, in one
 * transaction. A notification whose id was seen before changes nothing (`duplicate`). One that names no
 * recipient yet is kept (applied 0) for recordDeliveryAttempt to apply when the id arrives.
 */
export function recordMailEvent(eventId: string, event: MailEventInput | { type: string; emailId: null; occurredAt: string | null; reason: null }): { duplicate: boolean; applied: number } {
  return writeTransaction((tx) => {
    const inserted = tx.insert(mailEvents).values({ id: eventId, type: event.type, emailId: event.emailId, occurredAt: event.occurredAt }).onConflictDoNothing().run().changes === 1;
    if (!inserted) return { duplicate: true, applied: 0 };
    const applied = event.emailId ? applyToRecipients(tx, event as MailEventInput) : 0;
    if (applied) tx.update(mailEvents).set({ applied }).where(eq(mailEvents.id, eventId)).run();
    return { duplicate: false, applied };
  });
}

/** The recipient a mail-service id names (the sandbox mailbox's Bounce button asks whether a message is an invoice's). */
export function recipientByProviderId(providerId: string): RecipientRow | undefined {
  return db().select().from(invoiceDeliveryRecipients).where(eq(invoiceDeliveryRecipients.providerId, providerId)).get();
}
