import { formatRupiah } from "~/domain/money";
import { EMPTY_FILTERS, listBillingsFor, listInvoicesFor, listPurchaseOrdersFor, type ListParams, scopeProductIds } from "~/models/document-lists.server";
import { type AccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { hasPermission } from "./auth.server";
import { searchCustomers } from "~/models/search.server";
import type { SearchHit, SearchProvider } from "./search-provider";

/**
 * Global-search providers for the documents: each runs the list's own search (number prefixes,
 * customer names) inside the asking user's list scope, so a hit is always something the list
 * would have shown that user. Newest first, like the lists.
 */
const newestFirst = (q: string): ListParams => ({ filters: { ...EMPTY_FILTERS, q }, sort: "created", dir: "desc", cursor: null, last: false, page: 1 });

/** The product ids the user's list of `entity` covers, null for all, or "none" without the read permission. */
function scopeFor(user: AccessUser, entity: "invoice" | "billing" | "purchase-order"): string[] | null | "none" {
  if (!hasPermission(user, `read:${entity}`)) return "none";
  return scopeProductIds(listScope(user, entity));
}

/** A document kind's provider: its list, searched newest first within the user's scope, each row as a hit. */
function documentSearch<Row extends { id: string; customerName: string }>(options: {
  label: string;
  order: number;
  entity: "invoice" | "billing" | "purchase-order";
  path: string;
  list: (productIds: string[] | null, params: ListParams) => { rows: Row[] };
  describe: (row: Row) => { title: string; amount: number; status: string };
}): SearchProvider {
  return {
    label: options.label,
    order: options.order,
    listUrl: (term) => `${options.path}?q=${encodeURIComponent(term)}`,
    search(term, user, limit) {
      const ids = scopeFor(user, options.entity);
      if (ids === "none") return [];
      return options.list(ids, newestFirst(term)).rows.slice(0, limit).map((r): SearchHit => {
        const { title, amount, status } = options.describe(r);
        return { id: r.id, title, subtitle: `${r.customerName} · ${formatRupiah(amount)} · ${status}`, url: `${options.path}/${r.id}` };
      });
    },
  };
}

export const invoiceSearch = documentSearch({
  label: "Invoices",
  order: 40,
  entity: "invoice",
  path: "/invoices",
  list: listInvoicesFor,
  describe: (r) => ({ title: r.invoiceNumber ?? "Invoice (not numbered yet)", amount: r.finalPrice, status: r.statusInvoice }),
});

export const billingSearch = documentSearch({
  label: "Billings",
  order: 30,
  entity: "billing",
  path: "/billings",
  list: listBillingsFor,
  describe: (r) => ({ title: r.billingNumber ?? "Billing draft", amount: r.finalPrice, status: r.status }),
});

export const purchaseOrderSearch = documentSearch({
  label: "Purchase orders",
  order: 20,
  entity: "purchase-order",
  path: "/purchase-orders",
  list: listPurchaseOrdersFor,
  describe: (r) => ({ title: r.poNumber, amount: r.totalPrice, status: r.statusPo }),
});

/**
 * Customers by name or NPWP; a hit opens the invoice list narrowed to that customer. A user who sees
 * only some products finds only customers invoiced under them.
 */
export const customerSearch: SearchProvider = {
  label: "Customers",
  order: 50,
  search(term, user, limit) {
    const ids = scopeFor(user, "invoice");
    if (ids === "none" || (ids !== null && ids.length === 0)) return [];
    return searchCustomers(term, limit, ids).map((c) => ({ id: c.id, title: c.name, subtitle: c.npwp ? `NPWP ${c.npwp}` : null, url: `/invoices?customer=${encodeURIComponent(c.id)}` }));
  },
};
