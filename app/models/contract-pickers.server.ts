import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { contracts, partnerships, products, purchaseOrders } from "#db/schema";
import { containsLike } from "~/lib/list-query";
import { type ContractScope, scopeWhere as contractScopeWhere } from "./contract.server";

/**
 * The reads behind the contract, agreement and BAST forms' pickers (issue 23): each a capped list, newest first,
 * narrowed by a search term, within the scope the service hands in. A select over a long list stays usable: the
 * newest PICKER_CAP rows, and a search box (GET, in the URL) to find an older one.
 */
export const PICKER_CAP = 200;

export type PickerOption = { value: string; label: string };
export type PickerList = { options: PickerOption[]; capped: boolean };

const like = (column: unknown, term: string) => sql`${column} like ${containsLike(term)} escape '\\'`;
/** One more row than the cap tells whether the list was cut. */
const capped = <T>(rows: T[]) => ({ rows: rows.slice(0, PICKER_CAP), capped: rows.length > PICKER_CAP });

/** POs of these products (null: every product; [] none), optionally one product's, by number or customer name. */
export function purchaseOrderPicks(productIds: string[] | null, filter: { productId: string | null; q: string }): PickerList {
  if (productIds !== null && !productIds.length) return { options: [], capped: false };
  if (filter.productId && productIds !== null && !productIds.includes(filter.productId)) return { options: [], capped: false };
  const customer = sql`json_extract(${purchaseOrders.to}, '$.name')`;
  const { rows, capped: cut } = capped(
    db()
      .select({ id: purchaseOrders.id, number: purchaseOrders.poNumber, customer: sql<string | null>`${customer}`, date: purchaseOrders.poDate })
      .from(purchaseOrders)
      .where(
        and(
          filter.productId ? eq(purchaseOrders.productId, filter.productId) : productIds === null ? undefined : inArray(purchaseOrders.productId, productIds),
          filter.q ? or(like(purchaseOrders.poNumber, filter.q), like(customer, filter.q)) : undefined,
        ),
      )
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(PICKER_CAP + 1)
      .all(),
  );
  return { options: rows.map((r) => ({ value: r.id, label: `${r.number} · ${r.customer ?? ""}` })), capped: cut };
}

/** Products by name or code, from the ids a scope admits (null: every product). */
export function productPicks(productIds: string[] | null, q: string): PickerList {
  if (productIds !== null && !productIds.length) return { options: [], capped: false };
  const { rows, capped: cut } = capped(
    db()
      .select({ id: products.id, name: products.name, code: products.productCode })
      .from(products)
      .where(and(productIds === null ? undefined : inArray(products.id, productIds), q ? or(like(products.name, q), like(products.productCode, q)) : undefined))
      .orderBy(products.productCode)
      .limit(PICKER_CAP + 1)
      .all(),
  );
  return { options: rows.map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` })), capped: cut };
}

/** Contracts and agreements within a contract scope, by number or title (a BAST is delivered against one). */
export function contractPicks(scope: ContractScope, q: string): PickerList {
  const { rows, capped: cut } = capped(
    db()
      .select({ id: contracts.id, number: contracts.number, title: contracts.title })
      .from(contracts)
      .where(and(contractScopeWhere(scope), q ? or(like(contracts.number, q), like(contracts.title, q)) : undefined))
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(PICKER_CAP + 1)
      .all(),
  );
  return { options: rows.map((r) => ({ value: r.id, label: `${r.number} · ${r.title}` })), capped: cut };
}

/**
 * What a linked record reads as, whoever looks (the audit trail's before and after, the detail page, and an edit's
 * current choice kept when it is outside the editor's pickers). Null when there is no such record.
 */
export const linkLabels = {
  purchaseOrder: (id: string) => db().select({ number: purchaseOrders.poNumber }).from(purchaseOrders).where(eq(purchaseOrders.id, id)).get()?.number ?? null,
  product: (id: string) => {
    const row = db().select({ name: products.name, code: products.productCode }).from(products).where(eq(products.id, id)).get();
    return row ? `${row.code} · ${row.name}` : null;
  },
  partnership: (id: string) => {
    const row = db().select({ title: partnerships.title }).from(partnerships).where(eq(partnerships.id, id)).get();
    return row ? `${id} · ${row.title}` : null;
  },
  contract: (id: string) => db().select({ number: contracts.number }).from(contracts).where(eq(contracts.id, id)).get()?.number ?? null,
};
