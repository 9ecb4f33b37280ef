// Builds the plain view-model of a PO, billing or invoice PDF from its rows. Pure: no I/O, no clock
// (the caller passes generatedAt and the images already read as data: URIs), so every figure and
// word printed on a document is unit-tested here and the worker only lays the result out. The words come
// from the `pdf` namespace in the language the caller chose (DocumentLocale); amounts, dates and the amount
// in words stay Indonesian in every language.
import type { TFunction } from "i18next";
import type { ApprovalRecord, BankDetails, BillingConfig, DetailLine, Party } from "~/domain/documents";
import type { DocumentTemplate } from "~/domain/product-settings";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { formatNpwp15, kdJenisTransaksi, normaliseNpwp } from "~/domain/efaktur";
import { formatNumberId, formatRupiah, percentOfFloor } from "~/domain/money";
import { terbilangRupiah } from "~/domain/terbilang";
import type { Language } from "~/locales/languages";
import type { BrandView, DocumentView, LabelValue, LayoutLabels, LineView, PartyView, PaymentView, PricingRowView, SignatureView, TemplateKind } from "./types";

/** The language a document is made in and its translator of the `pdf` namespace (translatorFor(language, "pdf")). */
export type DocumentLocale = { language: Language; t: TFunction<"pdf"> };
type PdfT = DocumentLocale["t"];

export const DEFAULT_DOCUMENT_COLOR = "#1e3a8a";

export type ProductSource = { name: string; productCode: string; documentTemplate: Record<TemplateKind, DocumentTemplate> };

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

