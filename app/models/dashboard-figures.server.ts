// The queries behind the management, sales, AM-performance and payments dashboards (issue 22), and the sandbox
// mocks that answer with the same figures. Read-only.
//
// Scope: every query takes the product ids the caller's list sees (null: every product, []: none), exactly as the
// billing and payment lists compute them, so a dashboard figure is the sum of rows the caller's list shows.
// Dates: billings count by their billing date, payments by their transaction date, gateway fees by the settlement
// report's date, all inclusive ranges of Jakarta calendar dates (yyyy-mm-dd text compares in date order).
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, customers, orgNodes, paymentAllocations, payments, products, settlementLines, settlements, users } from "#db/schema";

export type ProductScope = string[] | null;
export interface DateRange {
  from: string;
  to: string;
}

/** Billings that are out with the customer or paid: the ones that count as invoiced (not drafts, not cancelled). */
export const LIVE_BILLING_STATUSES = ["issued", "paid"] as const;

const inScope = (column: Parameters<typeof inArray>[0], ids: ProductScope): SQL | undefined => (ids === null ? undefined : ids.length ? inArray(column, ids) : sql`0`);
const within = (column: Parameters<typeof inArray>[0], range: DateRange) => sql`${column} between ${range.from} and ${range.to}`;
const month = (column: Parameters<typeof inArray>[0]) => sql<string>`substr(${column}, 1, 7)`;

const liveBillings = (ids: ProductScope, range: DateRange) => and(inArray(billings.status, [...LIVE_BILLING_STATUSES]), inScope(billings.productId, ids), within(billings.billingDate, range));

/** Invoiced: the live billings' final price; paid: those fully paid; received: what was matched to them so far. */
const BILLED = {
  count: sql<number>`count(*)`,
  amount: sql<number>`coalesce(sum(${billings.finalPrice}), 0)`,
  paidCount: sql<number>`coalesce(sum(case when ${billings.statusPaid} = 'paid' then 1 else 0 end), 0)`,
  paidAmount: sql<number>`coalesce(sum(case when ${billings.statusPaid} = 'paid' then ${billings.finalPrice} else 0 end), 0)`,
  received: sql<number>`coalesce(sum(${billings.paidAmount}), 0)`,
};

export interface BilledFigures {
  count: number;
  amount: number;
  paidCount: number;
  paidAmount: number;
  received: number;
}

const figures = (r: Partial<BilledFigures> | undefined): BilledFigures => ({
  count: Number(r?.count ?? 0),
  amount: Number(r?.amount ?? 0),
  paidCount: Number(r?.paidCount ?? 0),
  paidAmount: Number(r?.paidAmount ?? 0),
  received: Number(r?.received ?? 0),
});

/** The live billings of a range in one total. */
export function billedTotals(ids: ProductScope, range: DateRange): BilledFigures {
  return figures(db().select(BILLED).from(billings).where(liveBillings(ids, range)).get());
}

/** The live billings of a range per billing month (yyyy-mm), months without billings left out. */
export function billedByMonth(ids: ProductScope, range: DateRange): (BilledFigures & { month: string })[] {
  const m = month(billings.billingDate);
  return db()
    .select({ month: m, ...BILLED })
    .from(billings)
    .where(liveBillings(ids, range))
    .groupBy(m)
    .orderBy(m)
    .all()
    .map((r) => ({ month: r.month, ...figures(r) }));
}

/** Per product, the largest invoiced amount first. */
export function billedByProduct(ids: ProductScope, range: DateRange) {
  return db()
    .select({ id: products.id, name: products.name, code: products.productCode, ...BILLED })
    .from(billings)
    .innerJoin(products, eq(products.id, billings.productId))
    .where(liveBillings(ids, range))
    .groupBy(products.id)
    .orderBy(sql`sum(${billings.finalPrice}) desc`, products.name)
    .all()
    .map((r) => ({ id: r.id, name: r.name, code: r.code, ...figures(r) }));
}

/** Per division (the billing's division), the largest invoiced amount first; billings without one under null. */
export function billedByDivision(ids: ProductScope, range: DateRange) {
  return db()
    .select({ id: billings.divisionId, name: orgNodes.name, code: orgNodes.code, ...BILLED })
    .from(billings)
    .leftJoin(orgNodes, eq(orgNodes.id, billings.divisionId))
    .where(liveBillings(ids, range))
    .groupBy(billings.divisionId)
    .orderBy(sql`sum(${billings.finalPrice}) desc`, orgNodes.name)
    .all()
    .map((r) => ({ id: r.id, name: r.name, code: r.code, ...figures(r) }));
}

