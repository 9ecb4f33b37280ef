import { and, asc, type Column, inArray, ne, or, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { products, users } from "#db/schema";

/** A LIKE pattern that matches `term` literally anywhere (its own % and _ do not act as wildcards). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeEscaped = (column: Column, term: string) => sql`${column} like ${containsPattern(term)} escape '\\'`;

/** Products by name or code; `productIds` (the user's product scope) limits them, undefined for every product. */
export function searchProducts(term: string, limit: number, productIds?: string[]) {
  const match = or(likeEscaped(products.name, term), likeEscaped(products.productCode, term));
  const scope = productIds ? (productIds.length ? inArray(products.id, productIds) : sql`0`) : undefined;
  return db()
    .select({ id: products.id, name: products.name, code: products.productCode, imageLogo: products.imageLogo })
    .from(products)
    .where(scope ? and(match, scope) : match)
    .orderBy(asc(products.name))
    .limit(limit)
    .all();
}

/** People by name, e-mail or NIK (deleted accounts are not found); `divisionIds` (a division scope) limits them, undefined for everyone. */
export function searchUsers(term: string, limit: number, divisionIds?: string[]) {
  const scope = divisionIds ? (divisionIds.length ? inArray(users.positionDivisionId, divisionIds) : sql`0`) : undefined;
  return db()
    .select({ id: users.id, fullname: users.fullname, email: users.email, nik: users.nik, status: users.status })
    .from(users)
    .where(and(ne(users.status, "deleted"), or(likeEscaped(users.fullname, term), likeEscaped(users.email, term), likeEscaped(users.nik, term)), scope))
    .orderBy(asc(users.fullname))
    .limit(limit)
    .all();
}
