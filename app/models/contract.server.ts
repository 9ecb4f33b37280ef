import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { updateRow } from "#db/prepared";
import { activityLogs, attachments, companies, contractParties, contractReminders, contracts, workflowTransitions } from "#db/schema";
import type { ContractKind } from "#db/schema";
import { contractMachine, contractMachineVersion, type ContractState } from "#machines/contract.machine";
import type { Actor } from "#machines/types";
import { containsLike } from "~/lib/list-query";
import type { WorkflowBinding } from "./transaction.server";
import { activeUserIdsWithPermission } from "~/models/role.server";

type Handle = Tx | ReturnType<typeof db>;
export type ContractRow = typeof contracts.$inferSelect;
export type ContractInsert = typeof contracts.$inferInsert;

export const CONTRACT_KIND = "contract";
/** Attachments of a contract or agreement are owned by ("contract", id); the signed one has type kontrak, pks or other. */
export const CONTRACT_FILE_OWNER = "contract";
export const CONTRACT_PAGE_SIZE = 20;

/** /contracts lists kontrak and PKS, /agreements agreements and MoUs: one table, two screens (README Decisions). */
export const FAMILY_KINDS = { contract: ["kontrak", "pks"], agreement: ["agreement", "mou"] } as const satisfies Record<string, readonly ContractKind[]>;
export type ContractFamily = keyof typeof FAMILY_KINDS;
export const familyOf = (kind: ContractKind): ContractFamily => ((FAMILY_KINDS.agreement as readonly string[]).includes(kind) ? "agreement" : "contract");

/** null: every contract; otherwise the contracts of these products (a member) or these companies (a partner). */
export type ContractScope = { productIds: string[]; companyIds: string[] } | null;
export type ContractFilters = { q: string; status: ContractState | ""; kind: ContractKind | ""; page: number };

export function getContract(id: string, handle: Handle = db()): ContractRow | null {
  return handle.select().from(contracts).where(eq(contracts.id, id)).get() ?? null;
}

export function contractNumberTaken(tx: Tx, number: string, exceptId?: string): boolean {
  const row = tx.select({ id: contracts.id }).from(contracts).where(sql`lower(${contracts.number}) = lower(${number})`).get();
  return Boolean(row && row.id !== exceptId);
}

export function partiesOf(contractId: string, handle: Handle = db()) {
  return handle.select({ id: companies.id, name: companies.name }).from(contractParties).innerJoin(companies, eq(companies.id, contractParties.companyId)).where(eq(contractParties.contractId, contractId)).orderBy(asc(companies.name)).all();
}

/** Whether the row is in the scope: the list filter and the detail page ask the same question. */
export function scopeWhere(scope: ContractScope): SQL | undefined {
  if (scope === null) return undefined;
  const byProduct = scope.productIds.length ? inArray(contracts.productId, scope.productIds) : undefined;
  const byCompany = scope.companyIds.length ? sql`exists (select 1 from contract_parties cp where cp.contract_id = "contracts"."id" and cp.company_id in (${sql.join(scope.companyIds.map((c) => sql`${c}`), sql`, `)}))` : undefined;
  return or(byProduct, byCompany) ?? sql`0`;
}

export function contractInScope(id: string, scope: ContractScope): boolean {
  return Boolean(db().select({ id: contracts.id }).from(contracts).where(and(eq(contracts.id, id), scopeWhere(scope))).get());
}

export function listContracts(family: ContractFamily, f: ContractFilters, scope: ContractScope, options: { limit?: number | null } = {}) {
  const term = f.q ? containsLike(f.q) : null;
  const where = and(
    inArray(contracts.kind, [...FAMILY_KINDS[family]]),
    scopeWhere(scope),
    f.status ? eq(contracts.status, f.status) : undefined,
    f.kind ? eq(contracts.kind, f.kind) : undefined,
    term ? or(sql`${contracts.number} like ${term} escape '\\'`, sql`${contracts.title} like ${term} escape '\\'`) : undefined,
  );
  const total = db().select({ n: count() }).from(contracts).where(where).get()?.n ?? 0;
  const limit = options.limit === undefined ? CONTRACT_PAGE_SIZE : options.limit;
  const parties = sql<string>`(select group_concat(c.name, ', ') from contract_parties cp join companies c on c.id = cp.company_id where cp.contract_id = "contracts"."id")`;
  const query = db()
    .select({ id: contracts.id, number: contracts.number, title: contracts.title, kind: contracts.kind, status: contracts.status, value: contracts.value, startDate: contracts.startDate, endDate: contracts.endDate, parties })
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows: rows.map((r) => ({ ...r, parties: r.parties ?? "" })), total: Number(total) };
}

/** A partnership's contracts and agreements (the partnership page's section). */
export function contractsOfPartnership(partnershipId: string, scope: ContractScope) {
  return db()
    .select({ id: contracts.id, number: contracts.number, title: contracts.title, kind: contracts.kind, status: contracts.status, value: contracts.value, endDate: contracts.endDate })
    .from(contracts)
    .where(and(eq(contracts.partnershipId, partnershipId), scopeWhere(scope)))
    .orderBy(desc(contracts.createdAt))
    .all();
}

