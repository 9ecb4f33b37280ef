import { randomUUID } from "node:crypto";
import { bastStatuses } from "~/domain/contracts";
import { bastMachine, type BastState } from "#machines/bast.machine";
import { SYSTEM_ACTOR, type Actor } from "#machines/types";
import { changesOf, diffFields } from "~/domain/field-diff";
import type { ProductConfig } from "~/domain/product-settings";
import type { BastInput } from "~/lib/schemas/contract";
import { activityOf } from "~/models/activity.server";
import { BAST_FILE_OWNER, BAST_KIND, type BastFilters, type BastRow, type BastScope, bastHasDocument, bastInScope, bastTransitions, getBast, hasVerifiedBast, insertBast, recordBastActivity, updateBast } from "~/models/bast.server";
import { companyIdsOfUser } from "~/models/company.server";
import { getContract } from "~/models/contract.server";
import { linkLabels } from "~/models/contract-pickers.server";
import { nextSequence } from "~/models/numbering.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { productIdsOf } from "~/models/scope.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { checkBastLinks } from "./contract-pickers.server";
import { SIGNED_KINDS } from "./contracts.server";
import { httpError } from "./http.server";
import { registerNotificationComposer, type NotificationMessage } from "./notifications.server";
import { attachmentsOf, storeUpload } from "./uploads.server";
import { workflow } from "./workflows.server";

export const READ_BAST = "read:bast";
export const MANAGE_BAST = "manage:bast";
export const VERIFY_BAST = "verify:bast";

/** As contracts: read:bast:any all; :own the user's products' BASTs; :company those of the partner's company. */
export function bastScope(user: AccessUser): BastScope {
  if (hasPermission(user, "read:bast:any")) return null;
  if (!hasPermission(user, READ_BAST)) throw httpError(403, "You need the permission read:bast for this.");
  return {
    productIds: user.permissions.includes("read:bast:own") ? productIdsOf(user.id) : [],
    companyIds: user.permissions.includes("read:bast:company") ? companyIdsOfUser(user.id) : [],
  };
}

export function requireBastInScope(user: AccessUser, id: string) {
  const scope = bastScope(user);
  const row = getBast(id);
  if (!row) throw httpError(404, "There is no such BAST.");
  if (scope !== null && !bastInScope(id, scope)) throw httpError(403, "This BAST is not one you may see.");
  return row;
}

function requirePermission(user: AccessUser, permission: string) {
  if (!hasPermission(user, permission)) throw httpError(403, `You need the permission ${permission} for this.`);
}

