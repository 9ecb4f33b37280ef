/**
 * Issue 22: the top-customers ranking reads whole months from dash_customer_monthly and the edges of a period from
 * dash_customer_daily (added, or taken away from a month: domain/period-pieces.ts). Each case here ranks the live
 * invoices in plain JS and expects the same five rows, to the rupiah: whole months, month to date (with and without
 * an invoice dated after "today"), part-months at either end, a range across a year, and a member's product scope.
 */
import { db } from "#db/client.server";
import { addDays, todayInJakarta } from "~/domain/dates";
import { topByInvoiced, type ProductIds, type RankedRow } from "~/models/dashboard.server";
import { scopedProductIds } from "~/services/dashboards/summary.server";
import { as } from "../support/factories";
import { useDemoDocuments } from "../support/seed";

useDemoDocuments();
const sqlite = () => db().$client;

type Inv = { id: string; product_id: string; customer_id: string | null; customer_name: string; final_price: number; created_at: string; status_invoice: string };

/** The ranking the dashboard must show, computed from the invoices themselves. */
function rankedInJs(ids: ProductIds, from: string, to: string, limit = 5): RankedRow[] {
  const rows = sqlite().prepare("select * from invoices").all() as Inv[];
  const groups = new Map<string, RankedRow>();
  for (const r of rows) {
    const day = todayInJakarta(new Date(r.created_at));
    if (!["invoiced", "approved"].includes(r.status_invoice) || day < from || day > to) continue;
    if (ids !== null && !ids.includes(r.product_id)) continue;
    const key = r.customer_id || r.customer_name;
    const g = groups.get(key) ?? { id: r.customer_id ?? "", name: r.customer_name, count: 0, amount: 0 };
    groups.set(key, { ...g, name: r.customer_name < g.name ? r.customer_name : g.name, count: g.count + 1, amount: g.amount + r.final_price });
  }
  return [...groups.values()].sort((a, b) => b.amount - a.amount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, limit);
}

const jakartaNoon = (day: string) => `${addDays(day, 0)}T05:00:00.000Z`;
const setCreated = (id: string, day: string) => sqlite().prepare("update invoices set created_at = ? where id = ?").run(jakartaNoon(day), id);

let live: Inv[] = [];
beforeAll(() => {
  live = sqlite().prepare("select * from invoices where status_invoice in ('invoiced', 'approved') order by rowid").all() as Inv[];
  // Spread the live invoices over 2025-01..2025-04 (every few days) and give the ranking something to decide: a
  // customer under two names, two invoices with no customer id (grouped by name), amounts that change the order.
  live.forEach((r, i) => setCreated(r.id, addDays("2025-01-03", (i * 7) % 118)));
  const named = live.filter((r) => r.customer_id);
  sqlite().prepare("update invoices set customer_name = 'AAA renamed' where id = ?").run(named[0].id);
  for (const r of live.slice(-2)) sqlite().prepare("update invoices set customer_id = null, customer_name = 'Warung Tanpa Id' where id = ?").run(r.id);
  live.forEach((r, i) => sqlite().prepare("update invoices set final_price = ? where id = ?").run(1_000_000 + ((i * 7919) % 97) * 123_457, r.id));
  live = sqlite().prepare("select * from invoices where status_invoice in ('invoiced', 'approved') order by rowid").all() as Inv[];
});

const cases: [string, string, string][] = [
  ["a whole month", "2025-02-01", "2025-02-28"],
  ["a whole quarter", "2025-01-01", "2025-03-31"],
  ["month to date (nothing after the 20th)", "2025-04-01", "2025-04-20"],
  ["part-month at the start, read from the days", "2025-02-01", "2025-02-09"],
  ["part-month in the middle, the month less both ends", "2025-03-04", "2025-03-27"],
  ["part-months at both ends around a whole month", "2025-01-18", "2025-03-12"],
  ["the month less its first days, then the next month's first days", "2025-01-06", "2025-02-04"],
  ["a range across a year", "2024-12-15", "2025-04-30"],
  ["nothing in the period", "2024-01-01", "2024-01-31"],
];

