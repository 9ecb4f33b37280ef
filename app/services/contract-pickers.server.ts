import { covers } from "~/lib/permissions";
import { contractInScope, getContract, partiesOf } from "~/models/contract.server";
import { contractPicks, linkLabels, PICKER_CAP, type PickerList, productPicks, purchaseOrderPicks } from "~/models/contract-pickers.server";
import { scopeProductIds } from "~/models/document-lists.server";
import { listPartnerships, partnershipInScope } from "~/models/partnership.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { getProduct } from "~/models/product.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { hasPermission } from "./auth.server";
import { contractScope } from "./contracts.server";
import { canReadDocument } from "./document-access.server";
import { httpError } from "./http.server";
import { partnershipScope } from "./partnerships.server";

/**
 * The pickers of the contract, agreement and BAST forms (issue 23), and the server's check of what was picked.
 * Each list is what the user may read, by the same predicate as that record's own list:
 * - purchase orders: the PO list's scope (read:purchase-order:any|division|own; a member their products' POs);
 * - products: the product list's scope, or every product for who reads every contract (read:contract:any, legal:
 *   they see every contract's product already, and a contract needs a product or a PO);
 * - partnerships: the partnership list's scope (read:partnership, :division, :own);
 * - contracts (a BAST's): the contract list's scope.
 * An edit keeps a link the editor cannot pick (a PO chosen by the product's member, kept when legal edits the title):
 * it passes unchanged and shows as the current choice; changing it needs a record from the picker.
 */
export type ContractLinks = { productId: string | null; poId: string | null; partnershipId: string | null };
export type BastLinks = { poId: string | null; contractId: string | null };
export type PickerSearch = { productQ: string; poQ: string; partnershipQ: string; contractQ: string };

const mayReadPartnerships = (user: AccessUser) => covers(user.permissions, "read:partnership");
/** The products whose POs the user may read (null: all). */
const poProductIds = (user: AccessUser) => scopeProductIds(listScope(user, "purchase-order"));
/** The products a contract of this user may name (null: all). */
const contractProductIds = (user: AccessUser) => (hasPermission(user, "read:contract:any") ? null : scopeProductIds(listScope(user, "product")));

const partnershipReadable = (user: AccessUser, id: string) => mayReadPartnerships(user) && partnershipInScope(id, partnershipScope(user)) && linkLabels.partnership(id) !== null;
const productPickable = (user: AccessUser, id: string) => {
  const ids = contractProductIds(user);
  return getProduct(id) !== null && (ids === null || ids.includes(id));
};

/** Reads the searches from the form's URL (each narrows one picker). */
export function pickerSearchOf(url: URL): PickerSearch {
  const q = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 100);
  return { productQ: q("productQ"), poQ: q("poQ"), partnershipQ: q("partnershipQ"), contractQ: q("contractQ") };
}

/**
 * The chosen record stays among the options (it may be older than the newest 200 or outside the search), but only
 * when the user may pick it or it is the record's own kept link: a forged ?poId= in the URL shows nothing.
 */
function withChosen(list: PickerList, chosen: string | null, allowed: (id: string) => boolean, label: (id: string) => string | null): PickerList {
  if (!chosen || list.options.some((o) => o.value === chosen) || !allowed(chosen)) return list;
  const text = label(chosen);
  return text ? { ...list, options: [{ value: chosen, label: text }, ...list.options] } : list;
}

const kept = <K extends string>(current: Partial<Record<K, string | null>> | null, field: K, id: string) => current !== null && current[field] === id;

