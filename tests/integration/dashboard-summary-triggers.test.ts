/**
 * Issue 22: the summary dashboard reads summary tables that triggers keep in step (db/schema/dashboard.ts, migration
 * 0027). Each write below (a new PO and billing through the services, a partial and a full payment, a cancellation
 * by credit note, a rejection, a deletion) moves the figures by exactly its own amounts, and afterwards each summary
 * table equals a recomputation from the rows (0033's and 0035's monthly customer rows too, and their back-fills).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices } from "#db/schema";
import { ageingBucket } from "~/domain/ageing";
import { todayInJakarta } from "~/domain/dates";
import type { Period } from "~/domain/report-period";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { dashboardSummary, receivablesAgeing } from "~/services/dashboards/summary.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();
const sqlite = () => db().$client;
const today = todayInJakarta(new Date());
const ADMIN = "usr-super-admin";
const dayOf = (iso: string) => todayInJakarta(new Date(iso));
const dayPeriod = (day: string): Period => ({ preset: "custom", from: day, to: day });

type Inv = { id: string; product_id: string; billing_id: string; due_date: string; final_price: number; created_at: string };

/** A live unpaid invoice alone on its billing (so its billing's paid amount concerns it only). */
function loneOutstandingInvoice(skip: string[] = []): Inv {
  const rows = sqlite()
    .prepare(
      `select i.* from invoices i where i.status_invoice in ('invoiced', 'approved') and i.status_paid = 'unpaid'
       and (select count(*) from invoices j where j.billing_id = i.billing_id) = 1 order by i.rowid`,
    )
    .all() as Inv[];
  return rows.find((r) => !skip.includes(r.id))!;
}

const figures = (period: Period) => {
  const s = dashboardSummary(as(ADMIN), period);
  return { po: s.po.amount, poCount: s.po.count, billing: s.billing.amount, billingCount: s.billing.count, tax: s.liabilities.amount, invoice: s.invoice.amount, invoiceCount: s.invoice.count };
};
const ageing = () => receivablesAgeing(as(ADMIN), today);

