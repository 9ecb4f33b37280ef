import { db } from "#db/client.server";
import { EMPTY_FILTERS, type ListParams, listBillings, listInvoices, listPurchaseOrders, parseListParams } from "~/models/document-lists.server";
import { loadAccessUser } from "~/models/user.server";
import { useDemoDocuments } from "../../tests/support/seed";
import { listScope } from "./access-scope.server";
import { canReadDocument, mayOpenPath, requireReadableDocument } from "./document-access.server";

useDemoDocuments();
const as = (id: string) => loadAccessUser(id)!;
const everything: ListParams = { filters: EMPTY_FILTERS, sort: "created", dir: "desc", cursor: null, last: false, page: 1 };
const allIds = (table: string) => (db().$client.prepare(`select id from ${table}`).all() as { id: string }[]).map((r) => r.id);

const USERS = ["usr-companion", "usr-member", "usr-owner", "usr-partner", "usr-admin", "usr-signer"];

describe("canReadDocument agrees with the lists", () => {
  it.each(USERS)("%s: an invoice opens exactly when the invoice list shows it", (userId) => {
    const user = as(userId);
    const shown = new Set<string>();
    let query = "";
    for (;;) {
      const page = listInvoices(listScope(user, "invoice"), parseListParams(new URL(`http://x/invoices?${query}`), { sorts: ["created"], defaultSort: "created" }));
      page.rows.forEach((r) => shown.add(r.id));
      if (!page.info.next) break;
      query = `after=${page.info.next}`;
    }
    for (const id of allIds("invoices")) expect([id, canReadDocument(user, "invoice", id)]).toEqual([id, shown.has(id)]);
  });

  it.each(USERS)("%s: billings and purchase orders likewise", (userId) => {
    const user = as(userId);
    const billings = new Set(listBillings(listScope(user, "billing"), { ...everything }).rows.map((r) => r.id));
    const pos = new Set(listPurchaseOrders(listScope(user, "purchase-order"), { ...everything }).rows.map((r) => r.id));
    for (const id of billings) expect(canReadDocument(user, "billing", id)).toBe(true);
    for (const id of pos) expect(canReadDocument(user, "po", id)).toBe(true);
    if (billings.size < 50) for (const id of allIds("billings")) expect(canReadDocument(user, "billing", id)).toBe(billings.has(id));
    if (pos.size < 50) for (const id of allIds("purchase_orders")) expect(canReadDocument(user, "purchase-order", id)).toBe(pos.has(id));
  });

  it("lets the companion open the invoices of their division although they hold read:invoice:division only", () => {
    const companion = as("usr-companion");
    expect(companion.permissions).not.toContain("read:invoice:own");
    const listed = listInvoices(listScope(companion, "invoice"), everything).rows;
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) expect(requireReadableDocument(companion, "invoice", row.id)).toBe(row.productId);
  });

  it("answers 404 for an unknown or out-of-scope document and 403 without any read permission", async () => {
    const member = as("usr-member");
    const foreign = allIds("invoices").find((id) => !canReadDocument(member, "invoice", id))!;
    expect(foreign).toBeDefined();
    const status = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as Response).status;
      }
      return 200;
    };
    expect(status(() => requireReadableDocument(member, "invoice", foreign))).toBe(404);
    expect(status(() => requireReadableDocument(member, "invoice", "no-such-invoice"))).toBe(404);
    expect(status(() => requireReadableDocument(as("usr-partner"), "invoice", foreign))).toBe(403);
    expect(canReadDocument(member, "receipt", foreign)).toBe(false);
    expect(mayOpenPath(member, `/invoices/${foreign}`)).toBe(false);
    expect(mayOpenPath(member, "/invoices/inbox")).toBe(true);
    expect(mayOpenPath(member, "/invoices/%E0%A4%A")).toBe(false);
  });
});
