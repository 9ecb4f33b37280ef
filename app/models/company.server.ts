import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { updateRow } from "#db/prepared";
import { activityLogs, companies, companyPics, userRoles, users, workflowTransitions } from "#db/schema";
import { companyMachine, companyMachineVersion, type CompanyState } from "#machines/company.machine";
import type { Actor } from "#machines/types";
import { containsLike } from "~/lib/list-query";
import type { WorkflowBinding } from "./transaction.server";
import { activeUserIdsWithPermission } from "~/models/role.server";

type Handle = Tx | ReturnType<typeof db>;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;
export type CompanyPicRow = typeof companyPics.$inferSelect;

/** Spec section 9: the company list shows 20 a page. */
export const COMPANY_PAGE_SIZE = 20;
export const COMPANY_KIND = "company";
/** The attachments of a company (its documents) are owned by this kind. */
export const COMPANY_FILE_OWNER = "company";

export type CompanyFilters = { q: string; status: CompanyState | ""; category: string; page: number };
/** null: every company (read:company); a list: only these (a partner's own). */
export type CompanyScope = string[] | null;

export function getCompany(id: string, handle: Handle = db()): CompanyRow | null {
  return handle.select().from(companies).where(eq(companies.id, id)).get() ?? null;
}

export function picsOf(companyId: string, handle: Handle = db()): CompanyPicRow[] {
  return handle.select().from(companyPics).where(eq(companyPics.companyId, companyId)).orderBy(asc(companyPics.createdAt), asc(companyPics.id)).all();
}

export function getPic(id: string, handle: Handle = db()): CompanyPicRow | null {
  return handle.select().from(companyPics).where(eq(companyPics.id, id)).get() ?? null;
}

/** PICs of many companies at once (the mock API's pic list), keyed by company. */
export function picsByCompany(companyIds: string[]): Map<string, CompanyPicRow[]> {
  const out = new Map<string, CompanyPicRow[]>();
  if (!companyIds.length) return out;
  const rows = db().select().from(companyPics).where(inArray(companyPics.companyId, companyIds)).orderBy(asc(companyPics.createdAt), asc(companyPics.id)).all();
  for (const r of rows) out.set(r.companyId, [...(out.get(r.companyId) ?? []), r]);
  return out;
}

/**
 * The companies a partner user acts for or follows: those where they are an approved PIC, and those they registered
 * themselves (so they can follow and correct their own registration before legal approves them as PIC).
 */
export function companyIdsOfUser(userId: string): string[] {
  const asPic = db().select({ id: companyPics.companyId }).from(companyPics).where(and(eq(companyPics.userId, userId), eq(companyPics.status, "approved"))).all();
  const registered = db().select({ id: companies.id }).from(companies).where(eq(companies.createdUserId, userId)).all();
  return [...new Set([...asPic, ...registered].map((r) => r.id))];
}

/** Distinct categories, for the list's filter. */
export function companyCategories(scope: CompanyScope): string[] {
  return db()
    .selectDistinct({ category: companies.category })
    .from(companies)
    .where(scopeWhere(scope))
    .orderBy(asc(companies.category))
    .all()
    .map((r) => r.category);
}

function scopeWhere(scope: CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length ? inArray(companies.id, scope) : sql`0`;
}

