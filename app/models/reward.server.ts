/**
 * Reward points (issue 23): the point rules, each person's point ledger (point_movements), the reward catalog and the
 * redemptions. Only this model talks to Drizzle about them; app/services/rewards/* orchestrates.
 */
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { billings, invoices, pointMovements, type pointMovementKinds, pointRules, products, redemptions, type redemptionStates, rewardItems, userRoles, users, workflowTransitions } from "#db/schema";
import { redemptionMachine, redemptionMachineVersion, type RedemptionState } from "#machines/redemption.machine";
import { DEFAULT_POINT_TYPE, type PointRule } from "~/domain/point-formula";
import { REWARD_PAGE_SIZE } from "~/domain/rewards";
import type { WorkflowBinding } from "./transaction.server";
import { nextSequence } from "./numbering.server";

type Handle = Tx | ReturnType<typeof db>;
export type PointMovementKind = (typeof pointMovementKinds)[number];
export type PointMovementRow = typeof pointMovements.$inferSelect;
export type PointRuleRow = typeof pointRules.$inferSelect;
export type RewardItemRow = typeof rewardItems.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type RedemptionStateName = (typeof redemptionStates)[number];

export const GROUP_SCOPE = "group";

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** The group-wide rule (spec constants' defaults until an admin saves one: point_simple, 1 point per Rp 100.000). */
export function groupRule(handle: Handle = db()): PointRuleRow {
  return (
    handle.select().from(pointRules).where(eq(pointRules.scope, GROUP_SCOPE)).get() ?? {
      scope: GROUP_SCOPE, productId: null, pointType: DEFAULT_POINT_TYPE, rupiahPerPoint: 100_000, formula: "", conversionRupiah: 1_000, partnersEarn: false, updatedById: null, updatedAt: "",
    }
  );
}

export const productRule = (productId: string, handle: Handle = db()) => handle.select().from(pointRules).where(eq(pointRules.productId, productId)).get() ?? null;

/** The rule that applies to a product's revenue: its own, else the group's. */
export function ruleFor(productId: string, handle: Handle = db()): PointRule {
  const rule = productRule(productId, handle) ?? groupRule(handle);
  return { pointType: rule.pointType, rupiahPerPoint: rule.rupiahPerPoint, formula: rule.formula };
}

/** The products with a rule of their own, for the settings screen. */
export const productRules = () =>
  db().select({ rule: pointRules, productName: products.name }).from(pointRules).innerJoin(products, eq(products.id, pointRules.productId)).orderBy(asc(products.name)).all();

export function saveRule(tx: Tx, values: Omit<typeof pointRules.$inferInsert, "updatedAt">) {
  const at = new Date().toISOString();
  const { scope: _scope, ...rest } = values;
  tx.insert(pointRules).values({ ...values, updatedAt: at }).onConflictDoUpdate({ target: pointRules.scope, set: { ...rest, updatedAt: at } }).run();
}

export const deleteProductRule = (tx: Tx, productId: string) => tx.delete(pointRules).where(eq(pointRules.productId, productId)).run().changes;

// ---------------------------------------------------------------------------------------------------------------
// The ledger

/** Records a movement unless the same (kind, source, user) is recorded already (`created` says which). */
export function recordPointMovement(tx: Tx, values: Omit<typeof pointMovements.$inferInsert, "id" | "createdAt">): { created: boolean; row: PointMovementRow } {
  const inserted = tx.insert(pointMovements).values(values).onConflictDoNothing().returning().get();
  if (inserted) return { created: true, row: inserted };
  const existing = tx
    .select()
    .from(pointMovements)
    .where(and(eq(pointMovements.kind, values.kind), eq(pointMovements.sourceId, values.sourceId), eq(pointMovements.userId, values.userId)))
    .get();
  if (!existing) throw new Error("point movement neither inserted nor found");
  return { created: false, row: existing };
}

/** A person's points: what they can spend now (earned less held, spent and converted). */
export function pointBalance(userId: string, handle: Handle = db()): number {
  const row = handle.select({ total: sql<number>`coalesce(sum(${pointMovements.points}), 0)` }).from(pointMovements).where(eq(pointMovements.userId, userId)).get();
  return Number(row?.total ?? 0);
}

/** What a balance is made of: earned, held by requests waiting for approval, spent on approved rewards, converted. */
export function pointBreakdown(userId: string, handle: Handle = db()) {
  const rows = handle
    .select({ kind: pointMovements.kind, total: sql<number>`sum(${pointMovements.points})` })
    .from(pointMovements)
    .where(eq(pointMovements.userId, userId))
    .groupBy(pointMovements.kind)
    .all();
  const of = (k: PointMovementKind) => Number(rows.find((r) => r.kind === k)?.total ?? 0);
  const waiting = handle
    .select({ total: sql<number>`coalesce(sum(${redemptions.points}), 0)` })
    .from(redemptions)
    .where(and(eq(redemptions.userId, userId), eq(redemptions.state, "requested")))
    .get();
  const held = Number(waiting?.total ?? 0);
  const earned = of("earned");
  const converted = 0 - of("converted");
  const spent = 0 - (of("redemption hold") + of("hold released")) - held;
  return { earned, held, spent, converted, available: earned - held - spent - converted };
}

/** A page of a person's movements (`userId` null: everyone's), newest first, with whose they are (`limit` null: all). */
export function pointHistory(userId: string | null, page: number, limit: number | null = REWARD_PAGE_SIZE) {
  const where = userId === null ? undefined : eq(pointMovements.userId, userId);
  const total = db().select({ n: sql<number>`count(*)` }).from(pointMovements).where(where).get()?.n ?? 0;
  const query = db()
    .select({ ...getTableColumns(pointMovements), userName: sql<string>`coalesce(${users.fullname}, ${users.email})` })
    .from(pointMovements)
    .leftJoin(users, eq(users.id, pointMovements.userId))
    .where(where)
    .orderBy(desc(pointMovements.at), desc(pointMovements.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((page - 1) * limit).all();
  return { rows, total: Number(total) };
}

export type AwardCandidate = {
  invoiceId: string; invoiceNumber: string | null; productId: string; productCode: string; amount: number; earnerId: string; earnerRoles: string | null; billingDate: string; divisionId: string | null;
};

/**
 * Paid, approved invoices not yet awarded (no points_awarded_at): the award job's work. The earner is the billing's
 * creator (the account manager who raised it); the amount is the billing's total price before tax. Oldest first, at
 * most `limit`. The status terms are literals so that SQLite reads the partial index invoices_award_queue_idx, which
 * holds only the waiting invoices (a bound parameter cannot prove a partial index's WHERE). Exactly once is still
 * the ledger's unique key: an invoice whose row exists but whose mark is missing is read, recorded as nothing new,
 * and marked.
 */
export const invoicesToAward = (limit: number, handle: Handle = db()): AwardCandidate[] => invoicesToAwardQuery(limit, handle).all();

/** invoicesToAward's statement, unexecuted: the plan test reads its EXPLAIN QUERY PLAN. */
export function invoicesToAwardQuery(limit: number, handle: Handle = db()) {
  return handle
    .select({
      invoiceId: invoices.id, invoiceNumber: invoices.invoiceNumber, productId: invoices.productId, productCode: products.productCode, amount: billings.totalPrice, earnerId: sql<string>`${billings.createdBy}`,
      earnerRoles: sql<string | null>`(select group_concat(${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${billings.createdBy})`, billingDate: billings.billingDate, divisionId: invoices.divisionId,
    })
    .from(invoices)
    .innerJoin(billings, eq(billings.id, invoices.billingId))
    .innerJoin(products, eq(products.id, invoices.productId))
    .where(
      and(
        sql`${invoices.statusPaid} = 'paid' and ${invoices.statusInvoice} = 'approved' and ${invoices.pointsAwardedAt} is null`,
        sql`${billings.createdBy} is not null`,
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(limit);
}

/** Takes an invoice out of the award queue, in the transaction that recorded (or found) its "earned" row. */
export const markInvoiceAwarded = (tx: Tx, invoiceId: string, at: string) => tx.update(invoices).set({ pointsAwardedAt: at }).where(eq(invoices.id, invoiceId)).run();

/** The earner's paid revenue (billings they created, paid, before tax) in the month of `isoDate`: achievement's numerator. */
export function paidRevenueInMonth(userId: string, isoDate: string, handle: Handle = db()): number {
  const month = isoDate.slice(0, 7);
  const row = handle
    .select({ total: sql<number>`coalesce(sum(${billings.totalPrice}), 0)` })
    .from(billings)
    .where(and(eq(billings.createdBy, userId), eq(billings.statusPaid, "paid"), sql`substr(${billings.billingDate}, 1, 7) = ${month}`))
    .get();
  return Number(row?.total ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// The catalog

export const getRewardItem = (id: string, handle: Handle = db()) => handle.select().from(rewardItems).where(eq(rewardItems.id, id)).get() ?? null;

export const insertRewardItem = (tx: Tx, values: typeof rewardItems.$inferInsert) => tx.insert(rewardItems).values(values).returning().get();

export const updateRewardItem = (tx: Tx, id: string, values: Partial<typeof rewardItems.$inferInsert>) =>
  tx.update(rewardItems).set({ ...values, updatedAt: new Date().toISOString() }).where(eq(rewardItems.id, id)).returning().get();

/** Takes one item from stock only where there is one: answers false when the stock was already 0. */
export const takeFromStock = (tx: Tx, id: string) => tx.update(rewardItems).set({ stock: sql`${rewardItems.stock} - 1` }).where(and(eq(rewardItems.id, id), sql`${rewardItems.stock} > 0`)).run().changes === 1;

export type CatalogFilters = { q: string; show: "active" | "all"; page: number };

export function listRewardItems(f: CatalogFilters, limit: number | null = REWARD_PAGE_SIZE) {
  const where: SQL[] = [];
  if (f.show === "active") where.push(eq(rewardItems.active, true));
  if (f.q) where.push(sql`${rewardItems.name} like ${`%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  const w = and(...where);
  const total = db().select({ n: sql<number>`count(*)` }).from(rewardItems).where(w).get()?.n ?? 0;
  const query = db().select().from(rewardItems).where(w).orderBy(desc(rewardItems.active), asc(rewardItems.pointsCost), asc(rewardItems.name));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Redemptions

export const getRedemption = (id: string, handle: Handle = db()) => handle.select().from(redemptions).where(eq(redemptions.id, id)).get() ?? null;

export function nextRedemptionNumber(tx: Tx, at: Date): string {
  const year = at.getUTCFullYear();
  return `RD-${year}-${String(nextSequence(tx, `RD:${year}`)).padStart(5, "0")}`;
}

export const insertRedemption = (tx: Tx, values: typeof redemptions.$inferInsert) => tx.insert(redemptions).values(values).returning().get();

export type RedemptionFilters = { q: string; state: RedemptionStateName | ""; page: number };

/** A page of redemptions, newest first; `userId` limits it to one person's (a person without approve:redemption). */
export function listRedemptions(f: RedemptionFilters, userId: string | null, limit: number | null = REWARD_PAGE_SIZE) {
  const where: SQL[] = [];
  if (userId) where.push(eq(redemptions.userId, userId));
  if (f.state) where.push(eq(redemptions.state, f.state));
  if (f.q) {
    const text = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${redemptions.number} like ${text} escape '\\' or ${redemptions.itemName} like ${text} escape '\\' or ${redemptions.userName} like ${text} escape '\\')`);
  }
  const w = and(...where);
  const total = db().select({ n: sql<number>`count(*)` }).from(redemptions).where(w).get()?.n ?? 0;
  const query = db().select().from(redemptions).where(w).orderBy(desc(redemptions.createdAt), desc(redemptions.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

export const redemptionHistory = (id: string) =>
  db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "redemption"), eq(workflowTransitions.entityId, id))).orderBy(asc(workflowTransitions.id)).all();

/** Active people whose role grants `permission`: who is told about a redemption waiting. */
export function userIdsWithPermission(permission: string): string[] {
  return db()
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.status, "active"), sql`exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${userRoles.roleId} and p.name = ${permission})`))
    .all()
    .map((r) => r.id);
}

/**
 * The workflow binding: the machine decides, this writes the redemption's columns, its stock and its point movements
 * in the transition's transaction. Approval takes one item from stock (refused with 409 when there is none left, and
 * then nothing of the approval is written); rejection releases the held points.
 */
export function redemptionBinding(outOfStock: (name: string) => Response): WorkflowBinding {
  return {
    kind: "redemption",
    machineId: "redemption",
    version: redemptionMachineVersion,
    machine: redemptionMachine,
    describe: (tx, id) => {
      const r = getRedemption(id, tx);
      return r ? `Redemption ${r.number} (${r.itemName})` : null;
    },
    guardReasons: {
      isNotRequester: "nobody approves or rejects their own redemption",
      hasMessage: "a reason is required",
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the row is written by the service with state "requested"
      const r = getRedemption(rec.entityId, tx);
      if (!r) throw new Error(`redemption ${rec.entityId} vanished`);
      const at = new Date().toISOString();
      const to = rec.to as RedemptionState;
      const changes: Partial<RedemptionRow> = { state: to, updatedAt: at };
      if (to === "approved" || to === "rejected") Object.assign(changes, { deciderId: rec.actor.id, deciderName: rec.actor.name, decidedAt: at });
      if (to === "approved" && !takeFromStock(tx, r.itemId)) throw outOfStock(r.itemName);
      if (to === "rejected") {
        changes.rejectReason = rec.message;
        recordPointMovement(tx, { userId: r.userId, kind: "hold released", points: r.points, sourceType: "redemption", sourceId: r.id, note: r.number, at });
      }
      if (to === "fulfilled") changes.fulfilledAt = at;
      tx.update(redemptions).set(changes).where(eq(redemptions.id, r.id)).run();
    },
  };
}
