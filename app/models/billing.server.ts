import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow, prepared, updateRow } from "#db/prepared";
import { billings, purchaseOrders } from "#db/schema";
import type { Actor } from "#machines/types";
import { billingMachine, billingMachineVersion, billingStatusColumns, type BillingState } from "#machines/billing.machine";
import type { WorkflowBinding } from "./transaction.server";
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

/**
 * The billing's workflow: on issue the model assigns BL-{code}-{period}-{n}
 * (gapless, inside the transaction), marks the PO billed, and the invoice is
 * created in the same transaction (createInvoice is an in-transaction effect).
 */
export function billingBinding(createInvoice: (tx: Tx, billingId: string, actor: Actor) => void): WorkflowBinding {
  return {
    kind: "billing",
    machineId: "billing",
    version: billingMachineVersion,
    machine: billingMachine,
    describe: (tx, id) => {
      const b = getBilling(id, tx);
      return b ? `Billing ${b.billingNumber ?? "draft"}` : null;
    },
    inTransaction: { "effect.createInvoice": (tx, rec) => createInvoice(tx, rec.entityId, rec.actor) },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the row was written as a draft by insertBilling (the column defaults)
      const columns = billingStatusColumns[rec.to as BillingState];
      const changes: Partial<BillingRow> = { status: columns.status, statusPaid: columns.statusPaid, updatedAt: new Date().toISOString() };
      if (rec.to === "issued") {
        const billing = billingHeader(rec.entityId, tx)!;
        const product = productSettings(billing.productId, tx)!;
        const assigned = assignDocumentNumber(tx, "BL", product.productCode, product.config.po_number_periode, billing.billingDate);
        changes.billingNumber = assigned.number;
        changes.billingSequence = assigned.sequence;
        if (billing.poId) markPurchaseOrderBilled(tx, billing.poId);
      }
      updateRow(tx, billings, billings.id, rec.entityId, changes);
    },
  };
}
