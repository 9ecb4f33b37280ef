import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { updateRow } from "#db/prepared";
import { activityLogs, attachments, basts, purchaseOrders, workflowTransitions } from "#db/schema";
import { bastMachine, bastMachineVersion, type BastState } from "#machines/bast.machine";
import type { Actor } from "#machines/types";
import { containsLike } from "~/lib/list-query";
import type { WorkflowBinding } from "./transaction.server";

type Handle = Tx | ReturnType<typeof db>;
export type BastRow = typeof basts.$inferSelect;

export const BAST_KIND = "bast";
export const BAST_FILE_OWNER = "bast";
export const BAST_PAGE_SIZE = 20;

/** null: every BAST; otherwise those of these products (a member) or these companies (a partner). */
export type BastScope = { productIds: string[]; companyIds: string[] } | null;
export type BastFilters = { q: string; status: BastState | ""; page: number };

export function getBast(id: string, handle: Handle = db()): BastRow | null {
  return handle.select().from(basts).where(eq(basts.id, id)).get() ?? null;
}

function scopeWhere(scope: BastScope): SQL | undefined {
  if (scope === null) return undefined;
  return or(scope.productIds.length ? inArray(basts.productId, scope.productIds) : undefined, scope.companyIds.length ? inArray(basts.companyId, scope.companyIds) : undefined) ?? sql`0`;
}

export function bastInScope(id: string, scope: BastScope): boolean {
  return Boolean(db().select({ id: basts.id }).from(basts).where(and(eq(basts.id, id), scopeWhere(scope))).get());
}

export function listBasts(f: BastFilters, scope: BastScope, options: { limit?: number | null } = {}) {
  const term = f.q ? containsLike(f.q) : null;
  const where = and(
    scopeWhere(scope),
    f.status ? eq(basts.status, f.status) : undefined,
    term ? or(sql`${basts.number} like ${term} escape '\\'`, sql`${basts.delivered} like ${term} escape '\\'`, sql`${purchaseOrders.poNumber} like ${term} escape '\\'`) : undefined,
  );
  const total = db().select({ n: count() }).from(basts).leftJoin(purchaseOrders, eq(purchaseOrders.id, basts.poId)).where(where).get()?.n ?? 0;
  const limit = options.limit === undefined ? BAST_PAGE_SIZE : options.limit;
  const contractNumber = sql<string | null>`(select c.number from contracts c where c.id = "basts"."contract_id")`;
  const query = db()
    .select({ id: basts.id, number: basts.number, status: basts.status, bastDate: basts.bastDate, delivered: basts.delivered, poNumber: purchaseOrders.poNumber, contractNumber })
    .from(basts)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, basts.poId))
    .where(where)
    .orderBy(desc(basts.createdAt), desc(basts.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

export function insertBast(tx: Tx, row: typeof basts.$inferInsert) {
  tx.insert(basts).values(row).run();
}

export function updateBast(tx: Tx, id: string, changes: Partial<BastRow>) {
  updateRow(tx, basts, basts.id, id, changes);
}

export function bastHasDocument(id: string, handle: Handle = db()): boolean {
  return Boolean(handle.select({ id: attachments.id }).from(attachments).where(and(eq(attachments.ownerKind, BAST_FILE_OWNER), eq(attachments.ownerId, id))).get());
}

export function recordBastActivity(tx: Tx, actor: Actor, id: string, action: string, detail: Record<string, unknown>, ip: string | null = null) {
  tx.insert(activityLogs).values({ userId: actor.id === "system" ? null : actor.id, action, detail, ip, entity: BAST_KIND, entityId: id }).run();
}

export function bastTransitions(id: string) {
  return db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, BAST_KIND), eq(workflowTransitions.entityId, id))).orderBy(asc(workflowTransitions.id)).all();
}

/** Whether a PO has a verified BAST (its own, or one of a contract made for it). */
export function hasVerifiedBast(tx: Handle, poId: string): boolean {
  return Boolean(
    tx
      .select({ id: basts.id })
      .from(basts)
      .where(and(eq(basts.status, "verified"), or(eq(basts.poId, poId), sql`${basts.contractId} in (select c.id from contracts c where c.po_id = ${poId})`)))
      .get(),
  );
}

export function bastBinding(): WorkflowBinding {
  return {
    kind: BAST_KIND,
    machineId: "bast",
    version: bastMachineVersion,
    machine: bastMachine,
    describe: (tx, id) => {
      const b = getBast(id, tx);
      return b ? `BAST ${b.number}` : null;
    },
    guardReasons: { hasMessage: "a reason is required", hasSignedDocument: "its signed document is not attached" },
    apply: (tx, rec) => {
      // An edit's fields are written by editBast in the same transaction; its state and reason stay as they are.
      if (rec.from === null || rec.event.type === "bast.edit") return;
      const at = new Date().toISOString();
      const to = rec.to as BastState;
      const changes: Partial<BastRow> = { status: to, updatedAt: at };
      if (to === "verified") Object.assign(changes, { verifiedBy: rec.actor.name, verifiedAt: at, rejectedReason: null });
      if (to === "rejected") changes.rejectedReason = rec.message;
      updateBast(tx, rec.entityId, changes);
    },
  };
}
