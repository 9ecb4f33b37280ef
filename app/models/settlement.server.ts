/**
 * Gateway settlements (issue 21): the imported reports, their lines, the differences found while reconciling them
 * and the per-channel fees. Only this model writes these tables; the settlements service orchestrates.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow, prepared, updateRow } from "#db/prepared";
import { channelFees, payments, settlementDifferences, settlementLines, settlements, type SettlementDifferenceKind } from "#db/schema";
import { settlementMachine, settlementMachineVersion, settlementStatusColumns, type SettlementState } from "#machines/settlement.machine";
import type { WorkflowBinding } from "./transaction.server";

export type SettlementRow = typeof settlements.$inferSelect;
export type SettlementLineRow = typeof settlementLines.$inferSelect;
export type SettlementDifferenceRow = typeof settlementDifferences.$inferSelect;
export type NewSettlementLine = Omit<typeof settlementLines.$inferInsert, "id">;
export type SettlementAttachment = SettlementRow["attachments"][number];
type Handle = Tx | ReturnType<typeof db>;

export const getSettlement = (id: string, handle: Handle = db()) =>
  prepared(handle, "settlement.byId", (h) => h.select().from(settlements).where(eq(settlements.id, sql.placeholder("id"))).prepare()).get({ id }) ?? null;

export const settlementByReference = (reference: string, handle: Handle = db()) => handle.select().from(settlements).where(eq(settlements.reference, reference)).get() ?? null;

export const settlementOfBankPayment = (paymentId: string, handle: Handle = db()) =>
  prepared(handle, "settlement.byBankPayment", (h) => h.select({ id: settlements.id, reference: settlements.reference }).from(settlements).where(eq(settlements.bankPaymentId, sql.placeholder("id"))).prepare()).get({ id: paymentId }) ?? null;

export function insertSettlement(tx: Tx, values: typeof settlements.$inferInsert) {
  insertRow(tx, settlements, values);
}

/** Lines in bulk: one prepared statement run per line (a day's report can hold 50,000). */
export function insertSettlementLines(tx: Tx, lines: NewSettlementLine[]) {
  const insert = prepared(tx, "settlement.insertLine", (h) =>
    h
      .insert(settlementLines)
      .values({
        settlementId: sql.placeholder("settlementId"), lineNo: sql.placeholder("lineNo"), transactionId: sql.placeholder("transactionId"), orderId: sql.placeholder("orderId"),
        channel: sql.placeholder("channel"), gross: sql.placeholder("gross"), channelFee: sql.placeholder("channelFee"), mpsFee: sql.placeholder("mpsFee"), net: sql.placeholder("net"),
        paymentId: sql.placeholder("paymentId"), productId: sql.placeholder("productId"),
      })
      .prepare(),
  );
  for (const l of lines) insert.run({ ...l, orderId: l.orderId ?? "", paymentId: l.paymentId ?? null, productId: l.productId ?? null });
}

export type NewDifference = { settlementId: string; kind: SettlementDifferenceKind; transactionId?: string | null; paymentId?: string | null; amount: number; detail: string };
export function insertDifference(tx: Tx, d: NewDifference): number {
  return Number(insertRow(tx, settlementDifferences, { ...d, transactionId: d.transactionId ?? null, paymentId: d.paymentId ?? null }).lastInsertRowid);
}

export const openDifferenceCount = (settlementId: string, handle: Handle = db()) =>
  handle.select({ n: sql<number>`count(*)` }).from(settlementDifferences).where(and(eq(settlementDifferences.settlementId, settlementId), isNull(settlementDifferences.resolvedAt))).get()?.n ?? 0;

export const getDifference = (id: number, handle: Handle = db()) => handle.select().from(settlementDifferences).where(eq(settlementDifferences.id, id)).get() ?? null;

export const differencesOf = (settlementId: string, handle: Handle = db()) =>
  handle.select().from(settlementDifferences).where(eq(settlementDifferences.settlementId, settlementId)).orderBy(asc(settlementDifferences.id)).all();

export function resolveDifferenceRow(tx: Tx, id: number, by: { id: string; name: string }, reason: string, at: string): boolean {
  return (
    tx.update(settlementDifferences)
      .set({ resolvedById: by.id, resolvedBy: by.name, resolvedReason: reason, resolvedAt: at })
      .where(and(eq(settlementDifferences.id, id), isNull(settlementDifferences.resolvedAt)))
      .run().changes === 1
  );
}

