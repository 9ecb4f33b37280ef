/**
 * Issue 20: the payments list and the unmatched queue page as the document lists do (keyset cursors after/before,
 * last, page; a capped count choosing the plan). Each page, walked forwards and back, is exactly the slice of a
 * plain ORDER BY over the whole table, under filters and a scope; the plans use the list's indexes.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "#db/client.server";
import { COUNT_CAP, PAGE_SIZE, traceListQueries } from "~/models/document-lists.server";
import { listPayments, PAYMENT_SORTS, type PaymentScope, paymentRows, waitingPayments } from "~/models/payment-screens.server";
import { loader as listLoader } from "~/routes/_portal.payments._index";
import { loader as queueLoader } from "~/routes/_portal.payments.unmatched";
import { parsePaymentParams, parseQueuePaging } from "~/services/payment-screens.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { sessionCookie } from "../support/http";
import { useDemoData } from "../support/seed";

useDemoData();

/** Enough payments that the unfiltered list, the matched ones and the queue each pass the count cap. */
const VOLUME = 24_000;
const BANKS = ["bca", "mandiri", "bni", "bri"];
const ACCOUNTS = ["1230004567", "8800112233"];

beforeAll(() => {
  const client = db().$client;
  const insert = client.prepare(
    `insert into payments (id, source, account, bank, transaction_date, description, reference_no, credit, amount, status_match, status_payment, state, product_id, created_by_id, created_at)
     values (?, 'statement', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'usr-settlement', ?)`,
  );
  // mulberry32: the same rows on every run, with many ties in date, amount and creation time.
  let seed = 20;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
  client.transaction(() => {
    for (let i = 0; i < VOLUME; i++) {
      const roll = next(100);
      const [match, state] = roll < 40 ? ["unmatched", "unmatched"] : roll < 46 ? ["partly matched", "partlyMatched"] : roll < 96 ? ["matched", "matched"] : ["not ours", "notOurs"];
      const day = String(1 + next(28)).padStart(2, "0");
      const month = String(1 + next(3)).padStart(2, "0");
      const amount = (1 + next(40)) * 250_000 + (next(3) === 0 ? 0 : next(999));
      // Creation times repeat (a statement's lines share one second): rowid must break those ties.
      const created = `2026-0${1 + next(3)}-${String(1 + next(28)).padStart(2, "0")}T0${next(10)}:00:00.000Z`;
      insert.run(
        `pay-list-${i}`, ACCOUNTS[next(2)], BANKS[next(4)], `2026-${month}-${day}`, `TRF ${next(500)} PT LIST ${i}`, `REF${String(i).padStart(6, "0")}`, amount, amount,
        match, match === "matched" ? "settled" : "unsettled", state, match === "matched" ? (next(2) ? "prd-ac" : "prd-st") : null, created,
      );
    }
  })();
}, 60_000);

const sqlite = () => db().$client;
const SORT_SQL: Record<string, string> = {
  date: "transaction_date {d}, created_at {d}, rowid {d}",
  amount: "amount {d}, created_at {d}, rowid {d}",
  created: "created_at {d}, rowid {d}",
};
const truth = (where: string, sort: string, dir: string, limit: number, args: unknown[] = []) =>
  (sqlite().prepare(`select id from payments ${where ? `where ${where}` : ""} order by ${SORT_SQL[sort].replaceAll("{d}", dir)} limit ${limit}`).all(...args) as { id: string }[]).map((r) => r.id);
const countWhere = (where: string, args: unknown[] = []) => (sqlite().prepare(`select count(*) as n from payments ${where ? `where ${where}` : ""}`).get(...args) as { n: number }).n;

const list = (query: string, scope: PaymentScope = null) => listPayments(scope, parsePaymentParams(new URL(`http://x/payments?${query}`)));
const queue = (query: string) => waitingPayments(parseQueuePaging(new URL(`http://x/payments/unmatched?${query}`)));

/** Follows "next" links `pages` times; returns every row id seen, in order, and the last page. */
function walk(read: (q: string) => ReturnType<typeof list>, query: string, pages: number) {
  const ids: string[] = [];
  let result = read(query);
  ids.push(...result.rows.map((r) => r.id));
  for (let p = 2; p <= pages && result.info.next; p++) {
    result = read(`${query}&after=${result.info.next}&page=${p}`);
    ids.push(...result.rows.map((r) => r.id));
  }
  return { ids, last: result };
}

/** Goes forwards `pages` pages, then back with "previous" to the first: each page back equals the one seen forwards. */
function forthAndBack(read: (q: string) => ReturnType<typeof list>, query: string, pages: number) {
  const seen = [read(query)];
  for (let p = 2; p <= pages; p++) seen.push(read(`${query}&after=${seen[p - 2].info.next}&page=${p}`));
  let page = seen[pages - 1];
  for (let p = pages - 1; p >= 1; p--) {
    page = read(`${query}&before=${page.info.prev}&page=${p}`);
    expect(page.rows.map((r) => r.id), `page ${p} read back`).toEqual(seen[p - 1].rows.map((r) => r.id));
    expect(page.info).toMatchObject({ page: p, from: (p - 1) * PAGE_SIZE + 1, isFirst: p === 1 });
  }
  return seen;
}

