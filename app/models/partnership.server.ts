import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { updateRow } from "#db/prepared";
import { activityLogs, companies, orgNodes, partnershipCompanies, partnershipProducts, partnerships, products, userRoles, users, workflowTransitions } from "#db/schema";
import { partnershipMachine, partnershipMachineVersion, partnershipPhaseOf, partnershipStatusOf } from "#machines/partnership.machine";
import type { Actor } from "#machines/types";
import type { PartnershipPhaseName, PartnershipStatusName } from "~/domain/partnerships";
import { containsLike } from "~/lib/list-query";
import type { WorkflowBinding } from "./transaction.server";
import { activeUserIdsWithPermission } from "~/models/role.server";

type Handle = Tx | ReturnType<typeof db>;
export type PartnershipRow = typeof partnerships.$inferSelect;
export type PartnershipInsert = typeof partnerships.$inferInsert;

/** Lists show 20 a page (spec section 9, as the companies list). */
export const PARTNERSHIP_PAGE_SIZE = 20;
export const PARTNERSHIP_KIND = "partnership";

export type PartnershipFilters = { q: string; status: PartnershipStatusName | ""; phase: PartnershipPhaseName | ""; divisionId: string; companyId: string; page: number };
/**
 * Who sees which partnerships: all (read:partnership), or those of some divisions (read:partnership:division), or
 * those in which some companies are partners (a partner's read:partnership:own); division and company grants add up.
 */
export type PartnershipScope = { all: true } | { all: false; divisionIds: string[]; companyIds: string[] };

export function getPartnership(id: string, handle: Handle = db()): PartnershipRow | null {
  return handle.select().from(partnerships).where(eq(partnerships.id, id)).get() ?? null;
}

const inCompanies = (companyIds: string[]) =>
  sql`exists (select 1 from partnership_companies pc where pc.partnership_id = ${partnerships.id} and pc.company_id in (${sql.join(companyIds.map((c) => sql`${c}`), sql`, `)}))`;

function scopeWhere(scope: PartnershipScope): SQL | undefined {
  if (scope.all) return undefined;
  const terms = [scope.divisionIds.length ? inArray(partnerships.divisionId, scope.divisionIds) : undefined, scope.companyIds.length ? inCompanies(scope.companyIds) : undefined].filter(Boolean) as SQL[];
  return terms.length ? or(...terms) : sql`0`;
}

/** Whether one partnership is inside a scope (the detail page's 403). */
export function partnershipInScope(id: string, scope: PartnershipScope): boolean {
  if (scope.all) return true;
  return Boolean(db().select({ id: partnerships.id }).from(partnerships).where(and(eq(partnerships.id, id), scopeWhere(scope))).get());
}

