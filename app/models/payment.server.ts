/**
 * Payments (issue 20): credits from bank statements and the payment gateway, their allocations to billings and the
 * customers' credit from over-payments. Only this model writes these tables; the payment service orchestrates.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow, prepared, updateRow } from "#db/prepared";
import { billings, customerCredits, paymentAllocations, payments, statementImports } from "#db/schema";
import { paymentMachine, paymentMachineVersion, paymentStatusColumns, type PaymentState } from "#machines/payment.machine";
import type { Actor } from "#machines/types";
import type { WorkflowBinding } from "./transaction.server";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;
export type CustomerCreditRow = typeof customerCredits.$inferSelect;
export type StatementImportRow = typeof statementImports.$inferSelect;
type Handle = Tx | ReturnType<typeof db>;

export const getPayment = (id: string, handle: Handle = db()) =>
  prepared(handle, "payment.byId", (h) => h.select().from(payments).where(eq(payments.id, sql.placeholder("id"))).prepare()).get({ id }) ?? null;

export const paymentByGatewayTransaction = (gatewayTransactionId: string, handle: Handle = db()) =>
  prepared(handle, "payment.byGatewayTrx", (h) =>
    h.select().from(payments).where(eq(payments.gatewayTransactionId, sql.placeholder("trx"))).prepare(),
  ).get({ trx: gatewayTransactionId }) ?? null;

export type NewPayment = Omit<typeof payments.$inferInsert, "id" | "statusMatch" | "statusPayment" | "state" | "allocatedAmount"> & { id: string };

/**
 * Inserts a payment unless one with the same dedupe key exists (payments_statement_dedupe_uq for statement lines,
 * payments_gateway_trx_uq for the gateway). Answers whether it was added.
 */
export function insertPaymentUnlessKnown(tx: Tx, values: NewPayment): boolean {
  return tx.insert(payments).values(values).onConflictDoNothing().run().changes === 1;
}

export function insertStatementImport(tx: Tx, values: Omit<typeof statementImports.$inferInsert, "id">): number {
  return Number(insertRow(tx, statementImports, values).lastInsertRowid);
}

export type StatementImportCounts = { added: number; duplicates: number; matched: number; unmatched: number };

/** One chunk's progress, in that chunk's transaction: its counts are added, and the import is complete after its last credit line. */
export function addStatementImportProgress(tx: Tx, id: number, chunk: StatementImportCounts & { processed: number; complete: boolean }) {
  tx.update(statementImports)
    .set({
      added: sql`${statementImports.added} + ${chunk.added}`,
      duplicates: sql`${statementImports.duplicates} + ${chunk.duplicates}`,
      matched: sql`${statementImports.matched} + ${chunk.matched}`,
      unmatched: sql`${statementImports.unmatched} + ${chunk.unmatched}`,
      processed: sql`${statementImports.processed} + ${chunk.processed}`,
      ...(chunk.complete ? { status: "complete" as const } : {}),
    })
    .where(eq(statementImports.id, id))
    .run();
}

/** The latest import of this file (same bytes, same account) that never completed: a new upload of it continues that one. */
export const incompleteImportOf = (sha256: string, account: string, handle: Handle = db()) =>
  handle
    .select()
    .from(statementImports)
    .where(and(eq(statementImports.sha256, sha256), eq(statementImports.account, account), eq(statementImports.status, "importing")))
    .orderBy(desc(statementImports.id))
    .get() ?? null;

/** Imports not complete (under way, or stopped by a crash), newest first: the import screen names them. */
export const incompleteImports = (limit = 20, handle: Handle = db()) =>
  handle.select().from(statementImports).where(eq(statementImports.status, "importing")).orderBy(desc(statementImports.id)).limit(limit).all();

export const getStatementImport = (id: number, handle: Handle = db()) => handle.select().from(statementImports).where(eq(statementImports.id, id)).get() ?? null;

/** The payments an import added, in statement order. */
export const paymentsOfImport = (importId: number, handle: Handle = db()) =>
  handle.select().from(payments).where(eq(payments.importId, importId)).orderBy(asc(payments.createdAt), asc(payments.id)).all();

