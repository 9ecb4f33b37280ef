import { diffFields } from "~/domain/field-diff";
import { APPROVE_PARTNERSHIP, flowOfModel, MANAGE_PARTNERSHIP, modelById, READ_PARTNERSHIP, READ_PARTNERSHIP_DIVISION, READ_PARTNERSHIP_OWN, isPartnershipPhase, isPartnershipStatus } from "~/domain/partnerships";
import type { PartnershipInput } from "~/lib/schemas/partnership";
import { activityOf } from "~/models/activity.server";
import { companyIdsOfUser } from "~/models/company.server";
import {
  approvedCompanyIds,
  divisionName,
  existingProductIds,
  getPartnership,
  insertPartnership,
  isCompanion,
  isDivision,
  nextPartnershipId,
  PARTNERSHIP_KIND,
  partnershipApproverIds,
  type PartnershipFilters,
  partnershipHistory,
  partnershipInScope,
  type PartnershipRow,
  type PartnershipScope,
  partnersOf,
  productsOf,
  recordPartnershipActivity,
  setPartnershipLinks,
  updatePartnership,
  userName,
} from "~/models/partnership.server";
import { divisionIdsFor } from "~/models/scope.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { partnershipMachine } from "#machines/partnership.machine";
import type { Actor } from "#machines/types";
import { hasPermission } from "./auth.server";
import { partnershipContracts } from "./contracts.server";
import { httpError } from "./http.server";
import { registerNotificationComposer, type NotificationMessage } from "./notifications.server";
import { kickOutbox } from "./outbox.server";
import { workflow } from "./workflows.server";

/**
 * Who sees which partnerships (issue 23): read:partnership all; read:partnership:division the divisions the user's
 * levelAccess and grantAccess give (as the invoice list); read:partnership:own (a partner) those in which their
 * company is a partner, read only. The grants add up.
 */
export function partnershipScope(user: AccessUser): PartnershipScope {
  if (user.permissions.includes(READ_PARTNERSHIP)) return { all: true };
  const divisionIds = user.permissions.includes(READ_PARTNERSHIP_DIVISION) ? divisionIdsFor(user) : [];
  const companyIds = user.permissions.includes(READ_PARTNERSHIP_OWN) ? companyIdsOfUser(user.id) : [];
  if (!user.permissions.some((p) => p.startsWith(`${READ_PARTNERSHIP}:`))) throw httpError(403, "You need the permission read:partnership for this.");
  return { all: false, divisionIds, companyIds };
}

/** The partnership when the user may see it: 404 when there is none, 403 when it is outside their scope. */
export function requirePartnershipInScope(user: AccessUser, id: string): PartnershipRow {
  const scope = partnershipScope(user);
  const row = getPartnership(id);
  if (!row) throw httpError(404, "There is no such partnership.");
  if (!partnershipInScope(id, scope)) throw httpError(403, "This partnership is outside what you may see.");
  return row;
}

function requirePermission(user: AccessUser, permission: string) {
  if (!hasPermission(user, permission)) throw httpError(403, `You need the permission ${permission} for this.`);
}