export function listPartnerships(f: PartnershipFilters, scope: PartnershipScope, options: { limit?: number | null } = {}) {
  const term = f.q ? containsLike(f.q) : null;
  const where = and(
    scopeWhere(scope),
    f.status ? eq(partnerships.status, f.status) : undefined,
    f.phase ? eq(partnerships.partnershipPhase, f.phase) : undefined,
    f.divisionId ? eq(partnerships.divisionId, f.divisionId) : undefined,
    f.companyId ? inCompanies([f.companyId]) : undefined,
    term ? or(sql`${partnerships.title} like ${term} escape '\\'`, sql`${partnerships.id} like ${term} escape '\\'`, sql`${companies.name} like ${term} escape '\\'`) : undefined,
  );
  const total = db().select({ n: count() }).from(partnerships).innerJoin(companies, eq(companies.id, partnerships.companyId)).where(where).get()?.n ?? 0;
  const limit = options.limit === undefined ? PARTNERSHIP_PAGE_SIZE : options.limit;
  // The other partners' count, written out with table names (drizzle leaves columns unqualified in a subquery).
  const partnerCount = sql<number>`(select count(*) from partnership_companies pc where pc.partnership_id = "partnerships"."id")`;
  const query = db()
    .select({
      id: partnerships.id, title: partnerships.title, status: partnerships.status, phase: partnerships.partnershipPhase, subPhase: partnerships.partnershipSubPhase, priority: partnerships.priority,
      modelName: partnerships.modelName, dueDate: partnerships.dueDate, started: partnerships.started, ended: partnerships.ended, newEnded: partnerships.newEnded, createdAt: partnerships.createdAt,
      companyId: companies.id, companyName: companies.name, partners: partnerCount, divisionName: orgNodes.name,
    })
    .from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.companyId))
    .leftJoin(orgNodes, eq(orgNodes.id, partnerships.divisionId))
    .where(where)
    .orderBy(desc(partnerships.createdAt), asc(partnerships.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

/** The partner companies of a partnership, lead first. */
export function partnersOf(partnershipId: string, handle: Handle = db()) {
  return handle
    .select({ id: companies.id, name: companies.name, email: companies.email, phoneNumber: companies.phoneNumber, address: companies.address, status: companies.status })
    .from(partnershipCompanies)
    .innerJoin(companies, eq(companies.id, partnershipCompanies.companyId))
    .where(eq(partnershipCompanies.partnershipId, partnershipId))
    .orderBy(asc(partnershipCompanies.position), asc(companies.name))
    .all();
}

export function productsOf(partnershipId: string, handle: Handle = db()) {
  return handle
    .select({ id: products.id, name: products.name, code: products.productCode })
    .from(partnershipProducts)
    .innerJoin(products, eq(products.id, partnershipProducts.productId))
    .where(eq(partnershipProducts.partnershipId, partnershipId))
    .orderBy(asc(products.name))
    .all();
}

/** Ids psh-001, psh-002 ... (the mock era's), the next after the largest. */
export function nextPartnershipId(tx: Tx): string {
  const row = tx.select({ max: sql<number | null>`max(cast(substr(${partnerships.id}, 5) as integer))` }).from(partnerships).where(sql`${partnerships.id} like 'psh-%'`).get();
  return `psh-${String(Number(row?.max ?? 0) + 1).padStart(3, "0")}`;
}

export function insertPartnership(tx: Tx, row: PartnershipInsert) {
  tx.insert(partnerships).values(row).run();
}

export function updatePartnership(tx: Tx, id: string, changes: Partial<PartnershipRow>) {
  updateRow(tx, partnerships, partnerships.id, id, changes);
}

/** Replaces the partners (the first is the lead, mirrored in partnerships.company_id) and the products. */
export function setPartnershipLinks(tx: Tx, id: string, companyIds: string[], productIds: string[]) {
  tx.delete(partnershipCompanies).where(eq(partnershipCompanies.partnershipId, id)).run();
  if (companyIds.length) tx.insert(partnershipCompanies).values(companyIds.map((companyId, position) => ({ partnershipId: id, companyId, position }))).run();
  tx.delete(partnershipProducts).where(eq(partnershipProducts.partnershipId, id)).run();
  if (productIds.length) tx.insert(partnershipProducts).values(productIds.map((productId) => ({ partnershipId: id, productId }))).run();
}

/** Of these company ids, those that exist and are approved (a partnership names only approved companies). */
export function approvedCompanyIds(tx: Tx, ids: string[]): string[] {
  if (!ids.length) return [];
  return tx.select({ id: companies.id }).from(companies).where(and(inArray(companies.id, ids), eq(companies.status, "approved"))).all().map((r) => r.id);
}

export function existingProductIds(tx: Tx, ids: string[]): string[] {
  if (!ids.length) return [];
  return tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).all().map((r) => r.id);
}

export function isDivision(tx: Tx, id: string): boolean {
  return Boolean(tx.select({ id: orgNodes.id }).from(orgNodes).where(and(eq(orgNodes.id, id), eq(orgNodes.kind, "division"))).get());
}

/** The form's choices: divisions, approved companies, products, and the people who may be companion. */
export function partnershipFormOptions(currentCompanion: { id: string; name: string } | null = null) {
  const companions = companionChoices();
  // An edit keeps the companion it has, even one who no longer holds the companion role.
  if (currentCompanion && !companions.some((c) => c.id === currentCompanion.id)) companions.unshift(currentCompanion);
  return {
    divisions: db().select({ id: orgNodes.id, name: orgNodes.name }).from(orgNodes).where(eq(orgNodes.kind, "division")).orderBy(asc(orgNodes.name)).all(),
    companies: db().select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.status, "approved")).orderBy(asc(companies.name)).all(),
    products: db().select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.name)).all(),
    companions,
  };
}

/** Companions: active people holding the companion role. */
function companionChoices() {
  return db()
    .selectDistinct({ id: users.id, name: users.fullname })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.roleId, "role-companion"), eq(users.status, "active")))
    .orderBy(asc(users.fullname))
    .all()
    .map((u) => ({ id: u.id, name: u.name ?? u.id }));
}

export function isCompanion(tx: Tx, userId: string): boolean {
  return Boolean(tx.select({ id: userRoles.userId }).from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, "role-companion"))).get());
}

