/**
 * The rows of three issue-22 reports: payments and settlement, the recurring billing forecast's profiles, and the
 * audit trail of money-relevant changes. Payments and audit rows are read in keyset pages of BATCH rows (an export
 * holds one page at a time); recurring profiles are few (one per contract) and read whole.
 *
 * Every query takes the product ids the viewer's list scope resolves to (null: every product; []: nothing), so a
 * report shows what the lists show.
 */
import { BATCH, keysetBatches, one, type ProductIds, run, scopeSql } from "./raw-query.server";

export { BATCH, keysetBatches as keysetPages, type ProductIds };

/** A Jakarta calendar day range as UTC instants: [from 00:00 WIB, the day after `to` 00:00 WIB). */
function instantRange(from: string, to: string): [string, string] {
  const shift = (day: string, days: number) => {
    const d = new Date(`${day}T00:00:00.000Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  return [`${shift(from, -1)}T17:00:00.000Z`, `${to}T17:00:00.000Z`];
}

// ---------------------------------------------------------------- payments and settlement

export type PaymentReportFilters = { from: string; to: string; productId?: string; status?: string };
export type PaymentReportRow = {
  id: string;
  transactionDate: string;
  createdAt: string;
  channel: string;
  customer: string | null;
  invoices: string | null;
  amount: number;
  statusMatch: string;
  settlementReference: string | null;
  gross: number | null;
  channelFee: number | null;
  mpsFee: number | null;
  net: number | null;
  settledAt: string | null;
};
export type PaymentReportTotals = { count: number; amount: number; gross: number; channelFee: number; mpsFee: number; net: number };

function paymentWhere(ids: ProductIds, f: PaymentReportFilters) {
  // transaction_date is a day (or a day and a time): the day after `to` is the open end.
  const end = new Date(`${f.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const parts = ["p.transaction_date >= ?", "p.transaction_date < ?"];
  const params: unknown[] = [f.from, end.toISOString().slice(0, 10)];
  const scope = scopeSql("p.product_id", ids);
  if (f.productId) {
    parts.push("p.product_id = ?");
    params.push(f.productId);
  }
  if (f.status) {
    parts.push("p.status_match = ?");
    params.push(f.status);
  }
  return { sql: parts.join(" and ") + scope.sql, params: [...params, ...scope.params] };
}

const PAYMENT_FROM = `from payments p
  left join settlement_lines sl on sl.payment_id = p.id
  left join settlements s on s.id = sl.settlement_id`;

export function paymentReportPage(ids: ProductIds, f: PaymentReportFilters, after: PaymentReportRow | null): PaymentReportRow[] {
  const where = paymentWhere(ids, f);
  const keyset = after ? " and (p.transaction_date, p.created_at, p.id) > (?, ?, ?)" : "";
  return run<PaymentReportRow>(
    `select p.id, p.transaction_date as transactionDate, p.created_at as createdAt,
       coalesce(nullif(p.channel, ''), nullif(p.bank, ''), p.account) as channel,
       (select group_concat(distinct i.customer_name) from payment_allocations a join invoices i on i.billing_id = a.billing_id
         where a.payment_id = p.id and a.reversed_at is null) as customer,
       (select group_concat(i.invoice_number, ', ') from payment_allocations a join invoices i on i.billing_id = a.billing_id
         where a.payment_id = p.id and a.reversed_at is null and i.invoice_number is not null) as invoices,
       p.amount, p.status_match as statusMatch, s.reference as settlementReference,
       sl.gross, sl.channel_fee as channelFee, sl.mps_fee as mpsFee, sl.net,
       case when s.status_settlement = 'settled' then s.settled_at end as settledAt
     ${PAYMENT_FROM}
     where ${where.sql}${keyset}
     order by p.transaction_date, p.created_at, p.id limit ${BATCH}`,
    [...where.params, ...(after ? [after.transactionDate, after.createdAt, after.id] : [])],
  );
}

export function paymentReportTotals(ids: ProductIds, f: PaymentReportFilters): PaymentReportTotals {
  const where = paymentWhere(ids, f);
  return one<PaymentReportTotals>(
    `select count(*) as count, coalesce(sum(p.amount), 0) as amount, coalesce(sum(sl.gross), 0) as gross, coalesce(sum(sl.channel_fee), 0) as channelFee,
       coalesce(sum(sl.mps_fee), 0) as mpsFee, coalesce(sum(sl.net), 0) as net
     ${PAYMENT_FROM} where ${where.sql}`,
    where.params,
  );
}

// ---------------------------------------------------------------- recurring forecast

export type ForecastProfileRow = {
  id: string;
  recurringId: string;
  name: string;
  productId: string;
  productName: string;
  administrationFee: number;
  frequency: "weekly" | "monthly" | "quarterly" | "yearly";
  occurence: number;
  numOfBillingSent: number;
  nextBillingDate: string;
  firstBillingDate: string;
  order: string;
  billingConfig: string;
};

/** Active profiles still to bill on or before `to`, in scope (a paused or stopped profile bills nothing). */
export function forecastProfiles(ids: ProductIds, to: string, productId?: string): ForecastProfileRow[] {
  const scope = scopeSql("r.product_id", ids);
  const product = productId ? " and r.product_id = ?" : "";
  return run<ForecastProfileRow>(
    `select r.id, r.recurring_id as recurringId, r.name, r.product_id as productId, pr.name as productName,
       coalesce(json_extract(pr.config, '$.administration_fee'), 0) as administrationFee,
       r.frequency, r.occurence, r.num_of_billing_sent as numOfBillingSent, r.next_billing_date as nextBillingDate,
       json_extract(r.config, '$.reference.firstBillingDate') as firstBillingDate, r."order" as "order", r.billing_config as billingConfig
     from recurring_profiles r join products pr on pr.id = r.product_id
     where r.status = 'Active' and r.next_billing_date is not null and r.next_billing_date <= ? and r.num_of_billing_sent < r.occurence${product}${scope.sql}
     order by r.recurring_id`,
    [to, ...(productId ? [productId] : []), ...scope.params],
  );
}

// ---------------------------------------------------------------- audit trail

export const AUDIT_ENTITIES = ["product", "purchase_order", "billing", "invoice", "recurring"] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditScope = Record<AuditEntity, ProductIds>;
export type AuditFilters = { from: string; to: string; entity?: AuditEntity; userId?: string; productId?: string };
export type AuditRow = {
  at: string;
  src: number;
  rid: number;
  idx: number;
  userId: string | null;
  who: string | null;
  entity: AuditEntity;
  entityId: string;
  action: string;
  field: string;
  before: string | number | null;
  after: string | number | null;
  reference: string | null;
  productId: string | null;
};

/** The product a changed record belongs to (the audit's scope is by product), as a SQL expression. */
const productOfSql = (entity: string, id: string) => `case ${entity}
      when 'product' then ${id}
      when 'purchase_order' then (select product_id from purchase_orders where id = ${id})
      when 'billing' then (select product_id from billings where id = ${id})
      when 'invoice' then (select product_id from invoices where id = ${id})
      when 'recurring' then (select product_id from recurring_profiles where id = ${id})
    end`;

/** Each kind of record within its own list's scope (a reader of billings but not of products sees no product changes). */
function scopeKindsSql(scope: AuditScope, entity: string, productId: string) {
  const params: unknown[] = [];
  const kinds = AUDIT_ENTITIES.map((kind) => {
    const s = scopeSql(productId, scope[kind]);
    params.push(kind, ...s.params);
    return `(${entity} = ?${s.sql})`;
  });
  return { sql: `(${kinds.join(" or ")})`, params };
}

/**
 * Two sources, one order: the activity log's recorded field changes (one row per changed field) and the workflow
 * transitions of billings, invoices and recurring profiles (their status, before and after).
 */
const AUDIT_SOURCE = `
  select l.created_at as at, 0 as src, l.id as rid, cast(j.key as integer) as idx, l.user_id as userId, u.fullname as who,
    l.entity as entity, l.entity_id as entityId, l.action as action,
    json_extract(j.value, '$.field') as field, json_extract(j.value, '$.before') as before, json_extract(j.value, '$.after') as after
  from activity_logs l join json_each(l.detail, '$.changes') j left join users u on u.id = l.user_id
  where l.entity in ('product', 'purchase_order', 'billing', 'invoice', 'recurring') and l.created_at >= ? and l.created_at < ?
  union all
  select t.created_at, 1, t.id, 0, t.actor_id, t.actor_name, t.kind, t.entity_id, t.event, 'status', t.from_state, t.to_state
  from workflow_transitions t
  where t.kind in ('billing', 'invoice', 'recurring') and t.created_at >= ? and t.created_at < ?`;

const AUDIT_ROWS = `
  select c.*,
    case c.entity
      when 'product' then (select product_code || ' ' || name from products where id = c.entityId)
      when 'purchase_order' then (select po_number from purchase_orders where id = c.entityId)
      when 'billing' then (select billing_number from billings where id = c.entityId)
      when 'invoice' then (select coalesce(invoice_number, billing_number) from invoices where id = c.entityId)
      when 'recurring' then (select recurring_id || ' ' || name from recurring_profiles where id = c.entityId)
    end as reference,
    ${productOfSql("c.entity", "c.entityId")} as productId
  from (${AUDIT_SOURCE}) c`;

function auditWhere(scope: AuditScope, f: AuditFilters) {
  const [start, end] = instantRange(f.from, f.to);
  const kinds = scopeKindsSql(scope, "entity", "productId");
  const parts: string[] = [kinds.sql];
  const params: unknown[] = [start, end, start, end, ...kinds.params];
  for (const [column, value] of [["entity", f.entity], ["userId", f.userId], ["productId", f.productId]] as const) {
    if (!value) continue;
    parts.push(`${column} = ?`);
    params.push(value);
  }
  return { sql: parts.join(" and "), params };
}

export function auditReportPage(scope: AuditScope, f: AuditFilters, after: AuditRow | null): AuditRow[] {
  const where = auditWhere(scope, f);
  const keyset = after ? " and (at, src, rid, idx) > (?, ?, ?, ?)" : "";
  return run<AuditRow>(`select * from (${AUDIT_ROWS}) where ${where.sql}${keyset} order by at, src, rid, idx limit ${BATCH}`, [
    ...where.params,
    ...(after ? [after.at, after.src, after.rid, after.idx] : []),
  ]);
}

export function auditReportCount(scope: AuditScope, f: AuditFilters): number {
  const where = auditWhere(scope, f);
  return one<{ n: number }>(`select count(*) as n from (${AUDIT_ROWS}) where ${where.sql}`, where.params).n;
}

/**
 * The people whose changes the viewer may see in the audit trail (the report's user filter): a person is listed
 * only with at least one recorded change or status change on a record within the viewer's scope, so a member's
 * list names no one who only changed other products. One probe per person through the user and actor indexes.
 */
export function auditUsers(scope: AuditScope): Array<{ id: string; name: string }> {
  const logs = scopeKindsSql(scope, "l.entity", productOfSql("l.entity", "l.entity_id"));
  const moves = scopeKindsSql(scope, "t.kind", productOfSql("t.kind", "t.entity_id"));
  return run<{ id: string; name: string }>(
    `select u.id, u.fullname as name from users u
     where exists (select 1 from activity_logs l where l.user_id = u.id and ${logs.sql} and json_array_length(l.detail, '$.changes') > 0)
        or exists (select 1 from workflow_transitions t where t.actor_id = u.id and t.kind in ('billing', 'invoice', 'recurring') and ${moves.sql})
     order by u.fullname limit 500`,
    [...logs.params, ...moves.params],
  );
}