/** A settlement's lines in report order (a page of them: a report can be long), limited to some products if given. */
export function linesOf(settlementId: string, { offset = 0, limit = 200, productIds = null as string[] | null } = {}, handle: Handle = db()) {
  const where = [eq(settlementLines.settlementId, settlementId)];
  if (productIds) where.push(productIds.length ? inArray(settlementLines.productId, productIds) : sql`0`);
  return handle.select().from(settlementLines).where(and(...where)).orderBy(asc(settlementLines.lineNo)).limit(limit).offset(offset).all();
}

/** Which of these gateway transactions another settlement has already settled. */
export function settledElsewhere(tx: Tx, transactionIds: string[]) {
  const found = new Map<string, string>();
  const query = prepared(tx, "settlement.lineByTrx", (h) =>
    h.select({ reference: settlements.reference }).from(settlementLines).innerJoin(settlements, eq(settlements.id, settlementLines.settlementId)).where(eq(settlementLines.transactionId, sql.placeholder("trx"))).prepare(),
  );
  for (const trx of transactionIds) {
    const row = query.get({ trx });
    if (row) found.set(trx, row.reference);
  }
  return found;
}

/** Gateway payments of one transaction date that no settlement has carried: the day's report must carry them. */
export const unsettledGatewayPaymentsOf = (tx: Tx, transactionDate: string) =>
  tx
    .select({ id: payments.id, gatewayTransactionId: payments.gatewayTransactionId, amount: payments.amount, channel: payments.channel })
    .from(payments)
    .where(and(eq(payments.transactionDate, transactionDate), eq(payments.source, "gateway"), sql`not exists (select 1 from settlement_lines l where l.payment_id = ${payments.id})`))
    .all();

/** The lines' payments that can no longer be settled (un-matched or marked not ours since the import). */
export const linesWithUnsettleablePayments = (tx: Tx, settlementId: string) =>
  tx
    .select({ transactionId: settlementLines.transactionId, orderId: settlementLines.orderId, statusMatch: payments.statusMatch })
    .from(settlementLines)
    .innerJoin(payments, eq(payments.id, settlementLines.paymentId))
    .where(and(eq(settlementLines.settlementId, settlementId), sql`${payments.statusMatch} not in ('matched', 'partly matched')`))
    .limit(50)
    .all();

/** The settled net of each product in a settlement (lines matched to a payment of that product). */
export const netByProduct = (tx: Tx, settlementId: string) =>
  tx
    .select({ productId: settlementLines.productId, net: sql<number>`sum(${settlementLines.net})` })
    .from(settlementLines)
    .where(and(eq(settlementLines.settlementId, settlementId), sql`${settlementLines.productId} is not null`))
    .groupBy(settlementLines.productId)
    .all() as { productId: string; net: number }[];

export type Revenue = { transactions: number; gross: number; channelFee: number; mpsFee: number; net: number; settledNet: number };

/** A product's gateway revenue for report dates in [from, to]: gross, fees and net, and how much of it is settled. */
export function productRevenue(productId: string, from: string, to: string, handle: Handle = db()): Revenue {
  const row = handle
    .select({
      transactions: sql<number>`count(*)`,
      gross: sql<number>`coalesce(sum(${settlementLines.gross}), 0)`,
      channelFee: sql<number>`coalesce(sum(${settlementLines.channelFee}), 0)`,
      mpsFee: sql<number>`coalesce(sum(${settlementLines.mpsFee}), 0)`,
      net: sql<number>`coalesce(sum(${settlementLines.net}), 0)`,
      settledNet: sql<number>`coalesce(sum(case when ${settlements.statusSettlement} = 'settled' then ${settlementLines.net} else 0 end), 0)`,
    })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(and(eq(settlementLines.productId, productId), sql`${settlements.reportDate} between ${from} and ${to}`))
    .get();
  return row ?? { transactions: 0, gross: 0, channelFee: 0, mpsFee: 0, net: 0, settledNet: 0 };
}

/** The per-channel fee table (channels without a row use the gateway catalogue's defaults). */
export const channelFeeRows = (handle: Handle = db()) => handle.select().from(channelFees).all();

export function setChannelFee(tx: Tx, channel: string, channelFee: number, mpsFee: number) {
  tx.insert(channelFees).values({ channel, channelFee, mpsFee }).onConflictDoUpdate({ target: channelFees.channel, set: { channelFee, mpsFee, updatedAt: new Date().toISOString() } }).run();
}

