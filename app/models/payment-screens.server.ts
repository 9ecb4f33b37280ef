/**
 * The payments screens' reads (issue 20): the filtered, sorted, paged list (and its export), the open billings the
 * unmatched queue searches, and a payment's allocations with their billings and invoices. Writes stay in
 * payment.server.ts (through the payments service); this file only reads.
 */
import { and, asc, desc, eq, gte, inArray, isNull, like, lte, or, type SQL, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, paymentAllocations, payments, statementImports } from "#db/schema";

export const PAYMENT_SORTS = ["date", "amount", "created"] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
import { PAYMENT_MATCH_STATUSES, PAYMENT_STATUSES } from "~/domain/payment-statuses";

export { PAYMENT_MATCH_STATUSES, PAYMENT_STATUSES };
export const PAYMENT_PAGE_SIZE = 50;

export type PaymentFilters = {
  q: string;
  statusPayment: string;
  statusMatch: string;
  bank: string;
  account: string;
  dateFrom: string;
  dateTo: string;
  amountMin: number | null;
  amountMax: number | null;
};
export type PaymentListParams = { filters: PaymentFilters; sort: PaymentSort; dir: "asc" | "desc"; page: number; last: boolean };

/** Which payments a reader may see: every one (null), or those matched to billings of these products. */
export type PaymentScope = string[] | null;

function conditions(scope: PaymentScope, f: PaymentFilters): SQL[] {
  const where: SQL[] = [];
  if (scope) where.push(scope.length ? inArray(payments.productId, scope) : sql`0`);
  if (f.statusPayment) where.push(eq(payments.statusPayment, f.statusPayment as "settled"));
  if (f.statusMatch) where.push(eq(payments.statusMatch, f.statusMatch as "matched"));
  if (f.bank) where.push(eq(payments.bank, f.bank));
  if (f.account) where.push(eq(payments.account, f.account));
  if (f.dateFrom) where.push(gte(payments.transactionDate, f.dateFrom));
  if (f.dateTo) where.push(lte(payments.transactionDate, f.dateTo));
  if (f.amountMin !== null) where.push(gte(payments.amount, f.amountMin));
  if (f.amountMax !== null) where.push(lte(payments.amount, f.amountMax));
  if (f.q) {
    const text = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(sql`${payments.referenceNo} like ${text} escape '\\'`, sql`${payments.description} like ${text} escape '\\'`)!);
  }
  return where;
}

const SORT_COLUMN = { date: payments.transactionDate, amount: payments.amount, created: payments.createdAt } as const;

export type PaymentListRow = Pick<
  typeof payments.$inferSelect,
  "id" | "source" | "account" | "bank" | "transactionDate" | "description" | "referenceNo" | "amount" | "allocatedAmount" | "statusMatch" | "statusPayment" | "matchNote" | "createdAt" | "channel"
>;

const LIST_COLUMNS = {
  id: payments.id, source: payments.source, account: payments.account, bank: payments.bank, transactionDate: payments.transactionDate, description: payments.description,
  referenceNo: payments.referenceNo, amount: payments.amount, allocatedAmount: payments.allocatedAmount, statusMatch: payments.statusMatch, statusPayment: payments.statusPayment,
  matchNote: payments.matchNote, createdAt: payments.createdAt, channel: payments.channel,
};

/** One page of the list (offset paging: the payments table grows by statements, thousands a month, not millions). */
export function listPayments(scope: PaymentScope, params: PaymentListParams) {
  const where = and(...conditions(scope, params.filters));
  const total = db().select({ n: sql<number>`count(*)` }).from(payments).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAYMENT_PAGE_SIZE));
  const page = params.last ? pageCount : Math.min(Math.max(1, params.page), pageCount);
  const rows = paymentRows(scope, params, { limit: PAYMENT_PAGE_SIZE, offset: (page - 1) * PAYMENT_PAGE_SIZE });
  return { rows, total, page, pageCount };
}

/** Rows of the filter in the list's order (the export reads every row up to `limit`). */
export function paymentRows(scope: PaymentScope, params: Omit<PaymentListParams, "page" | "last">, { limit, offset = 0 }: { limit: number; offset?: number }): PaymentListRow[] {
  const order = params.dir === "asc" ? asc : desc;
  return db()
    .select(LIST_COLUMNS)
    .from(payments)
    .where(and(...conditions(scope, params.filters)))
    .orderBy(order(SORT_COLUMN[params.sort]), order(payments.createdAt), order(payments.id))
    .limit(limit)
    .offset(offset)
    .all();
}

