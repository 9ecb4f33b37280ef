/**
 * Cash-out (issue 21): the products' settled balance ledger (balance_movements) and the withdrawal requests
 * (cash_out_requests). Only this model talks to Drizzle about them; services/cash-out/* orchestrates.
 */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { updateRow } from "#db/prepared";
import { activityLogs, balanceMovements, type balanceMovementKinds, cashOutRequests, type cashOutStates, products, users, userRoles, workflowTransitions } from "#db/schema";
import { cashOutMachine, cashOutMachineVersion, type CashOutState } from "#machines/cash-out.machine";
import type { Actor } from "#machines/types";
import type { WorkflowBinding } from "./transaction.server";
import { nextSequence } from "./numbering.server";

type Handle = Tx | ReturnType<typeof db>;
export type BalanceMovementKind = (typeof balanceMovementKinds)[number];
export type BalanceMovementRow = typeof balanceMovements.$inferSelect;

/** The product's balance: the sum of its movements (settled net less what is held or paid out). */
export function balanceOf(productId: string, handle: Handle = db()): number {
  const row = handle.select({ total: sql<number>`coalesce(sum(${balanceMovements.amount}), 0)` }).from(balanceMovements).where(eq(balanceMovements.productId, productId)).get();
  return Number(row?.total ?? 0);
}

/** What the product's balance is made of: settled, held (requests waiting or approved), paid out. */
export function balanceBreakdown(productId: string, handle: Handle = db()) {
  const rows = handle
    .select({ kind: balanceMovements.kind, total: sql<number>`sum(${balanceMovements.amount})` })
    .from(balanceMovements)
    .where(eq(balanceMovements.productId, productId))
    .groupBy(balanceMovements.kind)
    .all();
  const of = (k: BalanceMovementKind) => Number(rows.find((r) => r.kind === k)?.total ?? 0);
  const settled = of("settled net");
  const held = 0 - (of("cash-out hold") + of("hold released"));
  const paidOut = 0 - of("paid out");
  return { settled, held, paidOut, available: settled - held - paidOut };
}

/**
 * Records a movement unless the same (kind, source, product) is already recorded: answers the row recorded now or
 * the one recorded before (`created` says which).
 */
export function recordMovement(tx: Tx, values: Omit<typeof balanceMovements.$inferInsert, "id" | "createdAt">): { created: boolean; row: BalanceMovementRow } {
  const inserted = tx.insert(balanceMovements).values(values).onConflictDoNothing().returning().get();
  if (inserted) return { created: true, row: inserted };
  const existing = tx
    .select()
    .from(balanceMovements)
    .where(and(eq(balanceMovements.kind, values.kind), eq(balanceMovements.sourceId, values.sourceId), eq(balanceMovements.productId, values.productId)))
    .get();
  if (!existing) throw new Error("balance movement neither inserted nor found");
  return { created: false, row: existing };
}

export const movementsOfSource = (sourceId: string, handle: Handle = db()) =>
  handle.select().from(balanceMovements).where(eq(balanceMovements.sourceId, sourceId)).orderBy(balanceMovements.id).all();

// ---------------------------------------------------------------------------------------------------------------
// Cash-out requests

export type CashOutRow = typeof cashOutRequests.$inferSelect;
export type CashOutStateName = (typeof cashOutStates)[number];

export const getCashOut = (id: string, handle: Handle = db()) => handle.select().from(cashOutRequests).where(eq(cashOutRequests.id, id)).get() ?? null;

/** The product a cash-out may draw on (its name for the screens), or null. */
export const productForCashOut = (productId: string, handle: Handle = db()) =>
  handle.select({ id: products.id, name: products.name, productCode: products.productCode }).from(products).where(eq(products.id, productId)).get() ?? null;

/** Products with their balance: the form's choice (those with money first) and the list's filter. */
export function productsWithBalance(handle: Handle = db()) {
  // A join, not a correlated subquery: drizzle writes a column in a sql template unqualified ("id"), which inside
  // the subquery named the movement's own id, so every balance came out 0.
  const balance = sql<number>`coalesce(sum(${balanceMovements.amount}), 0)`;
  return handle
    .select({ id: products.id, name: products.name, available: balance })
    .from(products)
    .leftJoin(balanceMovements, eq(balanceMovements.productId, products.id))
    .groupBy(products.id)
    .orderBy(desc(balance), asc(products.name))
    .all()
    .map((r) => ({ ...r, available: Number(r.available) }));
}

/** CO-YYYY-NNNNN: one series a year, taken in the request's transaction (a rolled-back request gives its number back). */
export function nextCashOutNumber(tx: Tx, at: Date): string {
  const year = at.getUTCFullYear();
  return `CO-${year}-${String(nextSequence(tx, `CO:${year}`)).padStart(5, "0")}`;
}

export function insertCashOut(tx: Tx, values: typeof cashOutRequests.$inferInsert): CashOutRow {
  return tx.insert(cashOutRequests).values(values).returning().get();
}

/** The stored proof of a transfer marked done by hand (stored after the transition commits). */
export function setTransferProof(id: string, attachmentId: string) {
  db().update(cashOutRequests).set({ transferProofId: attachmentId }).where(eq(cashOutRequests.id, id)).run();
}

