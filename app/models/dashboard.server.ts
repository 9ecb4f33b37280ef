/**
 * The aggregates of the summary dashboard (issue 22, spec section 3 "Dashboard summary"), on the real tables.
 *
 * Every query takes the product ids a scope resolves to (null: every product; []: nothing) exactly as the lists do
 * (document-lists.server.ts scopeProductIds), so a figure here and the list it links to read the same rows.
 * Raw statements from db/prepared.ts's cache: each is one pass over an index range (created_at or due_date),
 * which the invoice list's covering indexes already serve (tests/bench/README.md, "dashboard").
 *
 * Meanings (README "Decisions", issue 22), kept from the sandbox's billings/dashboard_management:
 * - PO, billing, invoice: the documents created in the period (Jakarta dates), count and amount. Billings count once
 *   issued (issued or paid; a draft is not a bill); invoices while live (waiting for approval or approved).
 * - revenue: money paid in the period: payment allocations made in it, not reversed, less any surplus.
 * - expense: the payment channels' and the gateway's fees on settlement reports dated in the period.
 * - liabilities: the PPN of the billings issued in the period (owed to the state).
 * - receivables ageing: every outstanding invoice today (live, not fully paid) by its due date, at its balance.
 */
import { db } from "#db/client.server";
import { statement } from "#db/prepared";
import { AGEING_BUCKETS, type AgeingBucket, type AgeingTotals } from "~/domain/ageing";
import { addDays } from "~/domain/dates";

export type ProductIds = string[] | null;

/** Live invoices: the ones a customer holds (waiting for approval or approved); the rest were withdrawn or superseded. */
export const LIVE_INVOICE_STATUSES = ["invoiced", "approved"] as const;

const run = <T>(sql: string, params: unknown[]): T[] => statement(db(), sql).all(...params) as T[];
const one = <T>(sql: string, params: unknown[]): T => statement(db(), sql).get(...params) as T;

/** `and <column> in (...)` for a scope; a scope of no products is answered without a query. */
function scopeSql(column: string, ids: ProductIds): { sql: string; params: unknown[] } {
  if (ids === null) return { sql: "", params: [] };
  // A handful of products: placeholders, so SQLite probes the (product_id, created_at) index once per product.
  if (ids.length <= 50) return { sql: ` and ${column} in (${ids.map(() => "?").join(",")})`, params: ids };
  return { sql: ` and ${column} in (select value from json_each(?))`, params: [JSON.stringify(ids)] };
}

/** The UTC instants (ISO text, as created_at stores them) bounding Jakarta dates from..to inclusive. */
export function instantRange(from: string, to: string): [string, string] {
  const start = new Date(`${from}T00:00:00+07:00`).toISOString();
  const end = new Date(`${addDays(to, 1)}T00:00:00+07:00`).toISOString();
  return [start, end];
}

export type CountAmount = { count: number; amount: number };
const none: CountAmount = { count: 0, amount: 0 };

export function purchaseOrderTotals(ids: ProductIds, from: string, to: string): CountAmount {
  if (ids?.length === 0) return none;
  const s = scopeSql("product_id", ids);
  return one<CountAmount>(`select count(*) as count, coalesce(sum(total_price), 0) as amount from purchase_orders where created_at >= ? and created_at < ?${s.sql}`, [...instantRange(from, to), ...s.params]);
}

export function billingTotals(ids: ProductIds, from: string, to: string): CountAmount & { tax: number } {
  if (ids?.length === 0) return { ...none, tax: 0 };
  const s = scopeSql("product_id", ids);
  return one(
    `select count(*) as count, coalesce(sum(final_price), 0) as amount, coalesce(sum(tax), 0) as tax from billings
     where created_at >= ? and created_at < ? and status in ('issued', 'paid')${s.sql}`,
    [...instantRange(from, to), ...s.params],
  );
}

export function invoiceTotals(ids: ProductIds, from: string, to: string): CountAmount {
  if (ids?.length === 0) return none;
  const s = scopeSql("product_id", ids);
  return one<CountAmount>(
    `select count(*) as count, coalesce(sum(final_price), 0) as amount from invoices
     where created_at >= ? and created_at < ? and status_invoice in ('invoiced', 'approved')${s.sql}`,
    [...instantRange(from, to), ...s.params],
  );
}

/** Money paid in the period: allocations to billings of the scope made in it and not reversed, surplus excluded. */
export function revenueTotal(ids: ProductIds, from: string, to: string): CountAmount {
  if (ids?.length === 0) return none;
  const s = scopeSql("b.product_id", ids);
  return one<CountAmount>(
    `select count(distinct a.billing_id) as count, coalesce(sum(a.amount - a.surplus), 0) as amount
     from payment_allocations a join billings b on b.id = a.billing_id
     where a.created_at >= ? and a.created_at < ? and a.reversed_at is null${s.sql}`,
    [...instantRange(from, to), ...s.params],
  );
}