export function insertContract(tx: Tx, row: ContractInsert, companyIds: string[]) {
  tx.insert(contracts).values(row).run();
  for (const companyId of companyIds) tx.insert(contractParties).values({ contractId: row.id, companyId }).run();
}

/** Replaces a contract's parties (an edit). */
export function setContractParties(tx: Tx, contractId: string, companyIds: string[]) {
  tx.delete(contractParties).where(eq(contractParties.contractId, contractId)).run();
  for (const companyId of companyIds) tx.insert(contractParties).values({ contractId, companyId }).run();
}

export function updateContract(tx: Tx, id: string, changes: Partial<ContractRow>) {
  updateRow(tx, contracts, contracts.id, id, changes);
}

/** Whether a signed document (an attachment of the contract) is present: the machine's `signed` fact. */
export function hasSignedDocument(contractId: string, handle: Handle = db()): boolean {
  return Boolean(handle.select({ id: attachments.id }).from(attachments).where(and(eq(attachments.ownerKind, CONTRACT_FILE_OWNER), eq(attachments.ownerId, contractId))).get());
}

export function recordContractActivity(tx: Tx, actor: Actor, contractId: string, action: string, detail: Record<string, unknown>, ip: string | null = null) {
  tx.insert(activityLogs).values({ userId: actor.id === "system" ? null : actor.id, action, detail, ip, entity: CONTRACT_KIND, entityId: contractId }).run();
}

export function contractTransitions(contractId: string) {
  return db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, CONTRACT_KIND), eq(workflowTransitions.entityId, contractId))).orderBy(asc(workflowTransitions.id)).all();
}

/** Verified contracts whose start has come (activation candidates) and running ones whose end has passed. */
export function contractsToActivate(today: string) {
  return db().select({ id: contracts.id }).from(contracts).where(and(eq(contracts.status, "verified"), sql`${contracts.startDate} <= ${today}`, sql`${contracts.endDate} >= ${today}`)).all().map((r) => r.id);
}

export function contractsToExpire(today: string) {
  return db().select({ id: contracts.id }).from(contracts).where(and(inArray(contracts.status, ["verified", "active"]), sql`${contracts.endDate} < ${today}`)).all().map((r) => r.id);
}

/** Running contracts ending within `days` days from today (inclusive) and not yet reminded for that step and end date. */
export function contractsDueForReminder(today: string, horizon: string, daysBefore: number) {
  return db()
    .select({ id: contracts.id, endDate: contracts.endDate })
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, ["verified", "active"]),
        sql`${contracts.endDate} >= ${today}`,
        sql`${contracts.endDate} <= ${horizon}`,
        sql`not exists (select 1 from contract_reminders r where r.contract_id = "contracts"."id" and r.days_before = ${daysBefore} and r.end_date = "contracts"."end_date")`,
      ),
    )
    .all();
}

/** Claims a reminder step; false when it was already claimed (a second run, or a run in parallel). */
export function claimReminder(tx: Tx, contractId: string, daysBefore: number, endDate: string, at: string): boolean {
  return tx.insert(contractReminders).values({ contractId, daysBefore, endDate, sentAt: at }).onConflictDoNothing().run().changes === 1;
}

/** The people who verify contracts (verify:contract through a role): legal, told of submissions and expiries. */
export function contractVerifierIds(): string[] {
  return activeUserIdsWithPermission("verify:contract");
}

/** The workflow binding: the machine decides; this writes the status and the decision's columns in the same transaction. */
export function contractBinding(): WorkflowBinding {
  return {
    kind: CONTRACT_KIND,
    machineId: "contract",
    version: contractMachineVersion,
    machine: contractMachine,
    describe: (tx, id) => {
      const c = getContract(id, tx);
      return c ? `Contract ${c.number}` : null;
    },
    guardReasons: { hasMessage: "a reason is required", hasSignedDocument: "its signed document is not attached", isStarted: "its start date has not come", hasEnded: "its end date has not passed" },
    apply: (tx, rec) => {
      // An edit's fields are written by editContract in the same transaction; its state and reasons stay as they are.
      if (rec.from === null || rec.event.type === "contract.edit") return;
      const at = new Date().toISOString();
      const to = rec.to as ContractState;
      const changes: Partial<ContractRow> = { status: to, updatedAt: at };
      if (to === "submitted") Object.assign(changes, { submittedAt: at, returnedReason: null });
      if (to === "returned") changes.returnedReason = rec.message;
      if (rec.event.type === "contract.verify") Object.assign(changes, { verifiedBy: rec.actor.name, verifiedAt: at });
      if (to === "active") changes.activatedAt = at;
      if (to === "expired") changes.expiredAt = at;
      if (to === "terminated") Object.assign(changes, { terminatedReason: rec.message, terminatedAt: at });
      updateContract(tx, rec.entityId, changes);
    },
  };
}
