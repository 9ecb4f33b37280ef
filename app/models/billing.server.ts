import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow, prepared, updateRow } from "#db/prepared";
import { billings, purchaseOrders } from "#db/schema";
import type { Actor } from "#machines/types";
import { billingMachine, billingMachineVersion, billingStatusColumns, type BillingState } from "#machines/billing.machine";
import type { TransitionRecord, WorkflowBinding } from "./transaction.server";
import type { ProductConfig } from "~/domain/product-settings";
import { setInvoicesStatusPaid } from "./invoice.server";
import { assignDocumentNumber } from "./numbering.server";
import { productSettings } from "./product.server";
import { markPurchaseOrderBilled } from "./purchase-order.server";

export type BillingRow = typeof billings.$inferSelect;

export const getBilling = (id: string, handle: Tx | ReturnType<typeof db> = db()) =>
  prepared(handle, "billing.byId", (h) => h.select().from(billings).where(eq(billings.id, sql.placeholder("id"))).prepare()).get({ id }) ?? null;

/** What issuing and invoicing read of a billing: not its lines and parties, parsed from JSON on every full read. */
export const billingHeader = (id: string, handle: Tx | ReturnType<typeof db> = db()) =>
  prepared(handle, "billing.header", (h) =>
    h
      .select({
        productId: billings.productId, poId: billings.poId, poNumber: purchaseOrders.poNumber, customerId: billings.customerId, divisionId: billings.divisionId, customerName: sql<string>`json_extract(${billings.to}, '$.name')`,
        billingNumber: billings.billingNumber, billingDate: billings.billingDate, dueDate: billings.dueDate, finalPrice: billings.finalPrice, includeTaxInvoice: billings.includeTaxInvoice,
        statusPaid: billings.statusPaid,
      })
      .from(billings)
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, billings.poId))
      .where(eq(billings.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id }) ?? null;

/**
 * Unique codes held by the product's open billings: a new one must differ so a transfer matches by amount.
 * The condition is written with literals, exactly as the partial index billings_open_unique_code_uq states it:
 * SQLite uses a partial index only when the query's terms are its own, and with bound parameters it walked
 * every billing of the product instead (330 ms with a million billings; 0.3 ms with the index).
 */
export function openUniqueCodes(tx: Tx, productId: string): Set<number> {
  return new Set(openUniqueCodesQuery(tx, productId).all().map((r) => r.code));
}

export const openUniqueCodesQuery = (handle: Tx | ReturnType<typeof db>, productId: string) =>
  handle
    .select({ code: billings.uniqueCode })
    .from(billings)
    .where(and(eq(billings.productId, productId), sql`${billings.uniqueCode} <> 0 and ${billings.status} in ('draft', 'issued') and ${billings.statusPaid} = 'unpaid'`));

/** The draft or issued billing of a PO, if any: a PO is billed once. */
export function openBillingOfPo(tx: Tx, poId: string) {
  return tx.select({ id: billings.id, status: billings.status }).from(billings).where(and(eq(billings.poId, poId), inArray(billings.status, ["draft", "issued", "paid"]))).get() ?? null;
}

/** The billings made from a PO, newest first (a discarded draft stays visible as such). */
export function billingsOfPo(poId: string) {
  return db().select({ id: billings.id, billingNumber: billings.billingNumber, status: billings.status, finalPrice: billings.finalPrice, billingDate: billings.billingDate }).from(billings).where(eq(billings.poId, poId)).orderBy(desc(billings.createdAt)).all();
}

export function insertBilling(tx: Tx, values: typeof billings.$inferInsert) {
  insertRow(tx, billings, values);
}

/** One matched payment in a billing's paymentHistory (spec section 3); a reversed one keeps its entry, marked. */
export type PaymentHistoryEntry = {
  payment_id: string; allocation_id: number; amount: number; surplus: number; source: string; reference_no: string; transaction_date: string;
  channel: string | null; by: string; at: string;
  reversed?: { by: string; at: string; reason: string };
};

/** What the customer is asked to transfer: the final price with its unique code, net of PPh 23 when they withhold it. */
export const amountDueOf = (b: { includePph: boolean; finalPrice: number; finalPriceWithPph: number }) => (b.includePph ? b.finalPriceWithPph : b.finalPrice);

/** The amount-due expression exactly as the partial index billings_open_amount_due_idx states it. */
const AMOUNT_DUE = sql`(case when include_pph then final_price_with_pph else final_price end)`;

