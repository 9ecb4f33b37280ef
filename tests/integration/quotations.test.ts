// Quotations (issue 23) against a migrated, seeded database: pricing to the rupiah with the billing rules, the number
// series, the workflow (submit, approve with the signed document, reject, expire), the one-step conversion into a PO
// (once), the spec's attachment calls against real ids (404/403/201), the list's scope, and the PDF.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { attachments, companies, purchaseOrders, quotations, workflowTransitions } from "#db/schema";
import { companyAddressLine } from "~/domain/companies";
import { computeBilling } from "~/domain/pricing";
import { FILL_FROM_COMPANY } from "~/domain/quotations";
import type { QuotationInput } from "~/lib/schemas/quotation";
import { listQuotations } from "~/models/quotation.server";
import { action as approveCall } from "~/routes/api.v3.quotations.$id.approve.attachment";
import { action as attachCall } from "~/routes/api.v3.quotations.$id.attachment";
import { action as newAction } from "~/routes/_portal.quotations.new";
import { closePdfPool, documentPdfFor } from "~/services/pdf.server";
import { companyPartyFor, quotationCompanyOptions, quotationCompanyScope, readQuotationPost, requireQuotationCompany } from "~/services/quotation-company.server";
import {
  approveQuotation, attachToQuotation, convertToPurchaseOrder, createQuotation, editQuotation, quotationScope, rejectQuotation, requireQuotation, submitQuotation,
} from "~/services/quotations.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { as, CUSTOMER, TELKOM } from "../support/factories";
import { sessionCookie } from "../support/http";
import { refusal } from "../support/refusal";
// Renamed on import: react-hooks/rules-of-hooks takes any use* call for a React hook.
import { useDemoData as withDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";
import { pdfText } from "../support/pdf-text";

withDemoData();
afterAll(() => closePdfPool());

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const signedPdf = (name = "signed.pdf") => new File([PDF as Uint8Array<ArrayBuffer>], name);
const IN_TIME = new Date("2026-11-25T03:00:00Z");

/** Three lines whose PPN, taxed per line and rounded down, is Rp1 less than 11% of their sum (hand-computed below). */
function input(overrides: Partial<QuotationInput> = {}): QuotationInput {
  return {
    productId: "prd-st", companyId: "", quotationDate: "2026-11-20", validUntil: "2026-12-20", includePph: true, from: TELKOM, to: CUSTOMER, note: "Harga termasuk instalasi.",
    details: [
      { item: "Smart Tenant licence", description: "Per unit, one year", quantity: 3, price: 1_234_567 },
      { item: "Integration", description: "Building access system", quantity: 1, price: 3_453_454 },
      { item: "Training", description: "Per participant", quantity: 7, price: 99_999 },
    ],
    ...overrides,
  };
}

const rowOf = (id: string) => db().select().from(quotations).where(eq(quotations.id, id)).get()!;
const approvalFiles = (id: string) => db().select().from(attachments).where(and(eq(attachments.ownerKind, "quotation_approval"), eq(attachments.ownerId, id))).all();

describe("pricing: exactly the billing rules, to the rupiah", () => {
  it("taxes each line at 12% x 11/12 (2025 onwards), rounds down, adds the product's admin fee and shows PPh 23", () => {
    const { id } = createQuotation(as("usr-owner"), input());
    const q = rowOf(id);
    // Lines: 3 x 1.234.567 = 3.703.701; 3.453.454; 7 x 99.999 = 699.993.
    expect(q.details.map((l) => l.total)).toEqual([3_703_701, 3_453_454, 699_993]);
    expect(q.totalPrice).toBe(7_857_148);
    // PPN per line, rounded down: 407.407,11 -> 407.407; 379.879,94 -> 379.879; 76.999,23 -> 76.999. Sum 864.285
    // (11% of the total would be 864.286,28: taxing the header would overcharge by Rp1).
    expect(q.tax).toBe(864_285);
    // DPP nilai lain per line, rounded down: 3.395.059 + 3.165.666 + 641.660.
    expect(q.dpp).toBe(7_202_385);
    expect(q.taxRateLabel).toBe("12% × 11/12 DPP nilai lain");
    // Smart Tenant's administration fee; no unique code on a quotation.
    expect(q.administrationFee).toBe(6_500);
    expect(q.finalPrice).toBe(7_857_148 + 864_285 + 6_500);
    // PPh 23: 2% of the price before PPN, 157.142,96 -> 157.142.
    expect(q.pph).toBe(157_142);
    expect(q.finalPriceWithPph).toBe(8_727_933 - 157_142);
    // And the billing's own function gives the very same figures for the same lines and date.
    const billing = computeBilling({ lines: q.details, taxDate: q.quotationDate, includePph: true, administrationFee: 6_500, uniqueCode: 0 });
    expect({ tax: billing.tax, dpp: billing.dpp, pph: billing.pph, finalPrice: billing.finalPrice, finalPriceWithPph: billing.finalPriceWithPph }).toEqual({ tax: q.tax, dpp: q.dpp, pph: q.pph, finalPrice: q.finalPrice, finalPriceWithPph: q.finalPriceWithPph });
  });

  it.each([
    ["2022-03-31", 345_345, "10%"],
    ["2022-04-01", 379_879, "11%"],
  ])("takes the PPN rate of its own date: %s -> Rp %i", (quotationDate, tax, label) => {
    const { id } = createQuotation(as("usr-owner"), input({ quotationDate, validUntil: "2099-12-31", includePph: false, details: [{ item: "Integration", description: "", quantity: 1, price: 3_453_454 }] }));
    const q = rowOf(id);
    expect([q.tax, q.taxRateLabel, q.pph, q.finalPriceWithPph]).toEqual([tax, label, 0, q.finalPrice]);
  });
});

describe("numbers and drafts", () => {
  it("numbers each year's quotations QUO-{year}-{6 digits} without gaps, and keeps an edit in the audit", () => {
    const a = createQuotation(as("usr-owner"), input({ quotationDate: "2027-01-05", validUntil: "2027-02-05" }));
    const b = createQuotation(as("usr-owner"), input({ quotationDate: "2027-03-01", validUntil: "2027-04-01" }));
    expect([a.quotationNumber, b.quotationNumber]).toEqual(["QUO-2027-000001", "QUO-2027-000002"]);
    editQuotation(as("usr-owner"), a.id, input({ quotationDate: "2027-01-05", validUntil: "2027-03-31", details: [{ item: "Integration", description: "", quantity: 2, price: 1_000_000 }] }));
    const edited = rowOf(a.id);
    expect([edited.totalPrice, edited.validUntil, edited.quotationNumber]).toEqual([2_000_000, "2027-03-31", "QUO-2027-000001"]);
  });

  it("refuses a product outside the member's scope and a partner company that is not approved, writing nothing", async () => {
    const before = db().select().from(quotations).all().length;
    expect((await refusal(() => createQuotation(as("usr-member"), input()))).status).toBe(403);
    expect((await refusal(() => createQuotation(as("usr-owner"), input({ companyId: "no-such-company" })))).status).toBe(400);
    expect(db().select().from(quotations).all().length).toBe(before);
  });

  it("is edited only while a draft", async () => {
    const { id } = createQuotation(as("usr-owner"), input());
    submitQuotation(as("usr-owner"), id, IN_TIME);
    expect((await refusal(() => editQuotation(as("usr-owner"), id, input({ note: "changed" })))).status).toBe(409);
    expect(rowOf(id).note).toBe("Harga termasuk instalasi.");
  });
});

describe("approval with the signed document, and turning it into a purchase order", () => {
  it("approves with the file, converts once into a PO with the same product, customer, lines and total, linked both ways", async () => {
    const owner = as("usr-owner");
    const { id } = createQuotation(owner, input());
    expect((await refusal(() => approveQuotation(as("usr-signer"), id, signedPdf(), "", "screen", IN_TIME))).status).toBe(409); // still a draft
    expect(approvalFiles(id)).toEqual([]); // the refused approval took its file back
    submitQuotation(owner, id, IN_TIME);
    // A product member who may not approve is refused; the file is required.
    expect((await refusal(() => approveQuotation(owner, id, signedPdf(), "", "screen", IN_TIME))).status).toBe(403);
    expect((await refusal(() => approveQuotation(as("usr-signer"), id, null, "", "screen", IN_TIME))).status).toBe(400);
    const { attachment } = await approveQuotation(as("usr-signer"), id, signedPdf(), "Signed by the customer's GM", "screen", IN_TIME);
    const approved = rowOf(id);
    expect([approved.status, approved.approvalAttachmentId, approved.approvalNote, approved.approvedUserId]).toEqual(["approved", attachment.id, "Signed by the customer's GM", "usr-signer"]);

    const po = convertToPurchaseOrder(owner, id, IN_TIME);
    const poRow = db().select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id)).get()!;
    const q = rowOf(id);
    expect(q.status).toBe("converted");
    expect(q.poId).toBe(po.id);
    expect(poRow.productId).toBe(q.productId);
    expect(poRow.customerId).toBe(q.customerId);
    expect(poRow.totalPrice).toBe(q.totalPrice);
    expect(poRow.details.map(({ item, description, quantity, price, total }) => ({ item, description, quantity, price, total }))).toEqual(q.details.map(({ item, description, quantity, price, total }) => ({ item, description, quantity, price, total })));
    expect(poRow.to).toEqual(q.to);
    expect(poRow.poNumber).toMatch(/^PO-ST-2611\d{2}-\d{4}$/);

    // Twice is refused, names the first PO, and makes no second one.
    const pos = db().select().from(purchaseOrders).all().length;
    const again = await refusal(() => convertToPurchaseOrder(owner, id, IN_TIME));
    expect(again.status).toBe(409);
    expect(again.message).toContain(poRow.poNumber);
    expect(db().select().from(purchaseOrders).all().length).toBe(pos);
    const events = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "quotation"), eq(workflowTransitions.entityId, id))).all().map((t) => t.event);
    expect(events).toEqual(["workflow.start", "quotation.submit", "quotation.approve", "quotation.convert"]);
  });

  it("rejects with a reason; a rejected quotation is never converted", async () => {
    const { id } = createQuotation(as("usr-owner"), input());
    submitQuotation(as("usr-owner"), id, IN_TIME);
    rejectQuotation(as("usr-signer"), id, "The customer asked for a lower price");
    expect(rowOf(id)).toMatchObject({ status: "rejected", rejectedReason: "The customer asked for a lower price" });
    expect((await refusal(() => convertToPurchaseOrder(as("usr-owner"), id, IN_TIME))).status).toBe(409);
  });

  it("expires a submitted quotation past its date when someone acts on it, and approves nothing", async () => {
    const { id, quotationNumber } = createQuotation(as("usr-owner"), input({ validUntil: "2026-11-30" }));
    submitQuotation(as("usr-owner"), id, IN_TIME);
    const late = await refusal(() => approveQuotation(as("usr-signer"), id, signedPdf(), "", "screen", new Date("2026-12-01T03:00:00Z")));
    expect(late).toMatchObject({ status: 409, message: `${quotationNumber} has expired: the offer was valid until 30 November 2026.` });
    expect(rowOf(id).status).toBe("expired");
    expect(approvalFiles(id)).toEqual([]);
  });
});