const WAITING = "status_match in ('unmatched', 'partly matched')";

describe("payments list: keyset paging", () => {
  it("has the volume to test both plans: the whole list, the matched ones and the queue pass the count cap", () => {
    expect(countWhere("")).toBeGreaterThan(COUNT_CAP);
    expect(countWhere("status_match = 'matched'")).toBeGreaterThan(COUNT_CAP);
    expect(countWhere(WAITING)).toBeGreaterThan(COUNT_CAP);
    const { rows, info } = list("");
    expect(rows.map((r) => r.id)).toEqual(truth("", "date", "desc", PAGE_SIZE));
    expect(info).toMatchObject({ total: COUNT_CAP + 1, capped: true, page: 1, from: 1, to: PAGE_SIZE, isFirst: true, isLast: false, prev: null });
  });

  it.each(PAYMENT_SORTS.flatMap((s) => [[s, "asc"], [s, "desc"]]))("sorts everything by %s %s across three pages exactly as SQL orders the table", (sort, dir) => {
    expect(walk(list, `sort=${sort}&dir=${dir}`, 3).ids).toEqual(truth("", sort, dir, 3 * PAGE_SIZE));
  });

  it.each(PAYMENT_SORTS.flatMap((s) => [[s, "asc"], [s, "desc"]]))("sorts a selective filter (unmatched at BCA) by %s %s the same way, and back", (sort, dir) => {
    const where = "status_match = 'unmatched' and bank = 'bca'";
    const total = countWhere(where);
    expect(total).toBeGreaterThan(3 * PAGE_SIZE);
    expect(total).toBeLessThanOrEqual(COUNT_CAP);
    const query = `status_match=unmatched&bank=bca&sort=${sort}&dir=${dir}`;
    expect(walk(list, query, 3).ids).toEqual(truth(where, sort, dir, 3 * PAGE_SIZE));
    forthAndBack(list, query, 3);
  });

  it("walks a broad filter (every matched payment, more than the cap) by transaction date both ways", () => {
    const where = "status_match = 'matched'";
    expect(walk(list, "status_match=matched", 4).ids).toEqual(truth(where, "date", "desc", 4 * PAGE_SIZE));
    const seen = forthAndBack(list, "status_match=matched&sort=date&dir=asc", 4);
    expect(seen.flatMap((p) => p.rows.map((r) => r.id))).toEqual(truth(where, "date", "asc", 4 * PAGE_SIZE));
  });

  it("keeps every filter on every page: account, date range, amount range, search, settlement and a scope", () => {
    const where = "account = ? and transaction_date between '2026-01-10' and '2026-03-20' and amount between 1000000 and 8000000 and status_payment = 'settled' and product_id in ('prd-ac')";
    const args = [ACCOUNTS[1]];
    const total = countWhere(where, args);
    expect(total).toBeGreaterThan(2 * PAGE_SIZE);
    const query = `account=${ACCOUNTS[1]}&from=2026-01-10&to=2026-03-20&min=1.000.000&max=8000000&status_payment=settled&sort=amount&dir=desc`;
    const read = (q: string) => list(q, ["prd-ac"]);
    const { ids, last } = walk(read, query, Math.ceil(total / PAGE_SIZE));
    expect(ids).toEqual(truth(where, "amount", "desc", total, args));
    expect(last.info).toMatchObject({ total, capped: false, isLast: true, next: null, to: total });
    // A search for part of the bank's description narrows to those lines.
    const found = list("q=pt list 1234&sort=created");
    expect(found.rows.map((r) => r.id)).toEqual(truth("description like '%PT LIST 1234%'", "created", "asc", PAGE_SIZE));
    // A scope with no products sees nothing.
    expect(list("", []).info).toMatchObject({ total: 0, isFirst: true, isLast: true });
  });

  it("reads the last page from the end, then the page before it", () => {
    const where = "status_match = 'not ours' and bank = 'bri'";
    const total = countWhere(where);
    expect(total % PAGE_SIZE).not.toBe(0);
    const all = truth(where, "date", "desc", total);
    const last = list("status_match=not+ours&bank=bri&last=1");
    const full = Math.floor(total / PAGE_SIZE) * PAGE_SIZE;
    expect(last.info).toMatchObject({ total, page: Math.ceil(total / PAGE_SIZE), isLast: true, next: null });
    expect(last.rows.map((r) => r.id)).toEqual(all.slice(full));
    const before = list(`status_match=not+ours&bank=bri&before=${last.info.prev}&page=${last.info.page! - 1}`);
    expect(before.rows.map((r) => r.id)).toEqual(all.slice(full - PAGE_SIZE, full));
  });

  it("starts over on a broken cursor or one made for another sort", () => {
    expect(list("after=not-a-cursor&page=9").rows.map((r) => r.id)).toEqual(truth("", "date", "desc", PAGE_SIZE));
    const createdCursor = list("sort=created&dir=desc").info.next!;
    const foreign = list(`sort=amount&dir=desc&after=${createdCursor}&page=2`);
    expect(foreign.rows.map((r) => r.id)).toEqual(truth("", "amount", "desc", PAGE_SIZE));
    expect(foreign.info).toMatchObject({ page: 1, isFirst: true });
  });

  it("exports the filter in the list's order", () => {
    const params = parsePaymentParams(new URL("http://x/payments?status_match=unmatched&sort=amount&dir=asc"));
    expect(paymentRows(null, params, { limit: 3 * PAGE_SIZE }).map((r) => r.id)).toEqual(walk(list, "status_match=unmatched&sort=amount&dir=asc", 3).ids);
  });
});

