import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, outbox, purchaseOrders, workflowTransitions } from "#db/schema";
import { getBilling, openUniqueCodesQuery } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { createBillingDraft, discardBilling, issueBilling } from "~/services/billings.server";
import { approveInvoice, decideInvoice, reissueInvoice } from "~/services/invoices.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";

useDemoData();

/** PO -> draft -> issued billing -> invoice, as the owner of Smart Tenant. */
function issuedInvoice(productId = "prd-st", user = "usr-owner") {
  const po = createPurchaseOrder(as(user), poInput({ productId }));
  const { id: billingId } = createBillingDraft(as(user), po.id, draftInput());
  issueBilling(as(user), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  return { po, billingId, invoice };
}

describe("the order-to-invoice chain", () => {
  it("numbers POs per product and month without gaps, and totals the lines", () => {
    const first = createPurchaseOrder(as("usr-owner"), poInput());
    const second = createPurchaseOrder(as("usr-owner"), poInput());
    expect(first.poNumber).toMatch(/^PO-ST-261100-\d{4}$/);
    expect(Number(second.poNumber.slice(-4))).toBe(Number(first.poNumber.slice(-4)) + 1);
    const row = db().select().from(purchaseOrders).where(eq(purchaseOrders.id, first.id)).get()!;
    expect(row).toMatchObject({ totalPrice: 28_750_000, statusPo: "unbilled" });
    expect(row.details.map((d) => d.total)).toEqual([25_000_000, 3_750_000]);
  });

  it("computes the draft to the rupiah: 2026 PPN 12% x 11/12, PPh 2%, admin fee, unique code, due date", () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const { id } = createBillingDraft(as("usr-owner"), po.id, draftInput());
    const b = getBilling(id)!;
    expect(b).toMatchObject({ status: "draft", billingNumber: null, totalPrice: 28_750_000, tax: 3_162_500, pph: 575_000, administrationFee: 6_500, dueDate: "2026-12-05" });
    expect(b.uniqueCode).toBeGreaterThan(0);
    expect(b.uniqueCode).toBeLessThan(1000);
    expect(b.finalPrice).toBe(28_750_000 + 3_162_500 + 6_500 + b.uniqueCode);
    expect(b.finalPriceWithPph).toBe(b.finalPrice - 575_000);
    expect(b.bank.account_number).toBe("1220007788990");
  });

  it("can find the unique codes in use through the partial index of open billings, never only by walking the product's billings", () => {
    // SQLite can take a partial index only for a condition written as the index states it (literals, not
    // parameters); INDEXED BY fails to prepare ("no query solution") when it cannot.
    const { sql, params } = openUniqueCodesQuery(db(), "prd-st").toSQL();
    const forced = sql.replace('from "billings"', 'from "billings" indexed by billings_open_unique_code_uq');
    expect(forced).not.toBe(sql);
    expect(() => db().$client.prepare(forced).all(...params)).not.toThrow();
    expect(() => db().$client.prepare(forced.replace("<> 0", "<> ?")).all(...params, 0)).toThrow(/no query solution/);
  });

  it("uses the pre-2022 10% row for an old billing date and dashes the bank for a gateway", () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput({ productId: "prd-dr" }));
    const { id } = createBillingDraft(as("usr-owner"), po.id, draftInput({ billingDate: "2021-12-15", includePph: false, paymentMethod: "virtual_account" }));
    const b = getBilling(id)!;
    expect(b).toMatchObject({ tax: 2_875_000, pph: 0, administrationFee: 1_000, dueDate: "2021-12-22", bank: { account_number: "-", bank_name: "-" } });
    expect(b.uniqueCode).toBeLessThan(0);
    expect(b.finalPrice).toBe(28_750_000 + 2_875_000 + 1_000 + b.uniqueCode);
  });

  it("issues: BL number, PO billed, invoice created in invoiced with no number yet", () => {
    const { po, billingId, invoice } = issuedInvoice();
    expect(getBilling(billingId)!.billingNumber).toMatch(/^BL-ST-261100-\d{4}$/);
    expect(db().select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id)).get()!.statusPo).toBe("billed");
    expect(invoice).toMatchObject({ statusInvoice: "invoiced", statusFaktur: "not yet", invoiceNumber: null, approved: null, poId: po.id, poNumber: po.poNumber });
  });

  it("refuses a second billing of a billed PO", async () => {
    const { po } = issuedInvoice();
    expect((await refusal(() => createBillingDraft(as("usr-owner"), po.id, draftInput()))).status).toBe(409);
  });

  it("lets only the designated signer approve; the number comes at approval", async () => {
    const { invoice } = issuedInvoice();
    const refused = await refusal(() => approveInvoice(as("usr-owner"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" }));
    expect(refused.status).toBe(403);
    // Another product's signer cannot even read the invoice: the same 404 as for an invoice that does not exist.
    const notSigner = await refusal(() => approveInvoice(as("usr-ent-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" }));
    expect(notSigner.status).toBe(404);
    await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "SKUM-ST-0042", skumRelease: "2026-11-21" });
    const approved = getInvoice(invoice.id)!;
    expect(approved.invoiceNumber).toMatch(/^INV-ST-2611\d{2}-\d{4}$/);
    expect(approved).toMatchObject({ statusInvoice: "approved", approved: { message: "Sesuai kontrak", by: "Agus Prasetyo", reference_id: "800004", skum_no: "SKUM-ST-0042", position: "VP Digital & Next Business" } });
    const effects = db().select().from(outbox).where(eq(outbox.sourceId, invoice.id)).all().map((r) => r.effect);
    expect(effects).toEqual(expect.arrayContaining(["effect.notify", "effect.requestTaxInvoice"]));
  });

  it("tells the second of two approvers plainly that it was already approved", async () => {
    const { invoice } = issuedInvoice();
    const version = 1;
    await approveInvoice(as("usr-signer"), invoice.id, { message: "first", skumNo: "", skumRelease: "", version });
    const second = await refusal(() => approveInvoice(as("usr-super-admin"), invoice.id, { message: "second", skumNo: "", skumRelease: "", version }));
    expect(second.status).toBe(409);
    expect(second.message).toMatch(/was changed by Agus Prasetyo \(approve\)/);
    const late = await refusal(() => approveInvoice(as("usr-super-admin"), invoice.id, { message: "late", skumNo: "", skumRelease: "" }));
    expect(late.message).toMatch(/^Invoice INV-ST-\S+ was already approved by Agus Prasetyo at .+, so "approve" is no longer possible\.$/);
  });

  it("returns with a reason and reissues as a new invoice linked both ways", async () => {
    const { invoice } = issuedInvoice();
    expect((await refusal(() => decideInvoice(as("usr-signer"), invoice.id, "invoice.return", " "))).status).toBe(409);
    decideInvoice(as("usr-signer"), invoice.id, "invoice.return", "Customer name is wrong");
    expect(getInvoice(invoice.id)).toMatchObject({ statusInvoice: "returned", returned: { by: "Agus Prasetyo", message: "Customer name is wrong" } });
    const newId = reissueInvoice(as("usr-owner"), invoice.id);
    expect(getInvoice(newId)).toMatchObject({ statusInvoice: "invoiced", replacesInvoiceId: invoice.id, billingId: invoice.billingId, poId: invoice.poId, poNumber: invoice.poNumber });
    expect(getInvoice(invoice.id)).toMatchObject({ statusInvoice: "returned", replacedByInvoiceId: newId });
    expect((await refusal(() => reissueInvoice(as("usr-owner"), invoice.id))).status).toBe(409);
  });

  it("rejects with a message (status_faktur stays not yet), then cancels the rejected invoice", () => {
    const { invoice } = issuedInvoice();
    decideInvoice(as("usr-signer"), invoice.id, "invoice.reject", "Duplicate of an earlier order");
    expect(getInvoice(invoice.id)).toMatchObject({ statusInvoice: "rejected", statusFaktur: "not yet", rejected: { message: "Duplicate of an earlier order" } });
    decideInvoice(as("usr-owner"), invoice.id, "invoice.cancel", "Order withdrawn");
    expect(getInvoice(invoice.id)).toMatchObject({ statusInvoice: "canceled", canceled: { by: "Siti Nurhaliza", message: "Order withdrawn" } });
  });

  it("approves at once with 'Approved by System' when the product bypasses approval", () => {
    const { invoice } = issuedInvoice("prd-mp", "usr-member");
    const row = getInvoice(invoice.id)!;
    expect(row.statusInvoice).toBe("approved");
    expect(row.invoiceNumber).toMatch(/^INV-MP-/);
    expect(row.approved).toMatchObject({ message: "Approved by System", by: "System", position: "System" });
    const log = db().select().from(workflowTransitions).where(eq(workflowTransitions.entityId, invoice.id)).all();
    expect(log.map((t) => `${t.event}:${t.toState}:${t.actorName}`)).toEqual(["workflow.start:invoiced:Dewi Lestari", "invoice.autoApprove:approved:System"]);
  });

  it("keeps a member out of another product's documents", async () => {
    expect((await refusal(() => createPurchaseOrder(as("usr-member"), poInput({ productId: "prd-st" })))).status).toBe(403);
  });

  it("allows one draft per PO; discarding it frees the PO for a new draft", async () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput());
    const draft = createBillingDraft(as("usr-owner"), po.id, draftInput());
    expect((await refusal(() => createBillingDraft(as("usr-owner"), po.id, draftInput()))).message).toMatch(/already has a billing draft/);
    discardBilling(as("usr-owner"), draft.id);
    expect(createBillingDraft(as("usr-owner"), po.id, draftInput()).id).not.toBe(draft.id);
  });
});

