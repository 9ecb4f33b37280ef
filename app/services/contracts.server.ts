import { randomUUID } from "node:crypto";
import { contractKinds, contractStatuses, type ContractKind } from "~/domain/contracts";
import { contractMachine, type ContractState } from "#machines/contract.machine";
import { SYSTEM_ACTOR, type Actor } from "#machines/types";
import { addDays, todayInJakarta } from "~/domain/dates";
import { changesOf, diffFields } from "~/domain/field-diff";
import { formatNumberId } from "~/domain/money";
import type { ContractInput } from "~/lib/schemas/contract";
import { activityOf } from "~/models/activity.server";
import { companyIdsOfUser, getCompany } from "~/models/company.server";
import {
  claimReminder,
  CONTRACT_FILE_OWNER,
  CONTRACT_KIND,
  type ContractFamily,
  type ContractFilters,
  type ContractRow,
  type ContractScope,
  contractInScope,
  contractNumberTaken,
  contractsDueForReminder,
  contractsOfPartnership,
  contractsToActivate,
  contractsToExpire,
  contractTransitions,
  contractVerifierIds,
  familyOf,
  FAMILY_KINDS,
  getContract,
  hasSignedDocument,
  insertContract,
  partiesOf,
  recordContractActivity,
  setContractParties,
  updateContract,
} from "~/models/contract.server";
import { linkLabels } from "~/models/contract-pickers.server";
import { productIdsOf } from "~/models/scope.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { fail, ok, requireApiUser } from "./api.server";
import { hasPermission } from "./auth.server";
import { httpError } from "./http.server";
import { registerNotificationComposer, type NotificationMessage } from "./notifications.server";
import { enqueueEffect, kickOutbox } from "./outbox.server";
import { attachmentsOf, type FileKind, storeUpload } from "./uploads.server";
import { attachmentType, readMultipart, toApiAttachment } from "./upload-api.server";
import { checkContractLinks } from "./contract-pickers.server";
import { workflow } from "./workflows.server";

export const READ_CONTRACT = "read:contract";
export const MANAGE_CONTRACT = "manage:contract";
export const VERIFY_CONTRACT = "verify:contract";
export const SIGNED_KINDS: FileKind[] = ["pdf", "jpg", "png"];
/** Expiry reminders go out this many days before the end date (issue 23: 30 and 7 by default). */
export const REMINDER_DAYS = [30, 7] as const;

/**
 * Who sees which contracts: read:contract:any every one; read:contract:own those of the user's products (a member);
 * read:contract:company those naming the partner's company as a party. The grants add up.
 */
export function contractScope(user: AccessUser): ContractScope {
  if (hasPermission(user, "read:contract:any")) return null;
  if (!hasPermission(user, READ_CONTRACT)) throw httpError(403, "You need the permission read:contract for this.");
  return {
    productIds: user.permissions.includes("read:contract:own") ? productIdsOf(user.id) : [],
    companyIds: user.permissions.includes("read:contract:company") ? companyIdsOfUser(user.id) : [],
  };
}

/** The contract when the user may see it: 404 when there is none, 403 when it is outside their scope. */
export function requireContractInScope(user: AccessUser, id: string) {
  const scope = contractScope(user);
  const row = getContract(id);
  if (!row) throw httpError(404, "There is no such contract or agreement.");
  if (scope !== null && !contractInScope(id, scope)) throw httpError(403, "This contract is not one you may see.");
  return row;
}

function requirePermission(user: AccessUser, permission: string) {
  if (!hasPermission(user, permission)) throw httpError(403, `You need the permission ${permission} for this.`);
}

