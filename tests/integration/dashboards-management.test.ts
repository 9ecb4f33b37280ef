/** Issue 22: the management dashboard: D1's summary figures plus the revenue trend and the breakdowns, in scope. */
import { db } from "#db/client.server";
import { tickets } from "#db/schema";
import { ticketCounts, type TicketCounts } from "~/models/ticket.server";
import { ticketScope } from "~/services/tickets.server";
import type { Period } from "~/domain/report-period";
import { loader } from "~/routes/_portal.dashboards.management";
import { managementDashboard } from "~/services/dashboards/management.server";
import { salesDashboard } from "~/services/dashboards/sales.server";
import { respond } from "../support/api";
import { as } from "../support/factories";
import { sessionCookie } from "../support/http";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();

const MARCH: Period = { preset: "custom", from: "2026-03-01", to: "2026-03-31" };

beforeAll(() => {
  db().$client.prepare("update billings set billing_date = case when rowid % 3 = 0 then '2026-02-10' else '2026-03-05' end where status in ('issued', 'paid')").run();
}, 120_000);

describe("the management dashboard", () => {
  it.each(["usr-admin", "usr-member", "usr-companion"])("for %s: the month's revenue equals the summary's, the breakdowns add up to the month's invoiced", (userId) => {
    const m = managementDashboard(as(userId), MARCH);
    const march = m.trend.months.find((x) => x.month === "2026-03")!;
    expect(march.revenue).toBe(m.summary.revenue.amount);
    expect(m.byDivision.reduce((a, d) => a + d.amount, 0)).toBe(march.invoiced);
    expect(m.byProduct.reduce((a, d) => a + d.amount, 0)).toBe(march.invoiced);
    // The invoiced trend is the sales dashboard's, which equals the billing list (dashboards-charts.test.ts).
    expect(march.invoiced).toBe(salesDashboard(as(userId), MARCH).totals.amount);
  });

  it("a member sees less than the admin, a partner nothing", () => {
    const admin = managementDashboard(as("usr-admin"), MARCH).byProduct.length;
    const member = managementDashboard(as("usr-member"), MARCH).byProduct.length;
    expect(member).toBeGreaterThan(0);
    expect(member).toBeLessThan(admin);
    expect(managementDashboard(as("usr-partner"), MARCH).byProduct).toEqual([]);
  });

  it("the page reads the period from the URL", async () => {
    const { response, json } = await respond(loader as never, new Request("http://localhost/dashboards/management?period=custom&from=2026-03-01&to=2026-03-31", { headers: { Cookie: await sessionCookie("usr-admin") } }));
    expect(response.status).toBe(200);
    expect((json as { period: Period }).period).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
  });

  it("shows the tickets' six counts of the viewer's ticket list, to those who may read tickets (issue 22)", async () => {
    const page = async (userId: string) => {
      const { response, json } = await respond(loader as never, new Request("http://localhost/dashboards/management", { headers: { Cookie: await sessionCookie(userId) } }));
      expect([response.status, response.headers.get("Location")]).toEqual([200, null]);
      return json as { tickets: TicketCounts | null };
    };
    const admin = (await page("usr-admin")).tickets;
    expect(admin).toEqual(ticketCounts(ticketScope(as("usr-admin"))));
    expect(admin!.totalCount).toBe(db().select().from(tickets).all().length);
    expect(admin!.totalCount).toBeGreaterThan(0);
    expect(admin!.newCount + admin!.inProgressCount + admin!.onHoldCount + admin!.solvedCount + admin!.closedCount).toBe(admin!.totalCount);
    expect((await page("usr-settlement")).tickets).toEqual(ticketCounts(ticketScope(as("usr-settlement"))));
  });
});