describe("the spec's attachment calls on real quotations (section 7)", () => {
  type Handler = (args: ActionFunctionArgs) => Promise<Response>;
  async function post(handler: Handler, userId: string, id: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", signedPdf());
    const request = new Request(`http://localhost/api/v3/quotations/${id}/attachment`, { method: "POST", body: form, headers: { authorization: `Bearer ${await tokenFor(userId)}` } });
    const response = await handler({ request, params: { id }, context: freshLoadContext() } as ActionFunctionArgs & LoaderFunctionArgs);
    return { status: response.status, body: (await response.json()) as { message?: string; data?: { data: Record<string, unknown> } } };
  }

  it("answers 404 for an unknown id, 403 for a quotation outside the caller's products, and attaches to the real one", async () => {
    const { id } = createQuotation(as("usr-owner"), input({ validUntil: "2099-12-31" }));
    expect((await post(attachCall, DEMO["product-owner"], "QUO-0000-000000")).status).toBe(404);
    expect((await post(attachCall, DEMO.member, id)).status).toBe(403); // a member of other products only
    const ok = await post(attachCall, DEMO["product-owner"], id, { type: "other", updated: JSON.stringify({ note: "revised" }) });
    expect(ok.status).toBe(201);
    expect(ok.body.data!.data).toMatchObject({ quotationId: id, updated: { note: "revised", userId: "usr-owner" } });
    const stored = db().select().from(attachments).where(eq(attachments.id, String(ok.body.data!.data.id))).get()!;
    expect([stored.ownerKind, stored.ownerId]).toEqual(["quotation", id]);
  });

  it("approves through the machine: 404, 403 (outside the scope; or no approve:quotation), 409 before submission, then 201", async () => {
    const { id } = createQuotation(as("usr-owner"), input({ validUntil: "2099-12-31" }));
    const fields = { approval: "approved", type: "other" };
    expect((await post(approveCall, DEMO["invoice-signer"], "no-such-quotation", fields)).status).toBe(404);
    expect((await post(approveCall, DEMO.member, id, fields)).status).toBe(403);
    expect((await post(approveCall, DEMO["product-owner"], id, fields)).status).toBe(403);
    expect((await post(approveCall, DEMO["invoice-signer"], id, fields)).status).toBe(409);
    submitQuotation(as("usr-owner"), id);
    const ok = await post(approveCall, DEMO["invoice-signer"], id, fields);
    expect(ok.status).toBe(201);
    expect(ok.body.data!.data).toMatchObject({ quotationId: id, status: "approved", approval: "approved" });
    expect(rowOf(id)).toMatchObject({ status: "approved", approvalAttachmentId: ok.body.data!.data.id });
    const last = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "quotation"), eq(workflowTransitions.entityId, id))).all().at(-1)!;
    expect([last.event, last.via, last.actorId]).toEqual(["quotation.approve", "api", "usr-signer"]);
  });

  it("a screen answers an out-of-scope quotation as not found; the API as forbidden", async () => {
    const { id } = createQuotation(as("usr-owner"), input({ validUntil: "2099-12-31" }));
    expect((await refusal(() => requireQuotation(as("usr-member"), id))).status).toBe(404);
    expect((await refusal(() => requireQuotation(as("usr-member"), id, "api"))).status).toBe(403);
    expect((await refusal(() => attachToQuotation(as("usr-partner"), id, signedPdf(), "other", "api"))).status).toBe(403);
  });
});

