// Renders the documents in-process (tests only: on the server they render in a worker thread) and reads
// the text back (tests/support/pdf-text.ts: pdftotext when installed, else the PDF's text operators).
import { deflateSync } from "node:zlib";
import { SAMPLE_BILLING, SAMPLE_GENERATED_AT, SAMPLE_INVOICE, SAMPLE_PO, SAMPLE_PRODUCT, logoPng, signaturePng, toDataUri } from "./fixtures";
import { countPdfPages, renderDocumentPdf } from "./render";
import { buildBillingView, buildInvoiceView, buildPurchaseOrderView } from "./view-model";
import { translatorFor } from "~/services/i18n.server";
import { pdfText } from "../../tests/support/pdf-text";

const pageCount = countPdfPages;
const deflate = (raw: Uint8Array) => deflateSync(raw);
const images = { logo: toDataUri(logoPng(deflate)), signature: toDataUri(signaturePng(deflate)) };
const localeOf = (language: "id" | "en") => ({ language, t: translatorFor(language, "pdf") });
// Bahasa Indonesia unless a test says otherwise (the portal's default, and the language customers get).
const common = { product: SAMPLE_PRODUCT, images, generatedAt: SAMPLE_GENERATED_AT, locale: localeOf("id") };

describe("rendering the documents", () => {
  it("renders an approved invoice on one A4 page, with its number, words, signer and page numbers", async () => {
    const pdf = await renderDocumentPdf(buildInvoiceView({ ...common, invoice: SAMPLE_INVOICE, billing: SAMPLE_BILLING, poNumber: SAMPLE_PO.poNumber }));
    const head = Buffer.from(pdf.subarray(0, 5)).toString("latin1");
    expect(head).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(1);
    expect(Buffer.from(pdf).toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/); // A4
    expect(Buffer.from(pdf).toString("latin1")).toContain("(Invoice INV-ST-261100-0001)"); // the PDF's title
    const text = pdfText(pdf);
    for (const expected of ["INVOICE", "INV-ST-261100-0001", "21 November 2026", "Rp 31.919.347", "Tiga puluh satu juta sembilan ratus sembilan belas ribu tiga ratus empat", "Agus Prasetyo", "VP Digital & Next Business", "SKUM-ST-0042", "01.234.567.8-901.000", "1220007788990"]) {
      expect(text).toContain(expected);
    }
    // The page-number footer is a <Text render>; react-pdf drops it when an ancestor sets lineHeight (parts.tsx).
    expect(text).toContain("Halaman 1 dari 1");
    expect(text).not.toContain("DRAFT");
  });

  it("watermarks a draft invoice and repeats the table header and page numbers over several pages", async () => {
    const details = Array.from({ length: 40 }, (_, i) => ({ _id: `l${i}`, item: `Layanan ${i + 1}`, description: "Sewa ruang kantor bulanan", quantity: 1, price: 1_000_000, total: 1_000_000 }));
    const pdf = await renderDocumentPdf(buildInvoiceView({ ...common, invoice: { ...SAMPLE_INVOICE, invoiceNumber: null, approved: null, statusInvoice: "invoiced" }, billing: { ...SAMPLE_BILLING, details }, poNumber: null }));
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain("DRAF - belum disetujui");
    // Rendered twice: the one-page attempt ran over, so the pages carry real numbers.
    expect(text).toContain(`Halaman 1 dari ${pageCount(pdf)}`);
    expect(text).toContain(`Halaman 2 dari ${pageCount(pdf)}`);
    expect(text.match(/Harga Satuan/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain("Agus Prasetyo");
  });

  it("renders a billing paid through a virtual account and a purchase order", async () => {
    const billing = await renderDocumentPdf(
      buildBillingView({ ...common, billing: { ...SAMPLE_BILLING, bank: { owner: "-", account_number: "-", bank_name: "-", branch_office: "-" }, mps: { product_code: "VA_BNI", va: { number: "8808123456789012", amount: 31_344_347 } } }, poNumber: SAMPLE_PO.poNumber }),
    );
    const po = await renderDocumentPdf(buildPurchaseOrderView({ ...common, po: SAMPLE_PO }));
    expect(pageCount(billing)).toBe(1);
    expect(pageCount(po)).toBe(1);
    expect(pdfText(billing)).toContain("8808123456789012");
    expect(pdfText(billing)).toContain("BL-ST-261100-0001");
    expect(pdfText(po)).toContain("PURCHASE ORDER");
    expect(pdfText(po)).toContain("Dua puluh delapan juta tujuh ratus lima puluh ribu rupiah");
  });

  it("prints the labels in the language the PDF is made for, and the words and amounts in Indonesian in both", async () => {
    const draft = { invoice: { ...SAMPLE_INVOICE, invoiceNumber: null, approved: null, statusInvoice: "invoiced" }, billing: SAMPLE_BILLING, poNumber: SAMPLE_PO.poNumber };
    const id = await renderDocumentPdf(buildInvoiceView({ ...common, ...draft, locale: localeOf("id") }));
    const en = await renderDocumentPdf(buildInvoiceView({ ...common, ...draft, locale: localeOf("en") }));
    // The document's /Lang follows the labels, so a screen reader pronounces them right.
    expect(Buffer.from(id).toString("latin1")).toContain("/Lang (id-ID)");
    expect(Buffer.from(en).toString("latin1")).toContain("/Lang (en-GB)");
    const idText = pdfText(id);
    const enText = pdfText(en);
    for (const label of ["Harga Satuan", "JATUH TEMPO", "Total Dibayar", "TERBILANG (TOTAL TAGIHAN)", "DRAF - belum disetujui", "Halaman 1 dari 1"]) {
      expect(idText).toContain(label);
      expect(enText).not.toContain(label);
    }
    for (const label of ["Unit Price", "DUE DATE", "Total Payable", "AMOUNT IN WORDS (TOTAL BILLED)", "DRAFT - not yet approved", "Page 1 of 1", "TAX INVOICE"]) {
      expect(enText).toContain(label);
      expect(idText).not.toContain(label);
    }
    for (const same of ["Rp 31.919.347", "5 Desember 2026", "Tiga puluh satu juta sembilan ratus sembilan belas ribu tiga ratus empat"]) {
      expect(idText).toContain(same);
      expect(enText).toContain(same);
    }
  });
});
