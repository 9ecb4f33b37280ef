/**
 * Issue 22: the summary dashboard's figures, in each role's scope, equal the rows of the lists they stand for; each
 * ageing bucket's count and balance equal the invoice list its link opens (count, rows and the list's own total).
 */
import { db } from "#db/client.server";
import { ageingBucket, AGEING_BUCKETS, type AgeingBucket } from "~/domain/ageing";
import { addDays, todayInJakarta } from "~/domain/dates";
import { parsePeriod, type Period } from "~/domain/report-period";
import { scopeProductIds } from "~/models/document-lists.server";
import * as home from "~/routes/_portal._index";
import * as invoiceList from "~/routes/_portal.invoices._index";
import { listScope } from "~/services/access-scope.server";
import { dashboardSummary, receivablesAgeing } from "~/services/dashboards/summary.server";
import { as } from "../support/factories";
import { routeRunner } from "../support/route-runner";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();
const run = routeRunner();
const sqlite = () => db().$client;
const today = todayInJakarta(new Date());

type Inv = { id: string; product_id: string; billing_id: string; status_invoice: string; status_paid: string; due_date: string; final_price: number; created_at: string; customer_id: string | null };

beforeAll(() => {
  // Spread the live invoices over every bucket (due dates relative to today), and make one partly paid.
  const rows = sqlite().prepare("select id from invoices where status_invoice in ('invoiced', 'approved') order by rowid").all() as { id: string }[];
  const offsets = [5, 0, -1, -15, -16, -30, -31, -45, -46, -200];
  rows.forEach((r, i) => sqlite().prepare("update invoices set due_date = ?, status_paid = 'unpaid' where id = ?").run(addDays(today, offsets[i % offsets.length]), r.id));
  const partly = rows[2];
  sqlite().prepare("update invoices set status_paid = 'partly paid' where id = ?").run(partly.id);
  sqlite().prepare("update billings set paid_amount = 1000 where id = (select billing_id from invoices where id = ?)").run(partly.id);
  if (rows[3]) sqlite().prepare("update invoices set status_paid = 'paid' where id = ?").run(rows[3].id);
}, 120_000);

const allInvoices = () => sqlite().prepare("select * from invoices").all() as Inv[];
const paidOf = (billingId: string) => (sqlite().prepare("select paid_amount as p from billings where id = ?").get(billingId) as { p: number }).p;
const inScope = (userId: string, entity: "invoice" | "billing" | "purchase-order") => {
  const ids = scopeProductIds(listScope(as(userId), entity));
  return (productId: string) => ids === null || ids.includes(productId);
};

/** The ageing computed in JS from the rows and domain/ageing.ts, independently of the SQL. */
function expectedAgeing(userId: string) {
  const sees = inScope(userId, "invoice");
  const out = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, { count: 0, amount: 0 }])) as Record<AgeingBucket, { count: number; amount: number }>;
  for (const i of allInvoices()) {
    if (!sees(i.product_id) || !["invoiced", "approved"].includes(i.status_invoice) || i.status_paid === "paid") continue;
    const b = out[ageingBucket(i.due_date, today)];
    b.count += 1;
    b.amount += i.final_price - (i.status_paid === "partly paid" ? paidOf(i.billing_id) : 0);
  }
  return out;
}

const ROLES = ["usr-super-admin", "usr-companion", "usr-member", "usr-owner", "usr-partner"] as const;

describe("receivables ageing", () => {
  it.each(ROLES)("%s: each bucket equals the rows computed in JS", (userId) => {
    const got = receivablesAgeing(as(userId), today);
    expect(got.buckets).toEqual(expectedAgeing(userId));
  });

  it("the fixture fills every bucket for the widest scope, and scopes differ", () => {
    const admin = receivablesAgeing(as("usr-super-admin"), today);
    for (const b of AGEING_BUCKETS) expect(admin.buckets[b].count).toBeGreaterThan(0);
    const member = receivablesAgeing(as("usr-member"), today);
    expect(member.total.count).toBeLessThan(admin.total.count);
    expect(receivablesAgeing(as("usr-partner"), today).total).toEqual({ count: 0, amount: 0 });
  });

  it.each(ROLES.filter((r) => r !== "usr-partner"))("%s: each bucket's link opens an invoice list with the same count and sum", async (userId) => {
    const dash = receivablesAgeing(as(userId), today);
    for (const b of AGEING_BUCKETS) {
      const res = await run(invoiceList.loader, `/invoices?ageing=${b}`, userId);
      const data = (await res.json()) as { info: { total: number }; rows: { id: string }[]; outstanding: { count: number; amount: number } };
      expect(data.info.total, `${userId} ${b}`).toBe(dash.buckets[b].count);
      expect(data.outstanding, `${userId} ${b}`).toEqual(dash.buckets[b]);
      if (data.info.total <= 50) {
        const byId = new Map(allInvoices().map((i) => [i.id, i]));
        const sum = data.rows.reduce((a, r) => {
          const i = byId.get(r.id)!;
          return a + i.final_price - (i.status_paid === "partly paid" ? paidOf(i.billing_id) : 0);
        }, 0);
        expect(sum, `${userId} ${b}`).toBe(dash.buckets[b].amount);
      }
    }
  });

  it("a product filter narrows the buckets and the link keeps it", async () => {
    const productId = (sqlite().prepare("select product_id as p from invoices where status_invoice in ('invoiced','approved') limit 1").get() as { p: string }).p;
    const dash = receivablesAgeing(as("usr-super-admin"), today, productId);
    const res = await run(invoiceList.loader, `/invoices?ageing=16-30&product=${productId}`, "usr-super-admin");
    const data = (await res.json()) as { info: { total: number }; outstanding: { count: number; amount: number } };
    expect(data.outstanding).toEqual(dash.buckets["16-30"]);
    expect(data.info.total).toBe(dash.buckets["16-30"].count);
  });
});

