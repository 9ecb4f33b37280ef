import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, companies, partnerships, tickets } from "#db/schema";
import { action as login } from "~/routes/mock.authenticate.login";
import { action as refresh } from "~/routes/mock.authenticate.refresh-token";
import { action as register } from "~/routes/mock.authenticate.register";
import { loader as amPerformance } from "~/routes/mock.billings.am_performance";
import { loader as dashboardManagement } from "~/routes/mock.billings.dashboard_management";
import { action as pin, loader as bookmarks } from "~/routes/mock.bookmarks";
import { loader as channeling } from "~/routes/mock.channeling";
import { loader as companyPartnerships } from "~/routes/mock.companies.$id.partnerships";
import { loader as companiesLoader } from "~/routes/mock.companies._index";
import { loader as revenue } from "~/routes/mock.dashboards.am-performance.revenue";
import { action as feedback } from "~/routes/mock.faq.feedback";
import { loader as mainSearch } from "~/routes/mock.main-search";
import { loader as sortable } from "~/routes/mock.organization-structures.sortable";
import { loader as partnershipsLoader } from "~/routes/mock.partnerships";
import { loader as payments } from "~/routes/mock.payments._index";
import { loader as paymentsDashboard } from "~/routes/mock.payments.dashboard";
import { loader as recurrings } from "~/routes/mock.recurrings";
import { loader as ticketsDashboard } from "~/routes/mock.tickets.dashboard";
import { loader as ticketsLoader } from "~/routes/mock.tickets._index";
import { loader as unpaid } from "~/routes/mock.unpaid-invoice";
import { loader as unknownMock } from "~/routes/mock.$";
import { covers } from "~/lib/permissions";
import { loadAccessUser } from "~/models/user.server";
import { listPayments as mockPayments, periodBounds } from "~/models/mock-data.server";
import { trustDevice } from "~/services/auth-session.server";
import type * as EnvModule from "~/services/env.server";
import { call } from "../support/api";
import { useDemoData as withDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";
import { amountDueOf, getBilling } from "~/models/billing.server";
import { paymentsDashboard as paymentsDashboardOf } from "~/services/dashboards/payments.server";
import { summaryView } from "~/services/dashboards/summary.server";
import { approveInvoice } from "~/services/invoices.server";
import { importStatement, matchPayment } from "~/services/payments/index.server";
import { as } from "../support/factories";
import { issuedBilling, metaOf, paymentByRef, settlement, statement } from "./payments-fixtures";

const mode = vi.hoisted(() => ({ sandbox: true }));
vi.mock("~/services/env.server", async (original) => ({ ...(await original<typeof EnvModule>()), isSandbox: () => mode.sandbox }));

withDemoData();

type Reply = { status: boolean; code: number; message: string; data: unknown; meta: { total: number; filtered: number; count: number; [k: string]: number } };
let token: string;
let adminToken: string;
beforeAll(async () => {
  token = await tokenFor(DEMO["product-owner"]);
  adminToken = await tokenFor(DEMO.admin);
});
const get = async (handler: Parameters<typeof call>[0], path = "/mock/x", params: Record<string, string> = {}, auth: string | null = token) => {
  const res = await call(handler, { method: "GET", path, params, token: auth ?? undefined });
  return { status: res.status, body: res.json as unknown as Reply };
};
const shaped = (body: Reply) => {
  expect(Object.keys(body).sort()).toEqual(["code", "data", "message", "meta", "status"]);
  expect(Object.keys(body.meta)).toEqual(expect.arrayContaining(["total", "filtered", "count"]));
};

const GETS = [
  ["recurrings", recurrings], ["partnerships", partnershipsLoader], ["companies", companiesLoader], ["tickets", ticketsLoader], ["tickets/dashboard", ticketsDashboard],
  ["dashboards/am-performance/revenue", revenue], ["bookmarks", bookmarks], ["main-search", mainSearch], ["billings/dashboard_management", dashboardManagement],
  ["billings/am_performance", amPerformance], ["organization-structures/sortable", sortable], ["channeling", channeling], ["payments", payments],
  ["payments/dashboard", paymentsDashboard], ["unpaid-invoice", unpaid],
] as const;

describe("every mocked GET", () => {
  it.each(GETS)("/mock/%s replies {status, code, message, data, meta{total, filtered, count}}", async (_name, handler) => {
    const { status, body } = await get(handler, "/mock/x", {}, adminToken);
    expect(status).toBe(200);
    shaped(body);
    expect(body).toMatchObject({ status: true, code: 200, message: "Success" });
  });

  it.each(GETS)("/mock/%s answers 401 'Invalid access token' without a valid token", async (_name, handler) => {
    for (const auth of [null, "forged"]) {
      const { status, body } = await get(handler, "/mock/x", {}, auth);
      expect(status).toBe(401);
      expect(body).toMatchObject({ status: false, code: 401, message: "Invalid access token" });
      shaped(body);
    }
  });
});

describe("who may call the mocks", () => {
  // Issue 16: the mocks apply the caller's permissions like the screens (their scope: tests/integration/mock-scope.test.ts).
  const NEEDS: Record<string, string | null> = {
    recurrings: "read:recurring", partnerships: "read:report", companies: "read:report", tickets: "read:billing", "tickets/dashboard": "read:billing",
    "dashboards/am-performance/revenue": "read:billing", bookmarks: null, "main-search": null, "billings/dashboard_management": "read:billing",
    "billings/am_performance": "read:billing", channeling: "read:product", payments: "read:payment", "payments/dashboard": "read:payment", "unpaid-invoice": "read:invoice",
  };
  it.each(Object.keys(DEMO) as (keyof typeof DEMO)[])("%s: gets the mocked data its permissions cover, 403 for the rest", async (role) => {
    const auth = await tokenFor(DEMO[role]);
    const granted = loadAccessUser(DEMO[role])!.permissions;
    // The sortable tree always lists people: read:user (tests/integration/people-access.test.ts).
    for (const [name, handler] of GETS) {
      if (name === "organization-structures/sortable") continue;
      const needs = NEEDS[name];
      expect([name, (await get(handler, "/mock/x", {}, auth)).status]).toEqual([name, needs === null || covers(granted, needs) ? 200 : 403]);
    }
  });
});

describe("data from the seeded database", () => {
  it("pages companies by 20 with currpage, perpage and totalpage", async () => {
    const total = db().select().from(companies).all().length;
    const first = (await get(companiesLoader)).body;
    expect(first.meta).toEqual({ total, filtered: total, count: 20, currpage: 0, perpage: 20, totalpage: Math.ceil(total / 20) });
    const second = (await get(companiesLoader, "/mock/companies?currpage=1")).body;
    expect(second.meta.count).toBe(total - 20);
    expect((second.data as { _id: string }[])[0]._id).toBe("21");
    const company = (first.data as { name: string; pic: { status: string }[]; address: { city: string } }[])[0];
    expect(company).toMatchObject({ name: "PT Sinar Mas Land", address: { city: "Tangerang" } });
    // PICs are people: a product owner (no read:user) sees none, an admin sees them (people-access.test.ts).
    expect(company.pic).toEqual([]);
    expect(((await get(companiesLoader, "/mock/companies", {}, adminToken)).body.data as { pic: unknown[] }[])[0].pic.length).toBeGreaterThan(0);
    const search = (await get(companiesLoader, "/mock/companies?search=bank")).body;
    expect(search.meta).toMatchObject({ total, filtered: 1, count: 1 });
    expect((await get(companiesLoader, "/mock/companies?currpage=-1")).status).toBe(400);
  });

  it("lists company 1's partnerships and the partnerships in execution", async () => {
    const res = (await get(companyPartnerships, "/mock/companies/1/partnerships", { id: "1" })).body;
    const rows = res.data as { company: { _id: string }; partnershipPhase: string; no: number; name: string; email: string; address: string }[];
    expect(rows.length).toBe(db().select().from(partnerships).all().filter((p) => p.companyId === "1").length);
    expect(rows.every((r) => r.company._id === "1")).toBe(true);
    expect(rows[0]).toMatchObject({ no: 1, name: "PT Sinar Mas Land" });
    expect((await get(companyPartnerships, "/mock/companies/999/partnerships", { id: "999" })).status).toBe(404);
    const executing = (await get(partnershipsLoader, "/mock/partnerships?phase=executing&perpage=100")).body;
    expect((executing.data as { status: string; partnershipPhase: string }[]).every((p) => p.partnershipPhase === "executing" && p.status === "approved")).toBe(true);
    expect(executing.meta.filtered).toBeGreaterThan(0);
    expect(executing.meta.total).toBe(db().select().from(partnerships).all().length);
  });

  it("counts tickets by status on the dashboard, consistent with the list", async () => {
    const counts = (await get(ticketsDashboard, "/mock/x", {}, adminToken)).body.data as Record<string, number>;
    const rows = db().select().from(tickets).all();
    expect(counts).toEqual({
      totalCount: rows.length, newCount: rows.filter((t) => t.status === "open").length, inProgressCount: rows.filter((t) => t.status === "in progress").length,
      onHoldCount: rows.filter((t) => t.status === "on hold").length, solvedCount: rows.filter((t) => t.status === "solved").length, closedCount: rows.filter((t) => t.status === "closed").length,
    });
    expect(Object.values(counts).slice(1).every((n) => n > 0)).toBe(true);
    const open = (await get(ticketsLoader, "/mock/tickets?status=open&perpage=100", {}, adminToken)).body;
    expect(open.meta.filtered).toBe(counts.newCount);
    expect((await get(ticketsLoader, "/mock/tickets?status=lost")).status).toBe(400);
  });

  it("answers the AM revenue with type, numOfBill, grandTotal and growth, and checks its parameters", async () => {
    const body = (await get(revenue, "/mock/x?type=yearly&date=2026-03-10")).body;
    expect(body.data).toMatchObject({ type: "yearly", numOfBill: expect.any(Number), grandTotal: expect.any(Number), growth: { total: expect.any(Number), percentage: expect.any(Number), value: expect.any(Number), caret: expect.stringMatching(/^(up|down|flat)$/) } });
    expect((await get(revenue, "/mock/x?type=weekly")).status).toBe(400);
    expect((await get(revenue, "/mock/x?date=10-03-2026")).status).toBe(400);
    expect(periodBounds("monthly", "2026-01-15")).toEqual({ current: ["2026-01-01", "2026-02-01"], previous: ["2025-12-01", "2026-01-01"] });
    expect(periodBounds("quarterly", "2026-05-02")).toEqual({ current: ["2026-04-01", "2026-07-01"], previous: ["2026-01-01", "2026-04-01"] });
    expect(periodBounds("yearly", "2026-05-02")).toEqual({ current: ["2026-01-01", "2027-01-01"], previous: ["2025-01-01", "2026-01-01"] });
  });

  it("gives the management dashboard, channeling, payments and unpaid invoices from the tables (zero counts are fine)", async () => {
    const dash = (await get(dashboardManagement)).body.data as { receivables: { buckets: { bucket: string }[] }; billing: { count: number } };
    expect(dash.receivables.buckets.map((b) => b.bucket)).toEqual(["current", "1-15", "16-30", "31-45", "over-45"]);
    const channels = (await get(channeling)).body.data as { product: { product_code: string }; status: string }[];
    expect(channels.map((c) => c.status)).toEqual(expect.arrayContaining(["Approved"]));
    expect((await get(channeling, "/mock/x?status=Approved")).body.meta.filtered).toBe(channels.filter((c) => c.status === "Approved").length);
    expect((await get(payments, "/mock/x", {}, adminToken)).body.meta).toMatchObject({ total: expect.any(Number) });
    expect((await get(unpaid)).body.meta).toMatchObject({ total: expect.any(Number) });
    expect((await get(paymentsDashboard, "/mock/x", {}, adminToken)).body.data).toMatchObject({ paid: { count: expect.any(Number) }, unpaid: { count: expect.any(Number) } });
  });

  it("answers the dashboard mocks with the dashboards' own figures, from the same code (issue 22)", async () => {
    issuedBilling(); // the demo data has no documents: one issued billing, so the figures compared are not all zero
    const query = "/mock/x?period=year";
    const admin = loadAccessUser(DEMO.admin)!;
    const summary = summaryView(admin, new URL(`http://x${query}`).searchParams, new Date());
    const dash = (await get(dashboardManagement, query, {}, adminToken)).body.data as { period: unknown; po: { count: number; total: number }; billing: { count: number; total: number }; invoice: { count: number }; revenue: { amount: number }; liabilities: { amount: number }; receivables: { total: unknown }; popularProducts: unknown };
    expect(summary.billing.count).toBeGreaterThan(0);
    expect(dash.period).toEqual(summary.period);
    expect(dash.po).toMatchObject({ count: summary.po.count, total: summary.po.amount });
    expect(dash.billing).toMatchObject({ count: summary.billing.count, total: summary.billing.amount });
    expect(dash.invoice.count).toBe(summary.invoice.count);
    expect(dash.revenue.amount).toBe(summary.revenue.amount);
    expect(dash.liabilities.amount).toBe(summary.liabilities.amount);
    expect(dash.receivables.total).toEqual(summary.ageing.total);
    expect(dash.popularProducts).toEqual(summary.popularProducts);

    const payments = (await get(paymentsDashboard, query, {}, adminToken)).body.data as { period: Record<string, unknown> };
    const screen = paymentsDashboardOf(admin, summary.period, null);
    expect(payments.period).toMatchObject({ collected: screen.collected, settlement: screen.settlement, byChannel: screen.byChannel, trend: screen.trend });
    expect((await get(dashboardManagement, "/mock/x?period=custom&from=2026-05-01&to=2026-01-01", {}, adminToken)).status).toBe(400);
  });

  it("gives the sortable tree from the top company with mapped users", async () => {
    const tree = (await get(sortable, "/mock/x", {}, adminToken)).body.data as { code: string; children: unknown[] };
    expect(tree.code).toBe("TLKM");
    expect(tree.children).toHaveLength(3);
    expect((await get(sortable, "/mock/x?id=NOPE", {}, adminToken)).status).toBe(404);
  });

  it("pins and lists the caller's bookmarks, and searches", async () => {
    const pinned = await call(pin, { token, body: { url: "/admin/users", title: "Users" } });
    expect(pinned.status).toBe(201);
    expect((await call(pin, { token, body: { url: "/admin/users", title: "Users" } })).status).toBe(409);
    expect((await call(pin, { token, body: { url: "https://evil.example", title: "x" } })).status).toBe(400);
    expect(((await get(bookmarks)).body.data as { url: string }[]).map((b) => b.url)).toContain("/admin/users");
    const found = (await get(mainSearch, "/mock/main-search?q=smart")).body;
    expect(JSON.stringify(found.data)).toMatch(/Smart Tenant/);
  });
});

describe("the payments mocks read the real payments, billings and invoices (issue 20)", () => {
  type PaymentRow = { _id: string; status_payment: string; status_match: string; amount: number; account: { reference_no: string; credit: number }; multibilling: { amount: number; billing: { _id: string } }[] };
  type Dashboard = { paid: { count: number; amount: number }; partlyPaid: { count: number; received: number }; unpaid: { count: number }; settlement: { settled: { count: number; amount: number }; notYet: { count: number; amount: number } }; match: { matched: { count: number }; unmatched: { count: number; amount: number } }; byChannel: { channel: string; count: number }[] };
  type UnpaidRow = { _id: string; status_paid: string; paid_amount: number; balance_due: number };
  const paymentsList = async (query = "") => (await get(payments, `/mock/x?perpage=100${query}`, {}, adminToken)).body;
  const dashboard = async () => (await get(paymentsDashboard, "/mock/x", {}, adminToken)).body.data as Dashboard;
  const unpaidRows = async () => (await get(unpaid, "/mock/x?perpage=100", {}, adminToken)).body.data as UnpaidRow[];
  const credit = async (amount: number) => {
    const s = statement([{ credit: amount }]);
    await importStatement(s, metaOf(s), settlement());
    return paymentByRef(s.lines[0]!.referenceNo);
  };

  it("a recorded payment appears in /mock/payments with the billing it pays, and in the dashboard's figures", async () => {
    const before = { list: await paymentsList(), dash: await dashboard() };
    const waiting = await credit(777_001);
    const billing = issuedBilling();
    const matched = await credit(billing.due);
    expect(matched.statusMatch).toBe("matched");

    const after = await paymentsList();
    expect(after.meta.total).toBe(before.list.meta.total + 2);
    const rows = after.data as PaymentRow[];
    expect(rows.find((r) => r._id === waiting.id)).toMatchObject({ status_match: "unmatched", status_payment: "unsettled", amount: 777_001, account: { reference_no: waiting.referenceNo, credit: 777_001 }, multibilling: [] });
    expect(rows.find((r) => r._id === matched.id)).toMatchObject({ status_match: "matched", multibilling: [{ amount: billing.due, billing: { _id: billing.id } }] });
    const waitingOnly = await paymentsList("&match=unmatched");
    expect((waitingOnly.data as PaymentRow[]).every((r) => r.status_match === "unmatched")).toBe(true);
    expect((waitingOnly.data as PaymentRow[]).map((r) => r._id)).toContain(waiting.id);

    const dash = await dashboard();
    expect(dash.paid.count).toBe(before.dash.paid.count + 1);
    expect(dash.paid.amount).toBe(before.dash.paid.amount + getBilling(billing.id)!.finalPrice);
    expect(dash.unpaid.count).toBe(before.dash.unpaid.count); // issued unpaid, then paid: one more live billing, and it is paid
    // A matched payment is settled; a waiting one is not yet.
    expect(dash.settlement.notYet).toEqual({ count: before.dash.settlement.notYet.count + 1, amount: before.dash.settlement.notYet.amount + 777_001 });
    expect(dash.settlement.settled).toEqual({ count: before.dash.settlement.settled.count + 1, amount: before.dash.settlement.settled.amount + billing.due });
    expect(dash.match.unmatched).toEqual({ count: before.dash.match.unmatched.count + 1, amount: before.dash.match.unmatched.amount + 777_001 });
    expect(dash.match.matched.count).toBe(before.dash.match.matched.count + 1);
    expect(dash.byChannel.reduce((a, c) => a + c.count, 0)).toBe(after.meta.total);
  });

  it("an approved invoice leaves /mock/unpaid-invoice once its billing is paid, and shows its balance while partly paid", async () => {
    const { id: billingId, invoice } = issuedBilling();
    await approveInvoice(as("usr-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
    const target = (await unpaidRows()).find((r) => r._id === invoice.id);
    expect(target).toMatchObject({ status_paid: "unpaid", paid_amount: 0 });
    const due = amountDueOf(getBilling(billingId)!);
    expect(target!.balance_due).toBe(due);
    const total = (await get(unpaid, "/mock/x", {}, adminToken)).body.meta.total;
    // The management dashboard's receivables fall by what is paid: a partly paid billing is owed its balance.
    const receivables = async () => ((await get(dashboardManagement)).body.data as { receivables: { total: { count: number; amount: number } } }).receivables.total;
    const owed = await receivables();

    const part = await credit(100_000);
    await matchPayment(part.id, [{ billingId, amount: 100_000 }], settlement());
    expect((await unpaidRows()).find((r) => r._id === target!._id)).toMatchObject({ status_paid: "partly paid", paid_amount: 100_000, balance_due: due - 100_000 });
    expect((await dashboard()).partlyPaid.received).toBeGreaterThanOrEqual(100_000);
    expect(await receivables()).toEqual({ count: owed.count, amount: owed.amount - 100_000 });

    const rest = await credit(due - 100_000);
    await matchPayment(rest.id, [{ billingId, amount: due - 100_000 }], settlement());
    expect(db().select().from(billings).where(eq(billings.id, billingId)).get()!.statusPaid).toBe("paid");
    expect(await receivables()).toEqual({ count: owed.count - 1, amount: owed.amount - getBilling(billingId)!.finalPrice });
    expect((await unpaidRows()).map((r) => r._id)).not.toContain(target!._id);
    expect((await get(unpaid, "/mock/x", {}, adminToken)).body.meta.total).toBe(total - 1);
  });

  it("a scoped reader sees only the payments matched to billings of their products (waiting ones are settlement's)", async () => {
    const waiting = await credit(777_002);
    const billing = issuedBilling();
    const matched = await credit(billing.due);
    const page = { offset: 0, limit: 1_000 };
    const own = mockPayments(page, {}, [billing.billing.productId]).rows;
    expect(own.map((r) => r._id)).toContain(matched.id);
    expect(own.map((r) => r._id)).not.toContain(waiting.id);
    for (const r of own) expect(r.multibilling.some((m) => getBilling(m.billing._id)!.productId === billing.billing.productId)).toBe(true);
    expect(mockPayments(page, {}, ["prd-none"]).rows.map((r) => r._id)).not.toContain(matched.id);
    expect(mockPayments(page, {}, []).total).toBe(0);
    expect(mockPayments(page, {}, null).rows.map((r) => r._id)).toEqual(expect.arrayContaining([waiting.id, matched.id]));
  });
});

describe("mock sign-in, registration and feedback", () => {
  it("the password alone asks for the code (no token); a trusted device signs in; a wrong one is 'Email Or Password Invalid'", async () => {
    const bad = await call(login, { body: { email: "owner@digimon.test", password: "nope" } });
    expect(bad).toMatchObject({ status: 401, json: { status: false, code: 401, message: "Email Or Password Invalid" } });
    expect((await call(login, { body: { email: "ghost@digimon.test", password: "Digimon#2026" } })).json.message).toBe("Email Or Password Invalid");
    const untrusted = await call(login, { body: { email: "owner@digimon.test", password: "Digimon#2026" } });
    expect(untrusted.status).toBe(200);
    expect(untrusted.json.data).toMatchObject({ fingerprintStatus: false, access_token: null, refresh_token: null, user: { email: "owner@digimon.test" } });
    // The device a real client trusted at its last code verification (auth/otp/verification with trust_device).
    const { token: device } = await trustDevice(new Request("http://localhost/login"), DEMO["product-owner"]);
    const ok = await call(login, { body: { email: "owner@digimon.test", password: "Digimon#2026" }, headers: { "x-device-token": device } });
    const data = ok.json.data as { access_token: string; refresh_token: string; fingerprintStatus: boolean; user: { email: string } };
    expect(data).toMatchObject({ fingerprintStatus: true, user: { email: "owner@digimon.test" } });
    // The mock token opens the mocks, and only the mocks.
    expect((await get(bookmarks, "/mock/bookmarks", {}, data.access_token)).status).toBe(200);
    const { loader: realApi } = await import("~/routes/api.v3.notifications._index");
    expect((await call(realApi, { method: "GET", token: data.access_token })).status).toBe(401);
    const again = await call(refresh, { body: { refresh_token: data.refresh_token } });
    expect((again.json.data as { access_token: string }).access_token).toMatch(/^mock-access\./);
    expect(await call(refresh, { body: { refresh_token: data.access_token } })).toMatchObject({ status: 401, json: { message: "Invalid access token" } });
    expect(await call(refresh, { body: {} })).toMatchObject({ status: 401, json: { message: "Invalid access token" } });
    expect(await call(login, { body: "{nope" })).toMatchObject({ status: 400, json: { message: "Something went wrong" } });
  });

  it("registers with the catalogue's messages, creating nobody", async () => {
    expect((await call(register, { body: { email: "new@x.test" } })).json.message).toBe("Please enter your name.");
    expect((await call(register, { body: { fullname: "Siti", email: "owner@digimon.test" } })).json.message).toBe("This email is already in use.");
    expect((await call(register, { body: { fullname: "Siti", email: "not-mail" } })).json.message).toBe("Something went wrong");
    const created = await call(register, { body: { fullname: "Tono Sudarsono", email: "tono@partner.test" } });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ email: "tono@partner.test", status: "pending" });
  });

  it("thanks for feedback, naming the answer, or with the catalogue's thanks when there is none", async () => {
    const named = await call(feedback, { body: { answer: "Sangat membantu" } });
    expect(named.json).toMatchObject({ status: true, code: 200, message: 'Thanks for the response! You answered "Sangat membantu".' });
    expect((await call(feedback, { body: {} })).json.message).toBe("Thanks for the response!");
    expect((await call(feedback, { body: { answer: "   " } })).json.message).toBe("Thanks for the response!");
    expect((await call(feedback, { method: "GET" })).status).toBe(405);
  });

  it("answers unknown mock paths with the wrapper's 404", async () => {
    expect((await get(unknownMock)).body).toMatchObject({ status: false, code: 404 });
  });
});

describe("production mode", () => {
  afterAll(() => {
    mode.sandbox = true;
  });
  it("answers 404 on every mock route", async () => {
    mode.sandbox = false;
    for (const [, handler] of GETS) expect((await get(handler)).status).toBe(404);
    for (const handler of [login, register, refresh, feedback, pin]) expect((await call(handler, { body: {} })).status).toBe(404);
  });
});
