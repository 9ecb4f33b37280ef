import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { getProduct, scopeAdmitsProduct } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { getQuotation } from "~/models/quotation.server";
import { getProfile } from "~/models/recurring.server";
import type { AccessUser } from "~/models/user.server";
import { covers } from "~/lib/permissions";
import { listScope } from "./access-scope.server";
import { httpError } from "./http.server";

/**
 * "May this user read this document?", answered from the data, never from a permission's suffix.
 *
 * A document is readable when the user holds some read permission of its kind (any scope: `read:invoice:any`,
 * `:division` or `:own`) AND the document's product is admitted by the user's list scope (listScope in
 * access-scope.server.ts, tested with scopeAdmitsProduct, the very predicate the list queries filter by).
 * So a row a list shows always opens, and a document no list shows never does: detail pages, PDFs,
 * attachments (/files), exports and every action on a document ask here, and then require the action's own
 * permission (approve:invoice, manage:billing, ...) on top.
 *
 * Refusals: no read permission of the kind at all is a 403 (a page visit goes to /misc/not-authorized through
 * requireUserWithPermission(request, READ_PERMISSION[kind])); a document that does not exist and one outside the
 * scope are the same 404, so ids cannot be probed for existence (as products already answered).
 *
 * Kinds: a recurring profile is read with `read:recurring` within the billing scope (it makes billings); a tax
 * invoice belongs to its invoice (ask for "invoice" with the invoice id); "po" is accepted for "purchase-order".
 */
export type ReadableKind = "invoice" | "billing" | "purchase-order" | "product" | "recurring" | "quotation";

type ScopeEntity = "invoice" | "billing" | "purchase-order" | "product";

// Issue 23: a quotation is read with read:quotation within the purchase-order scope (it becomes a PO).
const SCOPE_ENTITY: Record<ReadableKind, ScopeEntity> = { invoice: "invoice", billing: "billing", "purchase-order": "purchase-order", product: "product", recurring: "billing", quotation: "purchase-order" };

/** The permission a page of the kind requires before its data is looked at: `read:invoice` is covered by every `read:invoice:*`. */
export const READ_PERMISSION: Record<ReadableKind, string> = {
  invoice: "read:invoice",
  billing: "read:billing",
  "purchase-order": "read:purchase-order",
  product: "read:product",
  recurring: "read:recurring",
  quotation: "read:quotation",
};

/** The refusal of a missing or out-of-scope document, written out per kind (screens translate it by its exact text). */
const NOT_OPENABLE: Record<ReadableKind, string> = {
  invoice: "That invoice does not exist or is not one you may open",
  billing: "That billing does not exist or is not one you may open",
  "purchase-order": "That purchase order does not exist or is not one you may open",
  product: "That product does not exist or is not one you may open",
  recurring: "That recurring profile does not exist or is not one you may open",
  quotation: "That quotation does not exist or is not one you may open",
};

export const normaliseKind = (kind: string): ReadableKind | null =>
  kind === "po" || kind === "purchase_order" ? "purchase-order" : kind in SCOPE_ENTITY ? (kind as ReadableKind) : null;

/** Whether the user holds any read permission of the kind (the scope then decides which documents). */
export function mayReadKind(user: AccessUser, kind: ReadableKind): boolean {
  return covers(user.permissions, READ_PERMISSION[kind]);
}

/** The product a document belongs to, or null when there is no such document. */
export function documentProductId(kind: ReadableKind, id: string): string | null {
  switch (kind) {
    case "invoice":
      return getInvoice(id)?.productId ?? null;
    case "billing":
      return getBilling(id)?.productId ?? null;
    case "purchase-order":
      return getPurchaseOrder(id)?.productId ?? null;
    case "recurring":
      return getProfile(id)?.productId ?? null;
    case "product":
      return getProduct(id)?.id ?? null;
    case "quotation":
      return getQuotation(id)?.productId ?? null;
  }
}

/** Whether a document of `productId` is within what the user may read of `kind` (the list predicate). */
export function canReadProductDocuments(user: AccessUser, kind: ReadableKind, productId: string): boolean {
  if (!mayReadKind(user, kind)) return false;
  const product = getProduct(productId);
  return product !== null && scopeAdmitsProduct(listScope(user, SCOPE_ENTITY[kind]), product);
}

/** May this user read document `id` of `kind`? False for an unknown kind or id. */
export function canReadDocument(user: AccessUser, kind: ReadableKind | string, id: string): boolean {
  const k = normaliseKind(kind);
  if (!k) return false;
  const productId = documentProductId(k, id);
  return productId !== null && canReadProductDocuments(user, k, productId);
}

function refuse(user: AccessUser, kind: ReadableKind): never {
  if (!mayReadKind(user, kind)) throw httpError(403, `You need the permission ${READ_PERMISSION[kind]} for this.`);
  throw httpError(404, NOT_OPENABLE[kind]);
}

/**
 * A row already loaded (a loader needs it anyway): returned when readable; else 403 without any read permission
 * of the kind, 404 when missing or outside the scope. `row.productId` (a product's own id for products) decides.
 */
export function requireReadableRow<T extends { productId: string } | { id: string }>(user: AccessUser, kind: ReadableKind, row: T | null | undefined): T {
  if (!row) refuse(user, kind);
  const productId = kind === "product" ? (row as { id: string }).id : (row as { productId: string }).productId;
  if (!canReadProductDocuments(user, kind, productId)) refuse(user, kind);
  return row;
}

/** Throws the refusal (see above) unless documents of `kind` of this product are readable: for callers that know only the product. */
export function requireReadableProduct(user: AccessUser, kind: ReadableKind, productId: string): void {
  if (!canReadProductDocuments(user, kind, productId)) refuse(user, kind);
}

/** As canReadDocument, but throws the refusal (403 / 404, see above); returns the document's product id. */
export function requireReadableDocument(user: AccessUser, kind: ReadableKind, id: string): string {
  const productId = documentProductId(kind, id);
  if (productId === null || !canReadProductDocuments(user, kind, productId)) refuse(user, kind);
  return productId;
}

const DOCUMENT_PATH = /^\/(invoices|billings|purchase-orders|products|recurring|quotations)\/([^/?#]+)(?:[/?#].*)?$/;
const PATH_KIND: Record<string, ReadableKind> = { invoices: "invoice", billings: "billing", "purchase-orders": "purchase-order", products: "product", recurring: "recurring", quotations: "quotation" };

/**
 * Whether an in-app link (a notification's url, a search hit) points at something the user may open: a document
 * path is checked with canReadDocument; any other path is left to its own page's check.
 */
export function mayOpenPath(user: AccessUser, path: string): boolean {
  const match = DOCUMENT_PATH.exec(path);
  if (!match || ["new", "inbox", "export"].includes(match[2])) return true;
  let id: string;
  try {
    id = decodeURIComponent(match[2]);
  } catch {
    return false;
  }
  return canReadDocument(user, PATH_KIND[match[1]], id);
}
