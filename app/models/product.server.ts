import { and, asc, eq, inArray } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { productMembers, products } from "#db/schema";
import type { ListScope } from "~/services/access-scope.server";

export type ProductRow = typeof products.$inferSelect;
export type ProductMemberRow = typeof productMembers.$inferSelect;

export const getProduct = (id: string, handle: Tx | ReturnType<typeof db> = db()) => handle.select().from(products).where(eq(products.id, id)).get() ?? null;
export const getProductByCode = (code: string) => db().select().from(products).where(eq(products.productCode, code.toUpperCase())).get() ?? null;

export function membersOf(productId: string, handle: Tx | ReturnType<typeof db> = db()): ProductMemberRow[] {
  return handle.select().from(productMembers).where(eq(productMembers.productId, productId)).orderBy(asc(productMembers.role), asc(productMembers.name)).all();
}

/** The designated invoice signer: the member flagged as signer, else the member whose reference id the config names. */
export function invoiceSignerOf(productId: string, handle: Tx | ReturnType<typeof db> = db()): ProductMemberRow | null {
  const members = membersOf(productId, handle);
  const product = getProduct(productId, handle);
  return members.find((m) => m.isInvoiceSigner) ?? members.find((m) => m.role === "member" && m.referenceId === product?.config.invoice_signer) ?? null;
}

/** Products the scope may see, for pickers and filters. */
export function productsInScope(scope: ListScope) {
  const query = db().select({ id: products.id, name: products.name, productCode: products.productCode, companion: products.companion }).from(products).orderBy(asc(products.productCode));
  if (scope.all) return query.all();
  const all = query.all();
  return all.filter((p) => scope.productIds.includes(p.id) || (p.companion.division_id !== null && scope.divisionIds.includes(p.companion.division_id)));
}

export function isMemberOf(productId: string, userId: string) {
  return Boolean(db().select({ id: productMembers.id }).from(productMembers).where(and(eq(productMembers.productId, productId), eq(productMembers.userId, userId))).get());
}

export function productsByIds(ids: string[]) {
  return ids.length ? db().select().from(products).where(inArray(products.id, ids)).all() : [];
}
