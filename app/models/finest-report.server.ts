/**
 * The invoices' reports to finest (spec section 3: finest_cashin, finest_delivered, status_cashin_finest,
 * status_delivered_finest). The delivered report books the receivable once the invoice is approved and its tax
 * invoice received (or not wanted); the cash-in report follows once its billing is paid; a cash-in reversal cancels
 * a booked cash-in whose payment was un-matched. Each report is sent until finest books it, with backoff after a
 * refusal or when finest cannot be reached.
 *
 * finest_cashin holds the invoice's current cash-in (sequence `seq`, 1 when absent) with its document number once
 * booked, a pending `reversal` of that cash-in while one is due, and `history`: every earlier cash-in with the
 * reversal that cancelled it. status_cashin_finest is `sent` while finest has a cash-in on its books that is not
 * reversed, so the next cash-in (sequence + 1) becomes due only once the reversal is booked.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, products, workflowTransitions } from "#db/schema";
import type { FinestReportKind } from "~/integrations/accounting/types";
import { writeTransaction } from "./transaction.server";

export type FinestRecord = {
  document_no?: string;
  sent_at?: string;
  amount?: number;
  date?: string;
  error?: { message: string; at: string } | null;
  attempts?: number;
  next_attempt_at?: string | null;
  /** The key the report was sent with (the cash-in's carries its sequence). */
  idempotency_key?: string;
};

/** A reversal of cash-in `seq`: due while it has no document number, booked once it has one. */
export type FinestReversal = FinestRecord & {
  seq: number;
  /** finest's document number of the cash-in it cancels, and the key that cash-in was sent with. */
  reverses: string;
  reverses_key: string;
  amount: number;
  reason: string;
  queued_at: string;
  /** The outbox row of the un-match that queued it (null: the payment was un-matched while its cash-in was on its way). */
  outbox_id: number | null;
};

export type FinestCashinRecord = FinestRecord & {
  seq?: number;
  reversal?: FinestReversal | null;
  history?: (FinestRecord & { seq: number; reversal: FinestReversal })[];
};

export const cashinSeqOf = (record: FinestCashinRecord | null | undefined) => record?.seq ?? 1;

/**
 * Issue 21: the delivered report with, once its invoice is cancelled by a credit note, the reversal of that booking
 * (due while it has no document number). An invoice is delivered once, so the reversal's sequence is 1.
 */
export type FinestDeliveredRecord = FinestRecord & { reversal?: (FinestReversal & { credit_note_id?: string | null }) | null };

const column = { delivered: invoices.finestDelivered, cashin: invoices.finestCashin } as const;
const status = { delivered: invoices.statusDeliveredFinest, cashin: invoices.statusCashinFinest } as const;

const notBackingOff = (path: string, target: typeof invoices.finestCashin, nowIso: string) => sql`coalesce(json_extract(${target}, ${path}), '') <= ${nowIso}`;
const reversalPending = sql`json_extract(${invoices.finestCashin}, '$.reversal.seq') is not null`;
const deliveredReversalPending = sql`json_extract(${invoices.finestDelivered}, '$.reversal.seq') is not null and json_extract(${invoices.finestDelivered}, '$.reversal.document_no') is null`;

/** Invoices whose report of `kind` is due, with what the report needs. */
export function invoicesDueForFinest(kind: FinestReportKind, now: Date, limit = 100) {
  const nowIso = now.toISOString();
  const ready =
    kind === "delivered"
      ? and(eq(invoices.statusInvoice, "approved"), eq(invoices.statusDeliveredFinest, "not yet"), or(eq(invoices.statusFaktur, "received"), eq(invoices.sendTax, false)), notBackingOff("$.next_attempt_at", column.delivered, nowIso))
      : kind === "cashin"
        ? and(eq(invoices.statusCashinFinest, "not yet"), eq(invoices.statusDeliveredFinest, "sent"), eq(billings.statusPaid, "paid"), sql`not ${reversalPending}`, notBackingOff("$.next_attempt_at", column.cashin, nowIso))
        : kind === "delivered-reversal"
          ? and(eq(invoices.statusDeliveredFinest, "sent"), deliveredReversalPending, notBackingOff("$.reversal.next_attempt_at", column.delivered, nowIso))
          : and(eq(invoices.statusCashinFinest, "sent"), reversalPending, notBackingOff("$.reversal.next_attempt_at", column.cashin, nowIso));
  return db()
    .select({ invoice: invoices, billing: billings, product: products })
    .from(invoices)
    .innerJoin(billings, eq(billings.id, invoices.billingId))
    .innerJoin(products, eq(products.id, invoices.productId))
    .where(ready)
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(limit)
    .all();
}

/** Whether the finest-reports job has anything to send (its idle check). */
export const finestReportsDue = (now: Date) => (["delivered", "delivered-reversal", "cashin-reversal", "cashin"] as const).some((kind) => invoicesDueForFinest(kind, now, 1).length > 0);

const UNMATCHED_IN_FLIGHT = "The payment was un-matched while its cash-in report was on its way to finest";