describe("scope and the PDF", () => {
  it("lists a product's quotations to its people only (a member: own products)", () => {
    const { id } = createQuotation(as("usr-owner"), input({ validUntil: "2099-12-31" }));
    const filters = { q: "", status: "" as const, product: "", from: "", to: "", page: 1 };
    const ids = (userId: string) => listQuotations(filters, quotationScope(as(userId)), { limit: null }).rows.map((r) => r.id);
    expect(ids("usr-owner")).toContain(id);
    expect(ids("usr-admin")).toContain(id);
    expect(ids("usr-member")).not.toContain(id);
  });

  it("renders the quotation's PDF in the worker pool with Indonesian amounts and dates", { timeout: 60_000 }, async () => {
    const { id, quotationNumber } = createQuotation(as("usr-owner"), input({ validUntil: "2099-12-31" }));
    const pdf = await documentPdfFor(as("usr-owner"), "quotation", id, "id");
    expect(pdf.fileName).toBe(`Quotation_${quotationNumber}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain("PENAWARAN HARGA");
    expect(text).toContain(quotationNumber);
    expect(text).toContain("Rp 8.570.791");
    expect(text).toContain("20 November 2026");
    expect((await refusal(() => documentPdfFor(as("usr-member"), "quotation", id, "id"))).status).toBe(404);
  });
});

describe("the partner company fills the customer party (no JavaScript: on save and with the fill button)", () => {
  const approved = () => db().select().from(companies).where(eq(companies.status, "approved")).orderBy(companies.id).all().filter((c) => c.taxId);
  /** The form as the browser posts it: the quotation's fields by conform's names, the customer's address and NPWP left blank. */
  function posted(companyId: string, extra: Record<string, string> = {}) {
    const form = new FormData();
    const v = input({ companyId });
    const fields: Record<string, string> = {
      productId: v.productId, companyId, quotationDate: v.quotationDate, validUntil: v.validUntil, note: v.note,
      ...Object.fromEntries(Object.entries(v.from).map(([k, x]) => [`from.${k}`, x])),
      "to.name": "PT Pelanggan Diketik", "to.address": "", "to.npwp": "", "to.phone": "", "to.email": "",
      "details[0].item": "Integration", "details[0].quantity": "2", "details[0].price": "1000000",
      ...extra,
    };
    for (const [k, x] of Object.entries(fields)) form.set(k, x);
    return form;
  }
  async function asUser(userId: string, form: FormData) {
    const request = new Request("http://localhost/quotations/new", { method: "POST", body: form, headers: { Cookie: await sessionCookie(userId) } });
    try {
      return await newAction({ request, params: {}, context: freshLoadContext() } as ActionFunctionArgs);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("fills a blank address and NPWP from the company on save, keeping the name typed", async () => {
    const company = approved()[0]!;
    const response = await asUser("usr-owner", posted(company.id));
    expect(response.status).toBe(302);
    const id = response.headers.get("Location")!.split("/").pop()!;
    const row = rowOf(id);
    expect(row.companyId).toBe(company.id);
    expect(row.to).toMatchObject({ name: "PT Pelanggan Diketik", address: companyAddressLine(company.address), npwp: company.taxId });
    expect(row.to.address).toContain(company.address.city);
  });

  it("the fill button shows the form again with the company's address and NPWP, everything else as typed and no other error", async () => {
    const [first, second] = approved();
    const response = await asUser("usr-owner", posted(second!.id, { intent: FILL_FROM_COMPANY, "to.address": first!.address.street, "to.npwp": first!.taxId!, "details[0].item": "" }));
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { error?: Record<string, string[]>; initialValue: { to: Record<string, string>; details: { item: string; price: string }[]; note: string } };
    expect(reply.initialValue.to).toMatchObject({ name: "PT Pelanggan Diketik", address: companyAddressLine(second!.address), npwp: second!.taxId });
    // conform answers a blank field as absent: the blank item stays blank.
    expect(reply.initialValue.details[0]).toEqual({ quantity: "2", price: "1000000" });
    expect(reply.initialValue.note).toBe("Harga termasuk instalasi.");
    expect(reply.error ?? {}).toEqual({});
  });

  it("refuses an unknown company and one outside a partner's own, on the field, filling and writing nothing", async () => {
    const before = db().select().from(quotations).all().length;
    const unknown = await asUser("usr-owner", posted("no-such-company"));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: Record<string, string[]> }).error.companyId).toEqual(["Choose an approved partner company"]);
    // A partner who also writes quotations names only their own company: another approved one is out of scope.
    const partner = { ...as("usr-partner"), permissions: [...as("usr-partner").permissions, "manage:quotation", "read:product:own", "manage:purchase-order"] };
    const own = new Set(quotationCompanyScope(partner));
    const other = approved().find((c) => !own.has(c.id))!;
    expect(quotationCompanyOptions(partner).map((c) => c.id)).not.toContain(other.id);
    const read = readQuotationPost(partner, posted(other.id));
    expect(read.answer?.error?.companyId).toEqual(["Choose an approved partner company"]);
    expect((read.answer?.initialValue as { to: Record<string, string> }).to).toEqual({ name: "PT Pelanggan Diketik" });
    expect(companyPartyFor(partner, other.id)).toEqual({ error: "Choose an approved partner company" });
    // The save's own check (createQuotation and editQuotation ask it) refuses it on the field too.
    expect(await refusal(() => requireQuotationCompany(partner, other.id))).toMatchObject({ status: 400 });
    expect(companyPartyFor(as("usr-owner"), other.id)).toEqual({ party: { name: other.name, address: companyAddressLine(other.address), npwp: other.taxId } });
    expect(db().select().from(quotations).all().length).toBe(before);
  });
});
