// Builds the plain view-model of a PO, billing or invoice PDF from its rows. Pure: no I/O, no clock
// (the caller passes generatedAt and the images already read as data: URIs), so every figure and
// word printed on a document is unit-tested here and the worker only lays the result out.
import type { ApprovalRecord, BankDetails, BillingConfig, DetailLine, Party } from "~/domain/documents";
import type { DocumentTemplate } from "~/domain/product-settings";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { formatNpwp15, kdJenisTransaksi, normaliseNpwp } from "~/domain/efaktur";
import { formatNumberId, formatRupiah, percentOfFloor } from "~/domain/money";
import { terbilangRupiah } from "~/domain/terbilang";
import type { BrandView, DocumentKind, DocumentView, LabelValue, LineView, PartyView, PaymentView, PricingRowView, SignatureView } from "./types";

export const DEFAULT_DOCUMENT_COLOR = "#1e3a8a";

export type ProductSource = { name: string; productCode: string; documentTemplate: Record<DocumentKind, DocumentTemplate> };

export type PurchaseOrderSource = {
  poNumber: string;
  poDate: string;
  statusPo: string;
  note: string;
  totalPrice: number;
  from: Party;
  to: Party;
  details: DetailLine[];
};

export type BillingSource = {
  id: string;
  billingNumber: string | null;
  status: string;
  billingDate: string;
  dueDate: string;
  includePph: boolean;
  includeTaxInvoice: boolean;
  statusPaid: string;
  config: BillingConfig;
  bank: BankDetails;
  mps: Record<string, unknown> | null;
  from: Party;
  to: Party;
  details: DetailLine[];
  note: string;
  totalPrice: number;
  dpp: number;
  tax: number;
  taxRateLabel: string;
  pph: number;
  administrationFee: number;
  uniqueCode: number;
  finalPrice: number;
  finalPriceWithPph: number;
};

export type InvoiceSource = {
  invoiceNumber: string | null;
  statusInvoice: string;
  billingNumber: string;
  approved: ApprovalRecord | null;
  taxInvoice: Record<string, unknown> | null;
};

/** Images already read and checked by the server (PNG or JPEG data: URIs), or null. */
export type DocumentImages = { logo: string | null; signature?: string | null };

// ---------------------------------------------------------------------------------------------
// Brand: the template's colour, with a readable text colour and a light tint.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#1d4ed8" from "#1D4ED8", "1d4ed8" or "#14d"; the default colour for anything else. */
export function normaliseColor(value: string | null | undefined): string {
  const m = HEX.exec((value ?? "").trim());
  if (!m) return DEFAULT_DOCUMENT_COLOR;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return `#${hex.toLowerCase()}`;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on dark colours, near-black on light ones (the contrast ratio decides). */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  return (1.05 / (l + 0.05) >= (l + 0.05) / 0.05) ? "#ffffff" : "#111827";
}

/** The colour mixed with white: `amount` 0.92 keeps 8 % of the colour. */
export function tint(hex: string, amount = 0.92): string {
  return `#${channels(hex)
    .map((c) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, "0"))
    .join("")}`;
}

function brandOf(product: ProductSource, kind: DocumentKind, logo: string | null): BrandView {
  const color = normaliseColor(product.documentTemplate?.[kind]?.dominant_color);
  return {
    color,
    onColor: readableOn(color),
    tint: tint(color),
    productName: product.name,
    productCode: product.productCode,
    logo: logo ? { kind: "image", src: logo } : { kind: "text", text: product.name },
  };
}

// ---------------------------------------------------------------------------------------------
// Parties and lines.

/** "01.234.567.8-901.000" for a 15-digit (or 0-prefixed 16-digit) NPWP, the 16 digits of a NIK-based one, "-" when absent. */
export function formatNpwp(npwp: string | null | undefined): string {
  const raw = (npwp ?? "").trim();
  if (!raw) return "-";
  return formatNpwp15(raw) ?? normaliseNpwp(raw) ?? raw;
}