/** The list filter's choices within a scope: divisions and partner companies that appear in it. */
export function partnershipFilterOptions(scope: PartnershipScope) {
  const where = scopeWhere(scope);
  const divisions = db().selectDistinct({ id: orgNodes.id, name: orgNodes.name }).from(partnerships).innerJoin(orgNodes, eq(orgNodes.id, partnerships.divisionId)).where(where).orderBy(asc(orgNodes.name)).all();
  const companyRows = db()
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(partnerships)
    .innerJoin(partnershipCompanies, eq(partnershipCompanies.partnershipId, partnerships.id))
    .innerJoin(companies, eq(companies.id, partnershipCompanies.companyId))
    .where(where)
    .orderBy(asc(companies.name))
    .all();
  return { divisions, companies: companyRows };
}

export function divisionName(id: string | null): string | null {
  if (!id) return null;
  return db().select({ name: orgNodes.name }).from(orgNodes).where(eq(orgNodes.id, id)).get()?.name ?? null;
}

export function userName(id: string | null): string | null {
  if (!id) return null;
  return db().select({ name: users.fullname }).from(users).where(eq(users.id, id)).get()?.name ?? null;
}

/** Audit: one activity row per change, in the caller's transaction. */
export function recordPartnershipActivity(tx: Tx, actor: Actor, id: string, action: string, detail: Record<string, unknown>, ip: string | null = null) {
  tx.insert(activityLogs).values({ userId: actor.id === "system" ? null : actor.id, action, detail, ip, entity: PARTNERSHIP_KIND, entityId: id }).run();
}

/**
 * The spec's historyStatus: every transition with who, when and the note, oldest first. The partnerships' history is
 * the workflow transition log itself (it carries the note), so it cannot disagree with the state.
 */
export function partnershipHistory(id: string, handle: Handle = db()) {
  return handle
    .select({ id: workflowTransitions.id, event: workflowTransitions.event, from: workflowTransitions.fromState, to: workflowTransitions.toState, by: workflowTransitions.actorName, userId: workflowTransitions.actorId, at: workflowTransitions.at, note: workflowTransitions.message, payload: workflowTransitions.payload })
    .from(workflowTransitions)
    .where(and(eq(workflowTransitions.kind, PARTNERSHIP_KIND), eq(workflowTransitions.entityId, id)))
    .orderBy(asc(workflowTransitions.id))
    .all();
}

/** The history of many partnerships at once (the mock API's historyStatus), keyed by partnership. */
export function historiesOf(ids: string[]) {
  const out = new Map<string, ReturnType<typeof partnershipHistory>>();
  if (!ids.length) return out;
  const rows = db()
    .select({ entityId: workflowTransitions.entityId, id: workflowTransitions.id, event: workflowTransitions.event, from: workflowTransitions.fromState, to: workflowTransitions.toState, by: workflowTransitions.actorName, userId: workflowTransitions.actorId, at: workflowTransitions.at, note: workflowTransitions.message, payload: workflowTransitions.payload })
    .from(workflowTransitions)
    .where(and(eq(workflowTransitions.kind, PARTNERSHIP_KIND), inArray(workflowTransitions.entityId, ids)))
    .orderBy(asc(workflowTransitions.id))
    .all();
  for (const { entityId, ...r } of rows) out.set(entityId, [...(out.get(entityId) ?? []), r]);
  return out;
}

/** Partners of many partnerships at once (the mock API's partners), keyed by partnership. */
export function partnersByPartnership(ids: string[]) {
  const out = new Map<string, { companyId: string; name: string }[]>();
  if (!ids.length) return out;
  const rows = db()
    .select({ partnershipId: partnershipCompanies.partnershipId, companyId: companies.id, name: companies.name })
    .from(partnershipCompanies)
    .innerJoin(companies, eq(companies.id, partnershipCompanies.companyId))
    .where(inArray(partnershipCompanies.partnershipId, ids))
    .orderBy(asc(partnershipCompanies.position))
    .all();
  for (const { partnershipId, ...r } of rows) out.set(partnershipId, [...(out.get(partnershipId) ?? []), r]);
  return out;
}

/** People told when a partnership waits for approval (approve:partnership through a role). */
export function partnershipApproverIds(): string[] {
  return activeUserIdsWithPermission("approve:partnership");
}

/**
 * The workflow binding: the machine decides; this writes status, phase, sub-phase and the approval, extension, stop
 * and end records in the transition's transaction.
 */
