import type { LoaderFunctionArgs } from "@remix-run/node";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { seedVolume } from "#db/seed/volume";
import {
  BILLING_SORTS,
  BILLING_STATUSES,
  COUNT_CAP,
  INVOICE_SORTS,
  type ListParams,
  listBillings,
  listInbox,
  listInvoices,
  listPurchaseOrders,
  numberPrefixes,
  PAGE_SIZE,
  parseListParams,
  PO_SORTS,
  PO_STATUSES,
  signerProductIds,
  traceListQueries,
} from "~/models/document-lists.server";
import { loader as billingsLoader } from "~/routes/_portal.billings._index";
import { loader as inboxLoader } from "~/routes/_portal.invoices.inbox";
import { loader as invoicesLoader } from "~/routes/_portal.invoices._index";
import { loader as poLoader } from "~/routes/_portal.purchase-orders._index";
import { loader as exportLoader } from "~/routes/resources.export.$kind";
import { listScope } from "~/services/access-scope.server";
import { createWebSession } from "~/services/auth-session.server";
import { invoiceDefaultSort } from "~/components/data-table/list-defaults";
import { as } from "../support/factories";
import { useDemoData } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoData();

/** Enough generated invoices to pass the count cap (10,000) on the unfiltered list. */
const VOLUME = 10_600;
beforeAll(() => {
  seedVolume(db(), { invoices: VOLUME });
}, 180_000);

const sqlite = () => db().$client;
const INVOICE_OPTIONS = { sorts: INVOICE_SORTS, defaultSort: "created", defaultSortFor: invoiceDefaultSort, statuses: ["invoiced", "approved", "returned", "rejected", "canceled"] } as const;
const params = (query: string): ListParams => parseListParams(new URL(`http://x/invoices?${query}`), INVOICE_OPTIONS);
const invoices = (query: string, user = "usr-super-admin") => listInvoices(listScope(as(user), "invoice"), params(query));

/** The order a sort key means, as plain SQL over the whole table: the ground truth for the keyset pages. */
const SORT_SQL: Record<string, string> = {
  created: "created_at {d}, rowid {d}",
  number: "invoice_number {d}, rowid {d}",
  customer: "customer_name {d}, created_at {d}, rowid {d}",
  billingDate: "billing_date {d}, created_at {d}, rowid {d}",
  dueDate: "due_date {d}, created_at {d}, rowid {d}",
  amount: "final_price {d}, created_at {d}, rowid {d}",
  status: "status_invoice {d}, created_at {d}, rowid {d}",
  faktur: "status_faktur {d}, created_at {d}, rowid {d}",
};
const truth = (where: string, sort: string, dir: string, limit: number, args: unknown[] = []) =>
  (sqlite().prepare(`select id from invoices ${where ? `where ${where}` : ""} order by ${SORT_SQL[sort].replaceAll("{d}", dir)} limit ${limit}`).all(...args) as { id: string }[]).map((r) => r.id);
const countWhere = (where: string, args: unknown[] = []) => (sqlite().prepare(`select count(*) as n from invoices ${where ? `where ${where}` : ""}`).get(...args) as { n: number }).n;

/** Follows "next" links `pages` times; returns every row id seen, in order. */
function walk(query: string, pages: number, user = "usr-super-admin") {
  const ids: string[] = [];
  let result = invoices(query, user);
  ids.push(...result.rows.map((r) => r.id));
  for (let p = 2; p <= pages && result.info.next; p++) {
    result = invoices(`${query}&after=${result.info.next}&page=${p}`, user);
    ids.push(...result.rows.map((r) => r.id));
  }
  return { ids, last: result };
}

