// PO, billing and invoice PDFs of a real chain made with the services, rendered through the worker pool
// and downloaded through the resource route. Set PDF_SHOTS_DIR to keep the PDFs for a look.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, products, users } from "#db/schema";
import { logoPng, signaturePng } from "~/documents/fixtures";
import { loader } from "~/routes/resources.documents.$kind.$id";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { createWebSession } from "~/services/auth-session.server";
import { env } from "~/services/env.server";
import { approveInvoice } from "~/services/invoices.server";
import { closePdfPool, documentPdfFor, invoiceDocument, logoImage, signatureImage } from "~/services/pdf.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { attachmentsOf, storeGenerated } from "~/services/uploads.server";
import { call } from "../support/api";
import { as, draftInput, poInput } from "../support/factories";
import { refusal } from "../support/refusal";
// Renamed on import: react-hooks/rules-of-hooks takes any use* call for a React hook.
import { useDemoData as withDemoData } from "../support/seed";
import { pdfText } from "../support/pdf-text";

withDemoData();
afterAll(() => closePdfPool());

const pages = (bytes: Uint8Array) => (Buffer.from(bytes).toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
function keep(name: string, bytes: Uint8Array) {
  const dir = process.env.PDF_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), bytes);
}

/** PO -> issued billing -> invoice (invoiced), as Smart Tenant's owner. */
function chain(productId = "prd-st", user = "usr-owner") {
  const po = createPurchaseOrder(as(user), poInput({ productId, note: "Harga sesuai kontrak No. K.TEL.0042/HK.810/2026." }));
  const { id: billingId } = createBillingDraft(as(user), po.id, draftInput());
  issueBilling(as(user), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  return { po, billingId, invoice };
}

describe("document PDFs of a real chain", () => {
  it("renders the PO, the billing and the draft invoice with their numbers", { timeout: 120_000 }, async () => {
    const { po, billingId, invoice } = chain();
    const owner = as("usr-owner");

    const poPdf = await documentPdfFor(owner, "po", po.id);
    expect(poPdf.fileName).toBe(`PO_${po.poNumber}.pdf`);
    expect(latin1(poPdf.bytes.subarray(0, 5))).toBe("%PDF-");
    expect(pages(poPdf.bytes)).toBeGreaterThanOrEqual(1);
    expect(latin1(poPdf.bytes)).toContain(`(Purchase Order ${po.poNumber})`);
    keep("po.pdf", poPdf.bytes);

    const billingPdf = await documentPdfFor(owner, "billing", billingId);
    const billingNumber = invoice.billingNumber;
    expect(billingPdf.fileName).toBe(`Billing_${billingNumber}.pdf`);
    expect(pages(billingPdf.bytes)).toBe(1);
    keep("billing.pdf", billingPdf.bytes);

    const draft = await documentPdfFor(owner, "invoice", invoice.id);
    expect(draft.fileName).toBe(`Invoice_${billingNumber}_draft.pdf`);
    expect(draft.stored).toBeNull(); // only an approved invoice is kept
    keep("invoice-draft.pdf", draft.bytes);

    const poText = pdfText(poPdf.bytes);
    expect(poText).toContain(po.poNumber);
    expect(poText).toContain("Dua puluh delapan juta tujuh ratus lima puluh ribu rupiah");
    const billingText = pdfText(billingPdf.bytes);
    for (const s of [billingNumber, po.poNumber, "21 November 2026", "5 Desember 2026", "Rp 28.750.000", "Rp 3.162.500", "PT Maju Bersama Sejahtera", "1220007788990", "Unit Price", "Page 1 of 1"]) expect(billingText).toContain(s);
    // The same billing for a reader of Bahasa Indonesia: the labels change, the figures and dates do not.
    const indonesian = pdfText((await documentPdfFor(owner, "billing", billingId, "id")).bytes);
    for (const s of [billingNumber, "21 November 2026", "5 Desember 2026", "Rp 28.750.000", "Harga Satuan", "Halaman 1 dari 1", "TERBILANG (TOTAL TAGIHAN)"]) expect(indonesian).toContain(s);
    expect(indonesian).not.toContain("Unit Price");
    const draftText = pdfText(draft.bytes);
    expect(draftText).toContain("DRAFT - not yet approved");
    expect(draftText).toContain(billingNumber);
  });

  it("signs the approved invoice and keeps it once as its invoice attachment", { timeout: 120_000 }, async () => {
    const { invoice } = chain();
    const signature = new File([signaturePng((raw) => deflateSync(raw))], "tanda-tangan.png", { type: "image/png" });
    await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "SKUM-ST-0042", skumRelease: "2026-11-21", signature });
    const approved = db().select().from(invoices).where(eq(invoices.id, invoice.id)).get()!;
    expect(approved.approved?.sign_image).toMatch(/^\/files\//);

    const first = await documentPdfFor(as("usr-owner"), "invoice", invoice.id);
    expect(first.fileName).toBe(`Invoice_${approved.invoiceNumber}.pdf`);
    expect(pages(first.bytes)).toBe(1);
    expect(latin1(first.bytes)).toMatch(/\/Subtype \/Image/); // the signature image is embedded
    keep("invoice-approved.pdf", first.bytes);

    expect(first.stored).toMatchObject({ ownerKind: "invoice", ownerId: invoice.id, attachmentType: "invoice", filetype: "pdf", size: null, oriFilename: `Invoice_${approved.invoiceNumber}.pdf` });
    const storedBytes = readFileSync(path.join(env().DATA_DIR, "uploads", first.stored!.filename));
    expect(latin1(storedBytes.subarray(0, 5))).toBe("%PDF-");

    const second = await documentPdfFor(as("usr-signer"), "invoice", invoice.id);
    expect(second.stored?.id).toBe(first.stored?.id);
    expect(attachmentsOf("invoice", invoice.id).filter((a) => a.attachmentType === "invoice")).toHaveLength(1);

    const text = pdfText(first.bytes);
    for (const s of [approved.invoiceNumber!, approved.billingNumber, "Agus Prasetyo", "VP Digital & Next Business", "SKUM-ST-0042", "Electronically approved by", "PPh 23 (2%)", "Total Payable"]) expect(text).toContain(s);
    expect(text).not.toContain("DRAFT");
  });

  it("states the system approval of a product that bypasses approval", { timeout: 120_000 }, async () => {
    const { invoice } = chain("prd-mp", "usr-member");
    const row = db().select().from(invoices).where(eq(invoices.id, invoice.id)).get()!;
    const pdf = await documentPdfFor(as("usr-member"), "invoice", invoice.id);
    expect(pdf.fileName).toBe(`Invoice_${row.invoiceNumber}.pdf`);
    keep("invoice-system.pdf", pdf.bytes);
    expect(pdfText(pdf.bytes)).toContain("Approved automatically by the system");
    expect(pdfText((await documentPdfFor(as("usr-member"), "invoice", invoice.id, "id")).bytes)).toContain("Disetujui otomatis oleh sistem");
  });

  it("keeps the stored copy in the portal's default language (the customer's) whatever the downloader reads", { timeout: 120_000 }, async () => {
    const { invoice } = chain();
    await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "SKUM-ST-0042", skumRelease: "2026-11-21" });
    expect(env().DEFAULT_LANGUAGE).toBe("en"); // the suites run with English as the default
    const download = await documentPdfFor({ ...as("usr-owner"), language: "id" }, "invoice", invoice.id);
    expect(pdfText(download.bytes)).toContain("Harga Satuan");
    const stored = readFileSync(path.join(env().DATA_DIR, "uploads", download.stored!.filename));
    expect(pdfText(stored)).toContain("Unit Price");
    expect(pdfText(stored)).not.toContain("Harga Satuan");
  });

  it("keeps other products' documents out of reach with the same 404 as what does not exist; 403 without any read permission", async () => {
    const { po, invoice } = chain();
    expect((await refusal(() => documentPdfFor(as("usr-member"), "invoice", invoice.id))).status).toBe(404);
    expect((await refusal(() => documentPdfFor(as("usr-member"), "po", po.id))).status).toBe(404);
    expect((await refusal(() => documentPdfFor(as("usr-partner"), "invoice", invoice.id))).status).toBe(403);
    expect((await refusal(() => documentPdfFor(as("usr-owner"), "billing", "no-such-billing"))).status).toBe(404);
  });
});

