/**
 * Quotations (issue 23): who sees which (read:quotation within the purchase-order scope: a member sees their own
 * products'), creating and editing drafts, the workflow's steps (submit, approve with the signed document, reject,
 * expire, convert), and the one-step conversion into a purchase order through the PO service.
 */
import { randomUUID } from "node:crypto";
import { SYSTEM_ACTOR } from "#machines/types";
import { formatDateId, todayInJakarta } from "~/domain/dates";
import { diffFields } from "~/domain/field-diff";
import { APPROVE_QUOTATION, canExpire, effectiveQuotationStatus, isQuotationStatus, MANAGE_QUOTATION, priceQuotation, READ_QUOTATION } from "~/domain/quotations";
import type { QuotationInput } from "~/lib/schemas/quotation";
import { recordActivity } from "~/models/activity.server";
import { getCompany } from "~/models/company.server";
import { upsertCustomer } from "~/models/customer.server";
import { getProduct } from "~/models/product.server";
import { toParty } from "~/models/purchase-order.server";
import {
  getQuotation, insertQuotation, purchaseOrderNumber, QUOTATION_APPROVAL_FILE_OWNER, QUOTATION_FILE_OWNER, QUOTATION_KIND, type QuotationFilters, type QuotationRow, type QuotationScope,
  quotationTransitions, updateQuotation,
} from "~/models/quotation.server";
import { activityOf } from "~/models/activity.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { hasPermission } from "./auth.server";
import { canReadProductDocuments } from "./document-access.server";
import { httpError } from "./http.server";
import { kickOutbox } from "./outbox.server";
import { requireQuotationCompany } from "./quotation-company.server";
import { productsInScope } from "~/models/product.server";
import { assertMayManageProduct, createPurchaseOrderInTx } from "./purchase-orders.server";
import { attachmentsOf, checkUpload, removeUpload, storeUpload } from "./uploads.server";
import { actorOf, workflow } from "./workflows.server";

type Via = "screen" | "api";
const today = (now = new Date()) => todayInJakarta(now);

function requirePermission(user: AccessUser, permission: string) {
  if (!hasPermission(user, permission)) throw httpError(403, `You need the permission ${permission} for this.`);
}

/** The products whose quotations the user sees: the purchase-order scope (null: every product). */
export function quotationScope(user: AccessUser): QuotationScope {
  requirePermission(user, READ_QUOTATION);
  const scope = listScope(user, "purchase-order");
  return scope.all ? null : productsInScope(scope).map((p) => p.id);
}

/** The products a user may write quotations for (the new form's choice). */
export const productsForQuotations = (user: AccessUser) => productsInScope(listScope(user, "purchase-order"));

/**
 * The quotation when the user may see it. A screen answers a missing and an out-of-scope quotation alike (404, so ids
 * cannot be probed); the API calls of spec section 7 answer 404 for an unknown id and 403 for one outside the scope.
 */
export function requireQuotation(user: AccessUser, id: string, via: Via = "screen"): QuotationRow {
  requirePermission(user, READ_QUOTATION);
  const row = getQuotation(id);
  if (!row) throw httpError(404, "That quotation does not exist or is not one you may open");
  if (!canReadProductDocuments(user, "quotation", row.productId)) {
    throw via === "api" ? httpError(403, "That quotation is not one you may see") : httpError(404, "That quotation does not exist or is not one you may open");
  }
  return row;
}

