import { and, asc, type Column, eq, inArray, ne, or, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { productMembers, products, users } from "#db/schema";

/** A LIKE pattern that matches `term` literally anywhere (its own % and _ do not act as wildcards). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeEscaped = (column: Column, term: string) => sql`${column} like ${containsPattern(term)} escape '\\'`;

/** Products by name or code; `memberUserId` limits them to the products the user owns or is a member of. */
export function searchProducts(term: string, limit: number, memberUserId?: string) {
  const match = or(likeEscaped(products.name, term), likeEscaped(products.productCode, term));
  const scope = memberUserId ? inArray(products.id, db().select({ id: productMembers.productId }).from(productMembers).where(eq(productMembers.userId, memberUserId))) : undefined;
  return db()
    .select({ id: products.id, name: products.name, code: products.productCode, imageLogo: products.imageLogo })
    .from(products)
    .where(scope ? and(match, scope) : match)
    .orderBy(asc(products.name))
    .limit(limit)
    .all();
}

/** People by name, e-mail or NIK (deleted accounts are not found). */
export function searchUsers(term: string, limit: number) {
  return db()
    .select({ id: users.id, fullname: users.fullname, email: users.email, nik: users.nik, status: users.status })
    .from(users)
    .where(and(ne(users.status, "deleted"), or(likeEscaped(users.fullname, term), likeEscaped(users.email, term), likeEscaped(users.nik, term))))
    .orderBy(asc(users.fullname))
    .limit(limit)
    .all();
}
