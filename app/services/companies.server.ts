import { randomUUID } from "node:crypto";
import type { Actor } from "#machines/types";
import { APPROVE_COMPANY, isCompanyState, MANAGE_COMPANY, READ_COMPANY } from "~/domain/companies";
import type { CompanyInput, PicInput } from "~/lib/schemas/company";
import {
  approverUserIds,
  COMPANY_FILE_OWNER,
  COMPANY_KIND,
  type CompanyFilters,
  type CompanyRow,
  type CompanyScope,
  companyIdsOfUser,
  companyTransitions,
  getCompany,
  getPic,
  insertCompany,
  insertPic,
  nextCompanyId,
  partnerUserIdByEmail,
  picEmailTaken,
  picsOf,
  recordCompanyActivity,
  updateCompany,
  updatePic,
} from "~/models/company.server";
import { activityOf } from "~/models/activity.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { httpError } from "./http.server";
import { registerNotificationComposer, type NotificationMessage } from "./notifications.server";
import { kickOutbox } from "./outbox.server";
import { attachmentsOf, checkUpload, type FileKind, storeUpload } from "./uploads.server";
import { workflow } from "./workflows.server";

const DOCUMENT_KINDS: FileKind[] = ["pdf", "jpg", "png"];

/** Who sees which companies: read:company sees all; a partner (manage:company alone) only their own. */
export function companyScope(user: AccessUser): CompanyScope {
  if (hasPermission(user, READ_COMPANY)) return null;
  if (hasPermission(user, MANAGE_COMPANY)) return companyIdsOfUser(user.id);
  throw httpError(403, "You need the permission read:company or manage:company for this.");
}

/** The company when the user may see it: 404 when there is none, 403 when it is another partner's. */
export function requireCompanyInScope(user: AccessUser, id: string): CompanyRow {
  const scope = companyScope(user);
  const row = getCompany(id);
  if (!row) throw httpError(404, "There is no such company.");
  if (scope !== null && !scope.includes(id)) throw httpError(403, "This company is not yours: a partner sees only the company they act for.");
  return row;
}

export function requireCompanyEditor(user: AccessUser, id: string): CompanyRow {
  const row = requireCompanyInScope(user, id);
  if (!hasPermission(user, MANAGE_COMPANY)) throw httpError(403, "You need the permission manage:company for this.");
  return row;
}

function requireApprover(user: AccessUser) {
  if (!hasPermission(user, APPROVE_COMPANY)) throw httpError(403, "You need the permission approve:company for this.");
}

/** A partner acts only for their own company: staff (read:company) act for any. */
export const isPartnerOnly = (user: AccessUser) => !hasPermission(user, READ_COMPANY);

