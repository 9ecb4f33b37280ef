import { db } from "#db/client.server";
import { seedVolume } from "#db/seed/volume";
import { loadAccessUser } from "~/models/user.server";
import { globalSearch } from "~/services/search.server";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => {
  seedVolume(db(), { invoices: 400 });
}, 120_000);

const user = (id: string) => loadAccessUser(id)!;
const one = <T>(sql: string, ...params: unknown[]) => db().$client.prepare(sql).get(...params) as T;
const hitsOf = async (userId: string, term: string, kind: string) => (await globalSearch(user(userId), term)).find((g) => g.kind === kind)?.hits ?? [];

describe("global search over the documents", () => {
  it("finds an invoice, its billing and its PO by number, each linking to its page", async () => {
    const inv = one<{ id: string; invoice_number: string; billing_id: string }>("select id, invoice_number, billing_id from invoices where invoice_number is not null order by created_at desc limit 1");
    const hits = await hitsOf("usr-super-admin", inv.invoice_number, "invoices");
    expect(hits[0]).toMatchObject({ title: inv.invoice_number, url: `/invoices/${inv.id}` });

    const billing = one<{ id: string; billing_number: string; po_id: string }>("select id, billing_number, po_id from billings where id = ?", inv.billing_id);
    expect((await hitsOf("usr-super-admin", billing.billing_number, "billings"))[0]).toMatchObject({ title: billing.billing_number, url: `/billings/${billing.id}` });

    const group = (await globalSearch(user("usr-super-admin"), inv.invoice_number)).find((g) => g.kind === "invoices");
    expect(group?.listUrl).toBe(`/invoices?q=${encodeURIComponent(inv.invoice_number)}`);

    const po = one<{ id: string; po_number: string }>("select id, po_number from purchase_orders where id = ?", billing.po_id);
    expect((await hitsOf("usr-super-admin", po.po_number, "purchase-orders"))[0]).toMatchObject({ title: po.po_number, url: `/purchase-orders/${po.id}` });
  });

  it("finds customers by name, opening the invoice list narrowed to them", async () => {
    const c = one<{ id: string; name: string }>("select c.id, c.name from customers c where exists (select 1 from invoices i where i.customer_id = c.id) order by c.name limit 1");
    const hits = await hitsOf("usr-super-admin", c.name, "customers");
    expect(hits.map((h) => h.url)).toContain(`/invoices?customer=${encodeURIComponent(c.id)}`);
  });

  it("shows a member only documents of their own products", async () => {
    // The member works on AC, SA and MP; an ST invoice is outside that scope.
    const st = one<{ invoice_number: string } | undefined>("select i.invoice_number from invoices i join products p on p.id = i.product_id where p.product_code = 'ST' and i.invoice_number is not null limit 1");
    expect(st).toBeDefined();
    expect(await hitsOf("usr-super-admin", st!.invoice_number, "invoices")).not.toHaveLength(0);
    expect(await hitsOf("usr-member", st!.invoice_number, "invoices")).toHaveLength(0);
    const ac = one<{ invoice_number: string }>("select i.invoice_number from invoices i join products p on p.id = i.product_id where p.product_code = 'AC' and i.invoice_number is not null limit 1");
    expect(await hitsOf("usr-member", ac.invoice_number, "invoices")).not.toHaveLength(0);
  });

  it("finds no documents for a user without the read permissions", async () => {
    const inv = one<{ invoice_number: string }>("select invoice_number from invoices where invoice_number is not null limit 1");
    const groups = await globalSearch(user("usr-partner"), inv.invoice_number);
    expect(groups.filter((g) => ["invoices", "billings", "purchase-orders", "customers"].includes(g.kind))).toEqual([]);
  });
});
