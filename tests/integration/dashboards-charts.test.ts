/**
 * Issue 22: the management, sales, AM-performance and payments dashboards. Each figure is computed over the
 * viewer's list scope: a figure that links to a list equals the count and sum of that list's rows, for several
 * roles; the aggregates add up to hand-computed fixtures.
 */
import { db } from "#db/client.server";
import type { Period } from "~/domain/report-period";
import { billedByMonth, billedTotals, collectedTotals } from "~/models/dashboard-figures.server";
import { loader as billingsList } from "~/routes/_portal.billings._index";
import { loader as amLoader } from "~/routes/_portal.dashboards.am-performance";
import { loader as paymentsLoader } from "~/routes/_portal.dashboards.payments";
import { loader as salesLoader } from "~/routes/_portal.dashboards.sales";
import { loader as paymentsList } from "~/routes/_portal.payments._index";
import { amPerformanceDashboard } from "~/services/dashboards/am-performance.server";
import { paymentsDashboard } from "~/services/dashboards/payments.server";
import { salesDashboard } from "~/services/dashboards/sales.server";
import { respond } from "../support/api";
import { as } from "../support/factories";
import { sessionCookie } from "../support/http";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();

const MARCH: Period = { preset: "custom", from: "2026-03-01", to: "2026-03-31" };
const sql = () => db().$client;

beforeAll(() => {
  // The live billings split over February and March 2026, so a period holds some and not others.
  sql().prepare("update billings set billing_date = case when rowid % 3 = 0 then '2026-02-10' else '2026-03-05' end where status in ('issued', 'paid')").run();
  // Payments of known amounts in March: two unmatched, one settled, one credit (not money received).
  const insert = sql().prepare(
    `insert into payments (id, source, account, bank, transaction_date, description, reference_no, credit, amount, status_match, status_payment, state, product_id, created_by_id, created_at)
     values (?, ?, '1230004567', 'bca', ?, 'TRF', ?, ?, ?, ?, ?, ?, ?, 'usr-settlement', '2026-03-02T01:00:00.000Z')`,
  );
  const product = sql().prepare("select product_id as p from billings where status in ('issued', 'paid') order by rowid limit 1").get() as { p: string };
  insert.run("pay-dash-1", "statement", "2026-03-03", "R1", 100_000, 100_000, "unmatched", "unsettled", "unmatched", product.p);
  insert.run("pay-dash-2", "statement", "2026-03-04", "R2", 250_000, 250_000, "unmatched", "unsettled", "unmatched", product.p);
  insert.run("pay-dash-3", "statement", "2026-03-05", "R3", 400_000, 400_000, "matched", "settled", "matched", product.p);
  insert.run("pay-dash-4", "credit", "2026-03-06", "R4", 50_000, 50_000, "matched", "settled", "matched", product.p);
  insert.run("pay-dash-5", "statement", "2026-04-01", "R5", 999_000, 999_000, "unmatched", "unsettled", "unmatched", product.p);
}, 120_000);

/** Every row of a list (following its "next" cursor), as the viewer's list shows them. */
async function walk<T>(loader: typeof billingsList | typeof paymentsList, userId: string, href: string): Promise<T[]> {
  const cookie = await sessionCookie(userId);
  const rows: T[] = [];
  let next: string | null = href;
  while (next) {
    const { json } = await respond(loader as never, new Request(`http://localhost${next}`, { headers: { Cookie: cookie } }));
    const body = json as { rows: T[]; info: { next: string | null } };
    rows.push(...body.rows);
    const u = new URL(`http://localhost${href}`);
    if (body.info.next) u.searchParams.set("after", body.info.next);
    next = body.info.next ? `${u.pathname}?${u.searchParams}` : null;
  }
  return rows;
}

const billingsHref = (extra = "") => `/billings?from=${MARCH.from}&to=${MARCH.to}&status=issued&status=paid${extra}`;