export function parseBastParams(url: URL): BastFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const status = p.get("status") ?? "";
  return { q: (p.get("q") ?? "").trim().slice(0, 100), status: (bastStatuses as readonly string[]).includes(status) ? (status as BastState) : "", page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * Drafts a BAST against a PO the user may read, or a contract they may see (its PO, product and first party are
 * copied so the scopes filter it: contract-pickers checkBastLinks). Numbered BAST-{year}-{6 digits} in the same
 * transaction.
 */
export function createBast(user: AccessUser, actor: Actor, data: BastInput, ip: string | null) {
  requirePermission(user, MANAGE_BAST);
  const { poId, productId, companyId } = checkBastLinks(user, data, null);
  const id = randomUUID();
  const at = new Date().toISOString();
  const number = writeTransaction((tx) => {
    const year = data.bastDate.slice(0, 4);
    const number = `BAST-${year}-${String(nextSequence(tx, `BAST:${year}`)).padStart(6, "0")}`;
    insertBast(tx, { id, number, poId, contractId: data.contractId, productId, companyId, bastDate: data.bastDate, delivered: data.delivered, status: "draft", ownerUserId: user.id, ownerName: actor.name, createdAt: at, updatedAt: at });
    recordBastActivity(tx, actor, id, "bast.create", { number, poId, contractId: data.contractId, bastDate: data.bastDate, delivered: data.delivered }, ip);
    workflow().startInTx(tx, BAST_KIND, id, { bastId: id }, actor);
    return number;
  });
  return { id, number };
}

/** The editor's check: manage:bast and the BAST in the editor's scope (404 / 403 otherwise). */
export function requireBastEditor(user: AccessUser, id: string) {
  const row = requireBastInScope(user, id);
  requirePermission(user, MANAGE_BAST);
  return row;
}

/** Whether the machine takes an edit in the BAST's state (draft or rejected). */
export const bastEditable = (row: Pick<BastRow, "status">) => bastMachine.resolveState({ value: row.status, context: { bastId: "" } }).can({ type: "bast.edit", actor: SYSTEM_ACTOR });

/** What the audit trail compares: the PO and contract by number, the date and what was delivered. */
const auditableBast = (row: Pick<BastRow, "poId" | "contractId" | "bastDate" | "delivered">) => ({
  purchaseOrder: row.poId ? (linkLabels.purchaseOrder(row.poId) ?? row.poId) : null,
  contract: row.contractId ? (linkLabels.contract(row.contractId) ?? row.contractId) : null,
  bastDate: row.bastDate,
  delivered: row.delivered,
});

/**
 * Saves an edit of a draft or rejected BAST (bast.edit: the machine refuses it with a 409 in any other state). Its
 * number stays as given at creation, even when the handover date moves to another year. One transaction: the
 * machine's check, the fields, the audit row with before and after.
 */
export function editBast(user: AccessUser, actor: Actor, id: string, data: BastInput, ip: string | null) {
  const current = requireBastEditor(user, id);
  const links = checkBastLinks(user, data, current);
  writeTransaction((tx) => {
    workflow().sendInTx(tx, BAST_KIND, id, { type: "bast.edit" }, actor);
    const before = getBast(id, tx)!;
    const changes = { ...links, contractId: data.contractId, bastDate: data.bastDate, delivered: data.delivered };
    updateBast(tx, id, { ...changes, updatedAt: new Date().toISOString() });
    recordBastActivity(tx, actor, id, "bast.edit", { number: before.number, changes: diffFields(auditableBast(before), auditableBast({ ...before, ...changes })) }, ip);
  });
}

/** The edit form's starting values. */
export const bastFormValues = (row: BastRow): Record<string, string> => ({ poId: row.poId ?? "", contractId: row.contractId ?? "", bastDate: row.bastDate, delivered: row.delivered });

export function submitBast(user: AccessUser, actor: Actor, id: string) {
  requirePermission(user, MANAGE_BAST);
  requireBastInScope(user, id);
  return workflow().send(BAST_KIND, id, { type: "bast.submit" }, actor);
}

export function verifyBast(user: AccessUser, actor: Actor, id: string) {
  requirePermission(user, VERIFY_BAST);
  requireBastInScope(user, id);
  return workflow().send(BAST_KIND, id, { type: "bast.verify", signed: bastHasDocument(id) }, actor);
}

export function rejectBast(user: AccessUser, actor: Actor, id: string, reason: string) {
  requirePermission(user, VERIFY_BAST);
  requireBastInScope(user, id);
  return workflow().send(BAST_KIND, id, { type: "bast.reject", message: reason }, actor);
}

export async function attachBastDocument(user: AccessUser, actor: Actor, id: string, file: File) {
  requireBastInScope(user, id);
  requirePermission(user, MANAGE_BAST);
  const row = await storeUpload(file, { ownerKind: BAST_FILE_OWNER, ownerId: id, uploadedBy: user.id, attachmentType: "bast" }, { allowed: SIGNED_KINDS });
  writeTransaction((tx) => recordBastActivity(tx, actor, id, "bast.attach", { file: row.oriFilename }));
  return row;
}

export function bastDetail(user: AccessUser, id: string) {
  const row = requireBastInScope(user, id);
  const po = row.poId ? getPurchaseOrder(row.poId) : null;
  const contract = row.contractId ? getContract(row.contractId) : null;
  return {
    row,
    po: po ? { id: po.id, number: po.poNumber } : null,
    contract: contract ? { id: contract.id, number: contract.number } : null,
    documents: storeList(id),
    history: bastTransitions(id).map((h) => ({ id: h.id, event: h.event, to: h.toState, by: h.actorName, at: h.at, message: h.message })),
    activity: activityOf(BAST_KIND, id).map((a) => ({ id: a.id, action: a.action, by: a.by, at: a.at, changes: changesOf(a.detail) })),
    can: { manage: hasPermission(user, MANAGE_BAST), verify: hasPermission(user, VERIFY_BAST), edit: hasPermission(user, MANAGE_BAST) && bastEditable(row) },
  };
}

const storeList = (id: string) => attachmentsOf(BAST_FILE_OWNER, id).map((d) => ({ id: d.id, url: d.url, name: d.oriFilename, type: d.attachmentType }));

/**
 * The product setting "billing requires a verified BAST" (issue 23), asked by the billing binding when a billing is
 * issued, inside the issue's transaction: whatever sends billing.issue (the screen, a recurring run, the inspector)
 * is refused the same way, and nothing is numbered or invoiced.
 */
export function assertDeliveryConfirmed(tx: Tx, billing: { poId: string | null }, config: ProductConfig) {
  if (config.billing_requires_bast !== "yes") return;
  if (billing.poId && hasVerifiedBast(tx, billing.poId)) return;
  throw httpError(409, "This product bills only confirmed deliveries: the purchase order has no verified BAST yet.", { code: "bastRequired" });
}

function bastMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const id = String(payload.entityId ?? "");
  const b = getBast(id);
  if (!b?.ownerUserId) return null;
  const to = String(payload.to ?? "");
  const titles: Record<string, string> = { verified: `BAST ${b.number} verified`, rejected: `BAST ${b.number} rejected: ${b.rejectedReason ?? ""}` };
  return titles[to] ? { recipientUserIds: [b.ownerUserId], url: `/bast/${id}`, title: titles[to], text: b.delivered.slice(0, 200) } : null;
}

export function registerBastNotifications() {
  registerNotificationComposer(BAST_KIND, bastMessage);
}