/** Each summary table's non-empty rows against the same aggregates computed afresh from the rows. */
function expectTablesMatchRows() {
  const q = (sql: string) => sqlite().prepare(sql).all();
  expect(q("select product_id, due_date, count, amount from dash_receivables where count <> 0 or amount <> 0 order by 1, 2")).toEqual(
    q(`select i.product_id, i.due_date, count(*) as count,
         sum(i.final_price - case when i.status_paid = 'partly paid' then coalesce(b.paid_amount, 0) else 0 end) as amount
       from invoices i left join billings b on b.id = i.billing_id
       where i.status_invoice in ('invoiced', 'approved') and i.status_paid <> 'paid' group by 1, 2 order by 1, 2`),
  );
  expect(
    q(`select day, product_id, po_count, po_amount, billing_count, billing_amount, billing_tax, invoice_count, invoice_amount from dash_daily
       where po_count + abs(po_amount) + billing_count + abs(billing_amount) + abs(billing_tax) + invoice_count + abs(invoice_amount) <> 0 order by 1, 2`),
  ).toEqual(
    q(`select day, product_id, sum(pc) as po_count, sum(pa) as po_amount, sum(bc) as billing_count, sum(ba) as billing_amount, sum(bt) as billing_tax,
         sum(ic) as invoice_count, sum(ia) as invoice_amount from (
         select date(created_at, '+7 hours') as day, product_id, 1 as pc, total_price as pa, 0 as bc, 0 as ba, 0 as bt, 0 as ic, 0 as ia from purchase_orders
         union all select date(created_at, '+7 hours'), product_id, 0, 0, 1, final_price, tax, 0, 0 from billings where status in ('issued', 'paid')
         union all select date(created_at, '+7 hours'), product_id, 0, 0, 0, 0, 0, 1, final_price from invoices where status_invoice in ('invoiced', 'approved')
       ) group by 1, 2 order by 1, 2`),
  );
  expect(q("select day, product_id, customer_id, customer_name, count, amount from dash_customer_daily where count <> 0 or amount <> 0 order by 1, 2, 3, 4")).toEqual(
    q(`select date(created_at, '+7 hours') as day, product_id, coalesce(customer_id, '') as customer_id, customer_name, count(*) as count, sum(final_price) as amount
       from invoices where status_invoice in ('invoiced', 'approved') group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(q("select month, customer_key, customer_id, customer_name, product_id, count, amount from dash_customer_monthly where count <> 0 or amount <> 0 order by 1, 2, 3, 4, 5")).toEqual(
    q(`select strftime('%Y-%m', created_at, '+7 hours') as month, case when coalesce(customer_id, '') = '' then customer_name else customer_id end as customer_key,
         coalesce(customer_id, '') as customer_id, customer_name, product_id, count(*) as count, sum(final_price) as amount
       from invoices where status_invoice in ('invoiced', 'approved') group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
  );
  expect(q("select month, product_id, customer_key, count, amount from dash_customer_ranking where count <> 0 or amount <> 0 order by 1, 2, 3")).toEqual(
    q(`select strftime('%Y-%m', created_at, '+7 hours') as month, product_id, case when coalesce(customer_id, '') = '' then customer_name else customer_id end as customer_key,
         count(*) as count, sum(final_price) as amount
       from invoices where status_invoice in ('invoiced', 'approved') group by 1, 2, 3 order by 1, 2, 3`),
  );
}

/** The INSERT ... SELECT statements of a migration (its back-fill), read from its .sql file. */
function backfillOf(name: string): string[] {
  const dir = path.resolve("db/migrations");
  const sql = readFileSync(path.join(dir, readdirSync(dir).find((f) => f.endsWith(`_${name}.sql`))!), "utf8");
  return sql.split("--> statement-breakpoint").filter((c) => /^\s*(--[^\n]*\n\s*)*INSERT INTO/.test(c));
}

describe("summary tables kept in step by triggers", () => {
  it("the migration's back-fill equals the rows", () => {
    expectTablesMatchRows();
  });

  it("migrations 0033's and 0035's back-fills (monthly customer rows from the daily ones, ranking rows from those) equal the rows", () => {
    const statements = [...backfillOf("dashboard_customer_monthly"), ...backfillOf("dashboard_customer_ranking")];
    expect(statements).toHaveLength(2);
    // Several days of one month per customer and product, so the back-fill has daily rows to add up.
    const created = sqlite().prepare("select id, created_at from invoices").all() as { id: string; created_at: string }[];
    const setCreated = sqlite().prepare("update invoices set created_at = ? where id = ?");
    created.forEach((r, i) => setCreated.run(`2001-03-${String(1 + (i % 28)).padStart(2, "0")}T03:00:00.000Z`, r.id));
    sqlite().exec("delete from dash_customer_monthly; delete from dash_customer_ranking");
    for (const statement of statements) sqlite().exec(statement);
    expect((sqlite().prepare("select max(count) as n from dash_customer_ranking").get() as { n: number }).n).toBeGreaterThan(1);
    expectTablesMatchRows();
    for (const r of created) setCreated.run(r.created_at, r.id);
    expectTablesMatchRows();
  });

  it("a changed customer, name or creation month moves the invoice between the monthly customer rows", () => {
    const inv = loneOutstandingInvoice();
    const row = sqlite().prepare("select customer_id, customer_name, created_at from invoices where id = ?").get(inv.id) as { customer_id: string | null; customer_name: string; created_at: string };
    sqlite().prepare("update invoices set customer_name = 'Nama Lain' where id = ?").run(inv.id);
    expectTablesMatchRows();
    sqlite().prepare("update invoices set customer_id = null, created_at = '2001-01-31T17:30:00.000Z' where id = ?").run(inv.id);
    expect(sqlite().prepare("select month, customer_key, count from dash_customer_monthly where month = '2001-02'").all()).toEqual([{ month: "2001-02", customer_key: "Nama Lain", count: 1 }]);
    sqlite().prepare("update invoices set customer_id = ?, customer_name = ?, created_at = ? where id = ?").run(row.customer_id, row.customer_name, row.created_at, inv.id);
    expectTablesMatchRows();
  });

  it("a new PO, then a draft (no bill yet), then the issued billing and its invoice move today's figures by exactly their amounts", () => {
    const before = figures(dayPeriod(today));
    const ageingBefore = ageing();
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const poRow = sqlite().prepare("select total_price from purchase_orders where id = ?").get(po.id) as { total_price: number };
    const afterPo = figures(dayPeriod(today));
    expect(afterPo).toEqual({ ...before, po: before.po + poRow.total_price, poCount: before.poCount + 1 });

    const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    expect(figures(dayPeriod(today))).toEqual(afterPo);

    issueBilling(as("usr-owner"), billingId);
    const bill = sqlite().prepare("select final_price, tax from billings where id = ?").get(billingId) as { final_price: number; tax: number };
    const inv = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
    expect(figures(dayPeriod(today))).toEqual({
      ...afterPo,
      billing: afterPo.billing + bill.final_price,
      billingCount: afterPo.billingCount + 1,
      tax: afterPo.tax + bill.tax,
      invoice: afterPo.invoice + inv.finalPrice,
      invoiceCount: afterPo.invoiceCount + 1,
    });
    const b = ageingBucket(inv.dueDate, today);
    expect(ageing().buckets[b]).toEqual({ count: ageingBefore.buckets[b].count + 1, amount: ageingBefore.buckets[b].amount + inv.finalPrice });
    expectTablesMatchRows();
  });

  it("a partial payment lowers the balance by what was paid; the full payment takes the invoice out of the ageing", () => {
    const inv = loneOutstandingInvoice();
    const b = ageingBucket(inv.due_date, today);
    const before = ageing().buckets[b];
    const period = dayPeriod(dayOf(inv.created_at));
    const figuresBefore = figures(period);
    // Partial payment, the invoice written before its billing (the order must not matter).
    sqlite().transaction(() => {
      sqlite().prepare("update invoices set status_paid = 'partly paid' where id = ?").run(inv.id);
      sqlite().prepare("update billings set paid_amount = paid_amount + 1234 where id = ?").run(inv.billing_id);
    })();
    expect(ageing().buckets[b]).toEqual({ count: before.count, amount: before.amount - 1234 });
    // A second partial payment, the billing written first.
    sqlite().transaction(() => {
      sqlite().prepare("update billings set paid_amount = paid_amount + 766 where id = ?").run(inv.billing_id);
      sqlite().prepare("update invoices set status_paid = 'partly paid' where id = ?").run(inv.id);
    })();
    expect(ageing().buckets[b]).toEqual({ count: before.count, amount: before.amount - 2000 });
    // Paid in full: out of the receivables; the billing (issued, now paid) and the invoice still count as billed and invoiced.
    sqlite().transaction(() => {
      sqlite().prepare("update billings set paid_amount = final_price, status = 'paid', status_paid = 'paid' where id = ?").run(inv.billing_id);
      sqlite().prepare("update invoices set status_paid = 'paid' where id = ?").run(inv.id);
    })();
    expect(ageing().buckets[b]).toEqual({ count: before.count - 1, amount: before.amount - inv.final_price });
    expect(figures(period)).toEqual(figuresBefore);
    expectTablesMatchRows();
  });

  it("a cancellation by credit note, a rejection and a deletion take the invoice out of the invoiced figures and the ageing", () => {
    const done: string[] = [];
    for (const change of ["canceled", "rejected", "deleted"] as const) {
      const inv = loneOutstandingInvoice(done);
      done.push(inv.id);
      const b = ageingBucket(inv.due_date, today);
      const period = dayPeriod(dayOf(inv.created_at));
      const before = figures(period);
      const bucketBefore = ageing().buckets[b];
      if (change === "deleted") {
        // Other rows refer to invoices (restrict): the test removes the row alone to exercise the delete trigger.
        sqlite().pragma("foreign_keys = OFF");
        sqlite().prepare("delete from invoices where id = ?").run(inv.id);
        sqlite().pragma("foreign_keys = ON");
      } else {
        sqlite().prepare("update invoices set status_invoice = ? where id = ?").run(change, inv.id);
      }
      expect(figures(period), change).toEqual({ ...before, invoice: before.invoice - inv.final_price, invoiceCount: before.invoiceCount - 1 });
      expect(ageing().buckets[b], change).toEqual({ count: bucketBefore.count - 1, amount: bucketBefore.amount - inv.final_price });
    }
    expectTablesMatchRows();
  });

  it("days are Jakarta days (UTC+7): 16:59:59.999Z is the day's last instant, 17:00Z the next day's first", () => {
    const inv = loneOutstandingInvoice();
    const day = "2001-02-03";
    const next = "2001-02-04";
    const count = (d: string) => dashboardSummary(as(ADMIN), dayPeriod(d)).invoice.count;
    sqlite().prepare("update invoices set created_at = ? where id = ?").run(`${day}T16:59:59.999Z`, inv.id);
    expect([count(day), count(next)]).toEqual([1, 0]);
    sqlite().prepare("update invoices set created_at = ? where id = ?").run(`${day}T17:00:00.000Z`, inv.id);
    expect([count(day), count(next)]).toEqual([0, 1]);
    sqlite().prepare("update invoices set created_at = ? where id = ?").run(inv.created_at, inv.id);
    expectTablesMatchRows();
  });

  it("a cancelled billing leaves the billed figures and its PPN; a changed due date moves the invoice between buckets", () => {
    const inv = loneOutstandingInvoice();
    const bill = sqlite().prepare("select status, final_price, tax, created_at from billings where id = ?").get(inv.billing_id) as { status: string; final_price: number; tax: number; created_at: string };
    const period = dayPeriod(dayOf(bill.created_at));
    const before = figures(period);
    sqlite().prepare("update billings set status = 'canceled' where id = ?").run(inv.billing_id);
    const counted = ["issued", "paid"].includes(bill.status);
    const after = figures(period);
    expect(after.billingCount).toBe(before.billingCount - (counted ? 1 : 0));
    expect(after.tax).toBe(before.tax - (counted ? bill.tax : 0));

    const ageingBefore = ageing();
    const from = ageingBucket(inv.due_date, today);
    sqlite().prepare("update invoices set due_date = ? where id = ?").run("2000-01-01", inv.id);
    const moved = ageing();
    if (from !== "over-45") expect(moved.buckets[from]).toEqual({ count: ageingBefore.buckets[from].count - 1, amount: ageingBefore.buckets[from].amount - inv.final_price });
    expect(moved.total).toEqual(ageingBefore.total);
    expectTablesMatchRows();
  });
});
