/**
 * Customers' credit (issue 20): what over-payments left (customer_credits), what was spent of it (applied to an
 * open billing, or refunded: customer_credit_movements), and the balance between them. A customer is the
 * customers row a billing's `to` party was filed under (by NPWP, or by name without one: upsertCustomer), so credit
 * from any product's billing can pay any other open billing of the same customer. Only this model writes the
 * movements; the credit service (services/payments/credit.server.ts) orchestrates.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow } from "#db/prepared";
import { activityLogs, billings, customerCreditMovements, customerCredits, customers, invoices, payments } from "#db/schema";
import type { Actor } from "#machines/types";

type Handle = Tx | ReturnType<typeof db>;
export type CreditMovementRow = typeof customerCreditMovements.$inferSelect;

const granted = (customerId: string) =>
  sql<number>`coalesce((select sum(c.amount) from ${customerCredits} c where c.customer_id = ${customerId} and c.reversed_at is null), 0)`;
const spent = (customerId: string) =>
  sql<number>`coalesce((select sum(m.amount) from ${customerCreditMovements} m where m.customer_id = ${customerId} and m.reversed_at is null), 0)`;

/** The customer's credit still available: over-payments not reversed, less what was applied or refunded and not reversed. */
export function availableCredit(customerId: string, handle: Handle = db()): number {
  const row = handle.select({ granted: granted(customerId), spent: spent(customerId) }).from(sql`(select 1)`).get();
  return Number(row?.granted ?? 0) - Number(row?.spent ?? 0);
}

export const customerById = (customerId: string, handle: Handle = db()) =>
  handle.select({ id: customers.id, name: customers.name, npwp: customers.npwp }).from(customers).where(eq(customers.id, customerId)).get() ?? null;

export function insertCreditMovement(tx: Tx, values: Omit<typeof customerCreditMovements.$inferInsert, "id">): number {
  return Number(insertRow(tx, customerCreditMovements, values).lastInsertRowid);
}

/** Un-matching a credit payment gives its credit back: the movement stays, marked reversed with who and why. */
export function reverseCreditMovementsOfPayment(tx: Tx, paymentId: string, actor: Actor, reason: string, at: string): CreditMovementRow[] {
  return tx
    .update(customerCreditMovements)
    .set({ reversedAt: at, reversedByName: actor.name, reversedReason: reason })
    .where(and(eq(customerCreditMovements.paymentId, paymentId), isNull(customerCreditMovements.reversedAt)))
    .returning()
    .all();
}

/** The customers whose credit an over-payment of this payment made (their balance must stay at zero or above). */
export const customersCreditedBy = (paymentId: string, handle: Handle) =>
  handle
    .selectDistinct({ customerId: customerCredits.customerId, customerName: customerCredits.customerName })
    .from(customerCredits)
    .where(eq(customerCredits.paymentId, paymentId))
    .all()
    .filter((r): r is { customerId: string; customerName: string } => r.customerId !== null);

/** The audit trail's row for a credit action (activity_logs, entity "customer-credit", the customer's id). */
export function logCreditActivity(tx: Tx, actor: Actor, action: string, customerId: string, detail: Record<string, unknown>, ip: string | null) {
  tx.insert(activityLogs).values({ userId: actor.id, action, detail, ip, entity: "customer-credit", entityId: customerId }).run();
}

/** Which credits a reader may see: every one (null), or those from billings of these products. */
export type CreditScope = string[] | null;
export type CreditFilters = { q: string; balance: "open" | "all"; sort: "balance" | "name" | "latest"; page: number };
export const CREDIT_PAGE_SIZE = 50;

export type CreditListRow = { customerId: string; customerName: string; granted: number; spent: number; available: number; latestAt: string; credits: number };

/**
 * One row per customer that has ever had credit (in the reader's scope), with the customer's balance: the credit is
 * the customer's money, one number whatever product's billing it came from. Grouped in SQL; the table holds one row
 * per over-payment, so a few thousand a year.
 */