describe("notifications of the chain", () => {
  it("tells the signer of a new invoice and the product people of the approval, in-app and by e-mail, once", async () => {
    const { registerAllEffects } = await import("~/services/effects.server");
    const { drainOutbox } = await import("~/services/outbox.server");
    const { listNotifications } = await import("~/models/notification.server");
    const { listSandboxMail } = await import("~/services/mail.server");
    registerAllEffects();
    const { invoice } = issuedInvoice();
    await drainOutbox({ limit: 500 });
    const waiting = listNotifications("usr-signer").rows.find((n) => n.url === `/invoices/${invoice.id}`);
    expect(waiting).toMatchObject({ title: expect.stringContaining("is waiting for approval") });
    await approveInvoice(as("usr-signer"), invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
    await drainOutbox({ limit: 500 });
    await drainOutbox({ limit: 500 });
    const approved = listNotifications("usr-owner").rows.filter((n) => n.url === `/invoices/${invoice.id}` && n.title.includes("was approved"));
    expect(approved).toHaveLength(1);
    expect(approved[0].text).toContain("by Agus Prasetyo");
    expect(listNotifications("usr-signer").rows.some((n) => n.title.includes("was approved") && n.url === `/invoices/${invoice.id}`)).toBe(false);
    // The owner is also a member of the product: one e-mail, not two.
    expect(listSandboxMail(200).filter((m) => m.to.includes("owner@digimon.test") && m.subject.includes("was approved") && m.text.includes(invoice.id))).toHaveLength(1);
  });
});
