import { SAMPLE_BILLING, SAMPLE_GENERATED_AT, SAMPLE_INVOICE, SAMPLE_PO, SAMPLE_PRODUCT } from "./fixtures";
import {
  DEFAULT_DOCUMENT_COLOR,
  buildBillingView,
  buildInvoiceView,
  buildPurchaseOrderView,
  formatNpwp,
  invoiceFileName,
  normaliseColor,
  pphRateLabel,
  readableOn,
  tint,
  type BillingSource,
  type InvoiceSource,
} from "./view-model";
import { translatorFor } from "~/services/i18n.server";

const NBSP = "\u00a0";
const rp = (s: string) => s.replace(/ /g, NBSP); // formatRupiah puts a no-break space after "Rp"
// The expectations below read Bahasa Indonesia, the portal's default; "labels in the reader's language" tests English.
const indonesian = { language: "id", t: translatorFor("id", "pdf") } as const;
const english = { language: "en", t: translatorFor("en", "pdf") } as const;
const common = { product: SAMPLE_PRODUCT, images: { logo: null, signature: "data:image/png;base64,AAAA" }, generatedAt: SAMPLE_GENERATED_AT, locale: indonesian };
const invoiceView = (invoice: Partial<InvoiceSource> = {}, billing: Partial<BillingSource> = {}) =>
  buildInvoiceView({ ...common, invoice: { ...SAMPLE_INVOICE, ...invoice }, billing: { ...SAMPLE_BILLING, ...billing }, poNumber: SAMPLE_PO.poNumber });