export function listCustomerCredits(scope: CreditScope, f: CreditFilters) {
  const where: SQL[] = [isNull(customerCredits.reversedAt), sql`${customerCredits.customerId} is not null`];
  if (scope) where.push(scope.length ? sql`exists (select 1 from ${billings} b where b.id = ${customerCredits.billingId} and b.product_id in ${scope})` : sql`0`);
  if (f.q) {
    const text = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(sql`${customerCredits.customerName} like ${text} escape '\\'`);
  }
  const spentOf = sql<number>`coalesce((select sum(m.amount) from ${customerCreditMovements} m where m.customer_id = ${customerCredits.customerId} and m.reversed_at is null), 0)`;
  const grantedAll = sql<number>`(select sum(c2.amount) from ${customerCredits} c2 where c2.customer_id = ${customerCredits.customerId} and c2.reversed_at is null)`;
  const available = sql<number>`${grantedAll} - ${spentOf}`;
  const base = db()
    .select({
      customerId: sql<string>`${customerCredits.customerId}`.as("customer_id"), customerName: sql<string>`max(${customerCredits.customerName})`.as("customer_name"), granted: grantedAll.as("granted"),
      spent: spentOf.as("spent"), available: available.as("available"), latestAt: sql<string>`max(${customerCredits.createdAt})`.as("latest_at"), credits: sql<number>`count(*)`.as("credits"),
    })
    .from(customerCredits)
    .where(and(...where))
    .groupBy(customerCredits.customerId)
    .having(f.balance === "open" ? sql`${available} > 0` : undefined)
    .as("credit_rows");
  const total = db().select({ n: sql<number>`count(*)` }).from(base).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CREDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, f.page), pageCount);
  const order = f.sort === "name" ? [asc(base.customerName)] : f.sort === "latest" ? [desc(base.latestAt)] : [desc(base.available), asc(base.customerName)];
  const rows = db()
    .select()
    .from(base)
    .orderBy(...order, asc(base.customerId))
    .limit(CREDIT_PAGE_SIZE)
    .offset((page - 1) * CREDIT_PAGE_SIZE)
    .all() as CreditListRow[];
  return { rows, total, page, pageCount };
}

/** Whether a scoped reader may see this customer's credit: some over-payment of theirs paid a billing in the scope. */
export function customerCreditInScope(scope: CreditScope, customerId: string): boolean {
  const where: SQL[] = [eq(customerCredits.customerId, customerId)];
  if (scope) where.push(scope.length ? inArray(billings.productId, scope) : sql`0`);
  return !!db().select({ id: customerCredits.id }).from(customerCredits).innerJoin(billings, eq(billings.id, customerCredits.billingId)).where(and(...where)).limit(1).get();
}

export type CreditHistoryEntry = {
  key: string;
  kind: "credit" | "applied" | "refunded";
  at: string;
  amount: number;
  paymentId: string | null;
  paymentReference: string | null;
  billingId: string | null;
  billingNumber: string | null;
  by: string | null;
  reversedAt: string | null;
  reversedBy: string | null;
  reversedReason: string | null;
  refund: { bankName: string | null; bankAccount: string | null; accountHolder: string | null; transferReference: string | null; transferDate: string | null; reason: string | null } | null;
};