export function partyView(heading: string, party: Party): PartyView {
  const rows: LabelValue[] = [];
  if (party.phone?.trim()) rows.push({ label: "Telepon", value: party.phone.trim() });
  if (party.email?.trim()) rows.push({ label: "Email", value: party.email.trim() });
  rows.push({ label: "NPWP", value: formatNpwp(party.npwp) });
  if (party.sap_customer_id?.trim()) rows.push({ label: "ID Pelanggan SAP", value: party.sap_customer_id.trim() });
  return { heading, name: party.name, address: party.address, rows };
}

export function lineViews(details: DetailLine[]): LineView[] {
  return details.map((l, i) => ({
    no: i + 1,
    item: l.item,
    description: l.description ?? "",
    quantity: formatNumberId(l.quantity),
    unitPrice: formatRupiah(l.price),
    total: formatRupiah(l.total),
  }));
}

// ---------------------------------------------------------------------------------------------
// Pricing.

/** "2%" when the withheld PPh is 2 % (or another whole rate) of the total price, rounded down; "" otherwise. */
export function pphRateLabel(totalPrice: number, pph: number): string {
  if (pph <= 0 || totalPrice <= 0) return "";
  for (const rate of [2, 4, 15, 1, 3]) if (percentOfFloor(totalPrice, rate, 100) === pph) return `${rate}%`;
  return "";
}

/** "12% × 11/12 DPP nilai lain" → label "PPN 12%", note "× 11/12 DPP nilai lain". */
function ppnLabel(taxRateLabel: string): { label: string; note?: string } {
  const [rate, ...rest] = taxRateLabel.split(" × ");
  if (!rate) return { label: "PPN" };
  return rest.length ? { label: `PPN ${rate}`, note: `× ${rest.join(" × ")}` } : { label: `PPN ${rate}` };
}

