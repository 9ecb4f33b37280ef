/**
 * The aggregates of the summary dashboard (issue 22, spec section 3 "Dashboard summary"), on the real tables.
 *
 * Every query takes the product ids a scope resolves to (null: every product; []: nothing) exactly as the lists do
 * (document-lists.server.ts scopeProductIds), so a figure here and the list it links to read the same rows.
 * Raw statements from db/prepared.ts's cache. The PO, billing, invoice, liabilities, ranking and ageing figures read
 * the summary tables of db/schema/dashboard.ts (a few rows per product and day or due date), which triggers keep in
 * step inside every writing transaction (migration 0027), instead of every invoice (tests/bench/README.md, "Summary
 * dashboard"). Revenue and expense read their own (small) tables directly.
 *
 * Meanings (README "Decisions", issue 22), kept from the sandbox's billings/dashboard_management:
 * - PO, billing, invoice: the documents created in the period (Jakarta dates), count and amount. Billings count once
 *   issued (issued or paid; a draft is not a bill); invoices while live (waiting for approval or approved).
 * - revenue: money paid in the period: payment allocations made in it, not reversed, less any surplus.
 * - expense: the payment channels' and the gateway's fees on settlement reports dated in the period.
 * - liabilities: the PPN of the billings issued in the period (owed to the state).
 * - receivables ageing: every outstanding invoice today (live, not fully paid) by its due date, at its balance.
 */
import { AGEING_BUCKETS, type AgeingBucket, type AgeingTotals } from "~/domain/ageing";
import { addDays } from "~/domain/dates";
import { type DayRange, periodPieces } from "~/domain/period-pieces";
import { one, type ProductIds, run, scopeSql } from "./raw-query.server";

export type { ProductIds };

/** Live invoices: the ones a customer holds (waiting for approval or approved); the rest were withdrawn or superseded. */
export const LIVE_INVOICE_STATUSES = ["invoiced", "approved"] as const;

/** `and day between ? and ?` on a summary table: Jakarta dates, the same days as instantRange's instants. */
const daySql = (from: string, to: string) => ({ sql: "day >= ? and day <= ?", params: [from, to] });

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
  const d = daySql(from, to);
  return one<CountAmount>(`select coalesce(sum(po_count), 0) as count, coalesce(sum(po_amount), 0) as amount from dash_daily where ${d.sql}${s.sql}`, [...d.params, ...s.params]);
}

export function billingTotals(ids: ProductIds, from: string, to: string): CountAmount & { tax: number } {
  if (ids?.length === 0) return { ...none, tax: 0 };
  const s = scopeSql("product_id", ids);
  const d = daySql(from, to);
  return one(
    `select coalesce(sum(billing_count), 0) as count, coalesce(sum(billing_amount), 0) as amount, coalesce(sum(billing_tax), 0) as tax
     from dash_daily where ${d.sql}${s.sql}`,
    [...d.params, ...s.params],
  );
}