export function parseContractParams(url: URL, family: ContractFamily): ContractFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const status = p.get("status") ?? "";
  const kind = p.get("kind") ?? "";
  return {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    status: (contractStatuses as readonly string[]).includes(status) ? (status as ContractState) : "",
    kind: (FAMILY_KINDS[family] as readonly string[]).includes(kind) ? (kind as ContractKind) : "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The kinds a family's form offers. */
export const kindsOf = (family: ContractFamily) => contractKinds.filter((k) => familyOf(k) === family);

/** The parties must be approved companies; on an edit, a party kept as it was passes (its approval may have lapsed since). */
function checkParties(companyIds: string[], keptIds: string[] = []) {
  for (const companyId of companyIds) {
    if (keptIds.includes(companyId)) continue;
    const company = getCompany(companyId);
    if (!company) throw httpError(400, "Choose at least one partner company.", { field: "companyIds" });
    if (company.status !== "approved") throw httpError(400, `${company.name} is not an approved partner company yet.`, { field: "companyIds" });
  }
}

/**
 * Drafts a contract or agreement. The partnership, PO and product must be ones the user may pick (contract-pickers);
 * the PO's product becomes the contract's, so the member scope follows the PO. The parties must be approved
 * companies. One transaction: row, parties, audit and workflow start.
 */
export function createContract(user: AccessUser, actor: Actor, family: ContractFamily, data: ContractInput, ip: string | null) {
  requirePermission(user, MANAGE_CONTRACT);
  if (familyOf(data.kind) !== family) throw httpError(400, "Choose the kind of document.", { field: "kind" });
  const { productId } = checkContractLinks(user, data, null);
  checkParties(data.companyIds);
  const id = randomUUID();
  const at = new Date().toISOString();
  writeTransaction((tx) => {
    if (contractNumberTaken(tx, data.number)) throw httpError(400, "Another contract already has this number.", { field: "number" });
    insertContract(
      tx,
      {
        id, number: data.number, title: data.title, kind: data.kind, value: data.value, startDate: data.startDate, endDate: data.endDate, partnershipId: data.partnershipId, poId: data.poId, productId,
        status: "draft", note: data.note, ownerUserId: user.id, ownerName: actor.name, createdAt: at, updatedAt: at,
      },
      [...new Set(data.companyIds)],
    );
    recordContractActivity(tx, actor, id, "contract.create", { number: data.number, kind: data.kind, value: data.value, startDate: data.startDate, endDate: data.endDate, parties: data.companyIds }, ip);
    workflow().startInTx(tx, CONTRACT_KIND, id, { contractId: id }, actor);
  });
  return id;
}

/** What the audit trail compares: the fields as a person reads them (the linked records by number or name, not by id). */
function auditableContract(row: Pick<ContractRow, "number" | "title" | "kind" | "value" | "startDate" | "endDate" | "partnershipId" | "poId" | "productId" | "note">, partyNames: string[]) {
  const label = (id: string | null, of: (id: string) => string | null) => (id ? (of(id) ?? id) : null);
  return {
    number: row.number, title: row.title, kind: row.kind, value: row.value, startDate: row.startDate, endDate: row.endDate, parties: partyNames.join(", "),
    partnership: label(row.partnershipId, linkLabels.partnership), purchaseOrder: label(row.poId, linkLabels.purchaseOrder), product: label(row.productId, linkLabels.product), note: row.note,
  };
}

/** The editor's check: manage:contract and the contract in the editor's scope (404 / 403 otherwise). */
export function requireContractEditor(user: AccessUser, id: string) {
  const row = requireContractInScope(user, id);
  requirePermission(user, MANAGE_CONTRACT);
  return row;
}

/** Whether the machine takes an edit in the contract's state (draft or returned): the edit screen and its link ask this. */
export const contractEditable = (row: Pick<ContractRow, "status">) => contractMachine.resolveState({ value: row.status, context: { contractId: "" } }).can({ type: "contract.edit", actor: SYSTEM_ACTOR });

/**
 * Saves an edit of a draft or returned contract. The machine decides whether it may be edited (contract.edit, a
 * 409 in any other state, asked inside the transaction so a submission in between wins); the fields, parties and
 * the audit row with every changed field's before and after are written in the same transaction. The status is
 * not touched.
 */
export function editContract(user: AccessUser, actor: Actor, id: string, data: ContractInput, ip: string | null) {
  const current = requireContractEditor(user, id);
  if (familyOf(data.kind) !== familyOf(current.kind)) throw httpError(400, "Choose the kind of document.", { field: "kind" });
  const { productId } = checkContractLinks(user, data, current);
  const keptParties = partiesOf(id).map((p) => p.id);
  checkParties(data.companyIds, keptParties);
  writeTransaction((tx) => {
    workflow().sendInTx(tx, CONTRACT_KIND, id, { type: "contract.edit" }, actor);
    const before = getContract(id, tx)!;
    const beforeParties = partiesOf(id, tx).map((p) => p.name);
    if (contractNumberTaken(tx, data.number, id)) throw httpError(400, "Another contract already has this number.", { field: "number" });
    const changes = { number: data.number, title: data.title, kind: data.kind, value: data.value, startDate: data.startDate, endDate: data.endDate, partnershipId: data.partnershipId, poId: data.poId, productId, note: data.note };
    updateContract(tx, id, { ...changes, updatedAt: new Date().toISOString() });
    setContractParties(tx, id, [...new Set(data.companyIds)]);
    const afterParties = partiesOf(id, tx).map((p) => p.name);
    recordContractActivity(tx, actor, id, "contract.edit", { number: data.number, changes: diffFields(auditableContract(before, beforeParties), auditableContract({ ...before, ...changes }, afterParties)) }, ip);
  });
}

/** The edit form's starting values: the saved contract as the form posts it. */
export function contractFormValues(row: ContractRow): Record<string, string | string[]> {
  return {
    number: row.number, title: row.title, kind: row.kind, value: formatNumberId(row.value), startDate: row.startDate, endDate: row.endDate, companyIds: partiesOf(row.id).map((p) => p.id),
    partnershipId: row.partnershipId ?? "", poId: row.poId ?? "", productId: row.productId ?? "", note: row.note,
  };
}

/** The facts the machine's activation guards read: a signed document is attached; the start date is reached. */
function activationFacts(id: string, today: string) {
  const row = getContract(id)!;
  return { signed: hasSignedDocument(id), started: row.startDate <= today };
}

const today = (now = new Date()) => todayInJakarta(now);

export function submitContract(user: AccessUser, actor: Actor, id: string) {
  requirePermission(user, MANAGE_CONTRACT);
  requireContractInScope(user, id);
  return workflow().send(CONTRACT_KIND, id, { type: "contract.submit" }, actor);
}

export function verifyContract(user: AccessUser, actor: Actor, id: string, now = new Date()) {
  requirePermission(user, VERIFY_CONTRACT);
  requireContractInScope(user, id);
  return workflow().send(CONTRACT_KIND, id, { type: "contract.verify", ...activationFacts(id, today(now)) }, actor);
}

export function returnContract(user: AccessUser, actor: Actor, id: string, reason: string) {
  requirePermission(user, VERIFY_CONTRACT);
  requireContractInScope(user, id);
  return workflow().send(CONTRACT_KIND, id, { type: "contract.return", message: reason }, actor);
}

export function terminateContract(user: AccessUser, actor: Actor, id: string, reason: string) {
  requirePermission(user, VERIFY_CONTRACT);
  requireContractInScope(user, id);
  return workflow().send(CONTRACT_KIND, id, { type: "contract.terminate", message: reason }, actor);
}

/** Attaches the signed document (or another file) from the detail page or the API; a verified contract may activate. */
export async function attachContractDocument(user: AccessUser, id: string, file: File, attachmentType: string) {
  requireContractInScope(user, id);
  requirePermission(user, MANAGE_CONTRACT);
  const row = await storeUpload(file, { ownerKind: CONTRACT_FILE_OWNER, ownerId: id, uploadedBy: user.id, attachmentType }, { allowed: SIGNED_KINDS });
  writeTransaction((tx) => recordContractActivity(tx, { id: user.id, name: user.displayName, roles: user.roles, referenceId: user.referenceId }, id, "contract.attach", { file: row.oriFilename, type: attachmentType }));
  activateIfReady(id);
  return row;
}

/** A verified contract whose document and start date are there becomes active (the job does the same each day). */
function activateIfReady(id: string, now = new Date()) {
  const row = getContract(id);
  if (row?.status !== "verified") return;
  const facts = activationFacts(id, today(now));
  if (facts.signed && facts.started) workflow().send(CONTRACT_KIND, id, { type: "contract.activate", ...facts }, SYSTEM_ACTOR);
}

export function contractDetail(user: AccessUser, id: string) {
  const row = requireContractInScope(user, id);
  return {
    row,
    family: familyOf(row.kind),
    parties: partiesOf(id),
    documents: attachmentsOf(CONTRACT_FILE_OWNER, id).map((d) => ({ id: d.id, url: d.url, name: d.oriFilename, type: d.attachmentType })),
    history: contractTransitions(id).map((h) => ({ id: h.id, event: h.event, to: h.toState, by: h.actorName, at: h.at, message: h.message })),
    activity: activityOf(CONTRACT_KIND, id).map((a) => ({ id: a.id, action: a.action, by: a.by, at: a.at, changes: changesOf(a.detail) })),
    // The linked records by number or name (the ids mean nothing to a person); null when the link is empty.
    links: {
      purchaseOrder: row.poId ? (linkLabels.purchaseOrder(row.poId) ?? row.poId) : null,
      product: row.productId ? (linkLabels.product(row.productId) ?? row.productId) : null,
      partnership: row.partnershipId ? (linkLabels.partnership(row.partnershipId) ?? row.partnershipId) : null,
    },
    can: {
      manage: hasPermission(user, MANAGE_CONTRACT),
      verify: hasPermission(user, VERIFY_CONTRACT),
      edit: hasPermission(user, MANAGE_CONTRACT) && contractEditable(row),
    },
  };
}

/** A partnership's contracts as the user may see them, and whether they may add one (the partnership page's section). */
export function partnershipContracts(user: AccessUser, partnershipId: string) {
  const rows = hasPermission(user, READ_CONTRACT) ? contractsOfPartnership(partnershipId, contractScope(user)) : [];
  return { rows, mayCreate: hasPermission(user, MANAGE_CONTRACT) };
}

/**
 * The daily contract job (jobs/contracts.ts): activates verified contracts whose start has come and whose signed
 * document is there, expires those whose end has passed, and sends each expiry reminder step once. A reminder is
 * claimed (contract_reminders) and its notification queued in one transaction, so a second run, or two runs at
 * once, send nothing twice.
 */
export function runContractJob(now = new Date(), days: readonly number[] = REMINDER_DAYS) {
  const day = today(now);
  const counts = { activated: 0, expired: 0, reminded: 0 };
  for (const id of contractsToExpire(day)) {
    workflow().send(CONTRACT_KIND, id, { type: "contract.expire", ended: true }, SYSTEM_ACTOR, { now });
    counts.expired++;
  }
  for (const id of contractsToActivate(day)) {
    const facts = activationFacts(id, day);
    if (!facts.signed) continue;
    workflow().send(CONTRACT_KIND, id, { type: "contract.activate", ...facts }, SYSTEM_ACTOR, { now });
    counts.activated++;
  }
  // Each step has its own window (7: the next 7 days; 30: days 8 to 30), so a contract first seen 5 days before its
  // end gets the 7-day reminder only, not a late 30-day one.
  const steps = [...days].sort((a, b) => a - b);
  for (const [i, daysBefore] of steps.entries()) {
    const after = i === 0 ? day : addDays(day, steps[i - 1]! + 1);
    for (const due of contractsDueForReminder(after, addDays(day, daysBefore), daysBefore)) {
      const sent = writeTransaction((tx) => {
        if (!claimReminder(tx, due.id, daysBefore, due.endDate, now.toISOString())) return false;
        enqueueEffect(tx, "effect.notify", { kind: CONTRACT_KIND, entityId: due.id, to: "reminder", daysBefore, endDate: due.endDate }, { kind: CONTRACT_KIND, id: due.id });
        return true;
      });
      if (sent) counts.reminded++;
    }
  }
  kickOutbox();
  return counts;
}

/** Notifications: legal hears of a submission and of an expiry reminder; the owner of every decision and reminder. */
function contractMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const id = String(payload.entityId ?? "");
  const c = getContract(id);
  if (!c) return null;
  const url = `/${familyOf(c.kind) === "agreement" ? "agreements" : "contracts"}/${id}`;
  const to = String(payload.to ?? "");
  const owner = c.ownerUserId ? [c.ownerUserId] : [];
  if (to === "submitted") {
    const legal = contractVerifierIds();
    return legal.length ? { recipientUserIds: legal, url, title: `Contract ${c.number} waits for verification`, text: `${c.title} was submitted by ${c.ownerName}.` } : null;
  }
  if (to === "reminder") {
    const recipients = [...owner, ...contractVerifierIds()];
    return recipients.length ? { recipientUserIds: recipients, url, title: `Contract ${c.number} ends in ${String(payload.daysBefore)} days`, text: `${c.title} ends on ${String(payload.endDate)}.` } : null;
  }
  if (!owner.length) return null;
  const titles: Record<string, string> = {
    returned: `Contract ${c.number} returned: ${c.returnedReason ?? ""}`,
    verified: `Contract ${c.number} verified`,
    active: `Contract ${c.number} is active`,
    expired: `Contract ${c.number} expired`,
    terminated: `Contract ${c.number} terminated: ${c.terminatedReason ?? ""}`,
  };
  return titles[to] ? { recipientUserIds: owner, url, title: titles[to], text: c.title } : null;
}

export function registerContractNotifications() {
  registerNotificationComposer(CONTRACT_KIND, contractMessage);
}

export { updateContract };

/**
 * POST /api/v3/contracts/attachment and /api/v3/agreements/attachment (spec section 7, "Uploads"): the record is
 * named by the form field `id` or the query `?id=`; an unknown id (or one of the other family) is a 404, one the
 * caller may not see a 403, and the stored file answers in data.data. Contracts require a type; agreements default
 * to "other".
 */
export async function attachViaApi(request: Request, family: ContractFamily, defaultType: string | null) {
  const user = await requireApiUser(request);
  const { file, fields } = await readMultipart(request);
  const id = (fields.id ?? new URL(request.url).searchParams.get("id") ?? "").trim();
  if (!id) throw fail(400, "Name the record in the field id (or ?id=)");
  const row = getContract(id);
  if (!row || familyOf(row.kind) !== family) throw fail(404, family === "agreement" ? "There is no such agreement." : "There is no such contract.");
  requireContractInScope(user, id);
  const type = attachmentType(fields.type, defaultType);
  const stored = await attachContractDocument(user, id, file, type);
  return ok({ data: { ...toApiAttachment(stored), type, id: stored.id, contractId: id } });
}
