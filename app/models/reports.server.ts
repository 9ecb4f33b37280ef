/**
 * The rows of the issue-22 reports (ageing detail, revenue, tax), read from the real tables in keyset
 * batches: a report of 100,000 rows is read BATCH rows at a time, never all at once (an export holds one batch).
 *
 * Every query takes the product ids the viewer's invoice list scope resolves to (null: every product; []:
 * nothing), as the lists and the dashboard (models/dashboard.server.ts) do, so a report and the list agree.
 */
import { AGEING_BUCKETS, type AgeingBucket, type AgeingTotals } from "~/domain/ageing";
import { ageingDueRange, OUTSTANDING_AMOUNT_SQL, OUTSTANDING_INVOICE_SQL } from "./dashboard.server";
import { BATCH, keysetBatches, one, type ProductIds, run, scopeSql } from "./raw-query.server";

export { BATCH, keysetBatches };

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------- ageing detail

export type AgeingFilters = { bucket?: AgeingBucket; productId?: string; customer?: string };
export type AgeingRow = {
  id: string;
  invoiceNumber: string | null;
  billingNumber: string;
  customerName: string;
  productName: string;
  billingDate: string;
  dueDate: string;
  createdAt: string;
  amount: number;
  outstanding: number;
};

function ageingWhere(ids: ProductIds, f: AgeingFilters, today: string) {
  const parts: string[] = [OUTSTANDING_INVOICE_SQL];
  const params: unknown[] = [];
  if (f.bucket) {
    const { dueFrom, dueTo } = ageingDueRange(f.bucket, today);
    if (dueFrom) {
    parts.push("due_date >= ?");
    params.push(dueFrom);
  }
    if (dueTo) {
    parts.push("due_date <= ?");
    params.push(dueTo);
  }
  }
  if (f.productId) {
    parts.push("product_id = ?");
    params.push(f.productId);
  }
  if (f.customer) {
    parts.push("customer_name like ? escape '\\'");
    params.push(`%${escapeLike(f.customer)}%`);
  }
  const s = scopeSql("product_id", ids);
  return { sql: parts.join(" and ") + s.sql, params: [...params, ...s.params] };
}

/** Outstanding invoices (live, not fully paid) by due date (oldest first), at their balance. */
export function ageingRows(ids: ProductIds, f: AgeingFilters, today: string): Iterable<AgeingRow> {
  if (ids?.length === 0) return [];
  const w = ageingWhere(ids, f, today);
  return keysetBatches<AgeingRow>((after) =>
    run<AgeingRow>(
      `select invoices.id, invoice_number as invoiceNumber, billing_number as billingNumber, customer_name as customerName,
              (select p.name from products p where p.id = invoices.product_id) as productName, billing_date as billingDate,
              due_date as dueDate, created_at as createdAt, final_price as amount, ${OUTSTANDING_AMOUNT_SQL} as outstanding
       from invoices where ${w.sql}${after ? " and (due_date, created_at, id) > (?, ?, ?)" : ""}
       order by due_date, created_at, id limit ${BATCH}`,
      [...w.params, ...(after ? [after.dueDate, after.createdAt, after.id] : [])],
    ),
  );
}

export function ageingCount(ids: ProductIds, f: AgeingFilters, today: string): number {
  if (ids?.length === 0) return 0;
  const w = ageingWhere(ids, f, today);
  return one<{ n: number }>(`select count(*) as n from invoices where ${w.sql}`, w.params).n;
}