export function invoiceTotals(ids: ProductIds, from: string, to: string): CountAmount {
  if (ids?.length === 0) return none;
  const s = scopeSql("product_id", ids);
  const d = daySql(from, to);
  return one<CountAmount>(`select coalesce(sum(invoice_count), 0) as count, coalesce(sum(invoice_amount), 0) as amount from dash_daily where ${d.sql}${s.sql}`, [
    ...d.params,
    ...s.params,
  ]);
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

/** The five products or customers with the most invoiced (live invoices created in the period), by amount. */
export function topByInvoiced(kind: "product" | "customer", ids: ProductIds, from: string, to: string, limit = 5): RankedRow[] {
  if (ids?.length === 0) return [];
  const s = scopeSql("d.product_id", ids);
  const range = [from, to];
  if (kind === "product") {
    return run<RankedRow>(
      `select d.product_id as id, p.name as name, sum(d.invoice_count) as count, sum(d.invoice_amount) as amount
       from dash_daily d join products p on p.id = d.product_id
       where d.day >= ? and d.day <= ? and d.invoice_count > 0${s.sql}
       group by d.product_id order by amount desc, p.name limit ?`,
      [...range, ...s.params, limit],
    );
  }
  return topCustomers(ids, from, to, limit);
}

/** The group a dash_customer_daily row ranks under: its customer, or its name when it has none (dash_customer_monthly's customer_key). */
const DAILY_CUSTOMER_KEY = "case when customer_id = '' then customer_name else customer_id end";

/** Whether any live invoice of the scope was created in the days (dash_daily: a few rows a day). */
function anyInvoiced(ids: ProductIds, days: DayRange): boolean {
  const s = scopeSql("product_id", ids);
  const d = daySql(days.from, days.to);
  return !!one<{ x: number } | undefined>(`select 1 as x from dash_daily where ${d.sql} and invoice_count > 0${s.sql} limit 1`, [...d.params, ...s.params]);
}

/**
 * The scope's product ids, every product's when the scope is every product: named even then, so a table keyed by
 * (product_id, ...) is read by one key range per product instead of whole.
 */
function productList(ids: ProductIds): string[] {
  return ids ?? run<{ id: string }>("select id from products order by id", []).map((p) => p.id);
}

/** Rows a product's list is read by, largest first. */
const RANKING_PAGE = 50;

/**
 * One whole month's top customers from dash_customer_ranking, by the threshold algorithm: the scope's products' lists
 * (each customer's amount in that product, largest first) are read a row at a time side by side; each customer met is
 * totalled over the scope's products; a customer not met yet has at most the sum of the amounts the lists stand at,
 * so once the limit-th total is above that sum no one else can enter (nor tie). A few rows per product instead of
 * every customer of the month. Names (the smallest, as the daily ranking) come from dash_customer_monthly.
 */
function topCustomersOfMonth(ids: ProductIds, month: string, limit: number): RankedRow[] {
  const products = productList(ids);
  const inProducts = scopeSql("product_id", products);
  type Row = { key: string; amount: number };
  const lists = products.map((product) => ({ product, rows: [] as Row[], at: 0, done: false, bound: 0 }));
  const totals = new Map<string, { count: number; amount: number }>();
  for (;;) {
    for (const list of lists.filter((l) => !l.done)) {
      if (list.at === list.rows.length) {
        const last = list.rows[list.rows.length - 1];
        list.rows = run<Row>(
          `select customer_key as key, amount from dash_customer_ranking where month = ? and product_id = ?${last ? " and (amount, customer_key) < (?, ?)" : ""}
           order by amount desc, customer_key desc limit ?`,
          [month, list.product, ...(last ? [last.amount, last.key] : []), RANKING_PAGE],
        );
        list.at = 0;
      }
      const row = list.rows[list.at++];
      if (!row) {
        list.done = true;
        continue;
      }
      // A customer is absent from a product's list at 0, so a negative amount bounds no one below 0.
      list.bound = Math.max(0, row.amount);
      if (!totals.has(row.key)) {
        totals.set(row.key, one(`select coalesce(sum(count), 0) as count, coalesce(sum(amount), 0) as amount from dash_customer_ranking where month = ? and customer_key = ?${inProducts.sql}`, [month, row.key, ...inProducts.params]));
      }
    }
    const live = [...totals].filter(([, t]) => t.count > 0).sort((a, b) => b[1].amount - a[1].amount);
    const threshold = lists.reduce((n, l) => n + (l.done ? 0 : l.bound), 0);
    const done = lists.every((l) => l.done);
    if (done || (live.length >= limit && live[limit - 1][1].amount > threshold)) {
      // Every customer tied with the last place is among `live`: names decide between them, as in the daily ranking.
      const cut = live.length >= limit ? live[limit - 1][1].amount : -Infinity;
      const ranked = live.filter(([, t]) => t.amount >= cut).map(([key, t]) => {
        const who = one<{ id: string; name: string }>(
          `select max(customer_id) as id, min(customer_name) as name from dash_customer_monthly where month = ? and customer_key = ? and count > 0${inProducts.sql}`,
          [month, key, ...inProducts.params],
        );
        return { id: who.id, name: who.name, count: t.count, amount: t.amount };
      });
      return ranked.sort((a, b) => b.amount - a.amount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, limit);
    }
  }
}

/**
 * Top customers by invoiced amount: whole months from dash_customer_monthly, the rest of the period from the daily
 * rows, added or taken away (domain/period-pieces.ts). customer_id '' stands for none: such invoices group by their
 * name, as coalesce(customer_id, customer_name) did; the name shown is the smallest of the group's in the period.
 */
function topCustomers(ids: ProductIds, from: string, to: string, limit: number): RankedRow[] {
  const pieces = periodPieces(from, to);
  // Days to take away that hold no live invoice take nothing away: "this month" is then its month's rows alone.
  const subtract = pieces.subtractDays.filter((days) => anyInvoiced(ids, days));
  const s = scopeSql("product_id", ids);
  if (pieces.months.length === 1 && !pieces.addDays.length && !subtract.length) return topCustomersOfMonth(ids, pieces.months[0], limit);
  const parts: string[] = [];
  const params: unknown[] = [];
  if (pieces.months.length) {
    parts.push(`select customer_key, customer_id, customer_name, count, amount from dash_customer_monthly where month in (${pieces.months.map(() => "?").join(",")})${s.sql}`);
    params.push(...pieces.months, ...s.params);
  }
  const daily = [...pieces.addDays.map((days) => ({ days, sign: "" })), ...subtract.map((days) => ({ days, sign: "-" }))];
  for (const { days, sign } of daily) {
    const d = daySql(days.from, days.to);
    parts.push(`select ${DAILY_CUSTOMER_KEY} as customer_key, customer_id, customer_name, ${sign}count as count, ${sign}amount as amount from dash_customer_daily where ${d.sql}${s.sql}`);
    params.push(...d.params, ...s.params);
  }
  // Net per customer and name first, so a name whose invoices were all taken away does not stand for the customer.
  return run<RankedRow>(
    `select max(customer_id) as id, min(customer_name) as name, sum(count) as count, sum(amount) as amount from (
       select customer_key, customer_id, customer_name, sum(count) as count, sum(amount) as amount
       from (${parts.join(" union all ")})
       group by customer_key, customer_id, customer_name having sum(count) > 0
     ) group by customer_key order by amount desc, name limit ?`,
    [...params, limit],
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
    const s = scopeSql("product_id", productList(ids));
    // Each bucket is a due-date range (Jakarta dates, computed here): a sum over one key range of dash_receivables'
    // (product_id, due_date) per product, instead of bucketing every row. The table holds OUTSTANDING_INVOICE_SQL's
    // invoices at OUTSTANDING_AMOUNT_SQL's balance (migration 0027).
    const parts = AGEING_BUCKETS.map((bucket) => {
      const { dueFrom, dueTo } = ageingDueRange(bucket, today);
      const range = [dueFrom === null ? "" : " and due_date >= ?", dueTo === null ? "" : " and due_date <= ?"].join("");
      return {
        sql: `select ? as bucket, coalesce(sum(count), 0) as count, coalesce(sum(amount), 0) as amount from dash_receivables where count > 0${range}${s.sql}`,
        params: [bucket, ...[dueFrom, dueTo].filter((d) => d !== null), ...s.params],
      };
    });
    const rows = run<{ bucket: AgeingBucket; count: number; amount: number }>(parts.map((p) => p.sql).join(" union all "), parts.flatMap((p) => p.params));
    for (const r of rows) buckets[r.bucket] = { count: r.count, amount: r.amount };
  }
  const all = AGEING_BUCKETS.map((b) => buckets[b]);
  return { buckets, total: { count: all.reduce((n, t) => n + t.count, 0), amount: all.reduce((n, t) => n + t.amount, 0) } };
}

/** Count and balance of outstanding invoices matching a list's own WHERE (the invoice list's ageing filter total). */
export function outstandingTotals(whereSql: string, params: unknown[]): AgeingTotals {
  return one<AgeingTotals>(`select count(*) as count, coalesce(sum(${OUTSTANDING_AMOUNT_SQL}), 0) as amount from invoices where ${whereSql}`, params);
}
