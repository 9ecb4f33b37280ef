import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq, like } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, notifications, permissions, productMembers, rolePermissions, roles, userRoles, users, workflowTransitions } from "#db/schema";
import { loader as billingLoader } from "~/routes/_portal.billings.$id";
import { loader as billingsLoader } from "~/routes/_portal.billings._index";
import { action as invoiceAction, loader as invoiceLoader } from "~/routes/_portal.invoices.$id";
import { loader as invoicesLoader } from "~/routes/_portal.invoices._index";
import { loader as taxInvoiceLoader } from "~/routes/_portal.invoices_.$id.tax-invoice";
import { loader as poLoader } from "~/routes/_portal.purchase-orders.$id._index";
import { action as poEditAction } from "~/routes/_portal.purchase-orders.$id.edit";
import { loader as posLoader } from "~/routes/_portal.purchase-orders._index";
import { loader as productLoader } from "~/routes/_portal.products.$id._index";
import { loader as pdfLoader } from "~/routes/resources.documents.$kind.$id";
import { action as taxRetryAction } from "~/routes/resources.invoices.$id.tax-retry";
import { createWebSession } from "~/services/auth-session.server";
import { canReadDocument } from "~/services/document-access.server";
import { registerDocumentNotifications } from "~/services/document-notifications.server";
import { notifyEffect } from "~/services/notifications.server";
import type { OutboxRow } from "~/services/outbox.server";
import { globalSearch } from "~/services/search.server";
import { as } from "../support/factories";
import { respond } from "../support/api";
import { useDemoDocuments } from "../support/seed";

/**
 * Issue 16, "scope is checked against the data, not by a permission suffix": what a list shows opens (page, PDF,
 * tax invoice), what it does not show refuses with 404 (the same as for a document that does not exist), and an
 * action on a document outside the scope writes nothing.
 */
