import { type AccessUser } from "~/models/user.server";
import { searchProducts, searchUsers } from "~/models/search.server";
import { productsInScope } from "~/models/product.server";
import { listScope } from "./access-scope.server";
import { hasPermission } from "./auth.server";
import { mayReadKind } from "./document-access.server";
import { userScope } from "./user-admin.server";
import { billingSearch, customerSearch, invoiceSearch, purchaseOrderSearch } from "./document-search.server";
import type { SearchHit, SearchProvider } from "./search-provider";

/**
 * Global search (issue 4: products, POs, billings, invoices, customers and users, by number or name) as a
 * registry of providers, one per kind. A provider decides what the asking user may find: it returns only
 * what that user could open. Products and users are searched here; purchase orders, billings, invoices and
 * customers by the providers in document-search.server.ts, registered below.
 */
export type { SearchHit, SearchProvider };
export type SearchGroup = { kind: string; label: string; hits: SearchHit[]; listUrl: string | null };

const providers = new Map<string, SearchProvider>();

export function registerSearchProvider(kind: string, provider: SearchProvider) {
  providers.set(kind, provider);
}

export const MIN_TERM = 2;
export const MAX_TERM = 80;

/** Runs every provider for the term; an empty or too-short term finds nothing. Groups without hits are left out. */
export async function globalSearch(user: AccessUser, rawTerm: string, { limit = 5 } = {}): Promise<SearchGroup[]> {
  const term = rawTerm.trim().slice(0, MAX_TERM);
  if (term.length < MIN_TERM) return [];
  const entries = [...providers.entries()].sort((a, b) => a[1].order - b[1].order);
  const groups = await Promise.all(entries.map(async ([kind, p]) => ({ kind, label: p.label, hits: await p.search(term, user, limit), listUrl: p.listUrl?.(term) ?? null })));
  return groups.filter((g) => g.hits.length > 0);
}

registerSearchProvider("products", {
  label: "Products",
  order: 10,
  search(term, user, limit) {
    // The product list's scope (document-access.server.ts): a hit always opens.
    if (!mayReadKind(user, "product")) return [];
    const scope = listScope(user, "product");
    return searchProducts(term, limit, scope.all ? undefined : productsInScope(scope).map((p) => p.id)).map((p) => ({ id: p.id, title: p.name, subtitle: p.code, url: `/products/${p.id}`, image: p.imageLogo }));
  },
});

registerSearchProvider("users", {
  label: "Users",
  order: 90,
  search(term, user, limit) {
    // The user list's scope (user-admin.server.ts userScope): a division-scoped admin finds their divisions' people only.
    if (!hasPermission(user, "read:user")) return [];
    const scope = userScope(user);
    return searchUsers(term, limit, scope.all ? undefined : scope.divisionIds).map((u) => ({ id: u.id, title: u.fullname ?? u.email, subtitle: u.email, url: `/admin/users/${u.id}` }));
  },
});

registerSearchProvider("purchase-orders", purchaseOrderSearch);
registerSearchProvider("billings", billingSearch);
registerSearchProvider("invoices", invoiceSearch);
registerSearchProvider("customers", customerSearch);
