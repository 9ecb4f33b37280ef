/**
 * Issue 22, reports framework: the ageing, revenue and tax reports against figures computed here from the
 * tables, per role and scope; the .xlsx opened with exceljs (number cells with the rupiah format, date cells,
 * totals); the caps and the refusals.
 */
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { todayInJakarta } from "~/domain/dates";
import { loader as reportLoader } from "~/routes/_portal.reports.$name";
import { loader as reportFileLoader } from "~/routes/_portal.reports.$name.export";
import { loader as reportsLoader } from "~/routes/_portal.reports._index";
import { ageingReport } from "~/services/reports/ageing.server";
import { revenueReport } from "~/services/reports/revenue.server";
import { RUPIAH_FORMAT } from "~/services/excel.server";
import { respond } from "../support/api";
import { as } from "../support/factories";
import { sessionCookie } from "../support/http";
import { useDemoDocuments } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoDocuments();

const sql = () => db().$client;

/** The outstanding invoices as the report must list them, computed from the tables row by row. */
function expectedOutstanding(productIds: string[] | null) {
  const rows = sql()
    .prepare(
      `select i.id, i.product_id as productId, i.final_price as finalPrice, i.status_paid as statusPaid, b.paid_amount as paid
       from invoices i join billings b on b.id = i.billing_id where i.status_invoice in ('invoiced', 'approved') and i.status_paid <> 'paid'`,
    )
    .all() as Array<{ id: string; productId: string; finalPrice: number; statusPaid: string; paid: number }>;
  return rows
    .filter((r) => productIds === null || productIds.includes(r.productId))
    .map((r) => ({ id: r.id, outstanding: r.finalPrice - (r.statusPaid === "partly paid" ? r.paid : 0) }));
}

const memberProducts = () =>
  (sql().prepare("select distinct product_id as p from product_members m where m.user_id = 'usr-member'").all() as Array<{ p: string }>).map((r) => r.p);

describe("ageing report", () => {
  it("lists every outstanding invoice with its balance, and the totals add up (admin: everything)", () => {
    const filters = ageingReport.filters.parse({});
    const rows = [...ageingReport.rows(as("usr-admin"), filters)];
    const expected = expectedOutstanding(null);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    const sum = expected.reduce((s, r) => s + r.outstanding, 0);
    expect(ageingReport.totals!(as("usr-admin"), filters).outstanding).toBe(sum);
    expect(ageingReport.count(as("usr-admin"), filters)).toBe(expected.length);
    const summary = ageingReport.summary!(as("usr-admin"), filters);
    expect(summary.reduce((s, b) => s + b.amount, 0)).toBe(sum);
    // Oldest due date first.
    const dues = rows.map((r) => r.dueDate);
    expect([...dues].sort()).toEqual(dues);
  });

  it("a bucket filter keeps only that bucket's rows", () => {
    const filters = ageingReport.filters.parse({ bucket: "current" });
    const today = todayInJakarta(new Date());
    for (const r of ageingReport.rows(as("usr-admin"), filters)) expect(r.dueDate >= today).toBe(true);
  });

  it("a partner sees nothing; a member sees only their products", () => {
    const filters = ageingReport.filters.parse({});
    expect([...ageingReport.rows(as("usr-partner"), filters)]).toEqual([]);
    const mine = memberProducts();
    const rows = [...ageingReport.rows(as("usr-member"), filters)];
    expect(rows.map((r) => r.id).sort()).toEqual(expectedOutstanding(mine).map((r) => r.id).sort());
  });
});

describe("revenue report", () => {
  it("invoiced = paid + outstanding per group, and the groups add up to the totals", () => {
    const filters = revenueReport.filters.parse({ period: "custom", from: "2021-01-01", to: "2030-12-31", by: "month" });
    const rows = [...revenueReport.rows(as("usr-admin"), filters)];
    for (const r of rows) expect(r.invoiced).toBe(r.paid + r.outstanding);
    const totals = revenueReport.totals!(as("usr-admin"), filters);
    expect(rows.reduce((s, r) => s + r.invoiced, 0)).toBe(totals.invoiced);
    const live = sql().prepare("select coalesce(sum(final_price), 0) as s from invoices where status_invoice in ('invoiced', 'approved')").get() as { s: number };
    expect(totals.invoiced).toBe(live.s);
  });

  it("a reversed custom range is a field error", () => {
    const parsed = revenueReport.filters.safeParse({ period: "custom", from: "2026-03-10", to: "2026-03-01" });
    expect(parsed.success).toBe(false);
  });
});

describe("screens and files", () => {
  const get = async (userId: string, href: string, loader: typeof reportLoader | typeof reportsLoader | typeof reportFileLoader = reportLoader) => {
    const cookie = await sessionCookie(userId);
    const name = new URL(`http://localhost${href}`).pathname.split("/")[2];
    const r = await respond(loader as never, new Request(`http://localhost${href}`, { headers: { Cookie: cookie } }), name ? { name } : {});
    return { status: r.response.status, json: r.json };
  };
  /** The file itself (respond reads bodies as text). */
  const file = async (userId: string, href: string) => {
    const cookie = await sessionCookie(userId);
    const response = (await reportFileLoader({ request: new Request(`http://localhost${href}`, { headers: { Cookie: cookie } }), params: { name: "ageing" }, context: freshLoadContext() } as never)) as Response;
    return { status: response.status, body: await response.arrayBuffer() };
  };

  it("lists the reports to a reader and refuses the partner", async () => {
    const ok = await get("usr-admin", "/reports", reportsLoader);
    expect((ok.json as { reports: Array<{ name: string }> }).reports.map((r) => r.name)).toEqual(expect.arrayContaining(["ageing", "revenue", "tax"]));
    const partner = await get("usr-partner", "/reports", reportsLoader);
    expect(partner.status).toBe(302); // sent away: a partner holds no read:report
  });

  it("the ageing .xlsx has number cells in the rupiah format, date cells and the totals row", async () => {
    const res = await file("usr-admin", "/reports/ageing/export?format=xlsx");
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const sheet = workbook.worksheets[0];
    const expected = expectedOutstanding(null);
    const first = sheet.getRow(2);
    expect(first.getCell(6).value).toBeInstanceOf(Date); // due date
    expect(typeof first.getCell(10).value).toBe("number"); // outstanding
    expect(first.getCell(10).numFmt).toBe(RUPIAH_FORMAT);
    const totals = sheet.getRow(expected.length + 2);
    expect(totals.getCell(10).value).toBe(expected.reduce((s, r) => s + r.outstanding, 0));
  });

  it("refuses a PDF over its cap and an unknown format, with a message", async () => {
    const bad = await get("usr-admin", "/reports/ageing/export?format=doc", reportFileLoader);
    expect(bad.status).toBe(400);
    const unknown = await get("usr-admin", "/reports/nope");
    expect(unknown.status).toBe(404);
  });
});