/**
 * The open billings (issued, nothing paid yet) whose amount due is exactly `amount`, with the bank account the
 * customer was told to pay into. Literal terms, as the partial index states them (see openUniqueCodes).
 */
export const billingsOpenForAmount = (handle: Tx | ReturnType<typeof db>, amount: number) =>
  prepared(handle, "billing.openForAmount", (h) => billingsOpenForAmountQuery(h).prepare()).all({ amount });

/** The query itself, unprepared (a test checks its plan uses billings_open_amount_due_idx); the amount is the placeholder `amount`. */
export const billingsOpenForAmountQuery = (handle: Tx | ReturnType<typeof db>) =>
  handle
    .select({ id: billings.id, productId: billings.productId, bankAccount: sql<string>`json_extract(${billings.bank}, '$.account_number')` })
    .from(billings)
    .where(sql`${AMOUNT_DUE} = ${sql.placeholder("amount")} and status = 'issued' and status_paid = 'unpaid'`)
    .limit(50);

/** A pay or unpay event's amounts: the paid total, and the payment history entry added or marked reversed. */
function paymentChanges(tx: Tx, rec: TransitionRecord): Partial<BillingRow> {
  const event = rec.event as { paidTotal?: number; amountDue?: number; entry?: PaymentHistoryEntry; allocationId?: number; message?: string };
  const changes: Partial<BillingRow> = {};
  if (typeof event.paidTotal === "number") changes.paidAmount = event.paidTotal;
  const history = (getBilling(rec.entityId, tx)?.paymentHistory ?? []) as PaymentHistoryEntry[];
  if (rec.event.type === "billing.pay" && event.entry) changes.paymentHistory = [...history, event.entry];
  if (rec.event.type === "billing.unpay" && typeof event.allocationId === "number") {
    const reversed = { by: rec.actor.name, at: new Date().toISOString(), reason: rec.message ?? "" };
    changes.paymentHistory = history.map((h) => (h.allocation_id === event.allocationId && !h.reversed ? { ...h, reversed } : h));
  }
  return changes;
}

/**
 * The billing's workflow: on issue the model assigns BL-{code}-{period}-{n}
 * (gapless, inside the transaction), marks the PO billed, and the invoice is
 * created in the same transaction (createInvoice is an in-transaction effect).
 */
export function billingBinding(
  createInvoice: (tx: Tx, billingId: string, actor: Actor) => void,
  requestGatewayPayment: (tx: Tx, billingId: string, transitionId: number) => void = () => {},
  // Issue 23: the product setting "billing requires a verified BAST", refused inside the transaction.
  confirmDelivery: (tx: Tx, billing: { poId: string | null }, config: ProductConfig) => void = () => {},
): WorkflowBinding {
  return {
    kind: "billing",
    machineId: "billing",
    version: billingMachineVersion,
    machine: billingMachine,
    describe: (tx, id) => {
      const b = getBilling(id, tx);
      return b ? `Billing ${b.billingNumber ?? "draft"}` : null;
    },
    guardReasons: { hasMessage: "a reason is required", isPartPayment: "the payment does not cover the amount due", hasPaymentLeft: "no other payment remains" },
    inTransaction: {
      "effect.createInvoice": (tx, rec) => createInvoice(tx, rec.entityId, rec.actor),
      // The service queues the gateway request only for a gateway-paid billing (app/services/gateway.server.ts).
      "effect.requestGatewayPayment": (tx, rec) => requestGatewayPayment(tx, rec.entityId, rec.transitionId),
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the row was written as a draft by insertBilling (the column defaults)
      const columns = billingStatusColumns[rec.to as BillingState];
      const changes: Partial<BillingRow> = { status: columns.status, statusPaid: columns.statusPaid, updatedAt: new Date().toISOString() };
      if (rec.event.type === "billing.pay" || rec.event.type === "billing.unpay") {
        Object.assign(changes, paymentChanges(tx, rec));
        setInvoicesStatusPaid(tx, rec.entityId, columns.statusPaid);
      }
      if (rec.to === "issued") {
        const billing = billingHeader(rec.entityId, tx)!;
        const product = productSettings(billing.productId, tx)!;
        confirmDelivery(tx, billing, product.config);
        const assigned = assignDocumentNumber(tx, "BL", product.productCode, product.config.po_number_periode, billing.billingDate);
        changes.billingNumber = assigned.number;
        changes.billingSequence = assigned.sequence;
        if (billing.poId) markPurchaseOrderBilled(tx, billing.poId);
      }
      updateRow(tx, billings, billings.id, rec.entityId, changes);
    },
  };
}
