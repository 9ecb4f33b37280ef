import { eq, inArray } from "drizzle-orm";
import { db } from "#db/client.server";
import { orgNodes, productMembers } from "#db/schema";

/** The reads behind a list scope (services/access-scope.server.ts decides which apply). */

/** The products a user is a member of (any role). */
export function productIdsOf(userId: string): string[] {
  return db().selectDistinct({ id: productMembers.productId }).from(productMembers).where(eq(productMembers.userId, userId)).all().map((r) => r.id);
}

/**
 * The divisions a division-scoped user sees, by levelAccess: 1 every division, 2 every division of the
 * user's directorate (the division's siblings), 3 the user's own division; plus the divisions named in
 * grantAccess (by code) at any level.
 */
export function divisionIdsFor(user: { levelAccess: number; grantAccess: string[]; division: { id: string | null } }): string[] {
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