/** The banks and accounts payments arrived through (the list's filter options). */
export function paymentBanksAndAccounts() {
  const banks = db().selectDistinct({ v: payments.bank }).from(payments).orderBy(asc(payments.bank)).all().map((r) => r.v).filter(Boolean);
  const accounts = db().selectDistinct({ v: payments.account }).from(payments).orderBy(asc(payments.account)).all().map((r) => r.v).filter(Boolean);
  return { banks, accounts };
}

/** The payments waiting to be matched (unmatched or partly matched), oldest first: the queue. */
export function waitingPayments(limit = 200): PaymentListRow[] {
  return db()
    .select(LIST_COLUMNS)
    .from(payments)
    .where(inArray(payments.statusMatch, ["unmatched", "partly matched"]))
    .orderBy(asc(payments.transactionDate), asc(payments.createdAt))
    .limit(limit)
    .all();
}

const AMOUNT_DUE = sql<number>`(case when ${billings.includePph} then ${billings.finalPriceWithPph} else ${billings.finalPrice} end)`;

export type OpenBillingRow = { id: string; billingNumber: string | null; customerName: string | null; amountDue: number; paidAmount: number; statusPaid: string; dueDate: string; invoiceId: string | null; invoiceNumber: string | null };

/**
 * Issued billings that may still take money, searched by amount (exact amount due or balance), by customer name or
 * by billing/invoice number. Nothing searched, nothing listed: the queue asks before it shows.
 */
export function searchOpenBillings(search: { amount: number | null; text: string }, limit = 20): OpenBillingRow[] {
  const where: SQL[] = [eq(billings.status, "issued")];
  if (search.amount === null && !search.text) return [];
  if (search.amount !== null) where.push(or(sql`${AMOUNT_DUE} = ${search.amount}`, sql`${AMOUNT_DUE} - ${billings.paidAmount} = ${search.amount}`)!);
  if (search.text) {
    const text = `%${search.text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        sql`json_extract(${billings.to}, '$.name') like ${text} escape '\\'`,
        like(billings.billingNumber, text),
        sql`exists (select 1 from invoices i where i.billing_id = ${billings.id} and i.invoice_number like ${text} escape '\\')`,
      )!,
    );
  }
  return db()
    .select({
      id: billings.id, billingNumber: billings.billingNumber, customerName: sql<string | null>`json_extract(${billings.to}, '$.name')`, amountDue: AMOUNT_DUE, paidAmount: billings.paidAmount,
      statusPaid: billings.statusPaid, dueDate: billings.dueDate,
      invoiceId: sql<string | null>`(select i.id from invoices i where i.billing_id = ${billings.id} order by i.created_at desc limit 1)`,
      invoiceNumber: sql<string | null>`(select i.invoice_number from invoices i where i.billing_id = ${billings.id} order by i.created_at desc limit 1)`,
    })
    .from(billings)
    .where(and(...where))
    .orderBy(asc(billings.dueDate), asc(billings.id))
    .limit(limit)
    .all();
}

/** A payment's allocations (reversed ones too), each with its billing's number and its newest invoice. */
export function allocationsWithDocuments(paymentId: string) {
  return db()
    .select({
      id: paymentAllocations.id, billingId: paymentAllocations.billingId, amount: paymentAllocations.amount, surplus: paymentAllocations.surplus, auto: paymentAllocations.auto,
      createdByName: paymentAllocations.createdByName, createdAt: paymentAllocations.createdAt, reversedAt: paymentAllocations.reversedAt, reversedByName: paymentAllocations.reversedByName,
      reversedReason: paymentAllocations.reversedReason, billingNumber: billings.billingNumber, statusPaid: billings.statusPaid, customerName: sql<string | null>`json_extract(${billings.to}, '$.name')`,
      invoiceId: sql<string | null>`(select i.id from ${invoices} i where i.billing_id = ${billings.id} order by i.created_at desc limit 1)`,
      invoiceNumber: sql<string | null>`(select i.invoice_number from ${invoices} i where i.billing_id = ${billings.id} order by i.created_at desc limit 1)`,
    })
    .from(paymentAllocations)
    .innerJoin(billings, eq(billings.id, paymentAllocations.billingId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(paymentAllocations.id))
    .all();
}

/** The billings' ids a payment is (or was) allocated to, for the detail's scope check. */
export const productIdsOfPayment = (paymentId: string) =>
  db()
    .selectDistinct({ productId: billings.productId })
    .from(paymentAllocations)
    .innerJoin(billings, eq(billings.id, paymentAllocations.billingId))
    .where(and(eq(paymentAllocations.paymentId, paymentId), isNull(paymentAllocations.reversedAt)))
    .all()
    .map((r) => r.productId);

/** The file a payment came in (its statement import), for the detail. */
export const importOfPayment = (importId: number | null) => (importId === null ? null : (db().select().from(statementImports).where(eq(statementImports.id, importId)).get() ?? null));