export function listCompanies(f: CompanyFilters, scope: CompanyScope, options: { limit?: number | null } = {}) {
  const term = f.q ? containsLike(f.q) : null;
  const where = and(
    scopeWhere(scope),
    f.status ? eq(companies.status, f.status) : undefined,
    f.category ? eq(companies.category, f.category) : undefined,
    term ? or(sql`${companies.name} like ${term} escape '\\'`, sql`${companies.email} like ${term} escape '\\'`, sql`${companies.taxId} like ${term} escape '\\'`) : undefined,
  );
  const total = db().select({ n: count() }).from(companies).where(where).get()?.n ?? 0;
  const limit = options.limit === undefined ? COMPANY_PAGE_SIZE : options.limit;
  // Written out with its table names: drizzle leaves a column unqualified inside a subquery, and "id" would be the PIC's own.
  const picCount = sql<number>`(select count(*) from company_pics p where p.company_id = "companies"."id" and p.status = 'approved')`;
  const query = db()
    .select({ id: companies.id, name: companies.name, email: companies.email, category: companies.category, status: companies.status, taxId: companies.taxId, city: sql<string>`json_extract(${companies.address}, '$.city')`, phoneNumber: companies.phoneNumber, registeredAt: companies.registeredAt, approvedAt: companies.approvedAt, pics: picCount })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

/** Ids are numbers as text (the spec's /mock/companies/1/partnerships): the next one after the largest. */
export function nextCompanyId(tx: Tx): string {
  const row = tx.select({ max: sql<number | null>`max(cast(${companies.id} as integer))` }).from(companies).get();
  return String(Number(row?.max ?? 0) + 1);
}

export function insertCompany(tx: Tx, row: CompanyInsert) {
  tx.insert(companies).values(row).run();
}

export function updateCompany(tx: Tx, id: string, changes: Partial<CompanyRow>) {
  updateRow(tx, companies, companies.id, id, changes);
}

export function insertPic(tx: Tx, row: typeof companyPics.$inferInsert) {
  tx.insert(companyPics).values(row).run();
}

export function updatePic(tx: Tx, id: string, changes: Partial<CompanyPicRow>) {
  tx.update(companyPics).set(changes).where(eq(companyPics.id, id)).run();
}

export function picEmailTaken(tx: Tx, companyId: string, email: string, exceptId?: string): boolean {
  const row = tx.select({ id: companyPics.id }).from(companyPics).where(and(eq(companyPics.companyId, companyId), sql`lower(${companyPics.email}) = lower(${email})`)).get();
  return Boolean(row && row.id !== exceptId);
}

/** Audit: one activity row per change (who, when, what), in the caller's transaction. */
export function recordCompanyActivity(tx: Tx, actor: Actor, companyId: string, action: string, detail: Record<string, unknown>, ip: string | null = null) {
  tx.insert(activityLogs).values({ userId: actor.id === "system" ? null : actor.id, action, detail, ip, entity: COMPANY_KIND, entityId: companyId }).run();
}

/** The machine's transitions of one company, oldest first (the detail page's timeline). */
export function companyTransitions(companyId: string) {
  return db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, COMPANY_KIND), eq(workflowTransitions.entityId, companyId))).orderBy(asc(workflowTransitions.id)).all();
}

/**
 * The workflow binding: the machine decides, this writes the status and the approval or rejection record in the same
 * transaction as the transition. The company row itself is written by the company service before the workflow starts.
 */
export function companyBinding(): WorkflowBinding {
  return {
    kind: COMPANY_KIND,
    machineId: "company",
    version: companyMachineVersion,
    machine: companyMachine,
    describe: (tx, id) => {
      const c = getCompany(id, tx);
      return c ? `Company ${c.name}` : null;
    },
    guardReasons: { hasMessage: "a reason is required" },
    apply: (tx, rec) => {
      if (rec.from === null) return;
      // The transition's own time, so the approval record and the history agree to the millisecond.
      const at = tx.select({ at: workflowTransitions.at }).from(workflowTransitions).where(eq(workflowTransitions.id, rec.transitionId)).get()?.at ?? new Date().toISOString();
      const to = rec.to as CompanyState;
      const who = { by: rec.actor.name, userId: rec.actor.id === "system" ? null : rec.actor.id, at };
      const changes: Partial<CompanyRow> = { status: to, updatedAt: at, updatedBy: who.by, updatedUserId: who.userId };
      if (to === "approved") Object.assign(changes, { approvedBy: who.by, approvedUserId: who.userId, approvedAt: at, rejectedBy: null, rejectedUserId: null, rejectedAt: null, rejectedReason: null });
      if (to === "rejected") Object.assign(changes, { rejectedBy: who.by, rejectedUserId: who.userId, rejectedAt: at, rejectedReason: rec.message });
      if (to === "registered") Object.assign(changes, { registeredAt: at, approvedBy: null, approvedUserId: null, approvedAt: null });
      updateCompany(tx, rec.entityId, changes);
      recordCompanyActivity(tx, rec.actor, rec.entityId, `company.${to}`, { from: rec.from, to, reason: rec.message });
    },
  };
}

/** A PIC's portal account: an active user with the same e-mail who holds the partner role (so they act for the company). */
export function partnerUserIdByEmail(tx: Tx, email: string): string | null {
  const row = tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(userRoles.roleId, "role-partner")))
    .get();
  return row?.id ?? null;
}

/** The people who decide companies (approve:company through one of their roles): told of each registration. */
export function approverUserIds(): string[] {
  return activeUserIdsWithPermission("approve:company");
}