export function parseCompanyParams(url: URL): CompanyFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const status = p.get("status");
  return {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    status: isCompanyState(status) ? status : "",
    category: (p.get("category") ?? "").trim().slice(0, 80),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const columnsOf = (data: CompanyInput) => ({
  name: data.name, email: data.email, category: data.category, taxId: data.taxId, phoneNumber: data.phoneNumber, website: data.website || null, description: data.description,
  address: { street: data.street, city: data.city, state: data.state, country: "Indonesia", postalCode: data.postalCode },
  isExperienced: data.isExperienced, experience: data.experience,
});

async function checkDocuments(files: File[]) {
  for (const file of files) {
    try {
      await checkUpload(file, { allowed: DOCUMENT_KINDS });
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      const body = (await error.clone().json().catch(() => null)) as { message?: string } | null;
      throw httpError(400, body?.message ?? "That file could not be read.", { field: "documents" });
    }
  }
}

/** The non-empty files of a form field. */
export const filesOf = (form: FormData, name: string) => form.getAll(name).filter((f): f is File => typeof f === "object" && f !== null && "size" in f && (f as File).size > 0);

/**
 * Registers a company: staff for any company (with its first PIC), a partner for their own (they are its first PIC).
 * Files are checked first and stored after the commit (file bytes cannot be written inside SQLite's synchronous
 * transaction), so a refused registration leaves nothing behind.
 */
export async function registerCompany(user: AccessUser, actor: Actor, data: CompanyInput, pic: PicInput | null, documents: File[], ip: string | null) {
  if (!hasPermission(user, MANAGE_COMPANY)) throw httpError(403, "You need the permission manage:company for this.");
  await checkDocuments(documents);
  const partner = isPartnerOnly(user);
  const first = partner ? { fullname: user.fullname ?? user.displayName, email: user.email.toLowerCase(), phone: null as string | null, userId: user.id } : pic ? { fullname: pic.picFullname, email: pic.picEmail, phone: pic.picPhone || null, userId: null } : null;
  const at = new Date().toISOString();
  const id = writeTransaction((tx) => {
    const id = nextCompanyId(tx);
    insertCompany(tx, {
      id, ...columnsOf(data), status: "registered", registeredAt: at, createdBy: actor.name, createdUserId: user.id, updatedBy: actor.name, updatedUserId: user.id, createdAt: at, updatedAt: at,
    });
    if (first) insertPic(tx, { id: randomUUID(), companyId: id, ...first, status: "waiting", createdAt: at, updatedAt: at });
    recordCompanyActivity(tx, actor, id, "company.register", { name: data.name, pic: first?.email ?? null }, ip);
    workflow().startInTx(tx, COMPANY_KIND, id, { companyId: id }, actor);
    return id;
  });
  kickOutbox();
  for (const file of documents) await storeUpload(file, { ownerKind: COMPANY_FILE_OWNER, ownerId: id, uploadedBy: user.id, attachmentType: "other" }, { allowed: DOCUMENT_KINDS });
  return id;
}

/**
 * Saves an edit. A rejected company is resubmitted by the edit; a partner's edit of an approved company sends it back
 * to legal too (its legal data changed). The activity row keeps the fields before and after.
 */
export async function editCompany(user: AccessUser, actor: Actor, id: string, data: CompanyInput, documents: File[], ip: string | null) {
  const before = requireCompanyEditor(user, id);
  await checkDocuments(documents);
  const next = columnsOf(data);
  const changed = Object.fromEntries(
    Object.entries(next)
      .filter(([k, v]) => JSON.stringify(before[k as keyof CompanyRow] ?? null) !== JSON.stringify(v ?? null))
      .map(([k, v]) => [k, { before: before[k as keyof CompanyRow] ?? null, after: v ?? null }]),
  );
  const resubmit = before.status === "rejected" || (before.status === "approved" && isPartnerOnly(user) && (Object.keys(changed).length > 0 || documents.length > 0));
  writeTransaction((tx) => {
    const at = new Date().toISOString();
    updateCompany(tx, id, { ...next, updatedAt: at, updatedBy: actor.name, updatedUserId: user.id });
    recordCompanyActivity(tx, actor, id, "company.edit", { changed, documents: documents.map((f) => f.name) }, ip);
    if (resubmit) workflow().sendInTx(tx, COMPANY_KIND, id, { type: "company.resubmit", message: "Edited and resubmitted" }, actor);
  });
  kickOutbox();
  for (const file of documents) await storeUpload(file, { ownerKind: COMPANY_FILE_OWNER, ownerId: id, uploadedBy: user.id, attachmentType: "other" }, { allowed: DOCUMENT_KINDS });
  return { resubmitted: resubmit };
}

export function approveCompany(user: AccessUser, actor: Actor, id: string) {
  requireApprover(user);
  requireCompanyInScope(user, id);
  return workflow().send(COMPANY_KIND, id, { type: "company.approve" }, actor);
}

export function rejectCompany(user: AccessUser, actor: Actor, id: string, reason: string) {
  requireApprover(user);
  requireCompanyInScope(user, id);
  return workflow().send(COMPANY_KIND, id, { type: "company.reject", message: reason }, actor);
}

/** Adds a PIC (staff, or the company's own partner): it waits for legal's approval like every PIC. */
export function addPic(user: AccessUser, actor: Actor, companyId: string, pic: PicInput, ip: string | null) {
  requireCompanyEditor(user, companyId);
  writeTransaction((tx) => {
    if (picEmailTaken(tx, companyId, pic.picEmail)) throw httpError(400, "This company already has a PIC with that e-mail address.", { field: "picEmail" });
    const at = new Date().toISOString();
    const id = randomUUID();
    insertPic(tx, { id, companyId, fullname: pic.picFullname, email: pic.picEmail, phone: pic.picPhone || null, userId: partnerUserIdByEmail(tx, pic.picEmail), status: "waiting", createdAt: at, updatedAt: at });
    recordCompanyActivity(tx, actor, companyId, "pic.add", { picId: id, fullname: pic.picFullname, email: pic.picEmail }, ip);
  });
}

/**
 * PIC approval lives here, not in a machine of its own: two steps with no effects beyond the row and the audit
 * (README Decisions, issue 23). A PIC is decided once; a rejected PIC is added again if needed.
 */
export function decidePic(user: AccessUser, actor: Actor, companyId: string, picId: string, decision: { approve: true } | { approve: false; reason: string }, ip: string | null) {
  requireApprover(user);
  requireCompanyInScope(user, companyId);
  writeTransaction((tx) => {
    const pic = getPic(picId, tx);
    if (!pic || pic.companyId !== companyId) throw httpError(404, "There is no such PIC.");
    if (pic.status !== "waiting") throw httpError(409, `PIC ${pic.fullname} was already ${pic.status} by ${pic.approvedBy ?? pic.rejectedBy ?? "someone else"}.`);
    const at = new Date().toISOString();
    if (decision.approve) updatePic(tx, picId, { status: "approved", approvedBy: actor.name, approvedUserId: actor.id, approvedAt: at, updatedAt: at });
    else updatePic(tx, picId, { status: "rejected", rejectedBy: actor.name, rejectedAt: at, rejectedReason: decision.reason, updatedAt: at });
    recordCompanyActivity(tx, actor, companyId, decision.approve ? "pic.approve" : "pic.reject", { picId, fullname: pic.fullname, reason: decision.approve ? null : decision.reason }, ip);
  });
}

/** What the detail page shows, in the shapes it renders (PIC account links reduced to a flag). */
export function companyDetail(user: AccessUser, id: string) {
  const row = requireCompanyInScope(user, id);
  return {
    row,
    pics: picsOf(id).map(({ userId, companyId: _c, approvedUserId: _a, createdAt: _cr, updatedAt: _u, ...p }) => ({ ...p, hasAccount: userId !== null })),
    documents: attachmentsOf(COMPANY_FILE_OWNER, id).map((d) => ({ id: d.id, url: d.url, name: d.oriFilename })),
    history: companyTransitions(id).map((h) => ({ id: h.id, event: h.event, to: h.toState, by: h.actorName, at: h.at, message: h.message })),
    activity: activityOf(COMPANY_KIND, id).map((a) => ({ id: a.id, action: a.action, by: a.by, at: a.at })),
  };
}

/** Notifications: the approvers hear of a registration; the registrant and the approved PICs hear the decision. */
function companyMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const id = String(payload.entityId ?? "");
  const c = getCompany(id);
  if (!c) return null;
  const to = String(payload.to ?? "");
  const url = `/companies/${id}`;
  if (to === "registered") {
    const recipients = approverUserIds();
    return recipients.length ? { recipientUserIds: recipients, url, title: `Company ${c.name} waits for approval`, text: `${c.name} was registered or resubmitted; check its data and documents.` } : null;
  }
  const recipients = [c.createdUserId, ...picsOf(id).filter((p) => p.status === "approved").map((p) => p.userId)].filter((u): u is string => Boolean(u));
  if (!recipients.length) return null;
  if (to === "approved") return { recipientUserIds: recipients, url, title: `Company ${c.name} approved`, text: `${c.name} was approved by ${c.approvedBy ?? "legal"}.` };
  if (to === "rejected") return { recipientUserIds: recipients, url, title: `Company ${c.name} rejected`, text: `${c.name} was rejected: ${c.rejectedReason ?? ""}` };
  return null;
}

