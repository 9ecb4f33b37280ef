import { eq, inArray } from "drizzle-orm";
import { db } from "#db/client.server";
import { orgNodes, productMembers } from "#db/schema";
import type { AccessUser } from "~/models/user.server";

/**
 * What a user may see in a list of `entity` (invoices, billings, purchase orders, products, users).
 * The levels (written down in the README):
 * - a `read:<entity>:any` permission sees everything;
 * - a `read:<entity>:division` permission sees by levelAccess: 1 the whole group, 2 every division of
 *   the user's directorate, 3 (the default) the user's own division, plus divisions named in grantAccess
 *   (by code) at any level;
 * - a `read:<entity>:own` permission sees the products the user owns or is a member of;
 * - anything else sees nothing.
 * Division and own grants add up: a companion with division scope who is also a member of a product
 * outside their division sees both.
 */
export type ListScope = { all: true } | { all: false; divisionIds: string[]; productIds: string[] };

export function productIdsOf(userId: string): string[] {
  return db().selectDistinct({ id: productMembers.productId }).from(productMembers).where(eq(productMembers.userId, userId)).all().map((r) => r.id);
}

function divisionIdsFor(user: AccessUser): string[] {
  const granted = user.grantAccess.length ? db().select({ id: orgNodes.id }).from(orgNodes).where(inArray(orgNodes.code, user.grantAccess)).all().map((r) => r.id) : [];
  if (user.levelAccess <= 1) return db().select({ id: orgNodes.id }).from(orgNodes).where(eq(orgNodes.kind, "division")).all().map((r) => r.id);
  if (!user.division.id) return granted;
  if (user.levelAccess === 2) {
    const own = db().select({ parentId: orgNodes.parentId }).from(orgNodes).where(eq(orgNodes.id, user.division.id)).get();
    const siblings = own?.parentId ? db().select({ id: orgNodes.id }).from(orgNodes).where(eq(orgNodes.parentId, own.parentId)).all().map((r) => r.id) : [user.division.id];
    return [...new Set([...siblings, ...granted])];
  }
  return [...new Set([user.division.id, ...granted])];
}

export function listScope(user: AccessUser, entity: "invoice" | "billing" | "purchase-order" | "product" | "user"): ListScope {
  if (user.permissions.includes(`read:${entity}:any`)) return { all: true };
  const divisionIds = user.permissions.includes(`read:${entity}:division`) ? divisionIdsFor(user) : [];
  const productIds = user.permissions.includes(`read:${entity}:own`) ? productIdsOf(user.id) : [];
  return { all: false, divisionIds, productIds };
}