export function parseQuotationParams(url: URL): QuotationFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const status = p.get("status");
  const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "");
  return {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    status: isQuotationStatus(status) ? status : "",
    product: (p.get("product") ?? "").trim().slice(0, 80),
    from: date(p.get("from")),
    to: date(p.get("to")),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The partner company a quotation names, within what the user may name (quotation-company.server.ts), or none. */
const checkCompany = (user: AccessUser, companyId: string) => (companyId ? requireQuotationCompany(user, companyId).id : null);

/** The row's columns from the form: parties, lines and the amounts priced exactly as a billing's. */
function columnsOf(input: QuotationInput, administrationFee: number) {
  const details = input.details.map((l) => ({ _id: randomUUID(), item: l.item, description: l.description, quantity: l.quantity, price: l.price, total: l.quantity * l.price }));
  const amounts = priceQuotation({ lines: details, quotationDate: input.quotationDate, includePph: input.includePph, administrationFee });
  return {
    quotationDate: input.quotationDate, validUntil: input.validUntil, includePph: input.includePph, note: input.note, from: toParty(input.from), to: toParty(input.to), details,
    totalPrice: amounts.totalPrice, dpp: amounts.dpp, tax: amounts.tax, taxRateLabel: amounts.taxRateLabel, pph: amounts.pph, administrationFee: amounts.administrationFee,
    finalPrice: amounts.finalPrice, finalPriceWithPph: amounts.finalPriceWithPph,
  };
}

/** What of a quotation the audit trail compares: its parties, lines, dates and money. */
const auditable = (q: Pick<QuotationRow, "quotationDate" | "validUntil" | "customerId" | "companyId" | "from" | "to" | "details" | "note" | "includePph" | "finalPrice">) => ({
  quotationDate: q.quotationDate, validUntil: q.validUntil, customerId: q.customerId, companyId: q.companyId, from: q.from, to: q.to,
  details: q.details.map(({ _id, ...l }) => l), note: q.note, includePph: q.includePph, finalPrice: q.finalPrice,
});

/** A new draft with its number QUO-{year}-{n}, its audit row and its workflow, in one transaction. */
export function createQuotation(user: AccessUser, input: QuotationInput) {
  requirePermission(user, MANAGE_QUOTATION);
  const product = assertMayManageProduct(user, input.productId, "purchase-order");
  const companyId = checkCompany(user, input.companyId);
  const values = columnsOf(input, product.config.administration_fee);
  const id = randomUUID();
  const number = writeTransaction((tx) => {
    const customerId = upsertCustomer(tx, values.to);
    const row = { id, productId: product.id, divisionId: product.companion.division_id, customerId, companyId, status: "draft" as const, ...values, createdBy: user.id };
    const quotationNumber = insertQuotation(tx, row);
    recordActivity(tx, { userId: user.id, action: "quotation.created", entity: { kind: QUOTATION_KIND, id }, detail: { quotationNumber, productId: product.id, changes: diffFields(null, auditable(row)) } });
    workflow().startInTx(tx, QUOTATION_KIND, id, { quotationId: id, validUntil: values.validUntil }, actorOf(user));
    return quotationNumber;
  });
  kickOutbox();
  return { id, quotationNumber: number };
}

/**
 * A quotation past its date that still waits on someone is expired by the first act on it (README Decisions: no job;
 * the screens show it expired from the day after its date). The expiry is committed; the act is then refused.
 */
function refuseIfExpired(row: QuotationRow, now = new Date()) {
  const day = today(now);
  if (!canExpire(row.status) || day <= row.validUntil) return;
  workflow().send(QUOTATION_KIND, row.id, { type: "quotation.expire", today: day }, SYSTEM_ACTOR);
  throw httpError(409, `${row.quotationNumber} has expired: the offer was valid until ${formatDateId(row.validUntil)}.`);
}

/** Saves a draft's edit: the machine accepts it only in draft (and takes the new validity date); the audit keeps before and after. */
export function editQuotation(user: AccessUser, id: string, input: QuotationInput) {
  requirePermission(user, MANAGE_QUOTATION);
  const existing = requireQuotation(user, id);
  if (input.productId !== existing.productId) throw httpError(400, "A quotation cannot move to another product", { field: "productId" });
  const product = assertMayManageProduct(user, existing.productId, "purchase-order");
  refuseIfExpired(existing);
  const companyId = checkCompany(user, input.companyId);
  const values = columnsOf(input, product.config.administration_fee);
  writeTransaction((tx) => {
    workflow().sendInTx(tx, QUOTATION_KIND, id, { type: "quotation.update", validUntil: values.validUntil }, actorOf(user));
    const before = getQuotation(id, tx)!;
    const changes = { ...values, companyId, customerId: upsertCustomer(tx, values.to) };
    updateQuotation(tx, id, changes);
    recordActivity(tx, { userId: user.id, action: "quotation.updated", entity: { kind: QUOTATION_KIND, id }, detail: { quotationNumber: existing.quotationNumber, changes: diffFields(auditable(before), auditable({ ...before, ...changes })) } });
  });
  kickOutbox();
}

export function submitQuotation(user: AccessUser, id: string, now = new Date()) {
  requirePermission(user, MANAGE_QUOTATION);
  const row = requireQuotation(user, id);
  assertMayManageProduct(user, row.productId, "purchase-order");
  refuseIfExpired(row, now);
  return workflow().send(QUOTATION_KIND, id, { type: "quotation.submit", today: today(now) }, actorOf(user));
}

export function rejectQuotation(user: AccessUser, id: string, reason: string) {
  requirePermission(user, APPROVE_QUOTATION);
  const row = requireQuotation(user, id);
  refuseIfExpired(row);
  return workflow().send(QUOTATION_KIND, id, { type: "quotation.reject", message: reason }, actorOf(user));
}

/**
 * Approves with the customer's signed document: the file is checked first, stored as the quotation's
 * "quotation_approval" attachment, and the machine approves with its id. A refused approval (already decided, past its
 * date) removes the stored file again, so nothing is left half-written.
 */
export async function approveQuotation(user: AccessUser, id: string, file: File | null, note: string, via: Via = "screen", now = new Date()) {
  requirePermission(user, APPROVE_QUOTATION);
  const row = requireQuotation(user, id, via);
  if (!file || typeof file === "string" || !file.size) throw httpError(400, "Attach the signed quotation (PDF, JPG or PNG)", { field: "file" });
  await checkUpload(file, { allowed: ["pdf", "jpg", "png"] });
  refuseIfExpired(row, now);
  const stored = await storeUpload(file, { ownerKind: QUOTATION_APPROVAL_FILE_OWNER, ownerId: id, uploadedBy: user.id, attachmentType: "other" }, { allowed: ["pdf", "jpg", "png"] });
  try {
    const result = workflow().send(QUOTATION_KIND, id, { type: "quotation.approve", today: today(now), attachmentId: stored.id, message: note }, actorOf(user, via));
    return { result, attachment: stored };
  } catch (error) {
    removeUpload(stored);
    throw error;
  }
}

/** Who may approve quotation `id` through the API: 404 unknown, 403 outside the scope or without approve:quotation. */
export function authoriseQuotationApproval(user: AccessUser, id: string) {
  requireQuotation(user, id, "api");
  requirePermission(user, APPROVE_QUOTATION);
}

/** Who may attach documents to quotation `id` through the API: 404 unknown, 403 outside the scope or without manage:quotation. */
export function authoriseQuotationAttachment(user: AccessUser, id: string) {
  requireQuotation(user, id, "api");
  requirePermission(user, MANAGE_QUOTATION);
}

/** Another document of the quotation (the API's quotations/{id}/attachment), for whoever may manage it. */
export async function attachToQuotation(user: AccessUser, id: string, file: File, attachmentType: string, via: Via = "screen") {
  if (via === "api") authoriseQuotationAttachment(user, id);
  else {
    requireQuotation(user, id);
    requirePermission(user, MANAGE_QUOTATION);
  }
  return storeUpload(file, { ownerKind: QUOTATION_FILE_OWNER, ownerId: id, uploadedBy: user.id, attachmentType });
}

/**
 * Turns an approved quotation into a purchase order in one transaction: the PO (through the PO service, with the
 * quotation's product, customer, lines and so its total to the rupiah) and the quotation's conversion, which links
 * both ways (quotations.po_id, unique). A second attempt is refused and names the PO made the first time.
 */
export function convertToPurchaseOrder(user: AccessUser, id: string, now = new Date()) {
  requirePermission(user, MANAGE_QUOTATION);
  requirePermission(user, "manage:purchase-order");
  const row = requireQuotation(user, id);
  const product = assertMayManageProduct(user, row.productId, "purchase-order");
  const created = writeTransaction((tx) => {
    const current = getQuotation(id, tx)!;
    if (current.poId) throw httpError(409, `${current.quotationNumber} was already turned into purchase order ${purchaseOrderNumber(current.poId) ?? current.poId}.`);
    const po = createPurchaseOrderInTx(
      tx, user, product,
      {
        productId: current.productId, poDate: today(now), from: { ...current.from, sap_customer_id: current.from.sap_customer_id ?? "" }, to: { ...current.to, sap_customer_id: current.to.sap_customer_id ?? "" },
        details: current.details.map((l) => ({ item: l.item, description: l.description, quantity: l.quantity, price: l.price })),
        note: [`Quotation ${current.quotationNumber}`, current.note].filter(Boolean).join("\n"),
      },
      { quotationId: id, quotationNumber: current.quotationNumber },
    );
    if (po.totalPrice !== current.totalPrice) throw new Error(`The PO total ${po.totalPrice} differs from the quotation's ${current.totalPrice}`);
    workflow().sendInTx(tx, QUOTATION_KIND, id, { type: "quotation.convert", poId: po.id }, actorOf(user));
    return po;
  });
  kickOutbox();
  return created;
}

/** What the detail page shows. */
export function quotationDetail(user: AccessUser, id: string, now = new Date()) {
  const row = requireQuotation(user, id);
  const product = getProduct(row.productId)!;
  const byId = new Map<string, string>();
  const files = [...attachmentsOf(QUOTATION_FILE_OWNER, id), ...attachmentsOf(QUOTATION_APPROVAL_FILE_OWNER, id)];
  for (const f of files) byId.set(f.id, f.oriFilename);
  const day = today(now);
  return {
    row,
    status: effectiveQuotationStatus(row, day),
    product: { id: product.id, name: product.name, productCode: product.productCode },
    company: row.companyId ? (getCompany(row.companyId)?.name ?? null) : null,
    poNumber: purchaseOrderNumber(row.poId),
    signed: row.approvalAttachmentId ? { id: row.approvalAttachmentId, url: `/files/${row.approvalAttachmentId}`, name: byId.get(row.approvalAttachmentId) ?? "" } : null,
    documents: attachmentsOf(QUOTATION_FILE_OWNER, id).map((d) => ({ id: d.id, url: d.url, name: d.oriFilename })),
    history: quotationTransitions(id).map((h) => ({ id: h.id, event: h.event, to: h.toState, by: h.actorName, at: h.at, message: h.message })),
    activity: activityOf(QUOTATION_KIND, id).map((a) => ({ id: a.id, action: a.action, by: a.by, at: a.at })),
    may: {
      edit: hasPermission(user, MANAGE_QUOTATION) && row.status === "draft" && effectiveQuotationStatus(row, day) === "draft",
      submit: hasPermission(user, MANAGE_QUOTATION) && effectiveQuotationStatus(row, day) === "draft",
      decide: hasPermission(user, APPROVE_QUOTATION) && effectiveQuotationStatus(row, day) === "submitted",
      convert: hasPermission(user, MANAGE_QUOTATION) && hasPermission(user, "manage:purchase-order") && row.status === "approved" && !row.poId,
    },
  };
}

/** The form's values of a saved quotation (the edit form starts from them). */
export function formValuesOf(row: QuotationRow): Partial<QuotationInput> {
  const party = (p: QuotationRow["from"]) => ({ ...p, sap_customer_id: p.sap_customer_id ?? "" });
  return {
    productId: row.productId, companyId: row.companyId ?? "", quotationDate: row.quotationDate, validUntil: row.validUntil, includePph: row.includePph, from: party(row.from), to: party(row.to),
    details: row.details.map((l) => ({ item: l.item, description: l.description, quantity: l.quantity, price: l.price })), note: row.note,
  };
}