describe("the unmatched queue: keyset paging", () => {
  it("pages the waiting payments oldest first, forwards and back, exactly as ORDER BY gives", () => {
    const seen = forthAndBack(queue, "", 3);
    expect(seen.flatMap((p) => p.rows.map((r) => r.id))).toEqual(truth(WAITING, "date", "asc", 3 * PAGE_SIZE));
    expect(seen[0].info).toMatchObject({ capped: true, isFirst: true, isLast: false });
    const last = queue("last=1");
    expect(last.rows.map((r) => r.id)).toEqual(truth(WAITING, "date", "desc", PAGE_SIZE).reverse());
  });
});

describe("the plans", () => {
  /** Every list query a read makes, with SQLite's plan for it. */
  function plans(read: () => unknown) {
    const seen: { sql: string; plan: string }[] = [];
    traceListQueries((sql, params) => {
      const rows = sqlite().prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[];
      seen.push({ sql, plan: rows.map((r) => r.detail).join(" | ") });
    });
    try {
      read();
    } finally {
      traceListQueries(null);
    }
    return seen.filter((s) => s.sql.includes("rowid as r"));
  }

  it.each([
    ["everything by transaction date", () => list(""), "payments_date_idx"],
    ["everything by amount", () => list("sort=amount&dir=desc"), "payments_amount_idx"],
    ["matched ones by transaction date", () => list("status_match=matched"), "payments_match_date_idx"],
    ["one account by transaction date", () => list(`account=${ACCOUNTS[0]}`), "payments_account_idx"],
    ["the queue, per status", () => queue(""), "payments_match_date_idx"],
  ])("walks %s in index order (no sort step)", (_, read, index) => {
    const found = plans(read);
    expect(found.length).toBeGreaterThan(0);
    for (const { plan } of found) {
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("reads a selective filter through an index, never the whole table (unmatched at one bank)", () => {
    const found = plans(() => list("status_match=unmatched&bank=bca"));
    expect(found.length).toBeGreaterThan(0);
    for (const { plan } of found) expect(plan).toMatch(/^SEARCH payments USING INDEX payments_(bank|match)_/);
  });
});

describe("the routes", () => {
  async function get(handler: unknown, path: string) {
    const request = new Request(`http://localhost${path}`, { headers: { Cookie: await sessionCookie("usr-settlement") } });
    const res = await (handler as (a: LoaderFunctionArgs) => Promise<Response>)({ request, params: {}, context: freshLoadContext() } as LoaderFunctionArgs);
    return (await res.json()) as { rows: { id: string }[]; info: { next: string | null; page: number }; waiting: { rows: { id: string }[]; info: { next: string | null } } };
  }

  it("answer the list's and the queue's second page from the pager's cursor, with the filters", async () => {
    const one = await get(listLoader, "/payments?status_match=unmatched&bank=mandiri&sort=amount&dir=desc");
    const two = await get(listLoader, `/payments?status_match=unmatched&bank=mandiri&sort=amount&dir=desc&after=${one.info.next}&page=2`);
    expect(two.info.page).toBe(2);
    expect([...one.rows, ...two.rows].map((r) => r.id)).toEqual(truth("status_match = 'unmatched' and bank = 'mandiri'", "amount", "desc", 2 * PAGE_SIZE));
    const q1 = await get(queueLoader, "/payments/unmatched");
    const q2 = await get(queueLoader, `/payments/unmatched?after=${q1.waiting.info.next}&page=2`);
    expect([...q1.waiting.rows, ...q2.waiting.rows].map((r) => r.id)).toEqual(truth(WAITING, "date", "asc", 2 * PAGE_SIZE));
  });
});