/** What matching needs of a billing, read inside the matching transaction. */
export const billingForMatching = (billingId: string, handle: Handle) =>
  prepared(handle, "payment.billingForMatching", (h) =>
    h
      .select({
        id: billings.id, billingNumber: billings.billingNumber, status: billings.status, statusPaid: billings.statusPaid, paidAmount: billings.paidAmount, includePph: billings.includePph,
        finalPrice: billings.finalPrice, finalPriceWithPph: billings.finalPriceWithPph, customerId: billings.customerId, customerName: sql<string>`json_extract(${billings.to}, '$.name')`,
        productId: billings.productId, divisionId: billings.divisionId,
      })
      .from(billings)
      .where(eq(billings.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id: billingId }) ?? null;

export function insertAllocation(tx: Tx, values: { paymentId: string; billingId: string; amount: number; surplus: number; auto: boolean; actor: Actor; at: string }): number {
  const { actor, at, ...rest } = values;
  return Number(insertRow(tx, paymentAllocations, { ...rest, createdById: actor.id, createdByName: actor.name, createdAt: at }).lastInsertRowid);
}

export function insertCustomerCredit(tx: Tx, values: Omit<typeof customerCredits.$inferInsert, "id">) {
  insertRow(tx, customerCredits, values);
}

/** The allocations of a payment still in force (not reversed), oldest first. */
export const activeAllocations = (paymentId: string, handle: Handle = db()) =>
  handle.select().from(paymentAllocations).where(and(eq(paymentAllocations.paymentId, paymentId), isNull(paymentAllocations.reversedAt))).orderBy(asc(paymentAllocations.id)).all();

/** Every allocation of a payment, reversed ones included (the payment's history). */
export const allocationsOfPayment = (paymentId: string, handle: Handle = db()) =>
  handle.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId)).orderBy(asc(paymentAllocations.id)).all();

/** Every allocation made to a billing, reversed ones included. */
export const allocationsOfBilling = (billingId: string, handle: Handle = db()) =>
  handle.select().from(paymentAllocations).where(eq(paymentAllocations.billingId, billingId)).orderBy(asc(paymentAllocations.id)).all();

/** Takes an allocation back, and the customer credit its surplus made. */
export function reverseAllocation(tx: Tx, allocationId: number, actor: Actor, reason: string, at: string) {
  tx.update(paymentAllocations)
    .set({ reversedAt: at, reversedById: actor.id, reversedByName: actor.name, reversedReason: reason })
    .where(and(eq(paymentAllocations.id, allocationId), isNull(paymentAllocations.reversedAt)))
    .run();
  tx.update(customerCredits).set({ reversedAt: at }).where(and(eq(customerCredits.allocationId, allocationId), isNull(customerCredits.reversedAt))).run();
}

/** The product and division a matched payment belongs to (the lists' scope): those of its first billing. */
export function setPaymentScope(tx: Tx, paymentId: string, scope: { productId: string; divisionId: string | null }) {
  updateRow(tx, payments, payments.id, paymentId, { ...scope, updatedAt: new Date().toISOString() });
}

/** Why a payment waits in the queue (the spec's 'Payment is not matched', with the reason). */
export function setMatchNote(tx: Tx, paymentId: string, note: string | null) {
  updateRow(tx, payments, payments.id, paymentId, { matchNote: note, updatedAt: new Date().toISOString() });
}

/** A customer's credit still standing (over-payments not reversed), newest first: what a screen shows. */
export function customerCreditsOf(filter: { customerId?: string; billingId?: string; paymentId?: string }, handle: Handle = db()) {
  const where = [isNull(customerCredits.reversedAt)];
  if (filter.customerId) where.push(eq(customerCredits.customerId, filter.customerId));
  if (filter.billingId) where.push(eq(customerCredits.billingId, filter.billingId));
  if (filter.paymentId) where.push(eq(customerCredits.paymentId, filter.paymentId));
  return handle.select().from(customerCredits).where(and(...where)).orderBy(desc(customerCredits.createdAt)).all();
}

/** The payment's workflow (kind "payment"): after each transition it writes the status columns and the allocated total. */
export function paymentBinding(): WorkflowBinding {
  return {
    kind: "payment",
    machineId: "payment",
    version: paymentMachineVersion,
    machine: paymentMachine,
    describe: (tx, id) => {
      const p = getPayment(id, tx);
      if (!p) return null;
      const ref = p.gatewayTransactionId ?? (p.referenceNo || p.description.slice(0, 40));
      return `Payment ${ref ? `${ref} ` : ""}of Rp ${p.amount.toLocaleString("id-ID")} on ${p.transactionDate}`;
    },
    guardReasons: {
      isValidAllocation: "the allocations must add up to more than nothing and no more than the payment's amount",
      isFullyAllocated: "the whole amount must be allocated",
      hasMessage: "a reason is required",
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // written by the service with the column defaults (unmatched)
      const columns = paymentStatusColumns[rec.to as PaymentState];
      const event = rec.event as { allocated?: number };
      const changes: Partial<PaymentRow> = { state: rec.to, statusMatch: columns.statusMatch, statusPayment: columns.statusPayment, updatedAt: new Date().toISOString() };
      if (rec.event.type === "payment.match" && typeof event.allocated === "number") Object.assign(changes, { allocatedAmount: event.allocated, matchNote: null });
      if (rec.event.type === "payment.unmatch") Object.assign(changes, { allocatedAmount: 0, matchNote: rec.message });
      if (rec.event.type === "payment.markNotOurs") changes.matchNote = rec.message;
      updateRow(tx, payments, payments.id, rec.entityId, changes);
    },
  };
}