export function partnershipBinding(): WorkflowBinding {
  return {
    kind: PARTNERSHIP_KIND,
    machineId: "partnership",
    version: partnershipMachineVersion,
    machine: partnershipMachine,
    describe: (tx, id) => {
      const p = getPartnership(id, tx);
      return p ? `Partnership ${p.title}` : null;
    },
    guardReasons: { hasMessage: "a note (the reason) is required", isLaterThanEnd: "the new end date must be later than the current end date" },
    apply: (tx, rec) => {
      const at = tx.select({ at: workflowTransitions.at }).from(workflowTransitions).where(eq(workflowTransitions.id, rec.transitionId)).get()?.at ?? new Date().toISOString();
      const { phase, subPhase } = partnershipPhaseOf(rec.value);
      const who = rec.actor.name;
      const changes: Partial<PartnershipRow> = { status: partnershipStatusOf(rec.value), partnershipPhase: phase, partnershipSubPhase: subPhase };
      if (rec.from === null) return updatePartnership(tx, rec.entityId, changes);
      Object.assign(changes, { updatedAt: at, updatedBy: who, updatedUserId: rec.actor.id === "system" ? null : rec.actor.id });
      const event = rec.event as { type: string; newEnded?: string };
      if (event.type === "partnership.approve") Object.assign(changes, { approvedAt: at, approvedBy: who });
      if (event.type === "partnership.extend") changes.newEnded = event.newEnded ?? null;
      if (phase === "stopped") Object.assign(changes, { stoppedAt: at, stoppedBy: who, stopReason: rec.message });
      if (phase === "ended") changes.closedAt = at;
      updatePartnership(tx, rec.entityId, changes);
    },
  };
}

const nameMap = (table: "org_nodes" | "users", ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  if (!wanted.length) return new Map<string, string>();
  const rows =
    table === "org_nodes"
      ? db().select({ id: orgNodes.id, name: orgNodes.name, code: orgNodes.code }).from(orgNodes).where(inArray(orgNodes.id, wanted)).all()
      : db().select({ id: users.id, name: users.fullname, code: users.email }).from(users).where(inArray(users.id, wanted)).all();
  return new Map(rows.map((r) => [r.id, JSON.stringify({ name: r.name ?? "", code: r.code })]));
};

/**
 * The spec's Partnership object (section 3) from the real columns and rows, for the mock API (/mock/partnerships,
 * /mock/companies/{id}/partnerships): historyStatus is the transition log, partners the partnership_companies rows.
 */
export function partnershipSpecShapes(rows: PartnershipRow[]) {
  const ids = rows.map((r) => r.id);
  const histories = historiesOf(ids);
  const partners = partnersByPartnership(ids);
  const divisions = nameMap("org_nodes", rows.map((r) => r.divisionId));
  const people = nameMap("users", rows.map((r) => r.companionUserId));
  const named = (m: Map<string, string>, id: string | null) => (id && m.has(id) ? (JSON.parse(m.get(id)!) as { name: string; code: string }) : null);
  return rows.map((p) => {
    const d = p.details as { masterPartnership?: unknown; jikPayungId?: unknown; organizationCompany?: unknown };
    const division = named(divisions, p.divisionId);
    const companion = named(people, p.companionUserId);
    return {
      _id: p.id, title: p.title, description: p.description, status: p.status, partnershipPhase: p.partnershipPhase, partnershipSubPhase: p.partnershipSubPhase,
      masterPartnership: d.masterPartnership ?? null, jikPayungId: d.jikPayungId ?? null, organizationCompany: d.organizationCompany ?? null,
      productCategory: p.productCategory, partnershipCategory: p.category, partnershipModel: p.modelId ? { id: p.modelId, code: p.modelCode, name: p.modelName } : null,
      companion: p.companionUserId ? { userId: p.companionUserId, name: companion?.name ?? null } : null,
      division: p.divisionId ? { _id: p.divisionId, code: division?.code ?? null, name: division?.name ?? null } : null,
      initiationType: p.initiationType, priority: p.priority, dueDate: p.dueDate, assignNote: p.assignNote, potentialPartners: p.potentialPartners,
      started: p.started, ended: p.ended, newEnded: p.newEnded, stopped: p.stoppedAt ? { at: p.stoppedAt, by: p.stoppedBy, reason: p.stopReason } : null,
      timePeriode: p.timePeriodMonths === null ? null : { value: p.timePeriodMonths, unit: "month" },
      partners: (partners.get(p.id) ?? []).map((c) => ({ companyId: c.companyId, name: c.name })),
      historyStatus: (histories.get(p.id) ?? []).map((h) => ({ status: h.to, by: h.by, at: h.at, note: h.note, userId: h.userId === "system" ? null : h.userId })),
      initiatedBy: p.initiatedBy ? { userId: p.initiatedUserId, name: p.initiatedBy } : null, flow: p.flowId ? { partnershipFlowId: p.flowId, name: p.flowName } : null,
      businessAspect: {
        businessModels: p.businessModels,
        // The mock era's shape (whole percentages for each side), from the group's share in basis points.
        revenueShare: p.revenueShareBp === null ? null : { telkom: p.revenueShareBp / 100, partner: (10_000 - p.revenueShareBp) / 100 },
        otherModelDescriptions: p.otherModelDescription,
      },
    };
  });
}