/**
 * Booked: the status column says sent and the record keeps finest's document number. A cash-in booked after its
 * payment was un-matched (the un-match found it not yet booked, so queued no reversal) gets its reversal here.
 */
export function markFinestSent(kind: "delivered" | "cashin", invoiceId: string, record: FinestRecord, now: Date) {
  const at = now.toISOString();
  if (kind === "delivered") {
    writeTransaction((tx) => {
      const row = tx.select({ statusInvoice: invoices.statusInvoice }).from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.statusDeliveredFinest, "not yet"))).get();
      if (!row) return;
      const booked: FinestDeliveredRecord = { ...record };
      // Issue 21: booked while its invoice was being cancelled by a credit note: the booking gets its reversal here.
      if (row.statusInvoice === "canceled" && booked.document_no) booked.reversal = deliveredReversalOf(booked, CANCELLED_IN_FLIGHT, at, null);
      tx.update(invoices).set({ statusDeliveredFinest: "sent", finestDelivered: booked, updatedAt: at }).where(eq(invoices.id, invoiceId)).run();
    });
    return;
  }
  writeTransaction((tx) => {
    const row = tx
      .select({ finestCashin: invoices.finestCashin, statusPaid: billings.statusPaid })
      .from(invoices)
      .innerJoin(billings, eq(billings.id, invoices.billingId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.statusCashinFinest, "not yet")))
      .get();
    if (!row) return;
    const current = (row.finestCashin ?? {}) as FinestCashinRecord;
    const booked: FinestCashinRecord = { ...current, ...record, seq: cashinSeqOf(current) };
    if (row.statusPaid !== "paid" && booked.document_no) {
      booked.reversal = { seq: booked.seq!, reverses: booked.document_no, reverses_key: booked.idempotency_key ?? "", amount: booked.amount ?? 0, reason: UNMATCHED_IN_FLIGHT, queued_at: at, outbox_id: null };
    }
    tx.update(invoices).set({ statusCashinFinest: "sent", finestCashin: booked, updatedAt: at }).where(eq(invoices.id, invoiceId)).run();
  });
}

/** Not booked (refused or unreachable): the error and the next attempt are kept on the invoice. */
export function markFinestRetry(kind: "delivered" | "cashin", invoiceId: string, previous: FinestRecord | null, message: string, retryAt: Date, now: Date) {
  const record: FinestRecord = { ...previous, error: { message, at: now.toISOString() }, attempts: (previous?.attempts ?? 0) + 1, next_attempt_at: retryAt.toISOString() };
  db()
    .update(invoices)
    .set({ ...(kind === "delivered" ? { finestDelivered: record } : { finestCashin: record }), updatedAt: now.toISOString() })
    .where(and(eq(invoices.id, invoiceId), eq(status[kind], "not yet")))
    .run();
}

/**
 * A paid billing was un-matched (the outbox effect of `billing.unpay`): each of its invoices whose cash-in finest
 * booked gets a reversal of that cash-in, due for the finest-reports job. A cash-in not booked yet needs none: it
 * stops being due with the billing's paid status. Idempotent: an invoice whose reversal is already pending (this
 * effect run before a crash, or an earlier un-match) gets no second one. Answers the invoices given a reversal.
 */
export function queueCashinReversals(billingId: string, { outboxId, transitionId, at }: { outboxId: number; transitionId: number | null; at: string }): string[] {
  return writeTransaction((tx) => {
    const sent = tx
      .select({ id: invoices.id, finestCashin: invoices.finestCashin })
      .from(invoices)
      .where(and(eq(invoices.billingId, billingId), eq(invoices.statusCashinFinest, "sent"), sql`not ${reversalPending}`))
      .all();
    if (!sent.length) return [];
    const reason = (transitionId != null && tx.select({ message: workflowTransitions.message }).from(workflowTransitions).where(eq(workflowTransitions.id, transitionId)).get()?.message) || "Payment un-matched";
    const marked: string[] = [];
    for (const invoice of sent) {
      const record = (invoice.finestCashin ?? {}) as FinestCashinRecord;
      // Marked sent by hand or by an older portal without a document number: nothing finest could reverse by number.
      if (!record.document_no) continue;
      const reversal: FinestReversal = { seq: cashinSeqOf(record), reverses: record.document_no, reverses_key: record.idempotency_key ?? "", amount: record.amount ?? 0, reason, queued_at: at, outbox_id: outboxId };
      tx.update(invoices).set({ finestCashin: { ...record, reversal }, updatedAt: at }).where(eq(invoices.id, invoice.id)).run();
      marked.push(invoice.id);
    }
    return marked;
  });
}

/**
 * The reversal of cash-in `seq` is booked: the cash-in and its reversal move to the history, status_cashin_finest
 * goes back to not yet, and the next cash-in (when the billing is paid again) takes sequence `seq + 1`.
 */