/** The `limit` customers with the largest invoiced amount. */
export function billedByCustomer(ids: ProductScope, range: DateRange, limit = 10) {
  return db()
    .select({ id: customers.id, name: customers.name, ...BILLED })
    .from(billings)
    .innerJoin(customers, eq(customers.id, billings.customerId))
    .where(liveBillings(ids, range))
    .groupBy(customers.id)
    .orderBy(sql`sum(${billings.finalPrice}) desc`, customers.name)
    .limit(limit)
    .all()
    .map((r) => ({ id: r.id, name: r.name, ...figures(r) }));
}

/**
 * Per account manager (the billing's creator, as the am_performance mock has always defined it) and billing month.
 * Billings whose creator is gone count under a null user.
 */
export function billedByCreatorAndMonth(ids: ProductScope, range: DateRange) {
  const m = month(billings.billingDate);
  return db()
    .select({ userId: billings.createdBy, name: users.fullname, email: users.email, jobPosition: users.jobPosition, divisionId: users.positionDivisionId, month: m, ...BILLED })
    .from(billings)
    .leftJoin(users, eq(users.id, billings.createdBy))
    .where(liveBillings(ids, range))
    .groupBy(billings.createdBy, m)
    .orderBy(users.fullname, m)
    .all()
    .map((r) => ({ userId: r.userId, name: r.name, email: r.email, jobPosition: r.jobPosition, divisionId: r.divisionId, month: r.month, ...figures(r) }));
}

/**
 * The payments a caller sees, exactly as the Payments list scopes them (models/payment-screens.server.ts
 * paymentTerms): every payment for a reader of every billing, else those carrying one of the caller's products.
 */
export const paymentScope = (ids: ProductScope): SQL | undefined => inScope(payments.productId, ids);

const PAID_IN = {
  count: sql<number>`count(*)`,
  amount: sql<number>`coalesce(sum(${payments.amount}), 0)`,
  allocated: sql<number>`coalesce(sum(${payments.allocatedAmount}), 0)`,
  // Unmatched as the Payments list's status_match filter reads it: the payments that wait for a billing whole.
  unmatchedCount: sql<number>`coalesce(sum(case when ${payments.statusMatch} = 'unmatched' then 1 else 0 end), 0)`,
  unmatchedAmount: sql<number>`coalesce(sum(case when ${payments.statusMatch} = 'unmatched' then ${payments.amount} else 0 end), 0)`,
  settledCount: sql<number>`coalesce(sum(case when ${payments.statusPayment} = 'settled' then 1 else 0 end), 0)`,
  settledAmount: sql<number>`coalesce(sum(case when ${payments.statusPayment} = 'settled' then ${payments.amount} else 0 end), 0)`,
};

export interface CollectedFigures {
  count: number;
  amount: number;
  allocated: number;
  unmatchedCount: number;
  unmatchedAmount: number;
  settledCount: number;
  settledAmount: number;
}

const collected = (r: Partial<CollectedFigures> | undefined): CollectedFigures => ({
  count: Number(r?.count ?? 0),
  amount: Number(r?.amount ?? 0),
  allocated: Number(r?.allocated ?? 0),
  unmatchedCount: Number(r?.unmatchedCount ?? 0),
  unmatchedAmount: Number(r?.unmatchedAmount ?? 0),
  settledCount: Number(r?.settledCount ?? 0),
  settledAmount: Number(r?.settledAmount ?? 0),
});

// Money received: a payment of customer credit spends money an earlier payment brought in; counting it with the
// transfers would count that money twice (the payments dashboard mock's rule).
const receivedPayments = (ids: ProductScope, range: DateRange) => and(paymentScope(ids), sql`${payments.source} <> 'credit'`, within(payments.transactionDate, range));

/** The money that arrived in a range: collected, still unmatched, settled. */
export function collectedTotals(ids: ProductScope, range: DateRange): CollectedFigures {
  return collected(db().select(PAID_IN).from(payments).where(receivedPayments(ids, range)).get());
}

