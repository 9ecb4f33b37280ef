import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { type DetailLine, type Party, purchaseOrders } from "#db/schema";
import type { PurchaseOrderInput } from "~/lib/schemas/documents";

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

export const getPurchaseOrder = (id: string, handle: Tx | ReturnType<typeof db> = db()) => handle.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).get() ?? null;

/** Lines as stored: each with its own id and total = quantity x price (integer rupiah). */
export function toDetailLines(lines: PurchaseOrderInput["details"]): DetailLine[] {
  return lines.map((l) => ({ _id: randomUUID(), item: l.item, description: l.description, quantity: l.quantity, price: l.price, total: l.quantity * l.price }));
}

export const toParty = (p: PurchaseOrderInput["from"]): Party => ({ name: p.name, address: p.address, phone: p.phone, email: p.email, npwp: p.npwp.replace(/[.\-\s]/g, ""), sap_customer_id: p.sap_customer_id || null });

export function insertPurchaseOrder(tx: Tx, values: typeof purchaseOrders.$inferInsert) {
  tx.insert(purchaseOrders).values(values).run();
}

/** Edits an unbilled PO; once billed its content is part of a billing and stays as it is. */
export function updateUnbilledPurchaseOrder(tx: Tx, id: string, values: Partial<typeof purchaseOrders.$inferInsert>) {
  return tx
    .update(purchaseOrders)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.statusPo, "unbilled")))
    .run().changes;
}

export function markPurchaseOrderBilled(tx: Tx, id: string) {
  return tx.update(purchaseOrders).set({ statusPo: "billed", updatedAt: new Date().toISOString() }).where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.statusPo, "unbilled"))).run().changes;
}
