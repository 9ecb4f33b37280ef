import { db } from "#db/client.server";
import { billings, invoices, recurringProfiles } from "#db/schema";
import { loader as dashboardManagement } from "~/routes/mock.billings.dashboard_management";
import { loader as channeling } from "~/routes/mock.channeling";
import { loader as companies } from "~/routes/mock.companies._index";
import { loader as revenue } from "~/routes/mock.dashboards.am-performance.revenue";
import { loader as partnerships } from "~/routes/mock.partnerships";
import { loader as payments } from "~/routes/mock.payments._index";
import { loader as recurrings } from "~/routes/mock.recurrings";
import { loader as ticketsDashboard } from "~/routes/mock.tickets.dashboard";
import { loader as tickets } from "~/routes/mock.tickets._index";
import { loader as unpaid } from "~/routes/mock.unpaid-invoice";
import { scopeProductIds } from "~/models/document-lists.server";
import { listScope } from "~/services/access-scope.server";
import type * as EnvModule from "~/services/env.server";
import { call } from "../support/api";
import { as } from "../support/factories";
import { useDemoDocuments } from "../support/seed";
import { tokenFor } from "../support/tokens";

/** Issue 16: the mock data calls apply the caller's permissions and list scope like the real lists. */
vi.mock("~/services/env.server", async (original) => ({ ...(await original<typeof EnvModule>()), isSandbox: () => true }));

useDemoDocuments();
beforeAll(() => {
  // Every live billing paid-or-not and one approved unpaid invoice at least, so the figures have something to count.
  db().$client.prepare("update billings set billing_date = '2026-03-05' where status in ('issued', 'paid')").run();
}, 120_000);

type Reply = { data: unknown; meta: { total: number; filtered: number; count: number } };
const get = async (handler: Parameters<typeof call>[0], userId: string, path = "/mock/x") => {
  const res = await call(handler, { method: "GET", path, token: await tokenFor(userId) });
  return { status: res.status, body: res.json as unknown as Reply };
};
const productsOf = (userId: string, entity: "invoice" | "billing" | "product") => new Set(scopeProductIds(listScope(as(userId), entity)) ?? []);

describe("a partner (no document permission) gets 403 from every document mock", () => {
  it.each([
    ["recurrings", recurrings], ["tickets", tickets], ["tickets/dashboard", ticketsDashboard], ["revenue", revenue], ["dashboard_management", dashboardManagement],
    ["channeling", channeling], ["payments", payments], ["unpaid-invoice", unpaid], ["companies", companies], ["partnerships", partnerships],
  ] as const)("/mock/%s", async (_name, handler) => {
    const res = await get(handler, "usr-partner");
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
  });
});

describe("a member sees their products' rows only, and figures from them", () => {
  it("lists only recurring profiles of the member's products", async () => {
    const mine = productsOf("usr-member", "billing");
    const rows = (await get(recurrings, "usr-member", "/mock/x?perpage=100")).body.data as { product: { id: string } }[];
    const all = db().select().from(recurringProfiles).all();
    expect(all.some((r) => !mine.has(r.productId))).toBe(true);
    expect(rows.length).toBe(all.filter((r) => mine.has(r.productId)).length);
    for (const r of rows) expect(mine.has(r.product.id)).toBe(true);
  });

  it("counts unpaid invoices, channels and the dashboard's invoices within the member's scope", async () => {
    const invoiceScope = productsOf("usr-member", "invoice");
    const unpaidRows = (await get(unpaid, "usr-member", "/mock/x?perpage=100")).body.data as { _id: string }[];
    for (const r of unpaidRows) expect(invoiceScope.has(db().select().from(invoices).all().find((i) => i.id === r._id)!.productId)).toBe(true);
    const channels = (await get(channeling, "usr-member")).body.data as { product: { _id: string } }[];
    expect(channels.map((c) => c.product._id).sort()).toEqual([...productsOf("usr-member", "product")].sort());
    // The summary dashboard's figures (issue 22) over a period that holds every demo document: live invoices and
    // issued billings created in it, each in the member's scope for that document.
    const dash = (await get(dashboardManagement, "usr-member", "/mock/x?period=custom&from=2017-01-01&to=2026-12-31")).body.data as { invoice: { count: number }; billing: { count: number } };
    const liveInvoices = db().select().from(invoices).all().filter((i) => ["invoiced", "approved"].includes(i.statusInvoice));
    expect(dash.invoice.count).toBe(liveInvoices.filter((i) => invoiceScope.has(i.productId)).length);
    const billingScope = productsOf("usr-member", "billing");
    const live = db().select().from(billings).all().filter((b) => ["issued", "paid"].includes(b.status));
    expect(dash.billing.count).toBe(live.filter((b) => billingScope.has(b.productId)).length);
    expect(live.some((b) => !billingScope.has(b.productId))).toBe(true);
  });

  it("computes the AM revenue from the member's billings, and the admin's from all of them", async () => {
    const live = db().select().from(billings).all().filter((b) => ["issued", "paid"].includes(b.status) && b.billingDate.startsWith("2026-03"));
    const billingScope = productsOf("usr-member", "billing");
    const member = (await get(revenue, "usr-member", "/mock/x?type=monthly&date=2026-03-10")).body.data as { numOfBill: number; grandTotal: number };
    const mine = live.filter((b) => billingScope.has(b.productId));
    expect(member).toMatchObject({ numOfBill: mine.length, grandTotal: mine.reduce((a, b) => a + b.finalPrice, 0) });
    const admin = (await get(revenue, "usr-admin", "/mock/x?type=monthly&date=2026-03-10")).body.data as { numOfBill: number };
    expect(admin.numOfBill).toBe(live.length);
    expect(admin.numOfBill).toBeGreaterThan(member.numOfBill);
  });

  it("refuses payments to a member without read:payment", async () => {
    expect((await get(payments, "usr-member")).status).toBe(403);
    expect((await get(payments, "usr-settlement")).status).toBe(200);
  });
});