export function registerCompanyNotifications() {
  registerNotificationComposer(COMPANY_KIND, companyMessage);
}

/** What a company form's action answers when it refuses: field errors beside the fields, or a message above. */
export type CompanyFormResult = { fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string>; intent?: string };

/**
 * An expected refusal (400/409 with a message, naming its field or not) as the form's answer; anything else (403, 404,
 * 5xx, a bug) is thrown on to the error boundary.
 */
export async function refusalOf(error: unknown): Promise<{ status: number; fieldErrors: Record<string, string[]>; message: string | null }> {
  if (!(error instanceof Response) || error.status >= 500 || error.status === 403 || error.status === 404) throw error;
  const body = (await error
    .clone()
    .json()
    .catch(() => null)) as { message?: string; field?: string } | null;
  if (!body?.message) throw error;
  return body.field ? { status: error.status, fieldErrors: { [body.field]: [body.message] }, message: null } : { status: error.status, fieldErrors: {}, message: body.message };
}

/** The form's values of a saved company (the edit form starts from them). */
export function formValuesOf(row: CompanyRow): Record<string, string> {
  return {
    name: row.name, email: row.email, category: row.category, taxId: row.taxId ?? "", phoneNumber: row.phoneNumber ?? "", website: row.website ?? "", description: row.description,
    street: row.address.street, city: row.address.city, state: row.address.state, postalCode: row.address.postalCode, isExperienced: row.isExperienced ? "on" : "",
    experience: row.experience.map((e) => `${e.title} | ${e.client} | ${e.year}`).join("\n"),
  };
}