const billingView = (billing: Partial<BillingSource> = {}) => buildBillingView({ ...common, billing: { ...SAMPLE_BILLING, ...billing }, poNumber: SAMPLE_PO.poNumber });
const value = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe("document view-models", () => {
  it("prints the lines in integer rupiah with Indonesian grouping", () => {
    const view = invoiceView();
    expect(view.lines).toEqual([
      { no: 1, item: "Smart Tenant Enterprise licence", description: "Annual licence, 250 units", quantity: "2", unitPrice: rp("Rp 12.500.000"), total: rp("Rp 25.000.000") },
      { no: 2, item: "Onboarding", description: "On-site training", quantity: "1", unitPrice: rp("Rp 3.750.000"), total: rp("Rp 3.750.000") },
    ]);
  });

  it("breaks the price down: total, DPP nilai lain, PPN with its rate, admin fee, unique code, final, PPh 23, final with PPh", () => {
    expect(invoiceView().pricing).toEqual([
      { label: "Total Harga", value: rp("Rp 28.750.000"), emphasis: "subtotal" },
      { label: "DPP Nilai Lain", note: "dasar pengenaan PPN", value: rp("Rp 26.354.166") },
      { label: "PPN 12%", note: "× 11/12 DPP nilai lain", value: rp("Rp 3.162.500") },
      { label: "Biaya Administrasi", value: rp("Rp 6.500") },
      { label: "Kode Unik", note: "untuk identifikasi transfer", value: rp("Rp 347") },
      { label: "Total Tagihan", value: rp("Rp 31.919.347"), emphasis: "total" },
      { label: "PPh 23 (2%)", note: "dipotong oleh pelanggan", value: rp("-Rp 575.000"), emphasis: "deduction" },
      { label: "Total Dibayar", note: "setelah PPh 23", value: rp("Rp 31.344.347"), emphasis: "due" },
    ]);
  });

  it("leaves out the DPP row when it equals the total (before 2025), PPh rows without include_pph, and a zero unique code", () => {
    const rows = billingView({ billingDate: "2021-12-15", dpp: 28_750_000, tax: 2_875_000, taxRateLabel: "10%", includePph: false, pph: 0, uniqueCode: 0, administrationFee: 1_000, finalPrice: 31_626_000, finalPriceWithPph: 31_626_000 }).pricing;
    expect(rows.map((r) => r.label)).toEqual(["Total Harga", "PPN 10%", "Biaya Administrasi", "Total Tagihan"]);
    expect(value(rows, "PPN 10%")).toBe(rp("Rp 2.875.000"));
  });

  it("prints a discount unique code as a negative amount", () => {
    const row = billingView({ uniqueCode: -212, finalPrice: 31_918_788 }).pricing.find((r) => r.label === "Kode Unik");
    expect(row).toMatchObject({ value: rp("-Rp 212"), note: "potongan untuk identifikasi transfer" });
  });

  it("spells the final price in Indonesian words", () => {
    expect(invoiceView().amountInWords).toEqual({ label: "Terbilang (Total Tagihan)", words: "Tiga puluh satu juta sembilan ratus sembilan belas ribu tiga ratus empat puluh tujuh rupiah" });
    expect(buildPurchaseOrderView({ ...common, po: SAMPLE_PO }).amountInWords?.words).toBe("Dua puluh delapan juta tujuh ratus lima puluh ribu rupiah");
  });

  it("dates documents the Indonesian way", () => {
    const view = invoiceView();
    expect(value(view.meta, "Tanggal Tagihan")).toBe("21 November 2026");
    expect(value(view.meta, "Jatuh Tempo")).toBe("5 Desember 2026");
    expect(value(view.meta, "Tanggal Invoice")).toBe("21 November 2026"); // approved 2026-11-21 10.05 WIB
    expect(value(view.meta, "Status")).toBeUndefined();
    expect(value(invoiceView({ statusInvoice: "canceled" }).meta, "Status")).toBe("Dibatalkan");
    expect(value(buildPurchaseOrderView({ ...common, po: SAMPLE_PO }).meta, "Tanggal PO")).toBe("20 November 2026");
    expect(view.footer).toBe("Smart Tenant · INV-ST-261100-0001 · dibuat oleh Digimon 21 November 2026 10.10 WIB");
  });

  it("formats parties with the NPWP punctuated, and only the rows that have a value", () => {
    const view = invoiceView();
    expect(view.from.rows).toEqual([
      { label: "Telepon", value: "022-4521510" },
      { label: "Email", value: "billing@telkom.test" },
      { label: "NPWP", value: "01.000.013.1-093.000" },
    ]);
    expect(value(view.to.rows, "ID Pelanggan SAP")).toBe("SAP-100234");
    expect(formatNpwp("0012345678901000")).toBe("01.234.567.8-901.000");
    expect(formatNpwp("3174014501850001")).toBe("3174014501850001");
    expect(formatNpwp("")).toBe("-");
    expect(billingView({ to: { ...SAMPLE_BILLING.to, phone: "", email: "", npwp: "", sap_customer_id: "" } }).to.rows).toEqual([{ label: "NPWP", value: "-" }]);
  });

  describe("payment details", () => {
    it("shows the bank account and asks for the exact amount (with PPh withheld) when paid by transfer", () => {
      const payment = invoiceView().payment;
      expect(payment).toEqual({
        kind: "bank",
        rows: [
          { label: "Atas Nama", value: "PT Telkom Indonesia (Persero) Tbk" },
          { label: "No. Rekening", value: "1220007788990" },
          { label: "Bank", value: "Bank Mandiri" },
          { label: "Cabang", value: "KCP Jakarta Gatot Subroto" },
        ],
        instruction: `Transfer tepat ${rp("Rp 31.344.347")} (sudah termasuk kode unik) paling lambat 5 Desember 2026, dengan berita transfer INV-ST-261100-0001.`,
      });
    });

    const dashes = { owner: "-", account_number: "-", bank_name: "-", branch_office: "-" };

    it("shows the virtual account when the gateway has issued one", () => {
      const payment = billingView({ bank: dashes, config: { ...SAMPLE_BILLING.config, payment_method: "virtual_account" }, mps: { product_code: "VA_BNI", product_type: "VA", va: { number: "8808123456789012", expired: "2026-11-28 23:59:59", amount: 31_344_347, fee: 3_500 } } }).payment;
      expect(payment?.kind).toBe("virtual-account");
      expect(payment && "rows" in payment ? payment.rows : []).toEqual([
        { label: "Kanal", value: "VA_BNI" },
        { label: "No. Virtual Account", value: "8808123456789012" },
        { label: "Jumlah", value: rp("Rp 31.344.347") },
        { label: "Biaya VA", value: rp("Rp 3.500") },
        { label: "Berlaku hingga", value: "28 November 2026 23.59 WIB" },
      ]);
    });

    it("says the payment goes through the gateway when there is no virtual account yet", () => {
      const payment = billingView({ bank: dashes, includePph: false, config: { ...SAMPLE_BILLING.config, payment_method: "credit_card" }, mps: null }).payment;
      expect(payment).toEqual({ kind: "gateway", text: `Pembayaran melalui payment gateway (kartu kredit). Nomor virtual account atau tautan pembayaran sebesar ${rp("Rp 31.919.347")} (sudah termasuk kode unik) dikirim terpisah.` });
    });
  });

  describe("tax invoice text", () => {
    it("prints the billing's text, the transaction code for the tax date and, once known, the faktur number", () => {
      expect(invoiceView({}, { config: { ...SAMPLE_BILLING.config, tax_invoice_text: "Jasa Solution: Faktur Pajak menyusul." } }).taxInvoice).toEqual(["Jasa Solution: Faktur Pajak menyusul.", "Kode transaksi Faktur Pajak: 04."]);
      expect(invoiceView({ taxInvoice: { url: "x", data: { nomorFaktur: "0062251420526" } } }).taxInvoice).toContain("Nomor Faktur Pajak: 0062251420526.");
      expect(billingView({ billingDate: "2021-12-15" }).taxInvoice[1]).toBe("Kode transaksi Faktur Pajak: 01.");
      expect(billingView({ includeTaxInvoice: false }).taxInvoice).toEqual(["Transaksi ini tidak disertai Faktur Pajak."]);
    });
  });

  describe("approval and signature", () => {
    it("signs an approved invoice: name, position, signature image, SKUM and approval date", () => {
      const view = invoiceView();
      expect(view.number).toBe("INV-ST-261100-0001");
      expect(view.watermark).toBeNull();
      expect(view.fileName).toBe("Invoice_INV-ST-261100-0001.pdf");
      expect(view.signature).toEqual({
        heading: "Disetujui secara elektronik oleh",
        caption: "PT Telkom Indonesia (Persero) Tbk",
        name: "Agus Prasetyo",
        position: "VP Digital & Next Business",
        image: "data:image/png;base64,AAAA",
        system: false,
        note: null,
        details: [
          { label: "No. SKUM", value: "SKUM-ST-0042" },
          { label: "Rilis SKUM", value: "21 November 2026" },
          { label: "Waktu persetujuan", value: "21 November 2026 10.05 WIB" },
        ],
      });
    });

    it("has no signature block before approval: the billing number, a draft file name and the DRAFT watermark", () => {
      const view = invoiceView({ invoiceNumber: null, approved: null, statusInvoice: "invoiced" });
      expect(view.signature).toBeNull();
      expect(view.watermark).toBe("DRAF - belum disetujui");
      expect(view.fileName).toBe("Invoice_BL-ST-261100-0001_draft.pdf");
      expect(view.number).toBe("DRAF BL-ST-261100-0001");
      expect(value(view.meta, "No. Invoice")).toBe("Belum terbit (draf)");
      expect(view.payment && "instruction" in view.payment ? view.payment.instruction : "").toContain("berita transfer BL-ST-261100-0001");
    });

    it("marks a returned, rejected or canceled invoice as not valid", () => {
      expect(invoiceView({ invoiceNumber: null, approved: null, statusInvoice: "returned" }).watermark).toBe("DIKEMBALIKAN - tidak berlaku");
      expect(invoiceView({ invoiceNumber: null, approved: null, statusInvoice: "rejected" }).watermark).toBe("DITOLAK - tidak berlaku");
      const canceled = invoiceView({ statusInvoice: "canceled" });
      expect(canceled.watermark).toBe("DIBATALKAN - tidak berlaku");
      expect(canceled.signature?.name).toBe("Agus Prasetyo"); // it was approved before it was canceled
      expect(canceled.fileName).toBe("Invoice_INV-ST-261100-0001.pdf");
    });

    it("states a system approval instead of an empty signature", () => {
      const view = invoiceView({ approved: { ...SAMPLE_INVOICE.approved!, by: "System", position: "System", message: "Approved by System", sign_image: null, skum_no: null, skum_release: null } });
      expect(view.signature).toMatchObject({ name: "System", system: true, image: null, note: "Disetujui otomatis oleh sistem. Dokumen elektronik ini sah tanpa tanda tangan basah." });
      expect(view.signature?.details.map((d) => d.label)).toEqual(["Waktu persetujuan"]);
    });

    it("names files Invoice_{number}.pdf only once approved", () => {
      expect(invoiceFileName({ invoiceNumber: "INV-MP-261100-0007", approved: SAMPLE_INVOICE.approved, billingNumber: "BL-MP-261100-0009" })).toBe("Invoice_INV-MP-261100-0007.pdf");
      expect(invoiceFileName({ invoiceNumber: null, approved: null, billingNumber: "BL-MP-261100-0009" })).toBe("Invoice_BL-MP-261100-0009_draft.pdf");
    });
  });

  it("watermarks a billing draft and names it without a number", () => {
    const view = billingView({ billingNumber: null, status: "draft" });
    expect(view).toMatchObject({ number: "DRAF", watermark: "DRAF - belum diterbitkan", fileName: "Billing_draft_5b1c4a0e.pdf" });
    expect(billingView().fileName).toBe("Billing_BL-ST-261100-0001.pdf");
  });

  it("takes the template colour and logo, or falls back to the product name", () => {
    const view = invoiceView();
    expect(view.brand).toEqual({ color: "#1d4ed8", onColor: "#ffffff", tint: tint("#1d4ed8"), productName: "Smart Tenant", productCode: "ST", logo: { kind: "text", text: "Smart Tenant" } });
    const withLogo = buildPurchaseOrderView({ ...common, images: { logo: "data:image/png;base64,BBBB" }, po: SAMPLE_PO });
    expect(withLogo.brand.logo).toEqual({ kind: "image", src: "data:image/png;base64,BBBB" });
    expect(normaliseColor("#1D4ED8")).toBe("#1d4ed8");
    expect(normaliseColor("be123c")).toBe("#be123c");
    expect(normaliseColor("#fa0")).toBe("#ffaa00");
    expect(normaliseColor("red; background: url(x)")).toBe(DEFAULT_DOCUMENT_COLOR);
    expect(readableOn("#fde047")).toBe("#111827");
    expect(readableOn("#be123c")).toBe("#ffffff");
    expect(tint("#000000")).toBe("#ebebeb");
  });

  it("recognises the PPh 23 rate from the amounts", () => {
    expect(pphRateLabel(28_750_000, 575_000)).toBe("2%");
    expect(pphRateLabel(28_750_000, 1_150_000)).toBe("4%");
    expect(pphRateLabel(28_750_000, 12_345)).toBe("");
  });

  it("prints the labels in the reader's language, and the amounts, dates and amount in words the Indonesian way in both", () => {
    const id = invoiceView({ invoiceNumber: null, approved: null, statusInvoice: "invoiced" });
    const en = buildInvoiceView({ ...common, locale: english, invoice: { ...SAMPLE_INVOICE, invoiceNumber: null, approved: null, statusInvoice: "invoiced" }, billing: SAMPLE_BILLING, poNumber: SAMPLE_PO.poNumber });
    expect([id.language, en.language]).toEqual(["id", "en"]);
    expect(id.labels.table.unitPrice).toBe("Harga Satuan");
    expect(en.labels.table.unitPrice).toBe("Unit Price");
    expect(id.labels.page).toBe("Halaman {page} dari {total}");
    expect(en.labels.page).toBe("Page {page} of {total}");
    expect(en.title).toBe("INVOICE");
    expect(en.watermark).toBe("DRAFT - not yet approved");
    expect(value(en.meta, "Due Date")).toBe("5 Desember 2026");
    expect(value(en.meta, "Status")).toBe("Awaiting approval");
    expect(en.pricing.map((r) => r.label)).toEqual(["Total Price", "Other Tax Base (DPP)", "VAT (PPN) 12%", "Administration Fee", "Unique Code", "Total Billed", "PPh 23 (2%)", "Total Payable"]);
    expect(en.pricing.map((r) => r.value)).toEqual(id.pricing.map((r) => r.value));
    expect(en.amountInWords).toEqual({ label: "Amount in words (Total Billed)", words: id.amountInWords?.words });
    expect(en.amountInWords?.words).toMatch(/^Tiga puluh satu juta/);
    expect(en.payment && "instruction" in en.payment ? en.payment.instruction : "").toBe(`Transfer exactly ${rp("Rp 31.344.347")} (including the unique code) by 5 Desember 2026, with the transfer reference BL-ST-261100-0001.`);
    expect(en.footer).toBe("Smart Tenant · DRAFT BL-ST-261100-0001 · made by Digimon 21 November 2026 10.10 WIB");
    expect(en.to.heading).toBe("Bill to");
    expect(buildPurchaseOrderView({ ...common, locale: english, po: SAMPLE_PO }).pdfInfo.title).toBe(`Purchase Order ${SAMPLE_PO.poNumber}`);
  });

  it("builds plain data a worker thread can receive (structured clone keeps it intact)", () => {
    for (const view of [invoiceView(), billingView(), buildPurchaseOrderView({ ...common, po: SAMPLE_PO })]) expect(structuredClone(view)).toEqual(view);
  });
});