describe("the sales dashboard's figures equal the billing list they link to", () => {
  it.each(["usr-admin", "usr-member", "usr-companion", "usr-owner"])("for %s", async (userId) => {
    const sales = salesDashboard(as(userId), MARCH);
    const rows = await walk<{ finalPrice: number; statusPaid: string }>(billingsList, userId, billingsHref());
    expect(sales.totals.count).toBe(rows.length);
    expect(sales.totals.amount).toBe(rows.reduce((a, r) => a + r.finalPrice, 0));
    const paid = await walk<{ finalPrice: number }>(billingsList, userId, billingsHref("&paid=paid"));
    expect(sales.totals.paidCount).toBe(paid.length);
    expect(sales.totals.paidAmount).toBe(paid.reduce((a, r) => a + r.finalPrice, 0));
    // The breakdowns add up to the total.
    expect(sales.byProduct.reduce((a, p) => a + p.amount, 0)).toBe(sales.totals.amount);
    const march = sales.trend.months.find((m) => m.month === "2026-03")!;
    expect(march.amount).toBe(sales.totals.amount);
  });

  it("a member sees less than the admin, a partner nothing", () => {
    const admin = salesDashboard(as("usr-admin"), MARCH).totals;
    const member = salesDashboard(as("usr-member"), MARCH).totals;
    expect(member.count).toBeGreaterThan(0);
    expect(member.count).toBeLessThan(admin.count);
    expect(salesDashboard(as("usr-partner"), MARCH).totals).toMatchObject({ count: 0, amount: 0 });
  });

  it("a product filter narrows to that product, and to nothing outside the viewer's scope", () => {
    const admin = salesDashboard(as("usr-admin"), MARCH);
    const top = admin.byProduct[0];
    expect(salesDashboard(as("usr-admin"), MARCH, top.id).totals.amount).toBe(top.amount);
    const mine = new Set(salesDashboard(as("usr-member"), MARCH).byProduct.map((p) => p.id));
    const foreign = admin.byProduct.find((p) => !mine.has(p.id))!;
    expect(salesDashboard(as("usr-member"), MARCH, foreign.id).totals.count).toBe(0);
  });

  it("a period change changes the figures: February holds the other third", () => {
    const feb = salesDashboard(as("usr-admin"), { preset: "custom", from: "2026-02-01", to: "2026-02-28" }).totals;
    const all = salesDashboard(as("usr-admin"), { preset: "custom", from: "2026-02-01", to: "2026-03-31" }).totals;
    const mar = salesDashboard(as("usr-admin"), MARCH).totals;
    expect(feb.count).toBeGreaterThan(0);
    expect(feb.count + mar.count).toBe(all.count);
    expect(feb.amount + mar.amount).toBe(all.amount);
  });
});

describe("aggregates against hand-computed fixtures", () => {
  it("sums three billings of a month of their own by status", () => {
    const ids = (sql().prepare("select id from billings where status in ('issued', 'paid') order by rowid limit 3").all() as { id: string }[]).map((r) => r.id);
    const set = sql().prepare("update billings set billing_date = '2031-01-15', final_price = ?, status = ?, status_paid = ?, paid_amount = ? where id = ?");
    set.run(100, "paid", "paid", 100, ids[0]);
    set.run(200, "issued", "unpaid", 0, ids[1]);
    set.run(300, "issued", "partly paid", 120, ids[2]);
    const range = { from: "2031-01-01", to: "2031-01-31" };
    expect(billedTotals(null, range)).toEqual({ count: 3, amount: 600, paidCount: 1, paidAmount: 100, received: 220 });
    expect(billedByMonth(null, range)).toEqual([{ month: "2031-01", count: 3, amount: 600, paidCount: 1, paidAmount: 100, received: 220 }]);
    expect(billedTotals([], range).count).toBe(0);
  });

  it("counts money received without the credit spent, unmatched and settled apart", () => {
    const march = collectedTotals(null, MARCH);
    const fixtures = { count: 3, amount: 750_000, unmatchedCount: 2, unmatchedAmount: 350_000, settledCount: 1, settledAmount: 400_000 };
    // The demo documents may hold payments of their own in March: the fixtures' share is the difference from them.
    const base = sql().prepare("select count(*) as n, coalesce(sum(amount), 0) as a from payments where source <> 'credit' and transaction_date between '2026-03-01' and '2026-03-31' and id not like 'pay-dash-%'").get() as { n: number; a: number };
    expect(march.count - base.n).toBe(fixtures.count);
    expect(march.amount - base.a).toBe(fixtures.amount);
    expect(march.unmatchedAmount).toBeGreaterThanOrEqual(fixtures.unmatchedAmount);
  });
});

