import type { ListScope } from "~/domain/list-scope";
import { divisionIdsFor, productIdsOf } from "~/models/scope.server";
import type { AccessUser } from "~/models/user.server";

export type { ListScope };

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
export function listScope(user: AccessUser, entity: "invoice" | "billing" | "purchase-order" | "product" | "user"): ListScope {
  if (user.permissions.includes(`read:${entity}:any`)) return { all: true };
  const divisionIds = user.permissions.includes(`read:${entity}:division`) ? divisionIdsFor(user) : [];
  const productIds = user.permissions.includes(`read:${entity}:own`) ? productIdsOf(user.id) : [];
  return { all: false, divisionIds, productIds };
}