/** Count and balance per bucket of the filtered rows (the report's totals per bucket). */
export function ageingBucketTotals(ids: ProductIds, f: AgeingFilters, today: string): Record<AgeingBucket, AgeingTotals> {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, { count: 0, amount: 0 }])) as Record<AgeingBucket, AgeingTotals>;
  if (ids?.length === 0) return buckets;
  const w = ageingWhere(ids, f, today);
  const bounds = AGEING_BUCKETS.map((b) => ageingDueRange(b, today));
  const rows = run<{ bucket: AgeingBucket; count: number; amount: number }>(
    `select case when due_date >= ? then 'current' when due_date >= ? then '1-15' when due_date >= ? then '16-30'
            when due_date >= ? then '31-45' else 'over-45' end as bucket,
            count(*) as count, coalesce(sum(${OUTSTANDING_AMOUNT_SQL}), 0) as amount
     from invoices where ${w.sql} group by bucket`,
    [bounds[0].dueFrom, bounds[1].dueFrom, bounds[2].dueFrom, bounds[3].dueFrom, ...w.params],
  );
  for (const r of rows) buckets[r.bucket] = { count: r.count, amount: r.amount };
  return buckets;
}

// ---------------------------------------------------------------- revenue

export type RevenueGroup = "product" | "customer" | "month";
export type RevenueFilters = { by: RevenueGroup; from: string; to: string; productId?: string };
export type RevenueRow = { key: string; label: string; count: number; invoiced: number; paid: number; outstanding: number };

const LIVE = "status_invoice in ('invoiced', 'approved')";
const OUTSTANDING_OR_ZERO = `case when status_paid <> 'paid' then ${OUTSTANDING_AMOUNT_SQL} else 0 end`;

function revenueWhere(ids: ProductIds, f: RevenueFilters) {
  const parts = [LIVE, "billing_date >= ?", "billing_date <= ?"];
  const params: unknown[] = [f.from, f.to];
  if (f.productId) {
    parts.push("product_id = ?");
    params.push(f.productId);
  }
  const s = scopeSql("product_id", ids);
  return { sql: parts.join(" and ") + s.sql, params: [...params, ...s.params] };
}

const GROUP_KEY: Record<RevenueGroup, string> = {
  product: "product_id",
  customer: "coalesce(customer_id, customer_name)",
  month: "substr(billing_date, 1, 7)",
};
const GROUP_LABEL: Record<RevenueGroup, string> = {
  product: "(select p.name from products p where p.id = invoices.product_id)", // the group key (min() of an outer column inside a subquery is refused by SQLite)
  customer: "min(customer_name)",
  month: "substr(min(billing_date), 1, 7)",
};

/**
 * Live invoices dated (billing date, the tax date) in the period, grouped: invoiced is their amount, outstanding
 * what is still owed on them today, paid the difference (so the three always add up).
 */
export function revenueRows(ids: ProductIds, f: RevenueFilters): Iterable<RevenueRow> {
  if (ids?.length === 0) return [];
  const w = revenueWhere(ids, f);
  const key = GROUP_KEY[f.by];
  return keysetBatches<RevenueRow>((after) =>
    run<RevenueRow>(
      `select ${key} as key, ${GROUP_LABEL[f.by]} as label, count(*) as count, sum(final_price) as invoiced,
              sum(final_price) - sum(${OUTSTANDING_OR_ZERO}) as paid, sum(${OUTSTANDING_OR_ZERO}) as outstanding
       from invoices where ${w.sql}${after ? ` and ${key} > ?` : ""} group by ${key} order by ${key} limit ${BATCH}`,
      [...w.params, ...(after ? [after.key] : [])],
    ),
  );
}

export function revenueCount(ids: ProductIds, f: RevenueFilters): number {
  if (ids?.length === 0) return 0;
  const w = revenueWhere(ids, f);
  return one<{ n: number }>(`select count(distinct ${GROUP_KEY[f.by]}) as n from invoices where ${w.sql}`, w.params).n;
}

export function revenueTotals(ids: ProductIds, f: RevenueFilters): { count: number; invoiced: number; paid: number; outstanding: number } {
  if (ids?.length === 0) return { count: 0, invoiced: 0, paid: 0, outstanding: 0 };
  const w = revenueWhere(ids, f);
  return one(
    `select count(*) as count, coalesce(sum(final_price), 0) as invoiced, coalesce(sum(final_price) - sum(${OUTSTANDING_OR_ZERO}), 0) as paid,
            coalesce(sum(${OUTSTANDING_OR_ZERO}), 0) as outstanding from invoices where ${w.sql}`,
    w.params,
  );
}

