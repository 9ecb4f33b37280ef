/**
 * The payments screens' reads (issue 20): the filtered, sorted, paged list (and its export), the open billings the
 * unmatched queue searches, and a payment's allocations with their billings and invoices. Writes stay in
 * payment.server.ts (through the payments service); this file only reads.
 */
import { and, asc, eq, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { statement } from "#db/prepared";
import { billings, invoices, paymentAllocations, payments, statementImports } from "#db/schema";
import { type Cursor, keysetList, type ListEngine, type ListTerm, type PageInfo, type SortDir } from "./document-lists.server";

export const PAYMENT_SORTS = ["date", "amount", "created"] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
import { PAYMENT_MATCH_STATUSES, PAYMENT_STATUSES } from "~/domain/payment-statuses";

export { PAYMENT_MATCH_STATUSES, PAYMENT_STATUSES };

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
/** The list's URL state: its own filters, and the document lists' sort and keyset paging (after/before/last/page). */
export type PaymentListParams = { filters: PaymentFilters; sort: PaymentSort; dir: SortDir; cursor: Cursor | null; last: boolean; page: number | null };

/** Which payments a reader may see: every one (null), or those matched to billings of these products. */
export type PaymentScope = string[] | null;

const eqTerm = (column: string, value: string): ListTerm => ({ sql: `{${column}} = ?`, params: [value], column, eq: true });
const rangeTerms = (column: string, from: string | number | null, to: string | number | null): ListTerm[] => [
  ...(from !== null && from !== "" ? [{ sql: `{${column}} >= ?`, params: [from], column }] : []),
  ...(to !== null && to !== "" ? [{ sql: `{${column}} <= ?`, params: [to], column }] : []),
];

/** The list's filters and the reader's scope as the engine's terms ("none": the scope sees no payment). */
function paymentTerms(scope: PaymentScope, f: PaymentFilters): ListTerm[] | "none" {
  const terms: ListTerm[] = [];
  if (scope) {
    if (!scope.length) return "none";
    terms.push({ sql: "{product_id} in (select value from json_each(?))", params: [JSON.stringify(scope)], column: "product_id" });
  }
  if (f.statusPayment) terms.push(eqTerm("status_payment", f.statusPayment));
  if (f.statusMatch) terms.push(eqTerm("status_match", f.statusMatch));
  if (f.bank) terms.push(eqTerm("bank", f.bank));
  if (f.account) terms.push(eqTerm("account", f.account));
  terms.push(...rangeTerms("transaction_date", f.dateFrom, f.dateTo), ...rangeTerms("amount", f.amountMin, f.amountMax));
  if (f.q) {
    // Any part of the bank's reference or description: no index serves that, so it never drives the plan.
    const text = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    terms.push({ sql: "(reference_no like ? escape '\\' or description like ? escape '\\')", params: [text, text], residual: true });
  }
  return terms;
}

/**
 * The payments list on the document lists' engine (keyset paging, capped count, the plan chosen by the count).
 * Every order ends in created_at and rowid, which the (column, created_at) indexes carry (migration 0016): an
 * equality on status_match, bank or account in front of the transaction date is one index range.
 */
function paymentEngine(f: PaymentFilters, queue = false): ListEngine {
  return {
    table: "payments",
    sorts: {
      date: { columns: ["transaction_date", "created_at"], prefixable: ["status_match", "bank", "account"] },
      amount: { columns: ["amount", "created_at"] },
      created: { columns: ["created_at"], prefixable: ["status_match", "status_payment", "product_id", "division_id"] },
    },
    // The queue's two statuses: each one's range of (status_match, transaction_date, created_at) is in order; merged.
    partitions: (sort) => (queue && sort === "date" ? { parts: WAITING.map((s) => [eqTerm("status_match", s)]) } : null),
    // The transaction and received dates move together: a range on one is a narrow band of the other's order.
    correlated: (sort) => Boolean(f.dateFrom || f.dateTo) && sort !== "date",
  };
}

export type PaymentListRow = Pick<
  typeof payments.$inferSelect,
  "id" | "source" | "account" | "bank" | "transactionDate" | "description" | "referenceNo" | "amount" | "allocatedAmount" | "statusMatch" | "statusPayment" | "matchNote" | "createdAt" | "channel"
>;

const ROW_SQL = `select t.rowid as r, t.id, t.source, t.account, t.bank, t.transaction_date as transactionDate, t.description, t.reference_no as referenceNo, t.amount,
  t.allocated_amount as allocatedAmount, t.status_match as statusMatch, t.status_payment as statusPayment, t.match_note as matchNote, t.created_at as createdAt, t.channel
  from payments t`;

/** One page of the list, and the page info the shared pager reads. */
export function listPayments(scope: PaymentScope, params: PaymentListParams): { rows: PaymentListRow[]; info: PageInfo } {
  return keysetList<PaymentListRow & { r: number }>(paymentEngine(params.filters), paymentTerms(scope, params.filters), params, ROW_SQL);
}

/** Rows of the filter in the list's order (the export reads every row up to `limit`, in one statement). */
export function paymentRows(scope: PaymentScope, params: Omit<PaymentListParams, "cursor" | "page" | "last">, { limit }: { limit: number }): PaymentListRow[] {
  const terms = paymentTerms(scope, params.filters);
  if (terms === "none") return [];
  const where = terms.map((t) => t.sql.replaceAll(/\{(\w+)\}/g, "$1"));
  const order = [...paymentEngine(params.filters).sorts[params.sort].columns, "rowid"].map((c) => `${c} ${params.dir}`).join(", ");
  const sql_ = `${ROW_SQL} ${where.length ? `where ${where.join(" and ")}` : ""} order by ${order} limit ?`;
  return statement(db(), sql_).all(...terms.flatMap((t) => t.params), limit) as PaymentListRow[];
}

/** The banks and accounts payments arrived through (the list's filter options). */
export function paymentBanksAndAccounts() {
  const banks = db().selectDistinct({ v: payments.bank }).from(payments).orderBy(asc(payments.bank)).all().map((r) => r.v).filter(Boolean);
  const accounts = db().selectDistinct({ v: payments.account }).from(payments).orderBy(asc(payments.account)).all().map((r) => r.v).filter(Boolean);
  return { banks, accounts };
}

const WAITING = ["unmatched", "partly matched"] as const;

/** The payments waiting to be matched (unmatched or partly matched), oldest first: the queue, paged as the list is. */
export function waitingPayments(paging: Pick<PaymentListParams, "cursor" | "last" | "page">): { rows: PaymentListRow[]; info: PageInfo } {
  const terms: ListTerm[] = [{ sql: "{status_match} in (select value from json_each(?))", params: [JSON.stringify(WAITING)], column: "status_match" }];
  return keysetList<PaymentListRow & { r: number }>(paymentEngine(EMPTY_PAYMENT_FILTERS, true), terms, { ...paging, sort: "date", dir: "asc" }, ROW_SQL);
}

const EMPTY_PAYMENT_FILTERS: PaymentFilters = { q: "", statusPayment: "", statusMatch: "", bank: "", account: "", dateFrom: "", dateTo: "", amountMin: null, amountMax: null };

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