describe("document images", () => {
  it("draws a PNG logo from the template's logo_url, and falls back to the name for an SVG, a missing file or a remote URL", () => {
    const logo = storeGenerated(logoPng((raw) => deflateSync(raw)), "logo-st.png", { ownerKind: "product", ownerId: "prd-st", filetype: "png" });
    const st = db().select().from(products).where(eq(products.id, "prd-st")).get()!;
    db().update(products).set({ documentTemplate: { ...st.documentTemplate, invoice: { ...st.documentTemplate.invoice, logo_url: logo.url } } }).where(eq(products.id, "prd-st")).run();
    const { invoice } = chain();
    const view = invoiceDocument(invoice.id).view;
    expect(view.brand.logo).toMatchObject({ kind: "image", src: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(view.brand.color).toBe("#1d4ed8");

    expect(st.imageLogo).toBe("/images/products/st.svg"); // the seed's logos are SVGs react-pdf cannot draw
    expect(logoImage(st.imageLogo)).toBeNull();
    expect(logoImage("/images/products/missing.png")).toBeNull();
    expect(logoImage("https://cdn.example.com/logo.png")).toBeNull();
    expect(logoImage("/../../../etc/passwd")).toBeNull();
    expect(logoImage(null)).toBeNull();
  });

  it("skips a signature whose file is gone", () => {
    expect(signatureImage("/files/no-such-attachment")).toBeNull();
    expect(signatureImage(null)).toBeNull();
  });
});

describe("GET /resources/documents/$kind/$id", () => {
  async function cookieFor(userId: string) {
    const headers = await createWebSession(new Request("http://localhost/login"), userId);
    return headers.get("Set-Cookie")!.split(";")[0];
  }
  const get = (kind: string, id: string, cookie?: string, query = "") =>
    call(loader, { method: "GET", path: `/resources/documents/${kind}/${id}${query}`, params: { kind, id }, headers: cookie ? { Cookie: cookie } : {} });

  it("answers the PDF as a download named after the document", { timeout: 120_000 }, async () => {
    const { po, invoice } = chain();
    const cookie = await cookieFor("usr-owner");
    const res = await get("invoice", invoice.id, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="Invoice_${invoice.billingNumber}_draft.pdf"; filename*=UTF-8''Invoice_${invoice.billingNumber}_draft.pdf`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.text.startsWith("%PDF-")).toBe(true);
    const inline = await get("po", po.id, cookie, "?inline=1");
    expect(inline.headers.get("Content-Disposition")).toMatch(/^inline; filename="PO_PO-ST-/);
  });

  it("answers the PDF in the language of the downloading user's profile", { timeout: 120_000 }, async () => {
    const { po } = chain();
    const cookie = await cookieFor("usr-owner");
    const setLanguage = (language: "id" | "en" | null) => db().update(users).set({ language }).where(eq(users.id, "usr-owner")).run();
    // The body as bytes (the `call` helper reads it as UTF-8 text).
    const download = async () => {
      const response = await loader({ request: new Request(`http://localhost/resources/documents/po/${po.id}`, { headers: { Cookie: cookie } }), params: { kind: "po", id: po.id }, context: freshLoadContext() });
      return pdfText(new Uint8Array(await response.arrayBuffer()));
    };
    setLanguage("id");
    const indonesian = await download();
    setLanguage("en");
    const english = await download();
    expect(indonesian).toContain("Harga Satuan");
    expect(indonesian).toContain("TANGGAL PO");
    expect(english).toContain("Unit Price");
    expect(english).toContain("PO DATE");
    expect(english).not.toContain("Harga Satuan");
    // Terbilang is the legal statement of the amount: Indonesian in both.
    for (const text of [indonesian, english]) expect(text).toContain("Dua puluh delapan juta tujuh ratus lima puluh ribu rupiah");
  });

  it("sends a visitor to sign in, refuses other products' members and unknown kinds", async () => {
    const { invoice } = chain();
    const anonymous = await get("invoice", invoice.id);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await get("invoice", invoice.id, await cookieFor("usr-member"))).status).toBe(404);
    expect((await get("receipt", invoice.id, await cookieFor("usr-owner"))).status).toBe(404);
  });
});