/** The breakdown printed beside the words: total, DPP (when it differs), PPN, fees, final price, PPh 23. */
export function billingPricingRows(b: BillingSource): PricingRowView[] {
  const rows: PricingRowView[] = [{ label: "Total Harga", value: formatRupiah(b.totalPrice), emphasis: "subtotal" }];
  if (b.dpp > 0 && b.dpp !== b.totalPrice) rows.push({ label: "DPP Nilai Lain", note: "dasar pengenaan PPN", value: formatRupiah(b.dpp) });
  rows.push({ ...ppnLabel(b.taxRateLabel), value: formatRupiah(b.tax) });
  rows.push({ label: "Biaya Administrasi", value: formatRupiah(b.administrationFee) });
  if (b.uniqueCode !== 0) rows.push({ label: "Kode Unik", note: b.uniqueCode < 0 ? "potongan untuk identifikasi transfer" : "untuk identifikasi transfer", value: formatRupiah(b.uniqueCode) });
  rows.push({ label: "Total Tagihan", value: formatRupiah(b.finalPrice), emphasis: "total" });
  if (b.includePph) {
    const rate = pphRateLabel(b.totalPrice, b.pph);
    rows.push({ label: `PPh 23${rate ? ` (${rate})` : ""}`, note: "dipotong oleh pelanggan", value: formatRupiah(-b.pph), emphasis: "deduction" });
    rows.push({ label: "Total Dibayar", note: "setelah PPh 23", value: formatRupiah(b.finalPriceWithPph), emphasis: "due" });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Payment.

const isDash = (v: string | null | undefined) => !v || /^[\s-]*$/.test(v);

/** Dashes in the bank details mean the customer pays through the payment gateway (spec section 3, Billing). */
export function usesGateway(bank: BankDetails | null | undefined): boolean {
  return !bank || isDash(bank.account_number) || isDash(bank.bank_name);
}

const METHOD_TITLE: Record<string, string> = { bank_transfer: "Transfer bank", virtual_account: "Virtual account", credit_card: "Kartu kredit" };
const METHOD_LABEL: Record<string, string> = { bank_transfer: "transfer bank", virtual_account: "virtual account", credit_card: "kartu kredit" };

type VirtualAccount = { channel: string | null; number: string; amount: number | null; fee: number | null; expired: string | null; description: string | null };

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : null);
const int = (v: unknown) => {
  const n = typeof v === "string" && v.trim() ? Number(v) : v;
  return typeof n === "number" && Number.isSafeInteger(n) ? n : null;
};

/** The virtual account of a gateway payment (billings.mps.va), when the gateway has issued one. */
export function virtualAccountOf(mps: Record<string, unknown> | null | undefined): VirtualAccount | null {
  const va = mps && typeof mps.va === "object" && mps.va !== null ? (mps.va as Record<string, unknown>) : null;
  const number = str(va?.number);
  if (!va || !number) return null;
  return { channel: str(mps?.product_code), number, amount: int(va.amount), fee: int(va.fee), expired: str(va.expired), description: str(va.description) };
}

function safeDateTime(value: string): string {
  try {
    return `${formatDateTimeId(value)} WIB`;
  } catch {
    return value;
  }
}

export function paymentView(b: BillingSource, reference: string): PaymentView {
  const amountDue = b.includePph ? b.finalPriceWithPph : b.finalPrice;
  const exact = `${formatRupiah(amountDue)}${b.uniqueCode !== 0 ? " (sudah termasuk kode unik)" : ""}`;
  if (!usesGateway(b.bank)) {
    return {
      kind: "bank",
      rows: [
        { label: "Atas Nama", value: b.bank.owner },
        { label: "No. Rekening", value: b.bank.account_number },
        { label: "Bank", value: b.bank.bank_name },
        { label: "Cabang", value: b.bank.branch_office },
      ],
      instruction: `Transfer tepat ${exact} paling lambat ${formatDateId(b.dueDate)}, dengan berita transfer ${reference}.`,
    };
  }
  const va = virtualAccountOf(b.mps);
  if (va) {
    const rows: LabelValue[] = [];
    if (va.channel) rows.push({ label: "Kanal", value: va.channel });
    rows.push({ label: "No. Virtual Account", value: va.number });
    rows.push({ label: "Jumlah", value: formatRupiah(va.amount ?? amountDue) });
    if (va.fee) rows.push({ label: "Biaya VA", value: formatRupiah(va.fee) });
    if (va.expired) rows.push({ label: "Berlaku hingga", value: safeDateTime(va.expired) });
    return { kind: "virtual-account", rows, instruction: va.description ?? `Bayar ke nomor virtual account di atas sebelum masa berlakunya habis.` };
  }
  const method = METHOD_LABEL[b.config?.payment_method] ?? "payment gateway";
  return { kind: "gateway", text: `Pembayaran melalui payment gateway (${method}). Nomor virtual account atau tautan pembayaran sebesar ${exact} dikirim terpisah.` };
}

// ---------------------------------------------------------------------------------------------
// Tax invoice.

export const DEFAULT_TAX_INVOICE_TEXT = "Faktur Pajak (e-Faktur) atas transaksi ini diterbitkan terpisah setelah invoice disetujui.";

function nomorFakturOf(taxInvoice: Record<string, unknown> | null | undefined): string | null {
  const data = taxInvoice && typeof taxInvoice.data === "object" && taxInvoice.data !== null ? (taxInvoice.data as Record<string, unknown>) : null;
  return str(data?.nomorFaktur);
}

export function taxInvoiceParagraphs(b: BillingSource, taxInvoice?: Record<string, unknown> | null): string[] {
  if (!b.includeTaxInvoice) return ["Transaksi ini tidak disertai Faktur Pajak."];
  const out = [b.config?.tax_invoice_text?.trim() || DEFAULT_TAX_INVOICE_TEXT];
  try {
    out.push(`Kode transaksi Faktur Pajak: ${kdJenisTransaksi(b.config.kode_wapu, b.billingDate)}.`);
  } catch {
    // An unknown kode_wapu prints no code rather than a wrong one.
  }
  const nomor = nomorFakturOf(taxInvoice);
  if (nomor) out.push(`Nomor Faktur Pajak: ${nomor}.`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Documents.

type Common = { product: ProductSource; images: DocumentImages; generatedAt: Date };

const footerOf = (product: ProductSource, number: string, generatedAt: Date) => `${product.name} · ${number} · dibuat oleh Digimon ${formatDateTimeId(generatedAt)} WIB`;
const notesOf = (note: string | null | undefined) => (note?.trim() ? note.trim() : null);

export function buildPurchaseOrderView(src: Common & { po: PurchaseOrderSource }): DocumentView {
  const { po, product } = src;
  return {
    kind: "po",
    title: "PURCHASE ORDER",
    subtitle: "Pesanan Pembelian",
    number: po.poNumber,
    meta: [
      { label: "No. PO", value: po.poNumber },
      { label: "Tanggal PO", value: formatDateId(po.poDate) },
      { label: "Status", value: po.statusPo === "billed" ? "Sudah ditagihkan" : "Belum ditagihkan" },
    ],
    brand: brandOf(product, "po", src.images.logo),
    from: partyView("Dari", po.from),
    to: partyView("Kepada", po.to),
    lines: lineViews(po.details),
    pricing: [{ label: "Total Harga", note: "belum termasuk PPN", value: formatRupiah(po.totalPrice), emphasis: "total" }],
    amountInWords: { label: "Terbilang (Total Harga)", words: terbilangRupiah(po.totalPrice) },
    payment: null,
    taxInvoice: [],
    notes: notesOf(po.note),
    signature: null,
    watermark: null,
    footer: footerOf(product, po.poNumber, src.generatedAt),
    pdfInfo: { title: `Purchase Order ${po.poNumber}`, author: po.from.name, subject: `Purchase order ${po.poNumber} for ${po.to.name}` },
    fileName: `PO_${po.poNumber}.pdf`,
  };
}

const BILLING_WATERMARK: Record<string, string> = { draft: "DRAFT - not yet issued", canceled: "CANCELED", discarded: "DISCARDED" };

export function buildBillingView(src: Common & { billing: BillingSource; poNumber: string | null }): DocumentView {
  const { billing: b, product } = src;
  const number = b.billingNumber ?? "DRAFT";
  const meta: LabelValue[] = [
    { label: "No. Tagihan", value: number },
    { label: "Tanggal Tagihan", value: formatDateId(b.billingDate) },
    { label: "Jatuh Tempo", value: formatDateId(b.dueDate) },
  ];
  if (src.poNumber) meta.push({ label: "No. PO", value: src.poNumber });
  meta.push({ label: "Metode Bayar", value: METHOD_TITLE[b.config?.payment_method] ?? "-" });
  meta.push({ label: "Status Bayar", value: b.statusPaid === "paid" ? "Lunas" : "Belum lunas" });
  return {
    kind: "billing",
    title: "TAGIHAN",
    subtitle: "Billing Statement",
    number,
    meta,
    brand: brandOf(product, "billing", src.images.logo),
    from: partyView("Dari", b.from),
    to: partyView("Ditagihkan kepada", b.to),
    lines: lineViews(b.details),
    pricing: billingPricingRows(b),
    amountInWords: { label: "Terbilang (Total Tagihan)", words: terbilangRupiah(b.finalPrice) },
    payment: paymentView(b, b.billingNumber ?? "nomor tagihan"),
    taxInvoice: taxInvoiceParagraphs(b),
    notes: notesOf(b.note),
    signature: null,
    watermark: BILLING_WATERMARK[b.status] ?? null,
    footer: footerOf(product, number, src.generatedAt),
    pdfInfo: { title: `Tagihan ${number}`, author: b.from.name, subject: `Billing ${number} for ${b.to.name}` },
    fileName: b.billingNumber ? `Billing_${b.billingNumber}.pdf` : `Billing_draft_${b.id.slice(0, 8)}.pdf`,
  };
}

/** The invoice has its legal number only once approved; before that it is the billing's draft. */
export const isApprovedInvoice = (i: Pick<InvoiceSource, "invoiceNumber" | "approved">) => Boolean(i.invoiceNumber && i.approved);

/** Invoice_{number}.pdf; Invoice_{billing number}_draft.pdf before approval. */
export const invoiceFileName = (i: Pick<InvoiceSource, "invoiceNumber" | "approved" | "billingNumber">) =>
  isApprovedInvoice(i) ? `Invoice_${i.invoiceNumber}.pdf` : `Invoice_${i.billingNumber}_draft.pdf`;

const INVOICE_WATERMARK: Record<string, string> = {
  invoiced: "DRAFT - not yet approved",
  returned: "RETURNED - not valid",
  rejected: "REJECTED - not valid",
  canceled: "CANCELED - not valid",
};

const STATUS_LABEL: Record<string, string> = { invoiced: "Menunggu persetujuan", approved: "Disetujui", returned: "Dikembalikan", rejected: "Ditolak", canceled: "Dibatalkan" };

export const SYSTEM_APPROVAL_NOTE = "Disetujui otomatis oleh sistem (Approved by System). Dokumen elektronik ini sah tanpa tanda tangan basah.";

function safeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return formatDateId(value);
  } catch {
    return value;
  }
}

export function signatureView(invoice: InvoiceSource, seller: Party, signatureImage: string | null | undefined): SignatureView | null {
  const a = invoice.approved;
  if (!isApprovedInvoice(invoice) || !a) return null;
  // The system's approval (a product that bypasses approval) carries no signature: app_id digimon-system, by "System".
  const system = (a.app_id === "digimon-system" || a.by === "System") && !a.sign_image;
  const details: LabelValue[] = [];
  if (a.skum_no) details.push({ label: "No. SKUM", value: a.skum_no });
  const release = safeDate(a.skum_release);
  if (release) details.push({ label: "Rilis SKUM", value: release });
  details.push({ label: "Waktu persetujuan", value: safeDateTime(a.at) });
  return {
    heading: "Disetujui secara elektronik oleh",
    caption: seller.name,
    name: a.by,
    position: a.position ?? "",
    image: system ? null : (signatureImage ?? null),
    system,
    note: system ? SYSTEM_APPROVAL_NOTE : null,
    details,
  };
}

export function buildInvoiceView(src: Common & { invoice: InvoiceSource; billing: BillingSource; poNumber: string | null }): DocumentView {
  const { invoice, billing: b, product } = src;
  const approved = isApprovedInvoice(invoice);
  const number = approved ? invoice.invoiceNumber! : `DRAFT ${invoice.billingNumber}`;
  const meta: LabelValue[] = [
    { label: "No. Invoice", value: approved ? invoice.invoiceNumber! : "Belum terbit (draft)" },
    { label: "Tanggal Tagihan", value: formatDateId(b.billingDate) },
    { label: "Jatuh Tempo", value: formatDateId(b.dueDate) },
    { label: "No. Tagihan", value: invoice.billingNumber },
  ];
  if (src.poNumber) meta.push({ label: "No. PO", value: src.poNumber });
  // An approved invoice is dated by its approval (its number was assigned then); any other shows its status.
  if (invoice.statusInvoice === "approved" && invoice.approved) meta.push({ label: "Tanggal Invoice", value: safeDate(invoice.approved.at) ?? invoice.approved.at });
  else meta.push({ label: "Status", value: STATUS_LABEL[invoice.statusInvoice] ?? invoice.statusInvoice });
  return {
    kind: "invoice",
    title: "INVOICE",
    subtitle: "Tagihan Pembayaran",
    number,
    meta,
    brand: brandOf(product, "invoice", src.images.logo),
    from: partyView("Dari", b.from),
    to: partyView("Ditagihkan kepada", b.to),
    lines: lineViews(b.details),
    pricing: billingPricingRows(b),
    amountInWords: { label: "Terbilang (Total Tagihan)", words: terbilangRupiah(b.finalPrice) },
    payment: paymentView(b, approved ? invoice.invoiceNumber! : invoice.billingNumber),
    taxInvoice: taxInvoiceParagraphs(b, invoice.taxInvoice),
    notes: notesOf(b.note),
    signature: signatureView(invoice, b.from, src.images.signature),
    watermark: INVOICE_WATERMARK[invoice.statusInvoice] ?? (approved ? null : INVOICE_WATERMARK.invoiced),
    footer: footerOf(product, number, src.generatedAt),
    pdfInfo: { title: `Invoice ${number}`, author: b.from.name, subject: `Invoice ${number} for ${b.to.name}` },
    fileName: invoiceFileName(invoice),
  };
}