export function logCashOutActivity(tx: Tx, actor: Actor, action: string, cashOutId: string, detail: Record<string, unknown>, ip: string | null) {
  tx.insert(activityLogs).values({ userId: actor.id === "system" ? null : actor.id, action, detail, ip, entity: "cash-out", entityId: cashOutId }).run();
}

/** The request's history: its workflow transitions, oldest first. */
export const cashOutHistory = (id: string) =>
  db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "cashOut"), eq(workflowTransitions.entityId, id))).orderBy(asc(workflowTransitions.id)).all();

/** The people who may approve cash-outs (active, with a role that grants approve:cashout): the checker's notifications. */
export function checkerUserIds(permission: string): string[] {
  return db()
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.status, "active"), sql`exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${userRoles.roleId} and p.name = ${permission})`))
    .all()
    .map((r) => r.id);
}

export type CashOutFilters = { q: string; state: CashOutStateName | ""; productId: string; from: string; to: string; page: number };
export const CASH_OUT_PAGE_SIZE = 50;

function cashOutWhere(f: CashOutFilters, onlyWaiting: boolean): SQL[] {
  const where: SQL[] = [];
  if (onlyWaiting) where.push(eq(cashOutRequests.state, "requested"));
  else if (f.state) where.push(eq(cashOutRequests.state, f.state));
  if (f.productId) where.push(eq(cashOutRequests.productId, f.productId));
  if (f.from) where.push(sql`${cashOutRequests.createdAt} >= ${f.from}`);
  if (f.to) where.push(sql`${cashOutRequests.createdAt} < date(${f.to}, '+1 day')`);
  if (f.q) {
    const text = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${cashOutRequests.number} like ${text} escape '\\' or ${cashOutRequests.accountHolder} like ${text} escape '\\' or ${cashOutRequests.makerName} like ${text} escape '\\')`);
  }
  return where;
}

const listColumns = {
  id: cashOutRequests.id, number: cashOutRequests.number, productId: cashOutRequests.productId, productName: products.name, amount: cashOutRequests.amount, state: cashOutRequests.state,
  bankName: cashOutRequests.bankName, accountNumber: cashOutRequests.accountNumber, accountHolder: cashOutRequests.accountHolder, makerName: cashOutRequests.makerName,
  checkerName: cashOutRequests.checkerName, transferReference: cashOutRequests.transferReference, createdAt: cashOutRequests.createdAt, decidedAt: cashOutRequests.decidedAt,
};
export type CashOutListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["data"] | (K extends "checkerName" | "transferReference" | "decidedAt" ? null : never) };

/** A page of requests, newest first (`limit` null: all of them, for the export). */
export function listCashOuts(f: CashOutFilters, options: { onlyWaiting?: boolean; limit?: number | null } = {}) {
  const where = and(...cashOutWhere(f, options.onlyWaiting ?? false));
  const total = db().select({ n: sql<number>`count(*)` }).from(cashOutRequests).where(where).get()?.n ?? 0;
  const limit = options.limit === undefined ? CASH_OUT_PAGE_SIZE : options.limit;
  const query = db().select(listColumns).from(cashOutRequests).innerJoin(products, eq(products.id, cashOutRequests.productId)).where(where).orderBy(desc(cashOutRequests.createdAt), desc(cashOutRequests.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

/**
 * The workflow binding: the machine decides, this writes the request's columns and its balance movements in the same
 * transaction as the transition. A rejection gives the hold back; a completion gives the hold back and records the
 * payout (held goes to zero, paid out grows by the amount), so the balance never counts the money twice.
 */
export function cashOutBinding(): WorkflowBinding {
  return {
    kind: "cashOut",
    machineId: "cash-out",
    version: cashOutMachineVersion,
    machine: cashOutMachine,
    describe: (tx, id) => {
      const c = getCashOut(id, tx);
      return c ? `Cash-out ${c.number} of ${rupiah(c.amount)}` : null;
    },
    guardReasons: {
      isNotMaker: "the person who requested a cash-out cannot approve or reject it (maker-checker)",
      hasMessage: "a reason is required",
      hasReference: "the bank's transfer reference is required",
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the request row is written by the service with state "requested"
      const c = getCashOut(rec.entityId, tx);
      if (!c) throw new Error(`cash-out ${rec.entityId} vanished`);
      const at = new Date().toISOString();
      const to = rec.to as CashOutState;
      const changes: Partial<CashOutRow> = { state: to, updatedAt: at };
      const move = (kind: BalanceMovementKind, amount: number) => recordMovement(tx, { productId: c.productId, kind, amount, sourceType: "cash-out", sourceId: c.id, at });
      if (to === "approved" || to === "rejected") Object.assign(changes, { checkerId: rec.actor.id, checkerName: rec.actor.name, decidedAt: at });
      if (to === "rejected") {
        changes.rejectReason = rec.message;
        move("hold released", c.amount);
      }
      if (to === "completed") {
        const event = rec.event as { reference?: string; via?: "bank" | "manual" };
        Object.assign(changes, { transferVia: event.via ?? "manual", transferReference: String(event.reference ?? "").trim(), transferredAt: at, completedById: rec.actor.id, completedByName: rec.actor.name });
        move("hold released", c.amount);
        move("paid out", -c.amount);
      }
      updateRow(tx, cashOutRequests, cashOutRequests.id, c.id, changes);
    },
  };
}