useDemoDocuments();

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
const cookies = new Map<string, string>();
async function cookieFor(userId: string) {
  if (!cookies.has(userId)) cookies.set(userId, (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  return cookies.get(userId)!;
}
async function run(handler: Handler, userId: string, path: string, { params = {}, form }: { params?: Record<string, string>; form?: Record<string, string> } = {}) {
  const body = form ? new URLSearchParams(form) : undefined;
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    body,
    headers: { Cookie: await cookieFor(userId), ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", "sec-fetch-site": "same-origin" } : {}) },
  });
  const { response, json } = await respond(handler, request, params);
  return { status: response.status, location: response.headers.get("Location"), json };
}

/** Every row id of a list page loader, following its next links. */
async function listed(handler: Handler, userId: string, path: string): Promise<string[]> {
  const ids: string[] = [];
  let query = "";
  for (let i = 0; i < 50; i++) {
    const page = await run(handler, userId, `${path}${query}`);
    if (page.status !== 200) return ids;
    const data = page.json as { rows: { id: string }[]; info: { next: string | null } };
    ids.push(...data.rows.map((r) => r.id));
    if (!data.info.next) return ids;
    query = `?after=${data.info.next}`;
  }
  return ids;
}

const allInvoiceIds = () => db().select({ id: invoices.id }).from(invoices).all().map((r) => r.id);
const transitionsOf = (id: string) => db().select().from(workflowTransitions).where(eq(workflowTransitions.entityId, id)).all().length;

describe("what a list shows always opens, and nothing else", () => {
  it.each(["usr-companion", "usr-member", "usr-owner"])("%s opens every invoice of their list, its PDF and its tax invoice; every other invoice is a 404", { timeout: 180_000 }, async (userId) => {
    const shown = await listed(invoicesLoader as Handler, userId, "/invoices");
    expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) {
      const page = await run(invoiceLoader as Handler, userId, `/invoices/${id}`, { params: { id } });
      expect([id, page.status, page.location]).toEqual([id, 200, null]);
      const tax = await run(taxInvoiceLoader as Handler, userId, `/invoices/${id}/tax-invoice`, { params: { id } });
      expect([id, tax.status]).toEqual([id, 200]);
    }
    // The PDF of the first and last rows (rendering every one would only test the renderer again).
    for (const id of [shown[0], shown[shown.length - 1]]) {
      const pdf = await run(pdfLoader as Handler, userId, `/resources/documents/invoice/${id}`, { params: { kind: "invoice", id } });
      expect([id, pdf.status]).toEqual([id, 200]);
    }
    const others = allInvoiceIds().filter((id) => !shown.includes(id));
    expect(others.length).toBeGreaterThan(0);
    for (const id of others.slice(0, 10)) {
      expect([id, (await run(invoiceLoader as Handler, userId, `/invoices/${id}`, { params: { id } })).status]).toEqual([id, 404]);
      expect([id, (await run(pdfLoader as Handler, userId, `/resources/documents/invoice/${id}`, { params: { kind: "invoice", id } })).status]).toEqual([id, 404]);
      expect([id, (await run(taxInvoiceLoader as Handler, userId, `/invoices/${id}/tax-invoice`, { params: { id } })).status]).toEqual([id, 404]);
    }
  });

  it("lets the companion (read:invoice:division only) open the invoices of their division, which the list shows", async () => {
    const shown = await listed(invoicesLoader as Handler, "usr-companion", "/invoices");
    expect(as("usr-companion").permissions).not.toContain("read:invoice:own");
    const page = await run(invoiceLoader as Handler, "usr-companion", `/invoices/${shown[0]}`, { params: { id: shown[0] } });
    expect(page.location).not.toBe("/misc/not-authorized");
    expect(page.status).toBe(200);
  });

  it.each(["usr-companion", "usr-member", "usr-owner"])("%s opens every billing and purchase order of their lists", async (userId) => {
    for (const id of await listed(billingsLoader as Handler, userId, "/billings")) {
      expect([id, (await run(billingLoader as Handler, userId, `/billings/${id}`, { params: { id } })).status]).toEqual([id, 200]);
    }
    for (const id of await listed(posLoader as Handler, userId, "/purchase-orders")) {
      expect([id, (await run(poLoader as Handler, userId, `/purchase-orders/${id}`, { params: { id } })).status]).toEqual([id, 200]);
    }
  });

  it("sends a partner (no read permission) to not-authorized for the list and any invoice, and refuses the PDF", async () => {
    const id = allInvoiceIds()[0];
    const list = await run(invoicesLoader as Handler, "usr-partner", "/invoices");
    expect(list.location).toBe("/misc/not-authorized");
    const page = await run(invoiceLoader as Handler, "usr-partner", `/invoices/${id}`, { params: { id } });
    expect([page.status, page.location]).toEqual([302, "/misc/not-authorized"]);
    expect((await run(pdfLoader as Handler, "usr-partner", `/resources/documents/invoice/${id}`, { params: { kind: "invoice", id } })).status).toBe(403);
  });

  it("finds in global search only products that open, by the product list's scope (division included)", async () => {
    // A role with read:product:division only: before, search asked for membership (read:product:own) and found nothing.
    db().insert(roles).values({ id: "role-division-viewer", name: "division-viewer", label: "Division viewer", description: "test" }).run();
    db().insert(permissions).values({ id: "perm-read:product:division", name: "read:product:division" }).onConflictDoNothing().run();
    db().insert(rolePermissions).values([{ roleId: "role-division-viewer", permissionId: "perm-read:product:division" }, { roleId: "role-division-viewer", permissionId: "perm-read:user:division" }]).onConflictDoNothing().run();
    db().insert(userRoles).values({ userId: "usr-companion", roleId: "role-division-viewer", position: 1 }).run();
    try {
      const viewer = as("usr-companion");
      const products = (await globalSearch(viewer, "an", { limit: 50 })).find((g) => g.kind === "products")?.hits ?? [];
      expect(products.length).toBeGreaterThan(0);
      for (const hit of products) expect([hit.url, (await run(productLoader as Handler, "usr-companion", hit.url, { params: { id: hit.id } })).status]).toEqual([hit.url, 200]);
      // People: only those of the viewer's division (DES), as the user list shows them.
      const people = (await globalSearch(viewer, "digimon.test", { limit: 50 })).find((g) => g.kind === "users")?.hits ?? [];
      expect(people.length).toBeGreaterThan(0);
      const divisions = new Set(people.map((h) => db().select({ d: users.positionDivisionId }).from(users).where(eq(users.id, h.id)).get()?.d));
      expect([...divisions]).toEqual([viewer.division.id]);
    } finally {
      db().delete(userRoles).where(eq(userRoles.roleId, "role-division-viewer")).run();
    }
  });

  it("finds in global search only documents that open", async () => {
    for (const userId of ["usr-companion", "usr-member", "usr-partner"]) {
      const groups = await globalSearch(as(userId), "INV", { limit: 50 });
      for (const hit of groups.find((g) => g.kind === "invoices")?.hits ?? []) {
        expect([userId, hit.id, (await run(invoiceLoader as Handler, userId, hit.url, { params: { id: hit.id } })).status]).toEqual([userId, hit.id, 200]);
      }
    }
  });
});