describe("the payments dashboard equals the payments list it links to", () => {
  it.each(["usr-settlement", "usr-super-admin"])("for %s", async (userId) => {
    const dash = paymentsDashboard(as(userId), MARCH);
    const unmatched = await walk<{ amount: number }>(paymentsList, userId, `/payments?from=${MARCH.from}&to=${MARCH.to}&status_match=unmatched`);
    expect(dash.collected.unmatchedCount).toBe(unmatched.length);
    expect(dash.collected.unmatchedAmount).toBe(unmatched.reduce((a, r) => a + r.amount, 0));
    const settled = await walk<{ amount: number; source: string }>(paymentsList, userId, `/payments?from=${MARCH.from}&to=${MARCH.to}&status_payment=settled`);
    const received = settled.filter((r) => r.source !== "credit");
    expect(dash.collected.settledCount).toBe(received.length);
    expect(dash.collected.settledAmount).toBe(received.reduce((a, r) => a + r.amount, 0));
    const march = dash.trend.months.find((m) => m.month === "2026-03")!;
    expect(march.collected).toBe(dash.collected.amount);
  });

  it("shows nothing to a role without read:payment", () => {
    expect(paymentsDashboard(as("usr-member"), MARCH).collected.count).toBe(0);
  });
});

describe("the AM-performance dashboard", () => {
  it("adds the managers up to the sales total and reads the division's monthly target", () => {
    const admin = as("usr-admin");
    const sales = salesDashboard(admin, MARCH).totals;
    const before = amPerformanceDashboard(admin, MARCH);
    expect(before.managers.reduce((a, m) => a + m.amount, 0)).toBe(sales.amount);
    expect(before.managers.reduce((a, m) => a + m.count, 0)).toBe(sales.count);
    const top = before.managers[0];
    expect(top.userId).not.toBeNull();
    const division = (sql().prepare("select position_division_id as d from users where id = ?").get(top.userId) as { d: string | null }).d;
    expect(division).not.toBeNull();
    sql().prepare("update org_nodes set revenue_settings = ? where id = ?").run(JSON.stringify({ monthlyTarget: 1_000_000 }), division);
    const after = amPerformanceDashboard(admin, MARCH).managers.find((m) => m.userId === top.userId)!;
    expect(after.target).toBe(1_000_000);
    expect(after.achievement).toBe(Math.round((after.amount / 1_000_000) * 1000) / 10);
    // Two months: twice the monthly target.
    const two = amPerformanceDashboard(admin, { preset: "custom", from: "2026-02-01", to: "2026-03-31" }).managers.find((m) => m.userId === top.userId)!;
    expect(two.target).toBe(2_000_000);
  });
});

describe("the dashboard pages", () => {
  it.each([
    ["sales", salesLoader],
    ["am-performance", amLoader],
    ["payments", paymentsLoader],
  ] as const)("/dashboards/%s answers a finance (settlement) user and reads the period from the URL", async (name, loader) => {
    const cookie = await sessionCookie("usr-settlement");
    const { response, json } = await respond(loader as never, new Request(`http://localhost/dashboards/${name}?period=custom&from=2026-03-01&to=2026-03-31`, { headers: { Cookie: cookie } }));
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).toBe(200);
    expect((json as { period: Period }).period).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
  });

  it("sends someone without read:dashboard away", async () => {
    sql()
      .prepare("delete from role_permissions where role_id in (select id from roles where name = 'partner') and permission_id in (select id from permissions where name = 'read:dashboard')")
      .run();
    const cookie = await sessionCookie("usr-partner");
    const { response } = await respond(salesLoader as never, new Request("http://localhost/dashboards/sales", { headers: { Cookie: cookie } }));
    expect([302, 403]).toContain(response.status);
  });
});
