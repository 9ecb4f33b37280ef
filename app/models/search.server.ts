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

/**
 * Customers by name or NPWP; `productIds` (the user's invoice scope) keeps to customers invoiced under those
 * products, null for every customer.
 */
export function searchCustomers(term: string, limit: number, productIds: string[] | null): { id: string; name: string; npwp: string }[] {
  const pattern = containsPattern(term);
  const inScope = productIds === null ? "" : `and exists (select 1 from invoices i where i.customer_id = c.id and i.product_id in (select value from json_each(?)))`;
  const params: (string | number)[] = [pattern, pattern, ...(productIds === null ? [] : [JSON.stringify(productIds)]), limit];
  return db()
    .$client.prepare(`select c.id, c.name, c.npwp from customers c where (c.name like ? escape '\\' or c.npwp like ? escape '\\') ${inScope} order by c.name limit ?`)
    .all(...params) as { id: string; name: string; npwp: string }[];
}