describe("period figures", () => {
  // A year wide enough to hold every demo document (created today or in the seed's past).
  const period: Period = { preset: "custom", from: addDays(today, -800), to: today };
  const within = (iso: string) => {
    const d = todayInJakarta(new Date(iso));
    return d >= period.from && d <= period.to;
  };

  it.each(ROLES)("%s: PO, billing, invoice and liabilities equal the rows in scope", (userId) => {
    const s = dashboardSummary(as(userId), period);
    const inv = allInvoices().filter((i) => inScope(userId, "invoice")(i.product_id) && ["invoiced", "approved"].includes(i.status_invoice) && within(i.created_at));
    expect({ count: s.invoice.count, amount: s.invoice.amount }).toEqual({ count: inv.length, amount: inv.reduce((a, i) => a + i.final_price, 0) });
    const bills = (sqlite().prepare("select * from billings where status in ('issued', 'paid')").all() as { product_id: string; final_price: number; tax: number; created_at: string }[]).filter((b) => inScope(userId, "billing")(b.product_id) && within(b.created_at));
    expect({ count: s.billing.count, amount: s.billing.amount }).toEqual({ count: bills.length, amount: bills.reduce((a, b) => a + b.final_price, 0) });
    expect(s.liabilities.amount).toBe(bills.reduce((a, b) => a + b.tax, 0));
    const pos = (sqlite().prepare("select * from purchase_orders").all() as { product_id: string; total_price: number; created_at: string }[]).filter((p) => inScope(userId, "purchase-order")(p.product_id) && within(p.created_at));
    expect({ count: s.po.count, amount: s.po.amount }).toEqual({ count: pos.length, amount: pos.reduce((a, p) => a + p.total_price, 0) });
    if (userId === "usr-partner") expect([s.po.count, s.billing.count, s.invoice.count, s.revenue.amount, s.popularProducts.length]).toEqual([0, 0, 0, 0, 0]);
  });

  it("popular products and customers rank the period's invoiced amounts, top five", () => {
    const s = dashboardSummary(as("usr-super-admin"), period);
    const inv = allInvoices().filter((i) => ["invoiced", "approved"].includes(i.status_invoice) && within(i.created_at));
    const byProduct = new Map<string, number>();
    for (const i of inv) byProduct.set(i.product_id, (byProduct.get(i.product_id) ?? 0) + i.final_price);
    const top = [...byProduct.values()].sort((a, b) => b - a).slice(0, 5);
    expect(s.popularProducts.map((p) => p.amount)).toEqual(top);
    expect(s.popularCustomers.length).toBeGreaterThan(0);
    expect(s.popularCustomers.length).toBeLessThanOrEqual(5);
  });

  it("an empty period has no figures, and growth compares with the previous period", () => {
    const empty = dashboardSummary(as("usr-super-admin"), { preset: "custom", from: "2001-01-01", to: "2001-01-31" });
    expect([empty.invoice.count, empty.billing.amount, empty.popularProducts.length]).toEqual([0, 0, 0]);
    expect(empty.previous).toEqual({ preset: "custom", from: "2000-12-01", to: "2000-12-31" });
    const next = dashboardSummary(as("usr-super-admin"), { preset: "custom", from: addDays(today, 1), to: addDays(today, 801) });
    expect(next.invoice.count).toBe(0);
    expect(next.invoice.previous.count).toBeGreaterThan(0);
    expect(next.invoice.growth).toBe(-100);
  });
});

describe("the home page", () => {
  it("shows the figures of the URL's period, a field error for a refused range, and none to a partner", async () => {
    const custom = await (await run(home.loader, `/?period=custom&from=${addDays(today, -800)}&to=${today}`, "usr-member")).json();
    expect(custom.summary.period).toEqual({ preset: "custom", from: addDays(today, -800), to: today });
    expect(custom.summary.invoice.count).toBe(dashboardSummary(as("usr-member"), custom.summary.period).invoice.count);
    const refused = await (await run(home.loader, "/?period=custom&from=2026-03-10&to=2026-03-01", "usr-member")).json();
    expect(refused.summary.error).toBe("reversed");
    expect(refused.summary.period).toEqual(parsePeriod(new URLSearchParams(""), today).period);
    expect((await (await run(home.loader, "/", "usr-partner")).json()).summary).toBeNull();
  });

  it("offers only the viewer's products and ignores a product outside the scope", async () => {
    const member = await (await run(home.loader, "/", "usr-member")).json();
    const sees = inScope("usr-member", "invoice");
    expect(member.summary.products.length).toBeGreaterThan(0);
    for (const p of member.summary.products) expect(sees(p.id)).toBe(true);
    const other = (sqlite().prepare("select id from products").all() as { id: string }[]).find((p) => !sees(p.id))!;
    const edited = await (await run(home.loader, `/?product=${other.id}`, "usr-member")).json();
    expect(edited.summary.productId).toBeNull();
  });
});
