/**
 * Cash-out (issue 21): the products' settled balance ledger (balance_movements) and the withdrawal requests
 * (cash_out_requests). Only this model talks to Drizzle about them; services/cash-out/* orchestrates.
 */
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { balanceMovements, type balanceMovementKinds } from "#db/schema";

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
  const held = -(of("cash-out hold") + of("hold released"));
  const paidOut = -of("paid out");
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
