import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { and, desc, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { activityLogs, products } from "#db/schema";
import type { FieldChange } from "~/domain/field-diff";
import { action as editAction } from "~/routes/_portal.products.$id.edit";
import { action as newAction } from "~/routes/_portal.products.new";
import { createWebSession } from "~/services/auth-session.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { createPurchaseOrder, updatePurchaseOrder } from "~/services/purchase-orders.server";
import { createRecurringProfile, decideRecurringProfile, updateRecurringProfile } from "~/services/recurring.server";
import { auditFiltersSchema, auditReport, auditRows } from "~/services/reports/audit.server";
import { todayInJakarta } from "~/domain/dates";
import { respond } from "../support/api";
import { as, draftInput, poInput, profileInput } from "../support/factories";
import { useDemoData } from "../support/seed";
import { productForm } from "./product-form-fixtures";

useDemoData();

/** The audit trail (issue 22): every money-relevant change records the changed fields' before and after values. */

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;

async function post(handler: Handler, path: string, form: FormData, params: Record<string, string> = {}) {
  const headers = await createWebSession(new Request("http://localhost/login"), "usr-owner");
  const request = new Request(`http://localhost${path}`, { method: "POST", body: form, headers: { Cookie: headers.get("Set-Cookie")!.split(";")[0] } });
  const { response } = await respond(handler, request, params);
  return response.status;
}

/** The newest activity row of an entity with this action. */
const lastActivity = (action: string, entityId: string) =>
  db().select().from(activityLogs).where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, entityId))).orderBy(desc(activityLogs.id)).get();
const changesOf = (row: { detail: Record<string, unknown> | null } | undefined) => (row?.detail?.changes ?? []) as FieldChange[];
const change = (changes: FieldChange[], field: string) => changes.find((c) => c.field === field);


describe("the audit trail of products", () => {
  it("records a new product's settings as after values, then an edit's changed fields only, in the same row as the change", async () => {
    expect(await post(newAction, "/products/new", productForm({ productCode: "au", name: "Audit Product" }))).toBe(302);
    const product = db().select().from(products).where(eq(products.productCode, "AU")).get()!;
    const created = lastActivity("product.created", product.id);
    expect(created?.userId).toBe("usr-owner");
    expect(created?.detail).toMatchObject({ productId: product.id, code: "AU" });
    expect(change(changesOf(created), "config.administration_fee")).toEqual({ field: "config.administration_fee", before: null, after: 6500 });
    expect(change(changesOf(created), "bank.account_number")).toEqual({ field: "bank.account_number", before: null, after: "1220007788999" });

    const form = productForm({ productCode: "au", name: "Audit Product", "config.administration_fee": "7.500", "bank.accountNumber": "1220007788000" });
    expect(await post(editAction, `/products/${product.id}/edit`, form, { id: product.id })).toBe(302);
    const updated = lastActivity("product.updated", product.id);
    expect(changesOf(updated)).toEqual([
      { field: "bank.account_number", before: "1220007788999", after: "1220007788000" },
      { field: "config.administration_fee", before: 6500, after: 7500 },
    ]);
  });

  it("writes nothing to the trail when a save is refused", async () => {
    const before = db().select().from(activityLogs).all().length;
    expect(await post(editAction, "/products/prd-dr/edit", productForm({ productCode: "ST", name: "Digital Reward" }), { id: "prd-dr" })).toBe(400);
    expect(db().select().from(activityLogs).all().length).toBe(before);
  });
});

describe("the audit trail of purchase orders and billings", () => {
  it("records a PO's lines and total on creation and the changed line and total on an edit", () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const created = changesOf(lastActivity("purchase-order.created", po.id));
    expect(change(created, "totalPrice")).toEqual({ field: "totalPrice", before: null, after: 28_750_000 });
    expect(change(created, "details[1].price")).toEqual({ field: "details[1].price", before: null, after: 3_750_000 });

    const details = poInput().details.map((d, i) => (i === 1 ? { ...d, price: 4_000_000 } : d));
    updatePurchaseOrder(as("usr-owner"), po.id, poInput({ details, note: "Revised" }));
    const updated = lastActivity("purchase-order.updated", po.id);
    expect(updated?.detail).toMatchObject({ poNumber: po.poNumber, productId: "prd-st" });
    expect(changesOf(updated)).toEqual([
      { field: "details[1].price", before: 3_750_000, after: 4_000_000 },
      { field: "details[1].total", before: 3_750_000, after: 4_000_000 },
      { field: "totalPrice", before: 28_750_000, after: 29_000_000 },
      { field: "note", before: "", after: "Revised" },
    ]);
  });

  it("records a billing draft's figures, and no PO edit once the PO is billed (the refused edit leaves no row)", () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const { id } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    const drafted = changesOf(lastActivity("billing.drafted", id));
    expect(change(drafted, "totalPrice")?.after).toBe(28_750_000);
    expect(change(drafted, "tax")?.after).toBe(3_162_500);
    expect(change(drafted, "dueDate")).toEqual({ field: "dueDate", before: null, after: "2026-12-05" });
    issueBilling(as("usr-owner"), id);
    expect(() => updatePurchaseOrder(as("usr-owner"), po.id, poInput({ note: "too late" }))).toThrow();
    expect(lastActivity("purchase-order.updated", po.id)).toBeUndefined();
  });
});