/** The contract form's three pickers; the POs narrowed to the chosen product's when one is chosen. */
export function contractFormPickers(user: AccessUser, chosen: ContractLinks, search: PickerSearch, current: ContractLinks | null) {
  const partnerships = mayReadPartnerships(user)
    ? listPartnerships({ q: search.partnershipQ, status: "", phase: "", divisionId: "", companyId: "", page: 1 }, partnershipScope(user), { limit: PICKER_CAP + 1 }).rows.map((r) => ({ value: r.id, label: `${r.id} · ${r.title} · ${r.companyName}` }))
    : [];
  return {
    products: withChosen(productPicks(contractProductIds(user), search.productQ), chosen.productId, (id) => kept(current, "productId", id) || productPickable(user, id), linkLabels.product),
    purchaseOrders: withChosen(
      purchaseOrderPicks(poProductIds(user), { productId: chosen.productId, q: search.poQ }),
      chosen.poId,
      // A PO of another product than the chosen one is dropped from the narrowed list (saving it would be refused).
      (id) => (kept(current, "poId", id) || canReadDocument(user, "purchase-order", id)) && (!chosen.productId || getPurchaseOrder(id)?.productId === chosen.productId),
      linkLabels.purchaseOrder,
    ),
    partnerships: withChosen({ options: partnerships.slice(0, PICKER_CAP), capped: partnerships.length > PICKER_CAP }, chosen.partnershipId, (id) => kept(current, "partnershipId", id) || partnershipReadable(user, id), linkLabels.partnership),
  };
}

/** The BAST form's pickers: the POs and the contracts (and agreements) the user may read. */
export function bastFormPickers(user: AccessUser, chosen: BastLinks, search: PickerSearch, current: BastLinks | null) {
  const scope = contractScope(user);
  return {
    purchaseOrders: withChosen(purchaseOrderPicks(poProductIds(user), { productId: null, q: search.poQ }), chosen.poId, (id) => kept(current, "poId", id) || canReadDocument(user, "purchase-order", id), linkLabels.purchaseOrder),
    contracts: withChosen(contractPicks(scope, search.contractQ), chosen.contractId, (id) => kept(current, "contractId", id) || contractInScope(id, scope), linkLabels.contract),
  };
}

/**
 * Checks a contract's links against what the user may pick (a forged id is a 400 beside its field, never a 500)
 * and returns the product the contract belongs to: the PO's when there is one.
 */
export function checkContractLinks(user: AccessUser, data: ContractLinks, current: ContractLinks | null): { productId: string | null } {
  if (data.partnershipId && !kept(current, "partnershipId", data.partnershipId) && !partnershipReadable(user, data.partnershipId)) {
    throw httpError(400, "Choose a partnership from the list.", { field: "partnershipId" });
  }
  if (data.poId) {
    const po = getPurchaseOrder(data.poId);
    if (!po || (!kept(current, "poId", data.poId) && !canReadDocument(user, "purchase-order", data.poId))) throw httpError(400, "Choose a purchase order from the list.", { field: "poId" });
    if (data.productId && data.productId !== po.productId) throw httpError(400, "That purchase order is of another product: choose one of the product's, or no product.", { field: "poId" });
    return { productId: po.productId };
  }
  if (data.productId && !kept(current, "productId", data.productId) && !productPickable(user, data.productId)) throw httpError(400, "Choose a product from the list.", { field: "productId" });
  return { productId: data.productId };
}

/**
 * Checks a BAST's links (the contract within the contract scope, the PO within the PO scope, or each kept as it
 * was) and returns what the BAST copies so the scopes filter it: the contract's PO when none is chosen, the
 * product, the contract's first party.
 */
export function checkBastLinks(user: AccessUser, data: BastLinks, current: BastLinks | null) {
  let poId = data.poId;
  let productId: string | null = null;
  let companyId: string | null = null;
  if (data.contractId) {
    const contract = getContract(data.contractId);
    if (!contract || (!kept(current, "contractId", data.contractId) && !contractInScope(data.contractId, contractScope(user)))) throw httpError(400, "There is no contract with that id you may use.", { field: "contractId" });
    poId ??= contract.poId;
    productId = contract.productId;
    companyId = partiesOf(contract.id)[0]?.id ?? null;
  }
  if (poId) {
    const po = getPurchaseOrder(poId);
    if (!po || (!kept(current, "poId", poId) && !canReadDocument(user, "purchase-order", poId))) throw httpError(400, "There is no purchase order with that id you may use.", { field: "poId" });
    productId = po.productId;
  }
  return { poId, productId, companyId };
}