/** Fees the channels and the gateway kept, on settlement reports dated in the period (lines of the scope's products). */
export function expenseTotal(ids: ProductIds, from: string, to: string): number {
  if (ids?.length === 0) return 0;
  const s = scopeSql("l.product_id", ids);
  const row = one<{ fee: number }>(
    `select coalesce(sum(l.channel_fee + l.mps_fee), 0) as fee from settlement_lines l join settlements t on t.id = l.settlement_id
     where t.report_date >= ? and t.report_date <= ?${s.sql}`,
    [from, to, ...s.params],
  );
  return row.fee;
}

export type RankedRow = { id: string; name: string; count: number; amount: number };

/** The five products and customers with the most invoiced (live invoices created in the period), by amount. */
export function topByInvoiced(kind: "product" | "customer", ids: ProductIds, from: string, to: string, limit = 5): RankedRow[] {
  if (ids?.length === 0) return [];
  const s = scopeSql("i.product_id", ids);
  const range = instantRange(from, to);
  if (kind === "product") {
    return run<RankedRow>(
      `select i.product_id as id, p.name as name, count(*) as count, sum(i.final_price) as amount
       from invoices i join products p on p.id = i.product_id
       where i.created_at >= ? and i.created_at < ? and i.status_invoice in ('invoiced', 'approved')${s.sql}
       group by i.product_id order by amount desc, p.name limit ?`,
      [...range, ...s.params, limit],
    );
  }
  return run<RankedRow>(
    `select coalesce(i.customer_id, '') as id, min(i.customer_name) as name, count(*) as count, sum(i.final_price) as amount
     from invoices i
     where i.created_at >= ? and i.created_at < ? and i.status_invoice in ('invoiced', 'approved')${s.sql}
     group by coalesce(i.customer_id, i.customer_name) order by amount desc, name limit ?`,
    [...range, ...s.params, limit],
  );
}

/**
 * The due-date range (inclusive, either end open) that puts an invoice in a bucket on `today`: the inverse of
 * domain/ageing.ts ageingBucket, so the dashboard and the invoice list's ageing filter agree by construction.
 */
export function ageingDueRange(bucket: AgeingBucket, today: string): { dueFrom: string | null; dueTo: string | null } {
  switch (bucket) {
    case "current":
      return { dueFrom: today, dueTo: null };
    case "1-15":
      return { dueFrom: addDays(today, -15), dueTo: addDays(today, -1) };
    case "16-30":
      return { dueFrom: addDays(today, -30), dueTo: addDays(today, -16) };
    case "31-45":
      return { dueFrom: addDays(today, -45), dueTo: addDays(today, -31) };
    case "over-45":
      return { dueFrom: null, dueTo: addDays(today, -46) };
  }
}

/** An outstanding invoice: live and not fully paid. The same SQL drives the list's ageing filter. */
export const OUTSTANDING_INVOICE_SQL = "status_invoice in ('invoiced', 'approved') and status_paid <> 'paid'";
/** What is still owed on an outstanding invoice: its amount less what was paid on its billing. */
export const OUTSTANDING_AMOUNT_SQL = "(final_price - case when status_paid = 'partly paid' then coalesce((select b.paid_amount from billings b where b.id = invoices.billing_id), 0) else 0 end)";

/** Receivables ageing: count and balance of the outstanding invoices in each bucket on `today`. */
export function ageingTotals(ids: ProductIds, today: string): { buckets: Record<AgeingBucket, AgeingTotals>; total: AgeingTotals } {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, { count: 0, amount: 0 }])) as Record<AgeingBucket, AgeingTotals>;
  if (ids?.length !== 0) {
    const s = scopeSql("product_id", ids);
    const bounds = AGEING_BUCKETS.map((b) => ageingDueRange(b, today));
    // Buckets by due date, the boundaries computed here (Jakarta dates), so SQL compares text only.
    const rows = run<{ bucket: AgeingBucket; count: number; amount: number }>(
      `select case when due_date >= ? then 'current' when due_date >= ? then '1-15' when due_date >= ? then '16-30'
              when due_date >= ? then '31-45' else 'over-45' end as bucket,
              count(*) as count, coalesce(sum(${OUTSTANDING_AMOUNT_SQL}), 0) as amount
       from invoices where ${OUTSTANDING_INVOICE_SQL}${s.sql} group by bucket`,
      [bounds[0].dueFrom, bounds[1].dueFrom, bounds[2].dueFrom, bounds[3].dueFrom, ...s.params],
    );
    for (const r of rows) buckets[r.bucket] = { count: r.count, amount: r.amount };
  }
  const all = AGEING_BUCKETS.map((b) => buckets[b]);
  return { buckets, total: { count: all.reduce((n, t) => n + t.count, 0), amount: all.reduce((n, t) => n + t.amount, 0) } };
}

/** Count and balance of outstanding invoices matching a list's own WHERE (the invoice list's ageing filter total). */
export function outstandingTotals(whereSql: string, params: unknown[]): AgeingTotals {
  return one<AgeingTotals>(`select count(*) as count, coalesce(sum(${OUTSTANDING_AMOUNT_SQL}), 0) as amount from invoices where ${whereSql}`, params);
}
