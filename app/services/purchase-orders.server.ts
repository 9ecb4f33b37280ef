import { randomUUID } from "node:crypto";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { PurchaseOrderInput } from "~/lib/schemas/documents";
import { upsertCustomer } from "~/models/customer.server";
import { getProduct } from "~/models/product.server";
import { getPurchaseOrder, insertPurchaseOrder, toDetailLines, toParty, updateUnbilledPurchaseOrder } from "~/models/purchase-order.server";
import { type AccessUser } from "~/models/user.server";
import { recordActivity } from "~/models/activity.server";
import { diffFields } from "~/domain/field-diff";
import { listScope } from "./access-scope.server";
import { requireReadableRow } from "./document-access.server";
import { httpError } from "./http.server";
import { assignDocumentNumber } from "~/models/numbering.server";

/** Whether the user may create or change documents of this product: every product in an all-scope, else the ones they belong to. */
export function assertMayManageProduct(user: AccessUser, productId: string, entity: "purchase-order" | "billing" | "invoice") {
  const scope = listScope(user, entity);
  const product = getProduct(productId);
  if (!product) throw httpError(404, "That product does not exist");
  const allowed = scope.all || scope.productIds.includes(productId) || (product.companion.division_id !== null && scope.divisionIds.includes(product.companion.division_id));
  if (!allowed) throw httpError(403, `You are not a member of ${product.name}`);
  return product;
}

/** Creates a PO with its gapless number PO-{code}-{period}-{n} in one transaction. */
export function createPurchaseOrder(user: AccessUser, input: PurchaseOrderInput) {
  const product = assertMayManageProduct(user, input.productId, "purchase-order");
  return writeTransaction((tx) => createPurchaseOrderInTx(tx, user, product, input));
}

/**
 * The PO's row, number, customer and audit inside the caller's transaction (a quotation turned into a PO does it in
 * the same transaction as its own conversion). The caller has checked the product with assertMayManageProduct.
 */
export function createPurchaseOrderInTx(tx: Tx, user: AccessUser, product: ReturnType<typeof assertMayManageProduct>, input: PurchaseOrderInput, detail: Record<string, unknown> = {}) {
  const details = toDetailLines(input.details);
  const id = randomUUID();
  const assigned = assignDocumentNumber(tx, "PO", product.productCode, product.config.po_number_periode, input.poDate);
  const customerId = upsertCustomer(tx, toParty(input.to));
  const values = {
    id, productId: product.id, customerId, divisionId: product.companion.division_id, poNumber: assigned.number, poSequence: assigned.sequence, poDate: input.poDate,
    note: input.note, totalPrice: details.reduce((sum, l) => sum + l.total, 0), from: toParty(input.from), to: toParty(input.to), details, createdBy: user.id,
  };
  insertPurchaseOrder(tx, values);
  recordActivity(tx, { userId: user.id, action: "purchase-order.created", entity: { kind: "purchase_order", id }, detail: { poNumber: assigned.number, productId: product.id, ...detail, changes: diffFields(null, auditablePo(values)) } });
  return { id, poNumber: assigned.number, totalPrice: values.totalPrice };
}

export function updatePurchaseOrder(user: AccessUser, id: string, input: PurchaseOrderInput) {
  const existing = requireReadableRow(user, "purchase-order", getPurchaseOrder(id));
  if (input.productId !== existing.productId) throw httpError(400, "A purchase order cannot move to another product");
  const details = toDetailLines(input.details);
  const changed = writeTransaction((tx) => {
    // The before values as they stand in this transaction (not as read before it), so no edit in between is lost.
    const before = getPurchaseOrder(id, tx);
    const values = { customerId: upsertCustomer(tx, toParty(input.to)), note: input.note, from: toParty(input.from), to: toParty(input.to), details, totalPrice: details.reduce((s, l) => s + l.total, 0) };
    const count = updateUnbilledPurchaseOrder(tx, id, values);
    if (count && before) {
      const changes = diffFields(auditablePo(before), auditablePo({ ...before, ...values }));
      recordActivity(tx, { userId: user.id, action: "purchase-order.updated", entity: { kind: "purchase_order", id }, detail: { poNumber: existing.poNumber, productId: existing.productId, changes } });
    }
    return count;
  });
  if (!changed) throw httpError(409, `${existing.poNumber} is already billed and can no longer be edited`);
}

/** What of a PO the audit trail compares: its money and parties (ids and numbering columns are the record's identity). */
function auditablePo(po: { poDate: string; note: string; totalPrice: number; customerId: string | null; from: unknown; to: unknown; details: unknown }) {
  return { poDate: po.poDate, customerId: po.customerId, from: po.from, to: po.to, details: po.details, totalPrice: po.totalPrice, note: po.note };
}