// ---------------------------------------------------------------- tax (PPN output)

/** Faktur states in which DJP granted a number: the ones a tax return lists. */
export const GRANTED_FAKTUR_STATUSES = ["received", "canceling", "cancel failed", "canceled", "replaced"] as const;

export type TaxFilters = { from: string; to: string; productId?: string };
export type TaxSourceRow = {
  id: string;
  invoiceNumber: string | null;
  billingDate: string;
  createdAt: string;
  statusFaktur: string;
  customerName: string;
  taxInvoice: string | null;
  billingDpp: number;
  billingTax: number;
};

function taxWhere(ids: ProductIds, f: TaxFilters) {
  const parts = [`status_faktur in (${GRANTED_FAKTUR_STATUSES.map(() => "?").join(",")})`, "billing_date >= ?", "billing_date <= ?"];
  const params: unknown[] = [...GRANTED_FAKTUR_STATUSES, f.from, f.to];
  if (f.productId) {
    parts.push("product_id = ?");
    params.push(f.productId);
  }
  const s = scopeSql("product_id", ids);
  return { sql: parts.join(" and ") + s.sql, params: [...params, ...s.params] };
}

/** Invoices whose faktur was granted, dated (the faktur's date is the billing date) in the period, by date. */
export function taxSourceRows(ids: ProductIds, f: TaxFilters): Iterable<TaxSourceRow> {
  if (ids?.length === 0) return [];
  const w = taxWhere(ids, f);
  return keysetBatches<TaxSourceRow>((after) =>
    run<TaxSourceRow>(
      `select invoices.id, invoice_number as invoiceNumber, billing_date as billingDate, created_at as createdAt, status_faktur as statusFaktur,
              customer_name as customerName, tax_invoice as taxInvoice,
              (select b.dpp from billings b where b.id = invoices.billing_id) as billingDpp,
              (select b.tax from billings b where b.id = invoices.billing_id) as billingTax
       from invoices where ${w.sql}${after ? " and (billing_date, created_at, id) > (?, ?, ?)" : ""}
       order by billing_date, created_at, id limit ${BATCH}`,
      [...w.params, ...(after ? [after.billingDate, after.createdAt, after.id] : [])],
    ),
  );
}

export function taxCount(ids: ProductIds, f: TaxFilters): number {
  if (ids?.length === 0) return 0;
  const w = taxWhere(ids, f);
  return one<{ n: number }>(`select count(*) as n from invoices where ${w.sql}`, w.params).n;
}

/** Fakturs the tax return counts: granted and neither cancelled (batal) nor superseded by a replacement. */
export const COUNTED_FAKTUR_STATUSES = ["received", "canceling", "cancel failed"] as const;

/** DPP and PPN of the counted fakturs in the period, as DJP granted them (the faktur's figures, else the billing's). */
export function taxTotals(ids: ProductIds, f: TaxFilters): { count: number; dpp: number; ppn: number } {
  if (ids?.length === 0) return { count: 0, dpp: 0, ppn: 0 };
  const w = taxWhere(ids, f);
  return one(
    `select count(*) as count,
            coalesce(sum(coalesce(cast(json_extract(tax_invoice, '$.data.jumlahDpp') as integer), (select b.dpp from billings b where b.id = invoices.billing_id))), 0) as dpp,
            coalesce(sum(coalesce(cast(json_extract(tax_invoice, '$.data.jumlahPpn') as integer), (select b.tax from billings b where b.id = invoices.billing_id))), 0) as ppn
     from invoices where ${w.sql} and status_faktur in (${COUNTED_FAKTUR_STATUSES.map(() => "?").join(",")})`,
    [...w.params, ...COUNTED_FAKTUR_STATUSES],
  );
}