function brandOf(product: ProductSource, kind: TemplateKind, logo: string | null): BrandView {
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

export function partyView(t: PdfT, heading: string, party: Party): PartyView {
  const rows: LabelValue[] = [];
  if (party.phone?.trim()) rows.push({ label: t("party.phone"), value: party.phone.trim() });
  if (party.email?.trim()) rows.push({ label: t("party.email"), value: party.email.trim() });
  rows.push({ label: t("party.npwp"), value: formatNpwp(party.npwp) });
  if (party.sap_customer_id?.trim()) rows.push({ label: t("party.sapCustomerId"), value: party.sap_customer_id.trim() });
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

/** "12% × 11/12 DPP nilai lain" → label "PPN 12%", note "× 11/12 DPP nilai lain" (the stored rate basis, as it is). */
function ppnLabel(t: PdfT, taxRateLabel: string): { label: string; note?: string } {
  const [rate, ...rest] = taxRateLabel.split(" × ");
  if (!rate) return { label: t("pricing.ppn") };
  return rest.length ? { label: t("pricing.ppnRate", { rate }), note: `× ${rest.join(" × ")}` } : { label: t("pricing.ppnRate", { rate }) };
}

/** The breakdown printed beside the words: total, DPP (when it differs), PPN, fees, final price, PPh 23. */
export type PricingSource = Pick<BillingSource, "totalPrice" | "dpp" | "tax" | "taxRateLabel" | "administrationFee" | "uniqueCode" | "finalPrice" | "includePph" | "pph" | "finalPriceWithPph">;
export function billingPricingRows(t: PdfT, b: PricingSource): PricingRowView[] {
  const rows: PricingRowView[] = [{ label: t("pricing.totalPrice"), value: formatRupiah(b.totalPrice), emphasis: "subtotal" }];
  if (b.dpp > 0 && b.dpp !== b.totalPrice) rows.push({ label: t("pricing.dpp"), note: t("pricing.dppNote"), value: formatRupiah(b.dpp) });
  rows.push({ ...ppnLabel(t, b.taxRateLabel), value: formatRupiah(b.tax) });
  rows.push({ label: t("pricing.administrationFee"), value: formatRupiah(b.administrationFee) });
  if (b.uniqueCode !== 0) rows.push({ label: t("pricing.uniqueCode"), note: b.uniqueCode < 0 ? t("pricing.uniqueCodeDiscountNote") : t("pricing.uniqueCodeNote"), value: formatRupiah(b.uniqueCode) });
  rows.push({ label: t("pricing.totalBilled"), value: formatRupiah(b.finalPrice), emphasis: "total" });
  if (b.includePph) {
    const rate = pphRateLabel(b.totalPrice, b.pph);
    rows.push({ label: rate ? t("pricing.pphRate", { rate }) : t("pricing.pph"), note: t("pricing.pphNote"), value: formatRupiah(-b.pph), emphasis: "deduction" });
    rows.push({ label: t("pricing.totalDue"), note: t("pricing.totalDueNote"), value: formatRupiah(b.finalPriceWithPph), emphasis: "due" });
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

const METHODS = { bank_transfer: "bankTransfer", virtual_account: "virtualAccount", credit_card: "creditCard" } as const;
const methodOf = (b: BillingSource) => (Object.hasOwn(METHODS, b.config?.payment_method) ? METHODS[b.config.payment_method as keyof typeof METHODS] : null);

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

export function paymentView(t: PdfT, b: BillingSource, reference: string): PaymentView {
  const amountDue = b.includePph ? b.finalPriceWithPph : b.finalPrice;
  const exact = b.uniqueCode !== 0 ? t("payment.exactAmountWithCode", { amount: formatRupiah(amountDue) }) : formatRupiah(amountDue);
  if (!usesGateway(b.bank)) {
    return {
      kind: "bank",
      rows: [
        { label: t("payment.accountName"), value: b.bank.owner },
        { label: t("payment.accountNumber"), value: b.bank.account_number },
        { label: t("payment.bank"), value: b.bank.bank_name },
        { label: t("payment.branch"), value: b.bank.branch_office },
      ],
      instruction: t("payment.bankInstruction", { amount: exact, date: formatDateId(b.dueDate), reference }),
    };
  }
  const va = virtualAccountOf(b.mps);
  if (va) {
    const rows: LabelValue[] = [];
    if (va.channel) rows.push({ label: t("payment.channel"), value: va.channel });
    rows.push({ label: t("payment.virtualAccountNumber"), value: va.number });
    rows.push({ label: t("payment.amount"), value: formatRupiah(va.amount ?? amountDue) });
    if (va.fee) rows.push({ label: t("payment.virtualAccountFee"), value: formatRupiah(va.fee) });
    if (va.expired) rows.push({ label: t("payment.validUntil"), value: safeDateTime(va.expired) });
    // The gateway's own description, when it sent one, is printed as the gateway wrote it.
    return { kind: "virtual-account", rows, instruction: va.description ?? t("payment.virtualAccountInstruction") };
  }
  const method = methodOf(b);
  return { kind: "gateway", text: t("payment.gateway", { method: t(`method.inText.${method ?? "gateway"}`), amount: exact }) };
}

// ---------------------------------------------------------------------------------------------
// Tax invoice.

function nomorFakturOf(taxInvoice: Record<string, unknown> | null | undefined): string | null {
  const data = taxInvoice && typeof taxInvoice.data === "object" && taxInvoice.data !== null ? (taxInvoice.data as Record<string, unknown>) : null;
  return str(data?.nomorFaktur);
}

/** The billing's own tax-invoice text is printed as its author wrote it; the default text is translated. */
export function taxInvoiceParagraphs(t: PdfT, b: BillingSource, taxInvoice?: Record<string, unknown> | null): string[] {
  if (!b.includeTaxInvoice) return [t("taxInvoice.none")];
  const out = [b.config?.tax_invoice_text?.trim() || t("taxInvoice.defaultText")];
  try {
    out.push(t("taxInvoice.code", { code: kdJenisTransaksi(b.config.kode_wapu, b.billingDate) }));
  } catch {
    // An unknown kode_wapu prints no code rather than a wrong one.
  }
  const nomor = nomorFakturOf(taxInvoice);
  if (nomor) out.push(t("taxInvoice.number", { number: nomor }));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Documents.

type Common = { product: ProductSource; images: DocumentImages; generatedAt: Date; locale: DocumentLocale };

const footerOf = (t: PdfT, product: ProductSource, number: string, generatedAt: Date) => t("footer.generated", { product: product.name, number, at: formatDateTimeId(generatedAt) });

function layoutLabels(t: PdfT): LayoutLabels {
  return {
    table: { no: t("table.no"), item: t("table.item"), description: t("table.description"), quantity: t("table.quantity"), unitPrice: t("table.unitPrice"), amount: t("table.amount") },
    payment: t("payment.heading"),
    paymentBank: t("payment.bankHeading"),
    paymentVirtualAccount: t("payment.virtualAccountHeading"),
    taxInvoice: t("taxInvoice.heading"),
    notes: t("notes"),
    approvedBySystem: t("signature.system"),
    // Placeholders the worker fills per page (it has no translator): "{page}" and "{total}".
    page: t("footer.page", { page: "{page}", total: "{total}" }),
  };
}
const notesOf = (note: string | null | undefined) => (note?.trim() ? note.trim() : null);

export function buildPurchaseOrderView(src: Common & { po: PurchaseOrderSource }): DocumentView {
  const { po, product } = src;
  const { t, language } = src.locale;
  return {
    kind: "po",
    language,
    labels: layoutLabels(t),
    title: t("title.po"),
    subtitle: t("subtitle.po"),
    number: po.poNumber,
    meta: [
      { label: t("meta.poNumber"), value: po.poNumber },
      { label: t("meta.poDate"), value: formatDateId(po.poDate) },
      { label: t("meta.status"), value: po.statusPo === "billed" ? t("poStatus.billed") : t("poStatus.unbilled") },
    ],
    brand: brandOf(product, "po", src.images.logo),
    from: partyView(t, t("party.from"), po.from),
    to: partyView(t, t("party.to"), po.to),
    lines: lineViews(po.details),
    pricing: [{ label: t("pricing.totalPrice"), note: t("pricing.beforeTax"), value: formatRupiah(po.totalPrice), emphasis: "total" }],
    // The words stay Indonesian in every language: terbilang is the legal statement of the amount.
    amountInWords: { label: t("words.po"), words: terbilangRupiah(po.totalPrice) },
    payment: null,
    taxInvoice: [],
    notes: notesOf(po.note),
    signature: null,
    watermark: null,
    footer: footerOf(t, product, po.poNumber, src.generatedAt),
    pdfInfo: { title: t("info.poTitle", { number: po.poNumber }), author: po.from.name, subject: t("info.poSubject", { number: po.poNumber, customer: po.to.name }) },
    fileName: `PO_${po.poNumber}.pdf`,
  };
}

export type QuotationSource = {
  quotationNumber: string;
  quotationDate: string;
  validUntil: string;
  /** The status a reader sees (expired once past its date while it still waited). */
  status: "draft" | "submitted" | "approved" | "rejected" | "converted" | "expired";
  includePph: boolean;
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
  finalPrice: number;
  finalPriceWithPph: number;
};

const QUOTATION_WATERMARK = { draft: "quotation.watermark.draft", submitted: "quotation.watermark.submitted", rejected: "quotation.watermark.rejected", expired: "quotation.watermark.expired" } as const;

/**
 * A quotation: laid out as a PO (lines, words, notes) with the billing's full pricing breakdown, since the amounts
 * are the billing rules' own. Not yet approved, rejected or expired is stamped across every page.
 */
export function buildQuotationView(src: Common & { quotation: QuotationSource }): DocumentView {
  const { quotation: q, product } = src;
  const { t, language } = src.locale;
  const pricing = billingPricingRows(t, { ...q, uniqueCode: 0 });
  const payable = q.includePph ? q.finalPriceWithPph : q.finalPrice;
  const mark = pick(QUOTATION_WATERMARK, q.status);
  return {
    kind: "quotation",
    language,
    labels: layoutLabels(t),
    title: t("quotation.title"),
    subtitle: t("quotation.subtitle"),
    number: q.quotationNumber,
    meta: [
      { label: t("quotation.number"), value: q.quotationNumber },
      { label: t("quotation.date"), value: formatDateId(q.quotationDate) },
      { label: t("quotation.validUntil"), value: formatDateId(q.validUntil) },
      { label: t("meta.status"), value: t(`quotation.status.${q.status}`) },
    ],
    brand: brandOf(product, "po", src.images.logo),
    from: partyView(t, t("party.from"), q.from),
    to: partyView(t, t("party.to"), q.to),
    lines: lineViews(q.details),
    pricing,
    // The words stay Indonesian in every language: terbilang is the legal statement of the amount.
    amountInWords: { label: t("quotation.words"), words: terbilangRupiah(payable) },
    payment: null,
    taxInvoice: [],
    notes: notesOf(q.note),
    signature: null,
    watermark: mark ? t(mark) : null,
    footer: footerOf(t, product, q.quotationNumber, src.generatedAt),
    pdfInfo: { title: t("quotation.infoTitle", { number: q.quotationNumber }), author: q.from.name, subject: t("quotation.infoSubject", { number: q.quotationNumber, customer: q.to.name }) },
    fileName: `Quotation_${q.quotationNumber}.pdf`,
  };
}

const BILLING_WATERMARK = { draft: "watermark.billingDraft", canceled: "watermark.billingCanceled", discarded: "watermark.billingDiscarded" } as const;
const pick = <M extends Record<string, string>>(marks: M, status: string) => (Object.hasOwn(marks, status) ? marks[status as keyof M] : null);

export function buildBillingView(src: Common & { billing: BillingSource; poNumber: string | null }): DocumentView {
  const { billing: b, product } = src;
  const { t, language } = src.locale;
  const number = b.billingNumber ?? t("number.draft");
  const meta: LabelValue[] = [
    { label: t("meta.billingNumber"), value: number },
    { label: t("meta.billingDate"), value: formatDateId(b.billingDate) },
    { label: t("meta.dueDate"), value: formatDateId(b.dueDate) },
  ];
  if (src.poNumber) meta.push({ label: t("meta.poNumber"), value: src.poNumber });
  const method = methodOf(b);
  meta.push({ label: t("meta.paymentMethod"), value: method ? t(`method.title.${method}`) : "-" });
  meta.push({ label: t("meta.paymentStatus"), value: b.statusPaid === "paid" ? t("paid.paid") : t("paid.unpaid") });
  const watermark = pick(BILLING_WATERMARK, b.status);
  return {
    kind: "billing",
    language,
    labels: layoutLabels(t),
    title: t("title.billing"),
    subtitle: t("subtitle.billing"),
    number,
    meta,
    brand: brandOf(product, "billing", src.images.logo),
    from: partyView(t, t("party.from"), b.from),
    to: partyView(t, t("party.billTo"), b.to),
    lines: lineViews(b.details),
    pricing: billingPricingRows(t, b),
    amountInWords: { label: t("words.billing"), words: terbilangRupiah(b.finalPrice) },
    payment: paymentView(t, b, b.billingNumber ?? t("number.billingReference")),
    taxInvoice: taxInvoiceParagraphs(t, b),
    notes: notesOf(b.note),
    signature: null,
    watermark: watermark ? t(watermark) : null,
    footer: footerOf(t, product, number, src.generatedAt),
    pdfInfo: { title: t("info.billingTitle", { number }), author: b.from.name, subject: t("info.billingSubject", { number, customer: b.to.name }) },
    fileName: b.billingNumber ? `Billing_${b.billingNumber}.pdf` : `Billing_draft_${b.id.slice(0, 8)}.pdf`,
  };
}

/** The invoice has its legal number only once approved; before that it is the billing's draft. */
export const isApprovedInvoice = (i: Pick<InvoiceSource, "invoiceNumber" | "approved">) => Boolean(i.invoiceNumber && i.approved);

/** Invoice_{number}.pdf; Invoice_{billing number}_draft.pdf before approval. */
export const invoiceFileName = (i: Pick<InvoiceSource, "invoiceNumber" | "approved" | "billingNumber">) =>
  isApprovedInvoice(i) ? `Invoice_${i.invoiceNumber}.pdf` : `Invoice_${i.billingNumber}_draft.pdf`;

const INVOICE_WATERMARK = {
  invoiced: "watermark.invoiceDraft",
  returned: "watermark.invoiceReturned",
  rejected: "watermark.invoiceRejected",
  canceled: "watermark.invoiceCanceled",
} as const;

const INVOICE_STATUS = { invoiced: "invoiceStatus.invoiced", approved: "invoiceStatus.approved", returned: "invoiceStatus.returned", rejected: "invoiceStatus.rejected", canceled: "invoiceStatus.canceled" } as const;

function safeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return formatDateId(value);
  } catch {
    return value;
  }
}

export function signatureView(t: PdfT, invoice: InvoiceSource, seller: Party, signatureImage: string | null | undefined): SignatureView | null {
  const a = invoice.approved;
  if (!isApprovedInvoice(invoice) || !a) return null;
  // The system's approval (a product that bypasses approval) carries no signature: app_id digimon-system, by "System".
  const system = (a.app_id === "digimon-system" || a.by === "System") && !a.sign_image;
  const details: LabelValue[] = [];
  if (a.skum_no) details.push({ label: t("signature.skumNumber"), value: a.skum_no });
  const release = safeDate(a.skum_release);
  if (release) details.push({ label: t("signature.skumRelease"), value: release });
  details.push({ label: t("signature.approvedAt"), value: safeDateTime(a.at) });
  return {
    heading: t("signature.heading"),
    caption: seller.name,
    name: a.by,
    position: a.position ?? "",
    image: system ? null : (signatureImage ?? null),
    system,
    note: system ? t("signature.systemNote") : null,
    details,
  };
}

export function buildInvoiceView(src: Common & { invoice: InvoiceSource; billing: BillingSource; poNumber: string | null }): DocumentView {
  const { invoice, billing: b, product } = src;
  const { t, language } = src.locale;
  const approved = isApprovedInvoice(invoice);
  const number = approved ? invoice.invoiceNumber! : t("number.draftInvoice", { billingNumber: invoice.billingNumber });
  const meta: LabelValue[] = [
    { label: t("meta.invoiceNumber"), value: approved ? invoice.invoiceNumber! : t("number.notIssued") },
    { label: t("meta.billingDate"), value: formatDateId(b.billingDate) },
    { label: t("meta.dueDate"), value: formatDateId(b.dueDate) },
    { label: t("meta.billingNumber"), value: invoice.billingNumber },
  ];
  if (src.poNumber) meta.push({ label: t("meta.poNumber"), value: src.poNumber });
  // An approved invoice is dated by its approval (its number was assigned then); any other shows its status.
  if (invoice.statusInvoice === "approved" && invoice.approved) meta.push({ label: t("meta.invoiceDate"), value: safeDate(invoice.approved.at) ?? invoice.approved.at });
  else {
    const status = pick(INVOICE_STATUS, invoice.statusInvoice);
    meta.push({ label: t("meta.status"), value: status ? t(status) : invoice.statusInvoice });
  }
  const watermark = pick(INVOICE_WATERMARK, invoice.statusInvoice) ?? (approved ? null : INVOICE_WATERMARK.invoiced);
  return {
    kind: "invoice",
    language,
    labels: layoutLabels(t),
    title: t("title.invoice"),
    subtitle: t("subtitle.invoice"),
    number,
    meta,
    brand: brandOf(product, "invoice", src.images.logo),
    from: partyView(t, t("party.from"), b.from),
    to: partyView(t, t("party.billTo"), b.to),
    lines: lineViews(b.details),
    pricing: billingPricingRows(t, b),
    amountInWords: { label: t("words.billing"), words: terbilangRupiah(b.finalPrice) },
    payment: paymentView(t, b, approved ? invoice.invoiceNumber! : invoice.billingNumber),
    taxInvoice: taxInvoiceParagraphs(t, b, invoice.taxInvoice),
    notes: notesOf(b.note),
    signature: signatureView(t, invoice, b.from, src.images.signature),
    watermark: watermark ? t(watermark) : null,
    footer: footerOf(t, product, number, src.generatedAt),
    pdfInfo: { title: t("info.invoiceTitle", { number }), author: b.from.name, subject: t("info.invoiceSubject", { number, customer: b.to.name }) },
    fileName: invoiceFileName(invoice),
  };
}