export function setSettlementColumns(tx: Tx, id: string, changes: Partial<SettlementRow>) {
  updateRow(tx, settlements, settlements.id, id, { ...changes, updatedAt: new Date().toISOString() });
}

export type SettlementListFilters = { status: string; state: string; dateFrom: string; dateTo: string; q: string };
export const SETTLEMENT_PAGE_SIZE = 50;

/** The list: newest report first, page by page; a scoped reader sees the settlements carrying their products. */
export function listSettlements(f: SettlementListFilters, scope: string[] | null, page: number, pageSize = SETTLEMENT_PAGE_SIZE, handle: Handle = db()) {
  const where = [];
  if (scope) where.push(scope.length ? sql`${settlements.id} in (select settlement_id from settlement_lines where product_id in (select value from json_each(${JSON.stringify(scope)})))` : sql`0`);
  if (f.status) where.push(eq(settlements.statusSettlement, f.status as "settled"));
  if (f.state) where.push(eq(settlements.state, f.state));
  if (f.dateFrom) where.push(sql`${settlements.reportDate} >= ${f.dateFrom}`);
  if (f.dateTo) where.push(sql`${settlements.reportDate} <= ${f.dateTo}`);
  if (f.q) where.push(sql`(${settlements.reference} like ${`%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} escape '\\' or ${settlements.channelName} like ${`%${f.q}%`})`);
  const condition = where.length ? and(...where) : undefined;
  const total = handle.select({ n: sql<number>`count(*)` }).from(settlements).where(condition).get()?.n ?? 0;
  const rows = handle
    .select()
    .from(settlements)
    .where(condition)
    .orderBy(desc(settlements.reportDate), desc(settlements.createdAt))
    .limit(pageSize)
    .offset(Math.max(0, page - 1) * pageSize)
    .all();
  return { rows, total };
}

/** The settlement's workflow (kind "settlement"): after each transition it writes the state and status_settlement. */
export function settlementBinding(onSettled: (tx: Tx, settlementId: string, at: string) => void): WorkflowBinding {
  return {
    kind: "settlement",
    machineId: "settlement",
    version: settlementMachineVersion,
    machine: settlementMachine,
    describe: (tx, id) => {
      const s = getSettlement(id, tx);
      return s ? `Settlement ${s.reference}` : null;
    },
    guardReasons: {
      isClear: "every difference must be resolved and the net paired with a bank credit",
      isValidProgress: "the count of open differences is not valid",
      isValidCredit: "the bank credit must be whole rupiah above zero",
      hasMessage: "a reason is required",
    },
    apply: (tx, rec) => {
      if (rec.from === null) return;
      const state = rec.to as SettlementState;
      const event = rec.event as { openDifferences?: number };
      const changes: Partial<SettlementRow> = { state, statusSettlement: settlementStatusColumns[state] };
      if (typeof event.openDifferences === "number") changes.openDifferences = event.openDifferences;
      setSettlementColumns(tx, rec.entityId, changes);
    },
    inTransaction: {
      "effect.creditSettledNet": (tx, rec) => {
        const at = new Date().toISOString();
        setSettlementColumns(tx, rec.entityId, { settledAt: at });
        onSettled(tx, rec.entityId, at);
      },
    },
  };
}

/** Whether a settlement carries a line of one of these products (a scoped reader's settlements). */
export const settlementInScope = (settlementId: string, productIds: string[], handle: Handle = db()) =>
  productIds.length > 0 &&
  handle.select({ one: sql<number>`1` }).from(settlementLines).where(and(eq(settlementLines.settlementId, settlementId), inArray(settlementLines.productId, productIds))).limit(1).get() !== undefined;

/** Statement credits still waiting in the queue, dated on or after the report: the exact net first, then the closest amounts. */
export const bankCreditCandidates = (net: number, fromDate: string, limit = 10, handle: Handle = db()) =>
  handle
    .select({ id: payments.id, referenceNo: payments.referenceNo, description: payments.description, amount: payments.amount, transactionDate: payments.transactionDate, account: payments.account })
    .from(payments)
    .where(and(eq(payments.statusMatch, "unmatched"), eq(payments.source, "statement"), sql`${payments.transactionDate} >= ${fromDate}`))
    .orderBy(sql`abs(${payments.amount} - ${net})`, asc(payments.transactionDate))
    .limit(limit)
    .all();

/** Every row of the list's filter (the Excel export), capped. */
export const settlementRowsForExport = (f: SettlementListFilters, scope: string[] | null, limit: number) => listSettlements(f, scope, 1, limit).rows;
