// Sample sources for the document tests and the PDF benchmark: the Smart Tenant chain of the demo data
// (2 lines, 2026 PPN 12% × 11/12, PPh 23, admin fee, unique code), built without a database.
import type { BillingSource, InvoiceSource, ProductSource, PurchaseOrderSource } from "./view-model";

export const SAMPLE_PRODUCT: ProductSource = {
  name: "Smart Tenant",
  productCode: "ST",
  documentTemplate: {
    po: { template_path: "templates/po-default", dominant_color: "#1d4ed8" },
    billing: { template_path: "templates/billing-default", dominant_color: "#1d4ed8" },
    invoice: { template_path: "templates/invoice-default", dominant_color: "#1d4ed8", logo_url: null },
  },
};

const TELKOM = { name: "PT Telkom Indonesia (Persero) Tbk", address: "Jl. Japati No. 1, Bandung 40133", phone: "022-4521510", email: "billing@telkom.test", npwp: "010000131093000", sap_customer_id: null };
const CUSTOMER = { name: "PT Maju Bersama Sejahtera", address: "Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190", phone: "021-5150000", email: "finance@majubersama.test", npwp: "012345678901000", sap_customer_id: "SAP-100234" };
const DETAILS = [
  { _id: "l1", item: "Smart Tenant Enterprise licence", description: "Annual licence, 250 units", quantity: 2, price: 12_500_000, total: 25_000_000 },
  { _id: "l2", item: "Onboarding", description: "On-site training", quantity: 1, price: 3_750_000, total: 3_750_000 },
];

export const SAMPLE_PO: PurchaseOrderSource = { poNumber: "PO-ST-261100-0001", poDate: "2026-11-20", statusPo: "billed", note: "Harga sesuai kontrak No. K.TEL.0042/HK.810/DDB-A1000000/2026.", totalPrice: 28_750_000, from: TELKOM, to: CUSTOMER, details: DETAILS };

export const SAMPLE_BILLING: BillingSource = {
  id: "5b1c4a0e-0000-4000-8000-000000000001",
  billingNumber: "BL-ST-261100-0001",
  status: "issued",
  billingDate: "2026-11-21",
  dueDate: "2026-12-05",
  includePph: true,
  includeTaxInvoice: true,
  statusPaid: "unpaid",
  config: { kode_wapu: "01", afiliasi: "non-telkom", tax_invoice_text: "", payment_method: "bank_transfer" },
  bank: { owner: "PT Telkom Indonesia (Persero) Tbk", account_number: "1220007788990", bank_name: "Bank Mandiri", branch_office: "KCP Jakarta Gatot Subroto" },
  mps: null,
  from: TELKOM,
  to: CUSTOMER,
  details: DETAILS,
  note: "",
  totalPrice: 28_750_000,
  dpp: 26_354_166,
  tax: 3_162_500,
  taxRateLabel: "12% × 11/12 DPP nilai lain",
  pph: 575_000,
  administrationFee: 6_500,
  uniqueCode: 347,
  finalPrice: 31_919_347,
  finalPriceWithPph: 31_344_347,
};

// What a signer typed when approving: sample data, not a message of the server (so it needs no catalogue entry).
const SAMPLE_APPROVAL_NOTE = "Sesuai kontrak";

export const SAMPLE_INVOICE: InvoiceSource = {
  invoiceNumber: "INV-ST-261100-0001",
  statusInvoice: "approved",
  billingNumber: "BL-ST-261100-0001",
  approved: {
    by: "Agus Prasetyo",
    reference_id: "800004",
    app_id: "digimon",
    at: "2026-11-21T03:05:00.000Z",
    message: SAMPLE_APPROVAL_NOTE,
    sign_image: null,
    skum_no: "SKUM-ST-0042",
    position: "VP Digital & Next Business",
    skum_release: "2026-11-21",
  },
  taxInvoice: null,
};

export const SAMPLE_GENERATED_AT = new Date("2026-11-21T03:10:00.000Z");

// ---------------------------------------------------------------------------------------------
// Tiny PNGs for tests (a signature scribble, a logo block), encoded here so no binary fixture is needed.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An RGBA PNG whose pixels `paint(x, y)` colours ([r, g, b, a]); deflate comes from the caller (node:zlib). */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => [number, number, number, number], deflate: (raw: Uint8Array) => Uint8Array): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 4);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflate(raw)), chunk("IEND", new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A blue-ink scribble on a transparent background, like a scanned signature. */
export function signaturePng(deflate: (raw: Uint8Array) => Uint8Array): Uint8Array<ArrayBuffer> {
  const w = 240;
  const h = 80;
  const curve = (x: number) => 40 + 22 * Math.sin(x / 14) * Math.cos(x / 37) - (x - 120) * 0.08;
  return encodePng(w, h, (x, y) => (Math.abs(y - curve(x)) < 1.8 || Math.abs(y - (curve(x * 1.7) + 8)) < 1.2 ? [20, 40, 140, 255] : [255, 255, 255, 0]), deflate);
}

/** A solid rounded badge in the given colour: stands in for a product logo. */
export function logoPng(deflate: (raw: Uint8Array) => Uint8Array, rgb: [number, number, number] = [29, 78, 216]): Uint8Array<ArrayBuffer> {
  const w = 180;
  const h = 48;
  return encodePng(w, h, (x, y) => {
    const inBadge = x < 48 && (x - 24) ** 2 + (y - 24) ** 2 < 22 ** 2;
    const bar = x > 58 && y > 14 && y < 34 && (x - 58) % 22 < 16;
    return inBadge || bar ? [...rgb, 255] : [255, 255, 255, 0];
  }, deflate);
}

export const toDataUri = (bytes: Uint8Array, mime = "image/png") => `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