describe("top customers from monthly and daily summary rows", () => {
  it("the demo gives the ranking more than five customers, in several months", () => {
    expect(new Set(live.map((r) => r.customer_id || r.customer_name)).size).toBeGreaterThan(5);
    expect(rankedInJs(null, "2025-01-01", "2025-04-30").length).toBe(5);
  });

  for (const [name, from, to] of cases) {
    it(`every product: ${name} (${from}..${to})`, () => {
      expect(topByInvoiced("customer", null, from, to)).toEqual(rankedInJs(null, from, to));
    });
  }

  it("month to date with an invoice dated after today: the month's row less the days after it", () => {
    const moved = live[1];
    setCreated(moved.id, "2025-04-25");
    try {
      const ranked = topByInvoiced("customer", null, "2025-04-01", "2025-04-20");
      expect(ranked).toEqual(rankedInJs(null, "2025-04-01", "2025-04-20"));
      expect(topByInvoiced("customer", null, "2025-04-01", "2025-04-30")).toEqual(rankedInJs(null, "2025-04-01", "2025-04-30"));
      // The moved invoice counts in the whole month, and not up to the 20th.
      const amountOf = (rows: RankedRow[]) => rows.reduce((n, r) => n + r.amount, 0);
      expect(amountOf(rankedInJs(null, "2025-04-01", "2025-04-30", 100)) - amountOf(topByInvoiced("customer", null, "2025-04-01", "2025-04-20", 100))).toBe(
        rankedInJs(null, "2025-04-21", "2025-04-30", 100).reduce((n, r) => n + r.amount, 0),
      );
    } finally {
      setCreated(moved.id, todayInJakarta(new Date(moved.created_at)));
    }
  });

  it("a member's scope (usr-owner's products) and one product, in whole and part months", () => {
    const member = scopedProductIds(as("usr-owner"), "invoice");
    expect(member?.length).toBeGreaterThan(0);
    const oneProduct = [live[0].product_id];
    for (const ids of [member, oneProduct]) {
      for (const [, from, to] of cases) expect(topByInvoiced("customer", ids, from, to), `${ids} ${from}..${to}`).toEqual(rankedInJs(ids, from, to));
    }
    expect(topByInvoiced("customer", [], "2025-01-01", "2025-04-30")).toEqual([]);
  });

  it("this month, as the dashboard asks it (first of the month to today)", () => {
    const today = todayInJakarta(new Date());
    const from = `${today.slice(0, 7)}-01`;
    setCreated(live[2].id, from);
    setCreated(live[3].id, today);
    expect(topByInvoiced("customer", null, from, today)).toEqual(rankedInJs(null, from, today));
  });

  it("a whole month: a customer small in every product but first in total, and a tie for fifth decided by name", () => {
    const products = (sqlite().prepare("select id from products order by id").all() as { id: string }[]).map((p) => p.id);
    expect(products.length).toBeGreaterThanOrEqual(4);
    // Each product's list has two customers above the spread one's 260, so only the threshold finds it (1,040 in all).
    const plan: [string, string, number][] = [
      ...products.slice(0, 4).map((p): [string, string, number] => ["Spread Everywhere", p, 260]),
      ["Alpha", products[0], 1000],
      ["Bravo", products[1], 900],
      ["Charlie", products[2], 800],
      ["Delta", products[3], 700],
      ["Tie Beta", products[0], 500],
      ["Tie Alfa", products[1], 500],
      ["Echo", products[2], 450],
      ["Foxtrot", products[3], 400],
    ];
    expect(live.length).toBeGreaterThanOrEqual(plan.length);
    plan.forEach(([name, product, amount], i) =>
      sqlite()
        .prepare("update invoices set customer_id = null, customer_name = ?, product_id = ?, final_price = ?, created_at = ? where id = ?")
        .run(name, product, amount, jakartaNoon(addDays("2025-05-01", i * 2)), live[i].id),
    );
    const ranked = topByInvoiced("customer", null, "2025-05-01", "2025-05-31");
    expect(ranked).toEqual(rankedInJs(null, "2025-05-01", "2025-05-31"));
    expect(ranked.map((r) => [r.name, r.amount])).toEqual([
      ["Spread Everywhere", 1040],
      ["Alpha", 1000],
      ["Bravo", 900],
      ["Charlie", 800],
      ["Delta", 700],
    ]);
    expect(topByInvoiced("customer", null, "2025-05-01", "2025-05-31", 6).map((r) => r.name)).toEqual(["Spread Everywhere", "Alpha", "Bravo", "Charlie", "Delta", "Tie Alfa"]);
    expect(topByInvoiced("customer", null, "2025-05-01", "2025-05-31", 7)).toEqual(rankedInJs(null, "2025-05-01", "2025-05-31", 7));
    for (const ids of [[products[0], products[1]], [products[2]], products]) {
      expect(topByInvoiced("customer", ids, "2025-05-01", "2025-05-31"), `${ids}`).toEqual(rankedInJs(ids, "2025-05-01", "2025-05-31"));
    }
  });
});
