/**
 * Issue 23: the contract, agreement and BAST forms pick their PO, product, partnership and contract from what the user
 * may read (a member: their products' POs and products, no partnership), a forged id is a 400 beside its field, and
 * the edit screens take an edit only in draft or returned (rejected for a BAST), within scope, with an audit row of
 * every changed field's before and after.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { activityLogs, contracts, partnerships, products, purchaseOrders, workflowTransitions } from "#db/schema";
import { companyIdsOfUser } from "~/models/company.server";
import { productIdsOf } from "~/models/scope.server";
import { action as bastEditAction, loader as bastEditLoader } from "~/routes/_portal.bast.$id_.edit";
import { action as bastNewAction } from "~/routes/_portal.bast.new";
import { action as contractEditAction, loader as contractEditLoader } from "~/routes/_portal.contracts.$id_.edit";
import { action as contractNewAction } from "~/routes/_portal.contracts.new";
import { createBast, submitBast } from "~/services/basts.server";
import { bastFormPickers, contractFormPickers } from "~/services/contract-pickers.server";
import { contractScope, createContract, submitContract } from "~/services/contracts.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { actorOf } from "~/services/workflows.server";
import { listCompanies } from "~/models/company.server";
import { contractInScope } from "~/models/contract.server";
import { as, poInput } from "../support/factories";
import { sessionCookie } from "../support/http";
import { respond } from "../support/route-calls";
import { useDemoData } from "../support/seed";

useDemoData();

const MEMBER = "usr-member";
const ADMIN = "usr-super-admin";
const NO_SEARCH = { productQ: "", poQ: "", partnershipQ: "", contractQ: "" };
const NONE = { productId: null, poId: null, partnershipId: null };

let fixture: { memberProduct: string; otherProduct: string; memberPo: { id: string; poNumber: string }; otherPo: { id: string; poNumber: string }; company: string };
beforeAll(() => {
  const memberProduct = productIdsOf(MEMBER)[0];
  const otherProduct = db().select({ id: products.id }).from(products).all().find((p) => !productIdsOf(MEMBER).includes(p.id))?.id;
  if (!memberProduct || !otherProduct) throw new Error("the demo data has no product of Dewi's and one besides");
  const memberPo = createPurchaseOrder(as(MEMBER), poInput({ productId: memberProduct }));
  const otherPo = createPurchaseOrder(as(ADMIN), poInput({ productId: otherProduct }));
  const company = listCompanies({ q: "", status: "approved", category: "", page: 1 }, null, { limit: 1 }).rows[0]!.id;
  const number = (id: string) => db().select({ n: purchaseOrders.poNumber }).from(purchaseOrders).where(eq(purchaseOrders.id, id)).get()!.n;
  fixture = { memberProduct, otherProduct, memberPo: { id: memberPo.id, poNumber: number(memberPo.id) }, otherPo: { id: otherPo.id, poNumber: number(otherPo.id) }, company };
});

const poProduct = (id: string) => db().select({ productId: purchaseOrders.productId }).from(purchaseOrders).where(eq(purchaseOrders.id, id)).get()!.productId;

let seq = 0;
function contractFields(overrides: Record<string, string | string[]> = {}) {
  seq++;
  return { number: `PKS/PICK/${seq}/2026`, title: `Kerja sama pilihan ${seq}`, kind: "pks", value: "150.000.000", startDate: "2026-01-01", endDate: "2027-12-31", companyIds: [fixture.company], productId: fixture.memberProduct, poId: "", partnershipId: "", note: "", ...overrides };
}

async function post(handler: (args: ActionFunctionArgs) => Promise<Response>, user: string, path: string, fields: Record<string, string | string[]>, params: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  const request = new Request(`http://localhost${path}`, { method: "POST", body: form, headers: { cookie: await sessionCookie(user) } });
  return respond(handler as never, request, params);
}

async function get(handler: (args: ActionFunctionArgs) => Promise<Response>, user: string, path: string, params: Record<string, string>) {
  return respond(handler as never, new Request(`http://localhost${path}`, { headers: { cookie: await sessionCookie(user) } }), params);
}

function draft(user: string, overrides: Partial<Parameters<typeof createContract>[3]> = {}) {
  seq++;
  const data = { number: `PKS/EDIT/${seq}/2026`, title: `Kerja sama ubah ${seq}`, kind: "pks" as const, value: 100_000_000, startDate: "2026-01-01", endDate: "2027-12-31", companyIds: [fixture.company], partnershipId: null, poId: null, productId: fixture.memberProduct, note: "", ...overrides };
  return createContract(as(user), actorOf(as(user)), "contract", data, null);
}

describe("the pickers list what the user may read", () => {
  it("a member is offered their products and their products' POs, and no partnership (they read none)", () => {
    const mine = productIdsOf(MEMBER);
    const pickers = contractFormPickers(as(MEMBER), NONE, NO_SEARCH, null);
    expect(pickers.products.options.map((o) => o.value).sort()).toEqual([...mine].sort());
    const poIds = pickers.purchaseOrders.options.map((o) => o.value);
    expect(poIds).toContain(fixture.memberPo.id);
    expect(poIds).not.toContain(fixture.otherPo.id);
    expect(poIds.every((id) => mine.includes(poProduct(id)))).toBe(true);
    expect(pickers.partnerships.options).toEqual([]);
  });

  it("a chosen product narrows the POs to its own; a search narrows by number; a forged choice is not shown", () => {
    const narrowed = contractFormPickers(as(ADMIN), { ...NONE, productId: fixture.otherProduct }, NO_SEARCH, null).purchaseOrders.options.map((o) => o.value);
    expect(narrowed).toContain(fixture.otherPo.id);
    expect(narrowed.every((id) => poProduct(id) === fixture.otherProduct)).toBe(true);
    // A PO chosen before the product changed is not carried into the other product's list.
    const carried = contractFormPickers(as(ADMIN), { ...NONE, productId: fixture.otherProduct, poId: fixture.memberPo.id }, NO_SEARCH, null).purchaseOrders.options.map((o) => o.value);
    expect(carried).not.toContain(fixture.memberPo.id);
    const searched = contractFormPickers(as(MEMBER), NONE, { ...NO_SEARCH, poQ: fixture.memberPo.poNumber }, null).purchaseOrders.options;
    expect(searched.map((o) => o.value)).toEqual([fixture.memberPo.id]);
    // ?poId= and ?productId= of records outside the member's scope: not offered, so their numbers and names do not leak.
    const forged = contractFormPickers(as(MEMBER), { ...NONE, poId: fixture.otherPo.id, productId: fixture.otherProduct }, NO_SEARCH, null);
    expect(forged.purchaseOrders.options).toEqual([]);
    expect(forged.products.options.map((o) => o.value)).not.toContain(fixture.otherProduct);
  });

  it("a partner is offered only the partnerships of their company; legal every one", () => {
    const theirs = companyIdsOfUser("usr-partner");
    const offered = contractFormPickers(as("usr-partner"), NONE, NO_SEARCH, null).partnerships.options.map((o) => o.value);
    for (const id of offered) expect(db().$client.prepare("select 1 from partnership_companies where partnership_id = ? and company_id in (select value from json_each(?))").get(id, JSON.stringify(theirs))).toBeTruthy();
    const all = db().select({ id: partnerships.id }).from(partnerships).all().length;
    expect(contractFormPickers(as(ADMIN), NONE, NO_SEARCH, null).partnerships.options.length).toBe(Math.min(all, 200));
  });

  it("the BAST form offers the member's POs and the contracts in their contract scope", () => {
    const pickers = bastFormPickers(as(MEMBER), { poId: null, contractId: null }, NO_SEARCH, null);
    expect(pickers.purchaseOrders.options.map((o) => o.value)).not.toContain(fixture.otherPo.id);
    const scope = contractScope(as(MEMBER));
    expect(pickers.contracts.options.every((o) => contractInScope(o.value, scope))).toBe(true);
  });
});

describe("a forged id is refused beside its field", () => {
  it("a contract naming a PO, partnership or product outside the member's scope: 400 with the field's error, nothing written", async () => {
    const before = db().select({ id: contracts.id }).from(contracts).all().length;
    const po = await post(contractNewAction as never, MEMBER, "/contracts/new", contractFields({ productId: "", poId: fixture.otherPo.id }));
    expect(po.response.status).toBe(400);
    expect(po.json.fieldErrors).toEqual({ poId: ["Choose a purchase order from the list."] });
    const partnership = db().select({ id: partnerships.id }).from(partnerships).get()!.id;
    const psh = await post(contractNewAction as never, MEMBER, "/contracts/new", contractFields({ partnershipId: partnership }));
    expect(psh.json.fieldErrors).toEqual({ partnershipId: ["Choose a partnership from the list."] });
    const product = await post(contractNewAction as never, MEMBER, "/contracts/new", contractFields({ productId: fixture.otherProduct }));
    expect(product.json.fieldErrors).toEqual({ productId: ["Choose a product from the list."] });
    const mismatch = await post(contractNewAction as never, MEMBER, "/contracts/new", contractFields({ poId: fixture.memberPo.id, productId: productIdsOf(MEMBER).find((p) => p !== fixture.memberProduct) ?? fixture.otherProduct }));
    expect(Object.keys(mismatch.json.fieldErrors as object)).toEqual([expect.stringMatching(/^(poId|productId)$/)]);
    const bast = await post(bastNewAction as never, MEMBER, "/bast/new", { poId: fixture.otherPo.id, contractId: "", bastDate: "2026-11-22", delivered: "Everything" });
    expect(bast.response.status).toBe(400);
    expect(bast.json.fieldErrors).toEqual({ poId: ["There is no purchase order with that id you may use."] });
    expect(db().select({ id: contracts.id }).from(contracts).all().length).toBe(before);
  });

  it("a contract picked from the member's lists is saved with the PO's product", async () => {
    const saved = await post(contractNewAction as never, MEMBER, "/contracts/new", contractFields({ productId: "", poId: fixture.memberPo.id }));
    expect(saved.response.status).toBe(302);
    const id = saved.response.headers.get("location")!.split("/").pop()!;
    expect(db().select().from(contracts).where(eq(contracts.id, id)).get()).toMatchObject({ poId: fixture.memberPo.id, productId: fixture.memberProduct });
  });
});

describe("the edit screens", () => {
  const activity = (entity: string, id: string) => db().select().from(activityLogs).where(and(eq(activityLogs.entity, entity), eq(activityLogs.entityId, id))).all();

  it("saves a draft contract's changed fields with their before and after, leaving its state as it was", async () => {
    const id = draft(MEMBER);
    const form = await get(contractEditLoader as never, MEMBER, `/contracts/${id}/edit`, { id });
    expect(form.response.status).toBe(200);
    expect(form.json.values).toMatchObject({ value: "100.000.000", productId: fixture.memberProduct });
    const saved = await post(contractEditAction as never, MEMBER, `/contracts/${id}/edit`, contractFields({ number: "PKS/EDITED/1/2026", title: "Kerja sama diubah", value: "175.000.000", productId: "", poId: fixture.memberPo.id }), { id });
    expect(saved.response.status).toBe(302);
    expect(saved.response.headers.get("location")).toBe(`/contracts/${id}`);
    const edit = activity("contract", id).find((a) => a.action === "contract.edit")!;
    const changes = (edit.detail as { changes: { field: string; before: unknown; after: unknown }[] }).changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: "number", before: expect.stringMatching(/^PKS\/EDIT\//), after: "PKS/EDITED/1/2026" },
        { field: "title", before: expect.stringMatching(/^Kerja sama ubah/), after: "Kerja sama diubah" },
        { field: "value", before: 100_000_000, after: 175_000_000 },
        { field: "purchaseOrder", before: null, after: fixture.memberPo.poNumber },
      ]),
    );
    expect(changes.map((c) => c.field)).not.toContain("startDate");
    expect(db().select().from(contracts).where(eq(contracts.id, id)).get()).toMatchObject({ status: "draft", value: 175_000_000, poId: fixture.memberPo.id });
    expect(db().select().from(workflowTransitions).where(and(eq(workflowTransitions.entityId, id), eq(workflowTransitions.event, "contract.edit"))).all()).toHaveLength(1);
  });

  it("refuses an edit once submitted: the page goes back to the record, a post is a 409 and nothing changes", async () => {
    const id = draft(MEMBER);
    submitContract(as(MEMBER), actorOf(as(MEMBER)), id);
    const page = await get(contractEditLoader as never, MEMBER, `/contracts/${id}/edit`, { id });
    expect(page.response.status).toBe(302);
    expect(page.response.headers.get("location")).toBe(`/contracts/${id}`);
    const posted = await post(contractEditAction as never, MEMBER, `/contracts/${id}/edit`, contractFields({ title: "Too late" }), { id });
    expect(posted.response.status).toBe(409);
    expect(String(posted.json.message)).toMatch(/was already submitted/);
    expect(db().select().from(contracts).where(eq(contracts.id, id)).get()!.title).not.toBe("Too late");
    expect(activity("contract", id).map((a) => a.action)).not.toContain("contract.edit");
  });

  it("refuses a contract outside the editor's scope (403) and an unknown one (404); an agreement is not edited under /contracts", async () => {
    const hidden = draft(ADMIN, { productId: fixture.otherProduct });
    expect((await get(contractEditLoader as never, MEMBER, `/contracts/${hidden}/edit`, { id: hidden })).response.status).toBe(403);
    expect((await post(contractEditAction as never, MEMBER, `/contracts/${hidden}/edit`, contractFields(), { id: hidden })).response.status).toBe(403);
    expect((await get(contractEditLoader as never, MEMBER, "/contracts/nope/edit", { id: "nope" })).response.status).toBe(404);
    const agreement = createContract(as(MEMBER), actorOf(as(MEMBER)), "agreement", { number: `AGR/EDIT/${++seq}`, title: "Agreement", kind: "agreement", value: 1, startDate: "2026-01-01", endDate: "2026-12-31", companyIds: [fixture.company], partnershipId: null, poId: null, productId: fixture.memberProduct, note: "" }, null);
    expect((await get(contractEditLoader as never, MEMBER, `/contracts/${agreement}/edit`, { id: agreement })).response.status).toBe(404);
  });

  it("an edit by legal keeps the member's PO it may not pick, and refuses a new one it may not read", async () => {
    const id = draft(MEMBER, { poId: fixture.memberPo.id, productId: null });
    const legal = "usr-legal-pickers";
    db().$client.prepare("insert into users (id, email, fullname, status) values (?, ?, ?, 'active')").run(legal, "legal.pickers@digimon.test", "Laras Legal");
    db().$client.prepare("insert into user_roles (user_id, role_id) values (?, 'role-legal')").run(legal);
    const kept = await post(contractEditAction as never, legal, `/contracts/${id}/edit`, contractFields({ title: "Checked by legal", productId: fixture.memberProduct, poId: fixture.memberPo.id }), { id });
    expect(kept.response.status).toBe(302);
    const changed = await post(contractEditAction as never, legal, `/contracts/${id}/edit`, contractFields({ productId: "", poId: fixture.otherPo.id }), { id });
    expect(changed.json.fieldErrors).toEqual({ poId: ["Choose a purchase order from the list."] });
  });

  it("edits a draft BAST (its delivery and date, before and after) and refuses it once submitted", async () => {
    const { id } = createBast(as(MEMBER), actorOf(as(MEMBER)), { poId: fixture.memberPo.id, contractId: null, bastDate: "2026-11-22", delivered: "Two licences" }, null);
    const form = await get(bastEditLoader as never, MEMBER, `/bast/${id}/edit`, { id });
    expect(form.json.values).toMatchObject({ poId: fixture.memberPo.id, delivered: "Two licences" });
    const saved = await post(bastEditAction as never, MEMBER, `/bast/${id}/edit`, { poId: fixture.memberPo.id, contractId: "", bastDate: "2026-11-23", delivered: "Two licences and the training" }, { id });
    expect(saved.response.status).toBe(302);
    const edit = activity("bast", id).find((a) => a.action === "bast.edit")!;
    expect((edit.detail as { changes: unknown[] }).changes).toEqual([
      { field: "bastDate", before: "2026-11-22", after: "2026-11-23" },
      { field: "delivered", before: "Two licences", after: "Two licences and the training" },
    ]);
    submitBast(as(MEMBER), actorOf(as(MEMBER)), id);
    const refused = await post(bastEditAction as never, MEMBER, `/bast/${id}/edit`, { poId: fixture.memberPo.id, contractId: "", bastDate: "2026-11-24", delivered: "Late" }, { id });
    expect(refused.response.status).toBe(409);
    expect((await get(bastEditLoader as never, MEMBER, `/bast/${id}/edit`, { id })).response.status).toBe(302);
  });
});
