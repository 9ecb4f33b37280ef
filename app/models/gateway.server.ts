/**
 * The payment gateway's rows: what the portal asked for (gateway_orders: one VA or card link each), the gateway's
 * transactions as far as the portal applied them, and every verified notification (once per transaction and status).
 * The service (app/services/gateway.server.ts) decides; these read and write.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { billings, gatewayNotifications, gatewayOrders, gatewayTransactions, products } from "#db/schema";
import type { GatewayMps, GatewayVa } from "~/domain/gateway";

type Handle = Tx | ReturnType<typeof db>;
export type GatewayOrderRow = typeof gatewayOrders.$inferSelect;
export type GatewayTransactionRow = typeof gatewayTransactions.$inferSelect;
export type GatewayNotificationRow = typeof gatewayNotifications.$inferSelect;

/** What making a VA reads of a billing and its product in one go. */
export function gatewayBillingFacts(billingId: string, handle: Handle = db()) {
  return (
    handle
      .select({
        id: billings.id, billingNumber: billings.billingNumber, status: billings.status, statusPaid: billings.statusPaid, dueDate: billings.dueDate, config: billings.config,
        includePph: billings.includePph, finalPrice: billings.finalPrice, finalPriceWithPph: billings.finalPriceWithPph, to: billings.to, va: billings.va, mps: billings.mps,
        productId: products.id, productCode: products.productCode, productName: products.name, paymentSystem: products.paymentSystem, productBank: products.bank,
      })
      .from(billings)
      .innerJoin(products, eq(products.id, billings.productId))
      .where(eq(billings.id, billingId))
      .get() ?? null
  );
}

export function insertGatewayOrder(tx: Tx, values: typeof gatewayOrders.$inferInsert) {
  tx.insert(gatewayOrders).values(values).run();
}

export function updateGatewayOrder(tx: Tx, id: string, changes: Partial<Omit<GatewayOrderRow, "id" | "billingId" | "createdAt">>) {
  tx.update(gatewayOrders).set({ ...changes, updatedAt: new Date().toISOString() }).where(eq(gatewayOrders.id, id)).run();
}

export const getGatewayOrder = (id: string, handle: Handle = db()) => handle.select().from(gatewayOrders).where(eq(gatewayOrders.id, id)).get() ?? null;

/** The billing's orders, newest first. */
export const gatewayOrdersOfBilling = (billingId: string, handle: Handle = db()) =>
  handle.select().from(gatewayOrders).where(eq(gatewayOrders.billingId, billingId)).orderBy(desc(gatewayOrders.sequence)).all();

export function nextGatewaySequence(tx: Tx, billingId: string): number {
  return (tx.select({ n: sql<number>`coalesce(max(${gatewayOrders.sequence}), 0)` }).from(gatewayOrders).where(eq(gatewayOrders.billingId, billingId)).get()?.n ?? 0) + 1;
}

/** Orders of the billing still waiting for the gateway or open for payment. */
export const liveGatewayOrders = (tx: Tx, billingId: string) =>
  tx.select().from(gatewayOrders).where(and(eq(gatewayOrders.billingId, billingId), inArray(gatewayOrders.status, ["requested", "active"]))).all();

/** The billing's va and mps columns (contract 3: va {number, bank, expired, description, amount, fee} or null). */
export function setBillingGatewayPayment(tx: Tx, billingId: string, va: GatewayVa | null, mps: GatewayMps | null) {
  tx.update(billings).set({ va, mps: mps as Record<string, unknown> | null, updatedAt: new Date().toISOString() }).where(eq(billings.id, billingId)).run();
}

/** Changes the billing's recon_status in its mps record (paid on settlement, reversed on a reversal). */
export function setBillingReconStatus(tx: Tx, billingId: string, orderId: string, reconStatus: GatewayMps["recon_status"]) {
  const row = tx.select({ mps: billings.mps }).from(billings).where(eq(billings.id, billingId)).get();
  const mps = row?.mps as GatewayMps | null | undefined;
  if (!mps || mps.invoice_id !== orderId) return;
  tx.update(billings).set({ mps: { ...mps, recon_status: reconStatus } as Record<string, unknown> }).where(eq(billings.id, billingId)).run();
}

export const getGatewayTransaction = (id: string, handle: Handle = db()) => handle.select().from(gatewayTransactions).where(eq(gatewayTransactions.id, id)).get() ?? null;

export function insertGatewayTransaction(tx: Tx, values: typeof gatewayTransactions.$inferInsert) {
  tx.insert(gatewayTransactions).values(values).run();
}

export function updateGatewayTransaction(tx: Tx, id: string, changes: Partial<Omit<GatewayTransactionRow, "id" | "createdAt">>) {
  tx.update(gatewayTransactions).set({ ...changes, updatedAt: new Date().toISOString() }).where(eq(gatewayTransactions.id, id)).run();
}

/** Records the payments core's payment id once, so the reversal finds what to un-match. */
export function setGatewayPaymentId(id: string, paymentId: string) {
  return db().update(gatewayTransactions).set({ paymentId, updatedAt: new Date().toISOString() }).where(and(eq(gatewayTransactions.id, id), isNull(gatewayTransactions.paymentId))).run().changes;
}

export const gatewayTransactionsOfBilling = (billingId: string, handle: Handle = db()) =>
  handle.select().from(gatewayTransactions).where(eq(gatewayTransactions.billingId, billingId)).orderBy(desc(gatewayTransactions.createdAt)).all();

/** What the gateway collected for the billing and still holds (settled, not reversed). */
export function settledGatewayAmount(tx: Tx, billingId: string): number {
  return (
    tx
      .select({ n: sql<number>`coalesce(sum(${gatewayTransactions.grossAmount}), 0)` })
      .from(gatewayTransactions)
      .where(and(eq(gatewayTransactions.billingId, billingId), sql`${gatewayTransactions.settledAt} is not null and ${gatewayTransactions.reversedAt} is null`))
      .get()?.n ?? 0
  );
}

export const findGatewayNotification = (tx: Tx, transactionId: string, transactionStatus: string) =>
  tx.select().from(gatewayNotifications).where(and(eq(gatewayNotifications.transactionId, transactionId), eq(gatewayNotifications.transactionStatus, transactionStatus))).get() ?? null;

export function insertGatewayNotification(tx: Tx, values: typeof gatewayNotifications.$inferInsert) {
  tx.insert(gatewayNotifications).values(values).run();
}

/** A repeated delivery: counted, nothing else. */
export function countGatewayRedelivery(tx: Tx, id: number, at: string) {
  tx.update(gatewayNotifications).set({ deliveries: sql`${gatewayNotifications.deliveries} + 1`, lastAt: at }).where(eq(gatewayNotifications.id, id)).run();
}

export const gatewayNotificationsOfOrder = (orderId: string, handle: Handle = db()) =>
  handle.select().from(gatewayNotifications).where(eq(gatewayNotifications.orderId, orderId)).orderBy(gatewayNotifications.id).all();