export function parsePartnershipParams(url: URL): PartnershipFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const status = p.get("status");
  const phase = p.get("phase");
  return {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    status: isPartnershipStatus(status) ? status : "",
    phase: isPartnershipPhase(phase) ? phase : "",
    divisionId: (p.get("division") ?? "").trim().slice(0, 80),
    companyId: (p.get("company") ?? "").trim().slice(0, 40),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The row's columns from the form (model and flow are looked up; the revenue share is already basis points). */
function columnsOf(data: PartnershipInput) {
  const model = modelById(data.modelId)!;
  const flow = flowOfModel(model);
  return {
    title: data.title, description: data.description, modelId: model.id, modelCode: model.code, modelName: model.name, flowId: flow.id, flowName: flow.name,
    category: data.category, productCategory: data.productCategory, divisionId: data.divisionId, companionUserId: data.companionUserId, initiationType: data.initiationType,
    priority: data.priority, dueDate: data.dueDate, assignNote: data.assignNote, potentialPartners: data.potentialPartners, started: data.started, ended: data.ended,
    timePeriodMonths: data.timePeriodMonths, businessModels: data.businessModels, revenueShareBp: data.revenueShare, otherModelDescription: data.otherModelDescription,
  };
}

/** The links must name a division, approved companies, existing products and a companion: refused with the field. */
function checkLinks(tx: Tx, data: PartnershipInput, currentCompanion: string | null = null) {
  if (!isDivision(tx, data.divisionId)) throw httpError(400, "Choose the division.", { field: "divisionId" });
  if (approvedCompanyIds(tx, data.companyIds).length !== data.companyIds.length) throw httpError(400, "Choose approved partner companies only.", { field: "companyIds" });
  if (existingProductIds(tx, data.productIds).length !== data.productIds.length) throw httpError(400, "Choose products from the list.", { field: "productIds" });
  // The companion kept as it was passes even when that person no longer holds the companion role (the mock era's rows).
  if (data.companionUserId && data.companionUserId !== currentCompanion && !isCompanion(tx, data.companionUserId)) throw httpError(400, "Choose a companion from the list.", { field: "companionUserId" });
}

/** Creates a partnership in initiation (screening), its partners and products, its audit row and its workflow, in one transaction. */
export function createPartnership(user: AccessUser, actor: Actor, data: PartnershipInput, ip: string | null): string {
  requirePermission(user, MANAGE_PARTNERSHIP);
  const at = new Date().toISOString();
  const id = writeTransaction((tx) => {
    checkLinks(tx, data);
    const id = nextPartnershipId(tx);
    insertPartnership(tx, {
      id, companyId: data.companyIds[0], ...columnsOf(data), status: "in progress", partnershipPhase: "initiation", partnershipSubPhase: "screening",
      initiatedBy: actor.name, initiatedUserId: user.id, createdBy: actor.name, createdUserId: user.id, updatedBy: actor.name, updatedUserId: user.id, createdAt: at, updatedAt: at,
    });
    setPartnershipLinks(tx, id, data.companyIds, data.productIds);
    recordPartnershipActivity(tx, actor, id, "partnership.create", { title: data.title, companyIds: data.companyIds, productIds: data.productIds }, ip);
    workflow().startInTx(tx, PARTNERSHIP_KIND, id, { partnershipId: id }, actor);
    return id;
  });
  kickOutbox();
  return id;
}

/** The editor's check: manage:partnership and the partnership in the editor's scope. */
export function requirePartnershipEditor(user: AccessUser, id: string): PartnershipRow {
  const row = requirePartnershipInScope(user, id);
  requirePermission(user, MANAGE_PARTNERSHIP);
  return row;
}

/** Saves an edit; the activity row keeps every changed field before and after (partners and products included). */
export function editPartnership(user: AccessUser, actor: Actor, id: string, data: PartnershipInput, ip: string | null) {
  requirePartnershipEditor(user, id);
  writeTransaction((tx) => {
    const before = getPartnership(id, tx)!;
    if (before.status === "ended" || before.status === "stopped") throw httpError(409, "An ended or stopped partnership can no longer be edited.");
    checkLinks(tx, data, before.companionUserId);
    const next = { ...columnsOf(data), companyId: data.companyIds[0] };
    const beforeLinks = { companyIds: partnersOf(id, tx).map((c) => c.id), productIds: productsOf(id, tx).map((p) => p.id) };
    const was = { ...Object.fromEntries(Object.keys(next).map((k) => [k, before[k as keyof PartnershipRow]])), ...beforeLinks };
    const changes = diffFields(was, { ...next, companyIds: data.companyIds, productIds: [...data.productIds].sort() }, {});
    updatePartnership(tx, id, { ...next, updatedAt: new Date().toISOString(), updatedBy: actor.name, updatedUserId: user.id });
    setPartnershipLinks(tx, id, data.companyIds, data.productIds);
    recordPartnershipActivity(tx, actor, id, "partnership.edit", { changes }, ip);
  });
}

export type PhaseStep = { type: "advance" | "approve" | "end"; note: string } | { type: "stop"; reason: string } | { type: "extend"; newEnded: string; reason: string };

/**
 * A phase step through the workflow service (the machine decides; the binding writes the columns; the transition log,
 * with the note, is the history). Approval needs approve:partnership, the other steps manage:partnership.
 */
export function movePartnership(user: AccessUser, actor: Actor, id: string, step: PhaseStep) {
  const row = requirePartnershipInScope(user, id);
  requirePermission(user, step.type === "approve" ? APPROVE_PARTNERSHIP : MANAGE_PARTNERSHIP);
  if (step.type === "stop") return workflow().send(PARTNERSHIP_KIND, id, { type: "partnership.stop", message: step.reason }, actor);
  if (step.type === "extend") {
    const currentEnd = row.newEnded ?? row.ended;
    // Said beside the field before the machine's own guard refuses it with a 409.
    if (currentEnd && step.newEnded <= currentEnd) throw httpError(400, `The new end date must be later than ${currentEnd}.`, { field: "newEnded" });
    return workflow().send(PARTNERSHIP_KIND, id, { type: "partnership.extend", newEnded: step.newEnded, currentEnd, message: step.reason }, actor);
  }
  return workflow().send(PARTNERSHIP_KIND, id, { type: `partnership.${step.type}`, message: step.note || undefined }, actor);
}

/** Which steps the machine accepts now (the detail page offers only those, and only to who may take them). */
function stepsAllowed(user: AccessUser, row: PartnershipRow) {
  const value = row.partnershipSubPhase ? { [row.partnershipPhase]: row.partnershipSubPhase } : row.partnershipPhase;
  const snapshot = partnershipMachine.resolveState({ value: value as never, context: { partnershipId: row.id } });
  const actor = { id: user.id, name: user.displayName, roles: user.roles, referenceId: user.referenceId };
  const can = (event: Record<string, unknown> & { type: string }) => snapshot.can({ ...event, actor } as never);
  const manage = hasPermission(user, MANAGE_PARTNERSHIP);
  // Whether a step is open at all: the reason the person will type is stood in for by any non-empty text (the title).
  const reason = row.title;
  return {
    advance: manage && can({ type: "partnership.advance" }),
    approve: hasPermission(user, APPROVE_PARTNERSHIP) && can({ type: "partnership.approve" }),
    end: manage && can({ type: "partnership.end" }),
    stop: manage && can({ type: "partnership.stop", message: reason }),
    extend: manage && can({ type: "partnership.extend", message: reason, newEnded: "9999-12-31", currentEnd: null }),
  };
}

/** What the detail page shows. */
export function partnershipDetail(user: AccessUser, id: string) {
  const row = requirePartnershipInScope(user, id);
  return {
    row,
    divisionName: divisionName(row.divisionId),
    companionName: userName(row.companionUserId),
    partners: partnersOf(id),
    products: productsOf(id),
    history: partnershipHistory(id).map((h) => ({ id: h.id, event: h.event, to: h.to, by: h.by, at: h.at, note: h.note, newEnded: typeof (h.payload as { newEnded?: unknown })?.newEnded === "string" ? ((h.payload as { newEnded: string }).newEnded) : null })),
    activity: activityOf(PARTNERSHIP_KIND, id).map((a) => ({ id: a.id, action: a.action, by: a.by, at: a.at })),
    steps: stepsAllowed(user, row),
    mayEdit: hasPermission(user, MANAGE_PARTNERSHIP) && row.status !== "ended" && row.status !== "stopped",
    contracts: partnershipContracts(user, id), // issue 23: the contracts slot's rows (components/partnerships/partnership-contracts-slot.tsx)
  };
}

/** The edit form's values of a saved partnership. */
export function partnershipFormValues(row: PartnershipRow, companyIds: string[], productIds: string[]): Record<string, string | string[]> {
  return {
    title: row.title, description: row.description, modelId: row.modelId ?? "", category: row.category ?? "", productCategory: row.productCategory ?? "", divisionId: row.divisionId ?? "",
    companionUserId: row.companionUserId ?? "", initiationType: row.initiationType ?? "", priority: row.priority, dueDate: row.dueDate ?? "", assignNote: row.assignNote,
    potentialPartners: row.potentialPartners.join("\n"), companyIds, productIds, started: row.started ?? "", ended: row.ended ?? "", timePeriodMonths: row.timePeriodMonths === null ? "" : String(row.timePeriodMonths),
    businessModels: row.businessModels, revenueShare: row.revenueShareBp === null ? "" : String(row.revenueShareBp / 100).replace(".", ","), otherModelDescription: row.otherModelDescription,
  };
}

/** Notifications: approvers hear that a partnership waits for approval; its companion and initiator hear the rest. */
function partnershipMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const id = String(payload.entityId ?? "");
  const p = getPartnership(id);
  if (!p) return null;
  const url = `/partnerships/${id}`;
  const template = String(payload.template ?? "");
  if (template === "partnership.awaitingApproval") {
    const to = partnershipApproverIds();
    return to.length ? { recipientUserIds: to, url, title: `Partnership ${p.title} waits for approval`, text: `${p.title} is drafted and waits for approval.` } : null;
  }
  const actorId = (payload.actor as { id?: string } | undefined)?.id;
  const to = [...new Set([p.companionUserId, p.initiatedUserId].filter((u): u is string => Boolean(u) && u !== actorId))];
  if (!to.length) return null;
  if (template === "partnership.approved") return { recipientUserIds: to, url, title: `Partnership ${p.title} approved`, text: `${p.title} was approved and is executing.` };
  if (template === "partnership.extended") return { recipientUserIds: to, url, title: `Partnership ${p.title} extended`, text: `${p.title} now ends on ${p.newEnded ?? ""}.` };
  if (template === "partnership.stopped") return { recipientUserIds: to, url, title: `Partnership ${p.title} stopped`, text: `${p.title} was stopped: ${p.stopReason ?? ""}` };
  if (template === "partnership.ended") return { recipientUserIds: to, url, title: `Partnership ${p.title} ended`, text: `${p.title} has ended.` };
  return null;
}

export function registerPartnershipNotifications() {
  registerNotificationComposer(PARTNERSHIP_KIND, partnershipMessage);
}

const LIST_FIELDS = new Set(["companyIds", "productIds", "businessModels"]);

/** A posted partnership form as the schema reads it: the checkbox groups as lists, every other field as text. */
export function readPartnershipForm(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (LIST_FIELDS.has(key)) out[key] = [...((out[key] as string[] | undefined) ?? []), value];
    else out[key] = value;
  }
  return out;
}

/** What a partnership form's action answers when it refuses: field errors beside the fields, or a message above. */
export type PartnershipFormResult = { intent?: string; fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string | string[]> };
