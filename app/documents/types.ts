// The view-model a document is rendered from: plain, serialisable data (strings, numbers, booleans, arrays),
// already formatted the Indonesian way. The server builds it (view-model.ts) and a worker thread only lays it
// out (render.tsx), so nothing here may hold a Date, a Buffer, a function or a class instance.

import type { Language } from "~/locales/languages";

export type DocumentKind = "po" | "billing" | "invoice" | "quotation";
/** The kinds a product's document template styles; a quotation wears its product's PO template (README Decisions, issue 23). */
export type TemplateKind = Exclude<DocumentKind, "quotation">;

/** Rendered PDF bytes, in an ArrayBuffer of their own (transferable between threads, usable as a Response body). */
export type PdfBytes = Uint8Array<ArrayBuffer>;

export type LogoView =
  /** A PNG or JPEG as a data: URI (react-pdf cannot draw SVG files). */
  | { kind: "image"; src: string }
  /** No drawable logo: the product name, printed in the template colour. */
  | { kind: "text"; text: string };

export type BrandView = {
  /** The template's dominant colour, validated (#rrggbb). */
  color: string;
  /** Black or white, whichever reads better on `color`. */
  onColor: string;
  /** A very light tint of `color` for zebra rows and boxes. */
  tint: string;
  productName: string;
  productCode: string;
  logo: LogoView;
};

export type LabelValue = { label: string; value: string };

export type PartyView = {
  /** "Dari" / "Kepada" and the like. */
  heading: string;
  name: string;
  address: string;
  /** Label/value rows printed under the address (phone, e-mail, NPWP, SAP id); empty values are left out. */
  rows: LabelValue[];
};

export type LineView = {
  no: number;
  item: string;
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
};

export type PricingRowView = {
  label: string;
  /** A short note printed under the label (the PPN rate basis, "withheld by the customer"). */
  note?: string;
  value: string;
  /** total: the final price band; subtotal: bold; deduction: withheld amounts; due: the amount to pay. */
  emphasis?: "total" | "subtotal" | "deduction" | "due";
};

export type PaymentView =
  | { kind: "bank"; rows: LabelValue[]; instruction: string }
  | { kind: "virtual-account"; rows: LabelValue[]; instruction: string }
  | { kind: "gateway"; text: string };

export type SignatureView = {
  /** The line above the signature ("Disetujui secara elektronik oleh"). */
  heading: string;
  /** Who signs for: the seller's name, under the heading. */
  caption: string;
  name: string;
  position: string;
  /** A PNG or JPEG data: URI, or null when there is none (or its file is missing). */
  image: string | null;
  /** Approved by the system (product bypasses approval): printed as a note instead of an empty signature. */
  system: boolean;
  /** Printed under the name: the system-approval statement, or null. */
  note: string | null;
  /** SKUM number, release date, approval timestamp. */
  details: LabelValue[];
};

/**
 * The words the layout prints around the data (table headers, box headings, page numbers), already in the
 * document's language: the worker gets them with the view instead of loading the translations itself.
 */
export type LayoutLabels = {
  table: { no: string; item: string; description: string; quantity: string; unitPrice: string; amount: string };
  payment: string;
  paymentBank: string;
  paymentVirtualAccount: string;
  taxInvoice: string;
  notes: string;
  approvedBySystem: string;
  /** "Halaman {page} dari {total}": the worker fills the numbers in as it lays out each page. */
  page: string;
};

export type DocumentView = {
  kind: DocumentKind;
  /** The language the labels are in (amounts, dates and the amount in words are Indonesian in both). */
  language: Language;
  labels: LayoutLabels;
  /** "INVOICE", "TAGIHAN", "PURCHASE ORDER". */
  title: string;
  /** The English or Indonesian counterpart printed under the title. */
  subtitle: string;
  /** The document number as printed (may be "DRAFT"). */
  number: string;
  /** Dates and references printed in the header box. */
  meta: LabelValue[];
  brand: BrandView;
  from: PartyView;
  to: PartyView;
  lines: LineView[];
  pricing: PricingRowView[];
  /** Amount in words (terbilang) with what it spells. */
  amountInWords: { label: string; words: string } | null;
  payment: PaymentView | null;
  /** Tax-invoice paragraph(s). */
  taxInvoice: string[];
  notes: string | null;
  signature: SignatureView | null;
  /** A diagonal stamp on every page ("DRAFT - not yet approved", "CANCELED"), or null. */
  watermark: string | null;
  /** Footer text, left of the page numbers. */
  footer: string;
  /** PDF metadata. */
  pdfInfo: { title: string; author: string; subject: string };
  fileName: string;
};