export function markReversalSent(invoiceId: string, seq: number, booked: { document_no: string; sent_at: string; date: string; idempotency_key: string }, now: Date) {
  writeTransaction((tx) => {
    const row = tx.select({ finestCashin: invoices.finestCashin }).from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.statusCashinFinest, "sent"))).get();
    const record = (row?.finestCashin ?? null) as FinestCashinRecord | null;
    if (!record?.reversal || record.reversal.seq !== seq) return;
    const { reversal, history, seq: _seq, ...cashin } = record;
    const entry = { ...cashin, seq, reversal: { ...reversal, ...booked, attempts: (reversal.attempts ?? 0) + 1, error: null, next_attempt_at: null } };
    const next: FinestCashinRecord = { seq: seq + 1, history: [...(history ?? []), entry] };
    tx.update(invoices).set({ statusCashinFinest: "not yet", finestCashin: next, updatedAt: now.toISOString() }).where(eq(invoices.id, invoiceId)).run();
  });
}

/** The reversal was refused or finest unreachable: its error and next attempt are kept on the pending reversal. */
export function markReversalRetry(invoiceId: string, seq: number, message: string, retryAt: Date, now: Date) {
  writeTransaction((tx) => {
    const row = tx.select({ finestCashin: invoices.finestCashin }).from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.statusCashinFinest, "sent"))).get();
    const record = (row?.finestCashin ?? null) as FinestCashinRecord | null;
    if (!record?.reversal || record.reversal.seq !== seq) return;
    const reversal: FinestReversal = { ...record.reversal, error: { message, at: now.toISOString() }, attempts: (record.reversal.attempts ?? 0) + 1, next_attempt_at: retryAt.toISOString() };
    tx.update(invoices).set({ finestCashin: { ...record, reversal }, updatedAt: now.toISOString() }).where(eq(invoices.id, invoiceId)).run();
  });
}

// ------------------------------------------------------------------ issue 21: the delivered report's reversal

const CANCELLED_IN_FLIGHT = "The invoice was cancelled by a credit note while its delivered report was on its way to finest";

const deliveredReversalOf = (record: FinestDeliveredRecord, reason: string, at: string, outboxId: number | null, creditNoteId: string | null = null) => ({
  seq: 1, reverses: record.document_no!, reverses_key: record.idempotency_key ?? "", amount: record.amount ?? 0, reason, queued_at: at, outbox_id: outboxId, credit_note_id: creditNoteId,
});

/**
 * An invoice cancelled by a credit note (the outbox effect of its issue): a delivered report finest booked gets its
 * reversal, due for the finest-reports job. One not booked needs none: it stops being due once the invoice is no
 * longer approved (and one booked meanwhile gets its reversal in markFinestSent). Idempotent: a reversal already
 * queued is kept. Answers whether a reversal was queued.
 */
export function queueDeliveredReversal(invoiceId: string, { reason, creditNoteId, outboxId, at }: { reason: string; creditNoteId: string; outboxId: number; at: string }): boolean {
  return writeTransaction((tx) => {
    const row = tx.select({ finestDelivered: invoices.finestDelivered }).from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.statusDeliveredFinest, "sent"))).get();
    const record = (row?.finestDelivered ?? null) as FinestDeliveredRecord | null;
    if (!record?.document_no || record.reversal) return false;
    tx.update(invoices).set({ finestDelivered: { ...record, reversal: deliveredReversalOf(record, reason, at, outboxId, creditNoteId) }, updatedAt: at }).where(eq(invoices.id, invoiceId)).run();
    return true;
  });
}

/** The delivered report's reversal is booked: it keeps finest's document number and is due no more. */
export function markDeliveredReversalSent(invoiceId: string, booked: { document_no: string; sent_at: string; date: string; idempotency_key: string }, now: Date) {
  writeTransaction((tx) => {
    const row = tx.select({ finestDelivered: invoices.finestDelivered }).from(invoices).where(eq(invoices.id, invoiceId)).get();
    const record = (row?.finestDelivered ?? null) as FinestDeliveredRecord | null;
    if (!record?.reversal || record.reversal.document_no) return;
    const reversal = { ...record.reversal, ...booked, attempts: (record.reversal.attempts ?? 0) + 1, error: null, next_attempt_at: null };
    tx.update(invoices).set({ finestDelivered: { ...record, reversal }, updatedAt: now.toISOString() }).where(eq(invoices.id, invoiceId)).run();
  });
}

/** The delivered reversal was refused or finest unreachable: its error and next attempt are kept on it. */
export function markDeliveredReversalRetry(invoiceId: string, message: string, retryAt: Date, now: Date) {
  writeTransaction((tx) => {
    const row = tx.select({ finestDelivered: invoices.finestDelivered }).from(invoices).where(eq(invoices.id, invoiceId)).get();
    const record = (row?.finestDelivered ?? null) as FinestDeliveredRecord | null;
    if (!record?.reversal || record.reversal.document_no) return;
    const reversal = { ...record.reversal, error: { message, at: now.toISOString() }, attempts: (record.reversal.attempts ?? 0) + 1, next_attempt_at: retryAt.toISOString() };
    tx.update(invoices).set({ finestDelivered: { ...record, reversal }, updatedAt: now.toISOString() }).where(eq(invoices.id, invoiceId)).run();
  });
}