describe("an action on a document outside the scope writes nothing", () => {
  /** An invoice the member (cancel:invoice, approve only as signer) cannot see: another product's. */
  const foreignTo = async (userId: string) => {
    const shown = new Set(await listed(invoicesLoader as Handler, userId, "/invoices"));
    return db().select().from(invoices).all().find((i) => !shown.has(i.id) && ["invoiced", "approved"].includes(i.statusInvoice))!;
  };

  it("refuses a member's cancel of another product's invoice with 404 and leaves it as it was", async () => {
    const invoice = await foreignTo("usr-member");
    const before = transitionsOf(invoice.id);
    const res = await run(invoiceAction as Handler, "usr-member", `/invoices/${invoice.id}`, { params: { id: invoice.id }, form: { intent: "cancel", message: "not mine to cancel" } });
    expect(res.status).toBe(404);
    expect(db().select().from(invoices).where(eq(invoices.id, invoice.id)).get()).toMatchObject({ statusInvoice: invoice.statusInvoice, canceled: invoice.canceled });
    expect(transitionsOf(invoice.id)).toBe(before);
  });

  it("refuses a tax retry on an invoice outside the scope with 404", async () => {
    const invoice = await foreignTo("usr-owner");
    const before = transitionsOf(invoice.id);
    const res = await run(taxRetryAction as Handler, "usr-owner", `/resources/invoices/${invoice.id}/tax-retry`, { params: { id: invoice.id }, form: {} });
    expect(res.status).toBe(404);
    expect(transitionsOf(invoice.id)).toBe(before);
  });

  it("refuses the companion (no cancel:invoice) on an invoice they may read with 403, writing nothing", async () => {
    const [id] = await listed(invoicesLoader as Handler, "usr-companion", "/invoices");
    const before = transitionsOf(id);
    const res = await run(invoiceAction as Handler, "usr-companion", `/invoices/${id}`, { params: { id }, form: { intent: "cancel", message: "companion tries" } });
    expect(res.status).toBe(403);
    expect(transitionsOf(id)).toBe(before);
  });

  it("refuses to edit another product's purchase order with 404 before reading the form", async () => {
    const mine = new Set(await listed(posLoader as Handler, "usr-member", "/purchase-orders"));
    const po = (db().$client.prepare("select id, note from purchase_orders where status_po = 'unbilled'").all() as { id: string; note: string | null }[]).find((p) => !mine.has(p.id));
    expect(po).toBeDefined();
    const res = await run(poEditAction as Handler, "usr-member", `/purchase-orders/${po!.id}/edit`, { params: { id: po!.id }, form: { note: "hijacked" } });
    expect(res.status).toBe(404);
    expect((db().$client.prepare("select note from purchase_orders where id = ?").get(po!.id) as { note: string | null }).note).toBe(po!.note);
  });
});

describe("notifications link only to documents their recipients may open", () => {
  it("leaves out a product member whose roles do not read invoices", async () => {
    registerDocumentNotifications();
    const invoice = db().select().from(invoices).where(eq(invoices.productId, "prd-st")).get()!;
    // The partner (no read:invoice at all) is put on the product's team: before, everyone on the team heard.
    db().insert(productMembers).values({ id: "pm-partner-st", productId: "prd-st", userId: "usr-partner", role: "member", name: "Yusuf Hamdani", email: "partner@digimon.test", referenceId: "900007" }).run();
    try {
      await notifyEffect({ id: 987_654, effect: "effect.notify", sourceKind: "invoice", sourceId: invoice.id, payload: { kind: "invoice", entityId: invoice.id, to: "approved", actor: null } } as unknown as OutboxRow);
      const told = db().select({ userId: notifications.recipientUserId }).from(notifications).where(like(notifications.sourceKey, "outbox:987654:%")).all().map((r) => r.userId);
      expect(told).toContain("usr-owner");
      expect(told).not.toContain("usr-partner");
      for (const userId of told) expect([userId, canReadDocument(as(userId), "invoice", invoice.id)]).toEqual([userId, true]);
    } finally {
      db().delete(productMembers).where(eq(productMembers.id, "pm-partner-st")).run();
    }
  });
});

