import { and, eq, inArray, ne } from "drizzle-orm";
import { db } from "#db/client.server";
import { attachments, billings, invoices, purchaseOrders, recurringProfiles } from "#db/schema";
import { loader as fileLoader } from "~/routes/files.$id";
import { action as billingAction } from "~/routes/_portal.billings.$id";
import { action as invoiceAction, loader as invoiceLoader } from "~/routes/_portal.invoices.$id";
import { action as poAction } from "~/routes/_portal.purchase-orders.$id._index";
import { createWebSession } from "~/services/auth-session.server";
import { storeUpload } from "~/services/uploads.server";
import { respond } from "../support/api";
import { useDemoDocuments } from "../support/seed";
import { DEMO } from "../support/tokens";

useDemoDocuments();

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name = "bukti.pdf") => new File([PDF], name, { type: "application/pdf" });

const cookies = new Map<string, string>();
async function cookieFor(userId: string) {
  if (!cookies.has(userId)) cookies.set(userId, (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  return cookies.get(userId)!;
}

type Handler = Parameters<typeof respond>[0];
async function run(handler: Handler, userId: string, path: string, params: Record<string, string>, form?: FormData) {
  const request = new Request(`http://localhost${path}`, { method: form ? "POST" : "GET", body: form, headers: { Cookie: await cookieFor(userId) } });
  const { response, text } = await respond(handler, request, params);
  return { status: response.status, location: response.headers.get("Location"), text, disposition: response.headers.get("Content-Disposition") };
}

const download = (userId: string, id: string) => run(fileLoader as Handler, userId, `/files/${id}`, { id });
const attach = async (ownerKind: string, ownerId: string | null, uploadedBy: string | null = null) => (await storeUpload(pdf(), { ownerKind, ownerId, uploadedBy })).id;

/** The companion reads invoices of their division (org-DIT-DES); the member the documents of products prd-ac, prd-mp, prd-sa. */
const MEMBER_PRODUCTS = ["prd-ac", "prd-mp", "prd-sa"];
const invoiceWhere = (inside: boolean) => db().select().from(invoices).where(inside ? eq(invoices.divisionId, "org-DIT-DES") : ne(invoices.divisionId, "org-DIT-DES")).limit(1).get()!;
const billingOf = (inside: boolean) =>
  db().select().from(billings).where(inside ? inArray(billings.productId, MEMBER_PRODUCTS) : and(...MEMBER_PRODUCTS.map((p) => ne(billings.productId, p)))).limit(1).get()!;

describe("GET /files/{id}", () => {
  it("serves an invoice's file to a reader whose scope holds the invoice, and 404 outside it", async () => {
    const inside = await attach("invoice", invoiceWhere(true).id);
    const outside = await attach("invoice", invoiceWhere(false).id);
    const ok = await download(DEMO.companion, inside);
    expect(ok.status).toBe(200);
    expect(ok.disposition).toMatch(/^attachment;/);
    expect((await download(DEMO.companion, outside)).status).toBe(404);
    expect((await download(DEMO.settlement, outside)).status).toBe(200);
  });

  it("refuses a caller without any read permission of the document's kind (403)", async () => {
    const id = await attach("invoice", invoiceWhere(true).id);
    expect((await download(DEMO.partner, id)).status).toBe(403);
  });

  it("checks the owning document for every kind: billing, purchase order, signature, recurring profile, product", async () => {
    const bIn = billingOf(true);
    const bOut = billingOf(false);
    expect((await download(DEMO.member, await attach("billing", bIn.id))).status).toBe(200);
    expect((await download(DEMO.member, await attach("billing", bOut.id))).status).toBe(404);
    const poIn = db().select().from(purchaseOrders).where(inArray(purchaseOrders.productId, MEMBER_PRODUCTS)).limit(1).get()!;
    const poOut = db().select().from(purchaseOrders).where(and(...MEMBER_PRODUCTS.map((p) => ne(purchaseOrders.productId, p)))).limit(1).get()!;
    expect((await download(DEMO.member, await attach("purchase_order", poIn.id))).status).toBe(200);
    expect((await download(DEMO.member, await attach("purchase_order", poOut.id))).status).toBe(404);
    // An approval's signature image belongs to its invoice.
    expect((await download(DEMO.companion, await attach("signature", invoiceWhere(true).id))).status).toBe(200);
    expect((await download(DEMO.companion, await attach("signature", invoiceWhere(false).id))).status).toBe(404);
    const rIn = db().select().from(recurringProfiles).where(inArray(recurringProfiles.productId, MEMBER_PRODUCTS)).limit(1).get();
    const rOut = db().select().from(recurringProfiles).where(and(...MEMBER_PRODUCTS.map((p) => ne(recurringProfiles.productId, p)))).limit(1).get();
    expect(rIn && rOut, "seeded recurring profiles in and out of the member's products").toBeTruthy();
    expect((await download(DEMO.member, await attach("recurring_profile", rIn!.id))).status).toBe(200);
    expect((await download(DEMO.member, await attach("recurring_profile", rOut!.id))).status).toBe(404);
    expect((await download(DEMO.member, await attach("product", "prd-ac"))).status).toBe(200);
    expect((await download(DEMO.member, await attach("product", "prd-st"))).status).toBe(404);
    // A document that no longer exists is as absent as the file.
    expect((await download(DEMO["super-admin"], await attach("invoice", "no-such-invoice"))).status).toBe(404);
  });

  it("refuses (404) an owner kind it does not know, even to a super-admin", async () => {
    expect((await download(DEMO["super-admin"], await attach("mystery", invoiceWhere(true).id, DEMO["super-admin"]))).status).toBe(404);
    expect((await download(DEMO["super-admin"], await attach("invoice", null, DEMO["super-admin"]))).status).toBe(404);
  });

  it("serves an API upload that belongs to no document only to whoever uploaded it", async () => {
    const id = await attach("file", null, DEMO.member);
    expect((await download(DEMO.member, id)).status).toBe(200);
    expect((await download(DEMO["super-admin"], id)).status).toBe(404);
    expect((await download(DEMO.member, await attach("quotation", "QT-1", DEMO["product-owner"]))).status).toBe(404);
  });
});

describe("uploading to a document needs the permission its screen shows the button for", () => {
  const form = () => {
    const f = new FormData();
    f.set("intent", "upload");
    f.set("attachmentType", "other");
    f.set("file", pdf("surat.pdf"));
    return f;
  };
  const countOf = (ownerKind: string, ownerId: string) => db().select().from(attachments).where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId))).all().length;

  it("invoice: readers without cancel:invoice or approve:invoice see no button and are refused (403), nothing stored", async () => {
    const invoice = invoiceWhere(true);
    const page = await run(invoiceLoader as Handler, DEMO.companion, `/invoices/${invoice.id}`, { id: invoice.id });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.text).may.upload).toBe(false);
    const before = countOf("invoice", invoice.id);
    for (const userId of [DEMO.companion, DEMO.settlement]) {
      const res = await run(invoiceAction as Handler, userId, `/invoices/${invoice.id}`, { id: invoice.id }, form());
      expect(res.status).toBe(403);
    }
    expect(countOf("invoice", invoice.id)).toBe(before);
    // The super-admin holds approve:invoice and cancel:invoice: the button shows, and the upload works.
    expect(JSON.parse((await run(invoiceLoader as Handler, DEMO["super-admin"], `/invoices/${invoice.id}`, { id: invoice.id })).text).may.upload).toBe(true);
    const done = await run(invoiceAction as Handler, DEMO["super-admin"], `/invoices/${invoice.id}`, { id: invoice.id }, form());
    expect(done.status).toBe(302);
    expect(countOf("invoice", invoice.id)).toBe(before + 1);
  });

  it("billing and purchase order: a reader without manage:billing / manage:purchase-order is refused, nothing stored", async () => {
    const billing = db().select().from(billings).limit(1).get()!;
    const po = db().select().from(purchaseOrders).limit(1).get()!;
    const before = [countOf("billing", billing.id), countOf("purchase_order", po.id)];
    const b = await run(billingAction as Handler, DEMO.settlement, `/billings/${billing.id}`, { id: billing.id }, form());
    expect(b.status === 403 || b.location === "/misc/not-authorized").toBe(true);
    const p = await run(poAction as Handler, DEMO.settlement, `/purchase-orders/${po.id}`, { id: po.id }, form());
    expect(p.status === 403 || p.location === "/misc/not-authorized").toBe(true);
    expect([countOf("billing", billing.id), countOf("purchase_order", po.id)]).toEqual(before);
  });
});