describe("invoice list: sorting and keyset paging", () => {
  it("shows 50 newest rows, a capped total and links onwards", () => {
    const { rows, info } = invoices("");
    expect(rows).toHaveLength(PAGE_SIZE);
    expect(rows.map((r) => r.id)).toEqual(truth("", "created", "desc", 50));
    expect(info).toMatchObject({ total: COUNT_CAP + 1, capped: true, page: 1, pageCount: null, from: 1, to: 50, isFirst: true, isLast: false, prev: null });
    expect(info.next).toBeTruthy();
  });

  it.each(INVOICE_SORTS.flatMap((s) => [[s, "asc"], [s, "desc"]]))("sorts by %s %s across three pages exactly as SQL orders the whole table", (sort, dir) => {
    const { ids } = walk(`sort=${sort}&dir=${dir}`, 3);
    expect(ids).toEqual(truth("", sort, dir, 150));
  });

  it.each(INVOICE_SORTS.flatMap((s) => [[s, "asc"], [s, "desc"]]))("sorts a selective filter (product AC, not approved) by %s %s the same way", (sort, dir) => {
    const where = "product_id = 'prd-ac' and status_invoice <> 'approved'";
    const total = countWhere(where);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    expect(total).toBeLessThanOrEqual(COUNT_CAP);
    const { ids } = walk(`product=prd-ac&status=invoiced&status=returned&status=rejected&status=canceled&sort=${sort}&dir=${dir}`, 3);
    expect(ids).toEqual(truth(where, sort, dir, 150));
  });

  it("goes back with 'previous' to exactly the page before, and page numbers follow", () => {
    const one = invoices("sort=amount&dir=desc");
    const two = invoices(`sort=amount&dir=desc&after=${one.info.next}&page=2`);
    const three = invoices(`sort=amount&dir=desc&after=${two.info.next}&page=3`);
    expect(three.info).toMatchObject({ page: 3, from: 101, to: 150 });
    const backToTwo = invoices(`sort=amount&dir=desc&before=${three.info.prev}&page=2`);
    expect(backToTwo.rows.map((r) => r.id)).toEqual(two.rows.map((r) => r.id));
    expect(backToTwo.info).toMatchObject({ page: 2, isFirst: false, isLast: false });
    const backToOne = invoices(`sort=amount&dir=desc&before=${backToTwo.info.prev}&page=1`);
    expect(backToOne.rows.map((r) => r.id)).toEqual(one.rows.map((r) => r.id));
    expect(backToOne.info).toMatchObject({ page: 1, isFirst: true, prev: null });
  });

  it("crosses from unnumbered to numbered invoices without losing or repeating one (number sort)", () => {
    const unnumbered = countWhere("invoice_number is null");
    const pages = Math.ceil(unnumbered / PAGE_SIZE) + 1;
    const { ids } = walk("sort=number&dir=asc", pages);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(truth("", "number", "asc", pages * PAGE_SIZE));
  });

  it("reads the last page from the end: what is left after the full pages, numbered when the total is known", () => {
    const where = "product_id = 'prd-st' and status_invoice = 'rejected'";
    const total = countWhere(where);
    expect(total % PAGE_SIZE).not.toBe(0);
    const last = invoices("product=prd-st&status=rejected&last=1");
    expect(last.info).toMatchObject({ total, capped: false, page: Math.ceil(total / PAGE_SIZE), isLast: true, next: null });
    const all = truth(where, "created", "desc", total);
    expect(last.rows.map((r) => r.id)).toEqual(all.slice(Math.floor(total / PAGE_SIZE) * PAGE_SIZE));
    const before = invoices(`product=prd-st&status=rejected&before=${last.info.prev}&page=${last.info.page! - 1}`);
    expect(before.rows.map((r) => r.id)).toEqual(all.slice((Math.floor(total / PAGE_SIZE) - 1) * PAGE_SIZE, Math.floor(total / PAGE_SIZE) * PAGE_SIZE));
  });

  it("handles the edges: a few pages to the end, nothing at all, and a broken cursor", () => {
    const customer = sqlite().prepare("select customer_id as id, count(*) as n from invoices where customer_id is not null group by customer_id having n between 101 and 300 order by n limit 1").get() as { id: string; n: number };
    const full = invoices(`customer=${customer.id}`);
    expect(full.info).toMatchObject({ total: customer.n, capped: false, pageCount: Math.ceil(customer.n / PAGE_SIZE), isLast: false });
    const { ids, last } = walk(`customer=${customer.id}`, Math.ceil(customer.n / PAGE_SIZE));
    expect(ids).toEqual(truth("customer_id = ?", "created", "desc", customer.n, [customer.id]));
    expect(last.info).toMatchObject({ isLast: true, next: null, to: customer.n, page: Math.ceil(customer.n / PAGE_SIZE) });

    const none = invoices("q=zz-no-such-customer-zz");
    expect(none.rows).toEqual([]);
    expect(none.info).toMatchObject({ total: 0, capped: false, isFirst: true, isLast: true, next: null, prev: null });

    const broken = invoices("after=not-a-cursor&page=7");
    expect(broken.rows.map((r) => r.id)).toEqual(truth("", "created", "desc", 50));
    expect(broken.info.page).toBe(1);

    // A number-sort cursor (one value) pasted onto the amount sort (amount, created) starts over rather than reading a wrong page.
    const numberCursor = invoices("sort=number").info.next!;
    const foreign = invoices(`sort=amount&dir=desc&after=${numberCursor}&page=2`);
    expect(foreign.rows.map((r) => r.id)).toEqual(truth("", "amount", "desc", 50));
    expect(foreign.info).toMatchObject({ page: 1, isFirst: true });
  });

  it("shows exactly one page when exactly 50 rows match, and a second with one row when 51 do", () => {
    // The top customer's largest amounts: "at least the 50th (51st) largest" matches exactly 50 (51) invoices.
    const top = (sqlite().prepare("select customer_id as id from invoices group by customer_id order by count(*) desc limit 1").get() as { id: string }).id;
    const amounts = (sqlite().prepare("select distinct final_price as a from invoices where customer_id = ? order by final_price desc limit 51").all(top) as { a: number }[]).map((r) => r.a);
    const countAtLeast = (a: number) => countWhere("customer_id = ? and final_price >= ?", [top, a]);
    expect(countAtLeast(amounts[49])).toBe(50);
    expect(countAtLeast(amounts[50])).toBe(51);
    const fifty = invoices(`customer=${top}&min=${amounts[49]}`);
    expect(fifty.rows).toHaveLength(50);
    expect(fifty.info).toMatchObject({ total: 50, pageCount: 1, isFirst: true, isLast: true, next: null, from: 1, to: 50 });
    const fiftyOne = invoices(`customer=${top}&min=${amounts[50]}`);
    expect(fiftyOne.info).toMatchObject({ total: 51, pageCount: 2, isLast: false });
    const second = invoices(`customer=${top}&min=${amounts[50]}&after=${fiftyOne.info.next}&page=2`);
    expect(second.rows).toHaveLength(1);
    expect(second.info).toMatchObject({ page: 2, from: 51, to: 51, isLast: true, next: null });
    const last = invoices(`customer=${top}&min=${amounts[50]}&last=1`);
    expect(last.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(last.info).toMatchObject({ page: 2, from: 51, to: 51 });
  });

  it("counts up to the cap and says when it stopped", () => {
    expect(invoices("").info).toMatchObject({ total: COUNT_CAP + 1, capped: true, pageCount: null });
    const under = countWhere("status_invoice <> 'approved'");
    expect(under).toBeLessThanOrEqual(COUNT_CAP);
    expect(invoices("status=invoiced&status=returned&status=rejected&status=canceled").info).toMatchObject({ total: under, capped: false });
    // The last page of a capped list is read from the end, without a page number.
    const last = invoices("last=1");
    expect(last.rows.map((r) => r.id)).toEqual(truth("", "created", "asc", 50).reverse());
    expect(last.info).toMatchObject({ page: null, isLast: true, isFirst: false, from: 0 });
  });

  it("counts and looks customers up afresh after any write, by this process or by another (another web worker, the jobs)", () => {
    // The capped count is kept until the database changes (db/until-changed.ts): a repeat must not hide a write.
    const query = "status=canceled";
    const before = invoices(query).info.total;
    expect(invoices(query).info.total).toBe(before);
    const one = sqlite().prepare("select id from invoices where status_invoice = 'invoiced' limit 1").get() as { id: string };
    const worker = new Database(sqlite().name);
    try {
      worker.prepare("update invoices set status_invoice = 'canceled' where id = ?").run(one.id);
      expect(invoices(query).info.total).toBe(before + 1);
      sqlite().prepare("update invoices set status_invoice = 'invoiced' where id = ?").run(one.id);
      expect(invoices(query).info.total).toBe(before);
      // The customers a search term names are kept the same way: a rename elsewhere is found at once.
      const customer = sqlite().prepare("select customer_id as id, customer_name as name from invoices where customer_id is not null limit 1").get() as { id: string; name: string };
      expect(invoices("q=zqxw+renamed").rows).toEqual([]);
      worker.prepare("update customers set name = 'PT Zqxw Renamed' where id = ?").run(customer.id);
      expect(new Set(invoices("q=zqxw+renamed").rows.map((r) => r.customerId))).toEqual(new Set([customer.id]));
      worker.prepare("update customers set name = ? where id = ?").run(customer.name, customer.id);
      expect(invoices("q=zqxw+renamed").rows).toEqual([]);
    } finally {
      worker.close();
    }
  });

  it("merges a billing-date range day by day for the created order: exactly what ORDER BY gives, across pages both ways", () => {
    // More than COUNT_CAP rows in a 45-day range (so the list walks) whose days interleave in created
    // order (so the merge's bound really has to cut); undone after the test.
    sqlite().exec("savepoint days");
    try {
      sqlite().exec("update invoices set billing_date = date('2025-06-01', '+' || (rowid * 7 % 45) || ' days')");
      const where = "billing_date between '2025-06-01' and '2025-07-15'";
      expect(countWhere(where)).toBeGreaterThan(COUNT_CAP);
      for (const dir of ["desc", "asc"]) {
        const query = `from=2025-06-01&to=2025-07-15&sort=created&dir=${dir}`;
        const seen: string[] = [];
        traceListQueries((sql) => seen.push(sql));
        const one = invoices(query);
        traceListQueries(null);
        // The plan: one query per day of the range, on the (billing_date, created_at) index.
        expect(seen.filter((sql) => / billing_date = \?/.test(sql))).toHaveLength(45);
        expect(one.info).toMatchObject({ capped: true, isFirst: true });
        const two = invoices(`${query}&after=${one.info.next}&page=2`);
        const three = invoices(`${query}&after=${two.info.next}&page=3`);
        const expected = truth(where, "created", dir, 150);
        expect([...one.rows, ...two.rows, ...three.rows].map((r) => r.id)).toEqual(expected);
        const backToTwo = invoices(`${query}&before=${three.info.prev}&page=2`);
        expect(backToTwo.rows.map((r) => r.id)).toEqual(expected.slice(50, 100));
        const backToOne = invoices(`${query}&before=${backToTwo.info.prev}&page=1`);
        expect(backToOne.rows.map((r) => r.id)).toEqual(expected.slice(0, 50));
        expect(backToOne.info).toMatchObject({ page: 1, isFirst: true, prev: null });
      }
    } finally {
      sqlite().exec("rollback to days; release days");
    }
  });
});

describe("invoice list: filters and search", () => {
  const every = (query: string, where: string, args: unknown[] = []) => {
    const result = invoices(query);
    const total = countWhere(where, args);
    expect(result.info.total).toBe(Math.min(total, COUNT_CAP + 1));
    expect(result.info.capped).toBe(total > COUNT_CAP);
    expect(result.rows.map((r) => r.id)).toEqual(truth(where, "created", "desc", 50, args));
    return result;
  };

  it("filters by status, faktur status and product", () => {
    every("status=rejected", "status_invoice = 'rejected'");
    every("status=returned&status=canceled", "status_invoice in ('returned', 'canceled')");
    every("faktur=error", "status_faktur = 'error'");
    every("product=prd-ac&status=invoiced", "product_id = 'prd-ac' and status_invoice = 'invoiced'");
  });

  it("filters by customer, billing and due date ranges and an amount range typed the Indonesian way", () => {
    const customer = (sqlite().prepare("select customer_id as id from invoices where customer_id like 'vcus-%' limit 1 offset 500").get() as { id: string }).id;
    every(`customer=${customer}`, "customer_id = ?", [customer]);
    const bd = every("from=2025-03-01&to=2025-03-31&sort=created&dir=desc", "billing_date between '2025-03-01' and '2025-03-31'");
    expect(bd.rows.every((r) => r.billingDate >= "2025-03-01" && r.billingDate <= "2025-03-31")).toBe(true);
    every("dueFrom=2026-01-01&dueTo=2026-01-15&sort=created&dir=desc", "due_date between '2026-01-01' and '2026-01-15'");
    const amount = every("min=1.000.000&max=Rp 25.000.000", "final_price between 1000000 and 25000000");
    expect(amount.rows.every((r) => r.finalPrice >= 1_000_000 && r.finalPrice <= 25_000_000)).toBe(true);
  });

  it("sorts a billing-date range by billing date when no sort is chosen", () => {
    const result = invoices("from=2025-03-01&to=2025-03-31");
    expect(params("from=2025-03-01&to=2025-03-31")).toMatchObject({ sort: "billingDate", dir: "desc" });
    expect(result.rows.map((r) => r.id)).toEqual(truth("billing_date between '2025-03-01' and '2025-03-31'", "billingDate", "desc", 50));
  });

  it("combines everything at once", () => {
    const where = "status_invoice = 'approved' and status_faktur = 'received' and product_id = 'prd-st' and billing_date between '2025-01-01' and '2025-12-31' and final_price >= 1000000";
    const result = invoices("status=approved&faktur=received&product=prd-st&from=2025-01-01&to=2025-12-31&min=1000000&sort=amount&dir=desc");
    expect(result.rows.map((r) => r.id)).toEqual(truth(where, "amount", "desc", 50));
  });

  it("finds an invoice by its full number, by a number prefix, by period-sequence and by billing number", () => {
    const one = sqlite().prepare("select id, invoice_number as n, billing_number as b from invoices where invoice_number like 'INV-ST-%' order by rowid limit 1 offset 100").get() as { id: string; n: string; b: string };
    expect(invoices(`q=${one.n}`).rows.map((r) => r.id)).toEqual([one.id]);
    expect(invoices(`q=${one.n.toLowerCase()}`).rows.map((r) => r.id)).toEqual([one.id]);
    const prefix = one.n.slice(0, 12); // INV-ST-yymm0
    every(`q=${prefix}`, "invoice_number like ? or customer_id in (select id from customers where name like ?)", [`${prefix}%`, `%${prefix}%`]);
    const periodSeq = one.n.slice(7); // yymmdd-nnnn
    expect(invoices(`q=${periodSeq}`).rows.map((r) => r.id)).toContain(one.id);
    const byBilling = invoices(`q=${one.b}`).rows.map((r) => r.id);
    expect(byBilling).toContain(one.id);
  });

  it("finds customers by part of the name, case-insensitively, and treats % and _ literally", () => {
    const name = (sqlite().prepare("select customer_name as n from invoices where customer_id like 'vcus-%' limit 1 offset 700").get() as { n: string }).n;
    const word = name.split(" ")[1].toLowerCase();
    const result = every(`q=${encodeURIComponent(word)}`, "customer_id in (select id from customers where name like ?)", [`%${word}%`]);
    expect(result.rows.every((r) => r.customerName.toLowerCase().includes(word))).toBe(true);
    expect(invoices("q=%25").info.total).toBe(0);
    expect(invoices("q=_").info.total).toBe(0);
  });

  it("keeps the customer-name index in step with renames, new customers and deletions", () => {
    const customer = sqlite().prepare("select customer_id as id from invoices where customer_id like 'vcus-%' limit 1 offset 300").get() as { id: string };
    const named = (term: string) => invoices(`q=${encodeURIComponent(term)}`).rows.map((r) => r.customerId);
    sqlite().exec("savepoint rename_test");
    try {
      sqlite().prepare("update customers set name = 'PT Qwzx Trigram Uji' where id = ?").run(customer.id);
      expect(new Set(named("qwzx trigram"))).toEqual(new Set([customer.id]));
      sqlite().prepare("insert into customers (id, name) values ('cus-trigram-test', 'CV Vbnq Baru')").run();
      expect(sqlite().prepare("select count(*) as n from customers_name_fts where name like '%vbnq%'").get()).toEqual({ n: 1 });
      sqlite().prepare("delete from customers where id = 'cus-trigram-test'").run();
      expect(sqlite().prepare("select count(*) as n from customers_name_fts where name like '%vbnq%'").get()).toEqual({ n: 0 });
      // A quote, an FTS5 operator word or a star in the term is text to find, not query syntax.
      sqlite().prepare(`update customers set name = 'PT "Qwzx" AND Mitra* Uji' where id = ?`).run(customer.id);
      expect(new Set(named('"qwzx" and mitra*'))).toEqual(new Set([customer.id]));
      expect(named('qwzx" or "x')).toEqual([]);
      sqlite().prepare("update customers set name = 'PT Plain Again' where id = ?").run(customer.id);
      expect(named("qwzx trigram")).toEqual([]);
    } finally {
      sqlite().exec("rollback to rename_test; release rename_test");
    }
  });

  it("completes period-sequence searches with every product code", () => {
    expect(numberPrefixes("261100-0042", ["INV"], ["ST", "DR"])).toEqual(["INV-ST-261100-0042", "INV-DR-261100-0042"]);
    expect(numberPrefixes("st-2611", ["INV", "BL"], ["ST"])).toEqual(["INV-ST-2611", "BL-ST-2611"]);
    expect(numberPrefixes("PT Maju", ["INV"], ["ST"])).toEqual([]);
    expect(numberPrefixes("PO-ST-1", ["INV"], ["ST"])).toEqual([]);
  });
});

describe("scope", () => {
  it("shows a product owner only the products they belong to, in order, and nothing outside", () => {
    const { ids } = walk("", 2, "usr-owner");
    expect(ids).toEqual(truth("product_id in ('prd-st', 'prd-dr')", "created", "desc", 100));
    expect(invoices("sort=number&dir=desc", "usr-owner").rows.map((r) => r.id)).toEqual(truth("product_id in ('prd-st', 'prd-dr')", "number", "desc", 50));
    expect(invoices("sort=status&dir=asc", "usr-owner").rows.map((r) => r.id)).toEqual(truth("product_id in ('prd-st', 'prd-dr')", "status", "asc", 50));
    expect(invoices("product=prd-ac", "usr-owner").info.total).toBe(0);
  });

  it("shows a companion their division's products (DES: AC, SA, MP)", () => {
    expect(invoices("sort=customer", "usr-companion").rows.map((r) => r.id)).toEqual(truth("product_id in ('prd-ac', 'prd-sa', 'prd-mp')", "customer", "asc", 50));
  });

  it("shows a partner (no invoice permission) nothing", () => {
    const scope = listScope(as("usr-partner"), "invoice");
    expect(listInvoices(scope, params("")).rows).toEqual([]);
  });
});

describe("approval inbox", () => {
  it("holds the invoiced invoices of the products the user signs for, oldest first", () => {
    expect(signerProductIds(as("usr-signer"))!.sort()).toEqual(["prd-dr", "prd-st"]);
    expect(signerProductIds(as("usr-ent-signer"))!.sort()).toEqual(["prd-ac", "prd-mp", "prd-sa"]);
    expect(signerProductIds(as("usr-super-admin"))).toBeNull();
    expect(signerProductIds(as("usr-owner"))).toEqual([]);
    const p = parseListParams(new URL("http://x/invoices/inbox"), { sorts: INVOICE_SORTS, defaultSort: "created", defaultDir: "asc" });
    const inbox = listInbox(["prd-st", "prd-dr"], p);
    expect(inbox.rows.map((r) => r.id)).toEqual(truth("status_invoice = 'invoiced' and product_id in ('prd-st', 'prd-dr')", "created", "asc", 50));
    expect(inbox.rows.every((r) => r.statusInvoice === "invoiced")).toBe(true);
    expect(listInbox([], p).rows).toEqual([]);
    expect(listInbox(null, p).info.total).toBe(countWhere("status_invoice = 'invoiced'"));
  });
});

describe("billing and purchase-order lists", () => {
  const billingParams = (q: string) => parseListParams(new URL(`http://x/billings?${q}`), { sorts: BILLING_SORTS, defaultSort: "created", statuses: BILLING_STATUSES });
  const poParams = (q: string) => parseListParams(new URL(`http://x/purchase-orders?${q}`), { sorts: PO_SORTS, defaultSort: "created", statuses: PO_STATUSES });
  const ids = (table: string, where: string, order: string, limit: number) =>
    (sqlite().prepare(`select id from ${table} ${where ? `where ${where}` : ""} order by ${order} limit ${limit}`).all() as { id: string }[]).map((r) => r.id);

  it("lists billings newest first (merged per status), by number and due date, with their PO and invoice", () => {
    const scope = listScope(as("usr-super-admin"), "billing");
    const one = listBillings(scope, billingParams(""));
    expect(one.rows.map((r) => r.id)).toEqual(ids("billings", "", "created_at desc, rowid desc", 50));
    const two = listBillings(scope, billingParams(`after=${one.info.next}&page=2`));
    expect(two.rows.map((r) => r.id)).toEqual(ids("billings", "", "created_at desc, rowid desc", 100).slice(50));
    expect(listBillings(scope, billingParams("sort=number&dir=asc")).rows.map((r) => r.id)).toEqual(ids("billings", "", "billing_number asc, rowid asc", 50));
    expect(listBillings(scope, billingParams("status=paid&sort=dueDate&dir=desc")).rows.map((r) => r.id)).toEqual(ids("billings", "status = 'paid'", "due_date desc, rowid desc", 50));
    const inMarch = "billing_date between '2025-03-01' and '2025-03-31'";
    expect(listBillings(scope, billingParams("from=2025-03-01&to=2025-03-31&sort=billingDate&dir=desc")).rows.map((r) => r.id)).toEqual(ids("billings", inMarch, "billing_date desc, rowid desc", 50));
    expect(listBillings(scope, billingParams("from=2025-03-01&to=2025-03-31&sort=created&dir=desc")).rows.map((r) => r.id)).toEqual(ids("billings", inMarch, "created_at desc, rowid desc", 50));
    const row = one.rows.find((r) => r.invoiceId)!;
    const invoice = sqlite().prepare("select billing_id from invoices where id = ?").get(row.invoiceId) as { billing_id: string };
    expect(invoice.billing_id).toBe(row.id);
    expect(row.poNumber).toMatch(/^PO-/);
  });

  it("scopes billings to the member's products and searches by PO number", () => {
    const scope = listScope(as("usr-member"), "billing");
    expect(listBillings(scope, billingParams("")).rows.map((r) => r.id)).toEqual(ids("billings", "product_id in ('prd-ac', 'prd-sa', 'prd-mp')", "created_at desc, rowid desc", 50));
    const po = sqlite().prepare("select p.po_number as n, b.id from billings b join purchase_orders p on p.id = b.po_id where b.product_id = 'prd-ac' limit 1 offset 20").get() as { n: string; id: string };
    expect(listBillings(scope, billingParams(`q=${po.n}`)).rows.map((r) => r.id)).toEqual([po.id]);
  });

  it("lists purchase orders newest first, by PO date and by number, with their billing and invoice", () => {
    const scope = listScope(as("usr-super-admin"), "purchase-order");
    expect(listPurchaseOrders(scope, poParams("")).rows.map((r) => r.id)).toEqual(ids("purchase_orders", "", "created_at desc, rowid desc", 50));
    expect(listPurchaseOrders(scope, poParams("sort=poDate&dir=asc")).rows.map((r) => r.id)).toEqual(ids("purchase_orders", "", "po_date asc, rowid asc", 50));
    expect(listPurchaseOrders(scope, poParams("status=unbilled")).rows.map((r) => r.id)).toEqual(ids("purchase_orders", "status_po = 'unbilled'", "created_at desc, rowid desc", 50));
    const billed = listPurchaseOrders(scope, poParams("status=billed")).rows[0];
    expect(billed.billingNumber).toMatch(/^BL-/);
    expect(billed.invoiceId).toBeTruthy();
  });
});

// ------------------------------------------------------------------ the routes and the export

const cookies = new Map<string, string>();
async function request(path: string, userId: string) {
  if (!cookies.has(userId)) cookies.set(userId, (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookies.get(userId)! } });
}
type Loader = (args: LoaderFunctionArgs) => Promise<Response>;
async function load(loader: Loader, path: string, userId: string, routeParams: Record<string, string> = {}) {
  try {
    return await loader({ request: await request(path, userId), params: routeParams, context: freshLoadContext() });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("list routes", () => {
  it("answer with rows, page info and the scope's products; a partner is sent away", async () => {
    const res = await load(invoicesLoader as Loader, "/invoices?status=invoiced&sort=amount&dir=desc", "usr-owner");
    const body = (await res.json()) as { rows: { productId: string; status: string; days: number }[]; products: { id: string }[]; sort: string };
    expect(body.rows).toHaveLength(50);
    expect(body.rows.every((r) => ["prd-st", "prd-dr"].includes(r.productId) && r.status === "invoiced" && r.days >= 0)).toBe(true);
    expect(body.products.map((p) => p.id).sort()).toEqual(["prd-dr", "prd-st"]);
    expect(body.sort).toBe("amount");
    for (const [loader, path] of [[billingsLoader, "/billings"], [poLoader, "/purchase-orders"], [inboxLoader, "/invoices/inbox"]] as const) {
      expect((await load(loader as Loader, path, "usr-super-admin")).status).toBe(200);
    }
    const partner = await load(invoicesLoader as Loader, "/invoices", "usr-partner");
    expect(partner.status).toBe(302);
    expect(partner.headers.get("Location")).toBe("/misc/not-authorized");
  });
});

async function readWorkbook(res: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe("Excel export", () => {
  it("exports the current filter and sort: every row, money as numbers in Rupiah format, dates as dates, a total", async () => {
    const where = "product_id = 'prd-st' and status_invoice = 'rejected'";
    const res = await load(exportLoader as Loader, "/resources/export/invoices?product=prd-st&status=rejected&sort=amount&dir=desc&after=ignored", "usr-super-admin", { kind: "invoices" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    expect(res.headers.get("Content-Disposition")).toMatch(/attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await readWorkbook(res);
    const expected = sqlite().prepare(`select invoice_number as n, final_price as amount, billing_date as bd from invoices where ${where} order by final_price desc, rowid desc`).all() as { n: string | null; amount: number; bd: string }[];
    // The screen's columns in the screen's order (list-columns.test.ts): Invoice, Customer, Product, Billing / PO, Bill date, Due date, Amount, ...
    expect(sheet.getRow(1).getCell(1).value).toBe("Invoice");
    expect(sheet.rowCount).toBe(expected.length + 2); // header, rows, total
    const amountCol = 7;
    const dateCol = 5;
    for (let i = 0; i < expected.length; i++) {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(expected[i].n ?? "not numbered yet");
      expect(row.getCell(amountCol).value).toBe(expected[i].amount);
      expect(row.getCell(amountCol).numFmt).toContain("Rp");
      const d = row.getCell(dateCol).value as Date;
      expect(d).toBeInstanceOf(Date);
      expect(d.toISOString().slice(0, 10)).toBe(expected[i].bd);
      expect(row.getCell(dateCol).numFmt).toBe("dd/mm/yyyy");
    }
    const total = sheet.getRow(expected.length + 2);
    expect(total.getCell(1).value).toBe(`Total (${expected.length} rows)`);
    const formula = total.getCell(amountCol).value as { formula: string; result: number };
    expect(formula.formula).toBe(`SUM(G2:G${expected.length + 1})`);
    expect(formula.result).toBe(expected.reduce((s, r) => s + r.amount, 0));
  });

  it("keeps to the user's scope, exports more than one chunk, and refuses a user without the permission", async () => {
    const res = await load(exportLoader as Loader, "/resources/export/invoices?status=approved&sort=created&dir=asc", "usr-companion", { kind: "invoices" });
    const sheet = await readWorkbook(res);
    const expected = countWhere("status_invoice = 'approved' and product_id in ('prd-ac', 'prd-sa', 'prd-mp')");
    expect(expected).toBeGreaterThan(2_000);
    expect(sheet.rowCount).toBe(expected + 2);
    const products = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1 && n <= expected + 1) products.add(String(row.getCell(3).value));
    });
    expect([...products].sort()).toEqual(["AC", "MP", "SA"]);
    const refused = await load(exportLoader as Loader, "/resources/export/billings", "usr-partner", { kind: "billings" });
    expect(refused.status).toBe(302);
    expect((await load(exportLoader as Loader, "/resources/export/nothing", "usr-super-admin", { kind: "nothing" })).status).toBe(404);
  });

  it("exports billings and purchase orders with their totals", async () => {
    const billings = await readWorkbook(await load(exportLoader as Loader, "/resources/export/billings?status=canceled&product=prd-dr", "usr-super-admin", { kind: "billings" }));
    const b = sqlite().prepare("select count(*) as n, sum(final_price) as s from billings where status = 'canceled' and product_id = 'prd-dr'").get() as { n: number; s: number };
    expect(billings.rowCount).toBe(b.n + 2);
    expect((billings.getRow(b.n + 2).getCell(7).value as { result: number }).result).toBe(b.s);
    const pos = await readWorkbook(await load(exportLoader as Loader, "/resources/export/purchase-orders?product=prd-sa&from=2025-06-01&to=2025-06-30", "usr-super-admin", { kind: "purchase-orders" }));
    const p = sqlite().prepare("select count(*) as n, sum(total_price) as s from purchase_orders where product_id = 'prd-sa' and po_date between '2025-06-01' and '2025-06-30'").get() as { n: number; s: number };
    expect(pos.rowCount).toBe(p.n + 2);
    expect((pos.getRow(p.n + 2).getCell(5).value as { result: number }).result).toBe(p.s ?? 0);
  });
});

describe("volume generator", () => {
  it("writes consistent, numbered documents: references hold, sequences continue after them, figures add up", () => {
    expect(sqlite().prepare("pragma foreign_key_check").all()).toEqual([]);
    const generated = countWhere("id like 'vinv-%'");
    expect(generated).toBe(VOLUME);
    // Numbers are unique per kind and the sequences continue after the highest one written.
    const seq = sqlite().prepare("select last_value as v from number_sequences where scope = 'INV:ST:' || ?").get("251000") as { v: number } | undefined;
    const max = sqlite().prepare("select max(sequence) as m from invoices where invoice_number like 'INV-ST-251000-%'").get() as { m: number | null };
    expect(seq?.v ?? 0).toBe(max.m ?? 0);
    const wrong = sqlite().prepare("select count(*) as n from billings where final_price <> total_price + tax + administration_fee + unique_code or final_price_with_pph <> final_price - pph").get() as { n: number };
    expect(wrong.n).toBe(0);
    const mismatch = sqlite().prepare("select count(*) as n from invoices i join billings b on b.id = i.billing_id where i.final_price <> b.final_price or i.billing_number <> b.billing_number").get() as { n: number };
    expect(mismatch.n).toBe(0);
    // The PO carried for the list (seeded through the services and generated alike): the billing's, or none.
    const poMismatch = sqlite()
      .prepare("select count(*) as n from invoices i join billings b on b.id = i.billing_id left join purchase_orders p on p.id = b.po_id where i.po_id is not b.po_id or i.po_number is not p.po_number")
      .get() as { n: number };
    expect(poMismatch.n).toBe(0);
    expect(countWhere("po_number is not null")).toBeGreaterThanOrEqual(VOLUME);
    const statuses = (sqlite().prepare("select distinct status_invoice as s from invoices where id like 'vinv-%'").all() as { s: string }[]).map((r) => r.s).sort();
    expect(statuses).toEqual(["approved", "canceled", "invoiced", "rejected", "returned"]);
    const reissues = countWhere("replaces_invoice_id is not null and id like 'vinv-%'");
    expect(reissues).toBeGreaterThan(0);
    expect(seedVolume(db(), { invoices: VOLUME }).skipped).toMatch(/already has/);
  });
});