describe("the audit trail of recurring profiles", () => {
  it("records a profile's lines and totals on creation, an edit's changed fields with before and after; the audit report shows them and its status changes to its scope", () => {
    const { id, recurringId } = createRecurringProfile(as("usr-member"), profileInput());
    const created = changesOf(lastActivity("recurring.created", id));
    expect(change(created, "grandTotal")).toEqual({ field: "grandTotal", before: null, after: 7_500_000 });
    expect(change(created, "details[0].price")).toEqual({ field: "details[0].price", before: null, after: 15_000 });

    const details = [{ item: "Antares Cloud connectivity", description: "600 devices", quantity: 600, price: 15_000 }];
    updateRecurringProfile(as("usr-member"), id, profileInput({ details, name: "Antares Cloud, 600 devices" }));
    const updated = lastActivity("recurring.updated", id);
    expect(updated?.userId).toBe("usr-member");
    expect(updated?.detail).toMatchObject({ recurringId, productId: "prd-ac" });
    expect(changesOf(updated)).toEqual([
      { field: "name", before: "Smart Tenant monthly licence, PT Maju Bersama", after: "Antares Cloud, 600 devices" },
      { field: "details[0].description", before: "500 devices", after: "600 devices" },
      { field: "details[0].quantity", before: 500, after: 600 },
      { field: "details[0].total", before: 7_500_000, after: 9_000_000 },
      { field: "grandTotal", before: 7_500_000, after: 9_000_000 },
      { field: "recurringGrandTotal", before: 90_000_000, after: 108_000_000 },
    ]);

    decideRecurringProfile(as("usr-member"), id, { intent: "activate" });
    const today = todayInJakarta(new Date());
    const filters = auditFiltersSchema.parse({ period: "custom", from: today, to: today, entity: "recurring" });
    // Its status changes come from the workflow's transition log.
    expect([...auditRows(as("usr-super-admin"), filters)].filter((r) => r.entityId === id && r.field === "status").map((r) => r.action)).toContain("recurring.activate");
    const rows = [...auditRows(as("usr-super-admin"), filters)].filter((r) => r.entityId === id && r.action === "recurring.updated");
    expect(rows.find((r) => r.field === "grandTotal")).toMatchObject({ entity: "recurring", who: expect.any(String), reference: `${recurringId} Antares Cloud, 600 devices`, before: 7_500_000, after: 9_000_000, productId: "prd-ac" });
    // Antares Cloud is Dewi's product: hers to see; not Siti's (a Smart Tenant owner).
    expect([...auditRows(as("usr-member"), filters)].some((r) => r.entityId === id)).toBe(true);
    expect([...auditRows(as("usr-owner"), filters)].some((r) => r.entityId === id)).toBe(false);
  });
});

describe("the audit report's user filter", () => {
  const people = (userId: string) => auditReport.filterFields!.find((f) => f.name === "user")!.options!(as(userId)).map((o) => o.value);

  it("lists only people whose changes the viewer may see: a member's list names no one who changed only other products", () => {
    // Siti changes a Smart Tenant PO; Dewi (a member of Antares Cloud only) changes an Antares Cloud profile.
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    updatePurchaseOrder(as("usr-owner"), po.id, poInput({ note: "Seen by Smart Tenant's readers only" }));
    createRecurringProfile(as("usr-member"), profileInput());
    expect(people("usr-super-admin")).toEqual(expect.arrayContaining(["usr-owner", "usr-member"]));
    expect(people("usr-member")).toContain("usr-member");
    expect(people("usr-member")).not.toContain("usr-owner");
    // Everyone Dewi's list names has at least one change she can read in the report.
    // (The whole history: longer than the screen's longest period, so not through its schema.)
    const all = [...auditRows(as("usr-member"), { period: "custom", from: "2000-01-01", to: todayInJakarta(new Date()) })];
    for (const id of people("usr-member")) expect(all.some((r) => r.userId === id)).toBe(true);
  });
});