export function collectedByMonth(ids: ProductScope, range: DateRange): (CollectedFigures & { month: string })[] {
  const m = month(payments.transactionDate);
  return db()
    .select({ month: m, ...PAID_IN })
    .from(payments)
    .where(receivedPayments(ids, range))
    .groupBy(m)
    .orderBy(m)
    .all()
    .map((r) => ({ month: r.month, ...collected(r) }));
}

/** Per channel (the gateway channel, else the bank, else the source), the most money first. */
export function collectedByChannel(ids: ProductScope, range: DateRange) {
  const channel = sql<string>`coalesce(nullif(${payments.channel}, ''), nullif(${payments.bank}, ''), ${payments.source})`;
  return db()
    .select({ channel, count: sql<number>`count(*)`, amount: sql<number>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(receivedPayments(ids, range))
    .groupBy(channel)
    .orderBy(sql`sum(${payments.amount}) desc`, channel)
    .all()
    .map((r) => ({ channel: r.channel, count: Number(r.count), amount: Number(r.amount) }));
}

export interface SettledFigures {
  transactions: number;
  gross: number;
  channelFee: number;
  mpsFee: number;
  net: number;
}

/**
 * The gateway settlement lines of a range (by report date), scoped by the line's product as the settlement screens
 * scope them: gross, the channel's and MPS's fees, and the net the bank credits. Per report month when `byMonth`.
 */
function settled(ids: ProductScope, range: DateRange) {
  return and(inScope(settlementLines.productId, ids), within(settlements.reportDate, range), eq(settlements.importStatus, "complete"));
}
const SETTLED = {
  transactions: sql<number>`count(*)`,
  gross: sql<number>`coalesce(sum(${settlementLines.gross}), 0)`,
  channelFee: sql<number>`coalesce(sum(${settlementLines.channelFee}), 0)`,
  mpsFee: sql<number>`coalesce(sum(${settlementLines.mpsFee}), 0)`,
  net: sql<number>`coalesce(sum(${settlementLines.net}), 0)`,
};
const settledFigures = (r: Partial<SettledFigures> | undefined): SettledFigures => ({
  transactions: Number(r?.transactions ?? 0),
  gross: Number(r?.gross ?? 0),
  channelFee: Number(r?.channelFee ?? 0),
  mpsFee: Number(r?.mpsFee ?? 0),
  net: Number(r?.net ?? 0),
});

export function settlementTotals(ids: ProductScope, range: DateRange): SettledFigures {
  return settledFigures(db().select(SETTLED).from(settlementLines).innerJoin(settlements, eq(settlements.id, settlementLines.settlementId)).where(settled(ids, range)).get());
}

export function settlementByMonth(ids: ProductScope, range: DateRange): (SettledFigures & { month: string })[] {
  const m = month(settlements.reportDate);
  return db()
    .select({ month: m, ...SETTLED })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(settled(ids, range))
    .groupBy(m)
    .orderBy(m)
    .all()
    .map((r) => ({ month: r.month, ...settledFigures(r) }));
}

/**
 * Money paid per Jakarta month: allocations to the scope's billings made in the range and not reversed, surplus
 * excluded (the summary dashboard's revenue, models/dashboard.server.ts revenueTotal, month by month).
 */
export function revenueByMonth(ids: ProductScope, range: DateRange): { month: string; count: number; amount: number }[] {
  const start = new Date(`${range.from}T00:00:00+07:00`).toISOString();
  const end = new Date(new Date(`${range.to}T00:00:00+07:00`).getTime() + 86_400_000).toISOString();
  // created_at is a UTC instant: shifted to Jakarta time before its month is read.
  const m = sql<string>`substr(datetime(${paymentAllocations.createdAt}, '+7 hours'), 1, 7)`;
  return db()
    .select({ month: m, count: sql<number>`count(distinct ${paymentAllocations.billingId})`, amount: sql<number>`coalesce(sum(${paymentAllocations.amount} - ${paymentAllocations.surplus}), 0)` })
    .from(paymentAllocations)
    .innerJoin(billings, eq(billings.id, paymentAllocations.billingId))
    .where(and(isNull(paymentAllocations.reversedAt), inScope(billings.productId, ids), sql`${paymentAllocations.createdAt} >= ${start}`, sql`${paymentAllocations.createdAt} < ${end}`))
    .groupBy(m)
    .orderBy(m)
    .all()
    .map((r) => ({ month: r.month, count: Number(r.count), amount: Number(r.amount) }));
}