/** The customer's credit history, newest first: over-payments (credit in), applications and refunds (credit out). */
export function creditHistoryOf(customerId: string, scope: CreditScope): CreditHistoryEntry[] {
  const inScope = (billingId: string | null) => scope === null || billingId === null || scopeBillings(scope, billingId);
  const grants = db()
    .select({ c: customerCredits, reference: payments.referenceNo, number: billings.billingNumber })
    .from(customerCredits)
    .innerJoin(payments, eq(payments.id, customerCredits.paymentId))
    .innerJoin(billings, eq(billings.id, customerCredits.billingId))
    .where(eq(customerCredits.customerId, customerId))
    .all()
    .filter((r) => inScope(r.c.billingId))
    .map(({ c, reference, number }): CreditHistoryEntry => ({
      key: `c${c.id}`, kind: "credit", at: c.createdAt, amount: c.amount, paymentId: c.paymentId, paymentReference: reference, billingId: c.billingId, billingNumber: number, by: null,
      reversedAt: c.reversedAt, reversedBy: null, reversedReason: null, refund: null,
    }));
  const movements = db()
    .select({ m: customerCreditMovements, number: billings.billingNumber, reference: payments.referenceNo })
    .from(customerCreditMovements)
    .leftJoin(billings, eq(billings.id, customerCreditMovements.billingId))
    .leftJoin(payments, eq(payments.id, customerCreditMovements.paymentId))
    .where(eq(customerCreditMovements.customerId, customerId))
    .all()
    .filter((r) => inScope(r.m.billingId))
    .map(({ m, number, reference }): CreditHistoryEntry => ({
      key: `m${m.id}`, kind: m.kind, at: m.createdAt, amount: m.amount, paymentId: m.paymentId, paymentReference: reference, billingId: m.billingId, billingNumber: number, by: m.createdByName,
      reversedAt: m.reversedAt, reversedBy: m.reversedByName, reversedReason: m.reversedReason,
      refund: m.kind === "refunded" ? { bankName: m.bankName, bankAccount: m.bankAccount, accountHolder: m.accountHolder, transferReference: m.transferReference, transferDate: m.transferDate, reason: m.reason } : null,
    }));
  return [...grants, ...movements].sort((a, b) => (a.at === b.at ? b.key.localeCompare(a.key) : b.at.localeCompare(a.at)));
}

const scopeBillings = (scope: string[], billingId: string) =>
  !!db().select({ id: billings.id }).from(billings).where(and(eq(billings.id, billingId), scope.length ? inArray(billings.productId, scope) : sql`0`)).get();

export type OpenBillingForCredit = { id: string; billingNumber: string | null; amountDue: number; paidAmount: number; balance: number; statusPaid: string; dueDate: string; invoiceNumber: string | null };

const AMOUNT_DUE = sql<number>`(case when ${billings.includePph} then ${billings.finalPriceWithPph} else ${billings.finalPrice} end)`;

/** The customer's issued billings with a balance still due (the ones credit can pay), in the reader's scope, oldest due first. */
export function openBillingsOfCustomer(customerId: string, scope: CreditScope, limit = 100): OpenBillingForCredit[] {
  const where: SQL[] = [eq(billings.customerId, customerId), eq(billings.status, "issued"), sql`${AMOUNT_DUE} > ${billings.paidAmount}`];
  if (scope) where.push(scope.length ? inArray(billings.productId, scope) : sql`0`);
  return db()
    .select({
      id: billings.id, billingNumber: billings.billingNumber, amountDue: AMOUNT_DUE, paidAmount: billings.paidAmount, balance: sql<number>`${AMOUNT_DUE} - ${billings.paidAmount}`,
      statusPaid: billings.statusPaid, dueDate: billings.dueDate,
      invoiceNumber: sql<string | null>`(select i.invoice_number from ${invoices} i where i.billing_id = ${billings.id} order by i.created_at desc limit 1)`,
    })
    .from(billings)
    .where(and(...where))
    .orderBy(asc(billings.dueDate), asc(billings.id))
    .limit(limit)
    .all();
}

/** The customer whose credit a payment made (an over-payment) or spent (a credit payment), if any: the payment page links there. */
export function creditCustomerOfPayment(paymentId: string): string | null {
  const made = db().select({ id: customerCredits.customerId }).from(customerCredits).where(and(eq(customerCredits.paymentId, paymentId), sql`${customerCredits.customerId} is not null`)).limit(1).get();
  if (made?.id) return made.id;
  return db().select({ id: customerCreditMovements.customerId }).from(customerCreditMovements).where(eq(customerCreditMovements.paymentId, paymentId)).limit(1).get()?.id ?? null;
}
