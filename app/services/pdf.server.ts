// PO, billing and invoice PDFs: what the app calls. The server loads the rows and the images and builds a
// plain view-model (app/documents/view-model.ts); a worker thread renders it (pdf-worker/), so a PDF never
// stalls other requests. The pool's settings come from the environment (pdf-worker/options.ts), and
//   PDF_WARM_ON_START      "true" to start the workers when the server loads this module instead of on the first PDF
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { DocumentKind, DocumentView, PdfBytes, TemplateKind } from "~/documents/types";
import type { ReportPdfView } from "~/documents/report-document";
import { buildBillingView, buildInvoiceView, buildPurchaseOrderView, buildQuotationView, type DocumentLocale, type ProductSource } from "~/documents/view-model";
import { todayInJakarta } from "~/domain/dates";
import { effectiveQuotationStatus } from "~/domain/quotations";
import { getQuotation } from "~/models/quotation.server";
import type { Language } from "~/locales/languages";
import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { getProduct } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import type { AccessUser } from "~/models/user.server";
import { env } from "./env.server";
import { httpError } from "./http.server";
import { defaultLanguage, languageOfUser, translatorFor } from "./i18n.server";
import { logger } from "./logger.server";
import { pdfPoolOptions } from "./pdf-worker/options";
import { PdfRenderError, PdfWorkerPool } from "./pdf-worker/pool";
import { requireReadableProduct } from "./document-access.server";
import { type AttachmentRow, attachmentsOf, findAttachment, sniffKind, storeGenerated } from "./uploads.server";

export const DOCUMENT_KINDS = ["po", "billing", "invoice", "quotation"] as const satisfies readonly DocumentKind[];
export const isDocumentKind = (value: unknown): value is DocumentKind => (DOCUMENT_KINDS as readonly unknown[]).includes(value);

// ---------------------------------------------------------------------------------------------
// The worker pool.

export { pdfPoolOptions };

// One pool per process, kept on globalThis so a dev-server module reload does not start another.
const POOL_KEY = Symbol.for("digimon.pdfPool");
type GlobalWithPool = typeof globalThis & { [POOL_KEY]?: PdfWorkerPool };

/** The process's pool, created on first use (its workers start on the first render or warmPdfPool()). */
export function pdfPool(): PdfWorkerPool {
  const g = globalThis as GlobalWithPool;
  g[POOL_KEY] ??= new PdfWorkerPool(pdfPoolOptions());
  return g[POOL_KEY];
}

/** Starts the workers ahead of the first request. */
export const warmPdfPool = (opts?: { holdProcess?: boolean }) => pdfPool().warm(opts);

// The server imports the build (and so this module) at start: start the workers then, in the background,
// so the first PDF does not wait seconds for tsx to compile the documents and the renderer to warm up.
// Not under tests, which start pools of their own, and never holding a process that wants to exit.
// Off by default (issue 19, memory): a warm renderer holds 50-100 MB in every web worker, and most of a day nobody
// prints; the first PDF after start (or after PDF_IDLE_MS without one) waits for the worker to start instead.
if (process.env.PDF_WARM_ON_START === "true" && !process.env.VITEST && process.env.NODE_ENV !== "test") {
  setTimeout(() => {
    warmPdfPool({ holdProcess: false }).catch((error) => logger.error({ err: error }, "the PDF workers could not start"));
  }, 2_000).unref();
}

export async function closePdfPool(): Promise<void> {
  const g = globalThis as GlobalWithPool;
  const pool = g[POOL_KEY];
  delete g[POOL_KEY];
  await pool?.close();
}

/** Renders a view off the request thread; resolves with the PDF bytes. */
export function renderPdf(view: DocumentView): Promise<PdfBytes> {
  return pdfPool().render(view);
}

/** A report's PDF (issue 22), rendered off the request thread like the documents; a long report gets longer. */
export async function renderReportPdf(view: ReportPdfView): Promise<PdfBytes> {
  const started = performance.now();
  try {
    const bytes = await pdfPool().render(view, { timeoutMs: pdfPool().options.timeoutMs + view.rows.length * 12 });
    logger.info({ document: "report", title: view.pdfInfo.title, rows: view.rows.length, ms: Math.round(performance.now() - started), bytes: bytes.byteLength }, "pdf rendered");
    return bytes;
  } catch (error) {
    if (!(error instanceof PdfRenderError)) throw error;
    logger.error({ err: error, reason: error.reason, document: "report", title: view.pdfInfo.title }, "pdf render failed");
    throw renderFailure(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Images: PNG or JPEG read from disk as data: URIs. react-pdf cannot draw an SVG file, so an SVG (or a
// missing file) yields null and the document prints the product name instead.

const uploadsDir = () => path.resolve(env().DATA_DIR, "uploads");
const publicDir = () => path.resolve("public");
const MIME = { png: "image/png", jpg: "image/jpeg" } as const;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const imageCache = new Map<string, { mtimeMs: number; uri: string | null }>();

function imageDataUri(file: string): string | null {
  try {
    const { mtimeMs, size } = statSync(file);
    const cached = imageCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.uri;
    const bytes = size <= MAX_IMAGE_BYTES ? readFileSync(file) : null;
    const kind = bytes ? sniffKind(bytes) : null;
    const uri = bytes && (kind === "png" || kind === "jpg") ? `data:${MIME[kind]};base64,${bytes.toString("base64")}` : null;
    if (imageCache.size > 200) imageCache.clear();
    imageCache.set(file, { mtimeMs, uri });
    return uri;
  } catch {
    return null; // missing or unreadable: the document goes on without it
  }
}

/** An attachment URL (/files/{id}) read from DATA_DIR/uploads through its attachment row. */
function attachmentImage(url: string): string | null {
  const id = /^\/files\/([\w-]+)$/.exec(url)?.[1];
  const row = id ? findAttachment(id) : null;
  return row ? imageDataUri(path.join(uploadsDir(), path.basename(row.filename))) : null;
}

/** A logo: an attachment URL, or a path under public/ ("/images/products/st.png"). Remote URLs are not fetched. */
export function logoImage(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || /^[a-z]+:/i.test(value) || value.startsWith("//")) return null;
  if (value.startsWith("/files/")) return attachmentImage(value);
  const file = path.resolve(publicDir(), `.${path.posix.normalize(`/${value}`)}`);
  return file.startsWith(publicDir() + path.sep) ? imageDataUri(file) : null;
}

function productLogo(product: ProductSource & { imageLogo: string | null }, kind: TemplateKind): string | null {
  return logoImage(product.documentTemplate?.[kind]?.logo_url) ?? logoImage(product.imageLogo);
}

export const signatureImage = (signImage: string | null | undefined): string | null => (signImage ? attachmentImage(signImage.trim()) : null);

// ---------------------------------------------------------------------------------------------
// Views: load the rows and build the view-model. `authorise` runs once the product is known and before
// anything else is read (documentPdfFor passes the user's check; tests and other callers may omit it).
// `language` is the reader's: the downloading user's, or the portal's default for what the customer gets.

export type LoadedDocument = { kind: DocumentKind; id: string; productId: string; view: DocumentView };
export type LoadOptions = { now?: Date; authorise?: (productId: string) => void; language?: Language };

/** The labels of a document made in `language` (the `pdf` namespace); the view carries them to the worker as text. */
export const documentLocale = (language: Language = defaultLanguage()): DocumentLocale => ({ language, t: translatorFor(language, "pdf") });

function productOf(productId: string, authorise: LoadOptions["authorise"]) {
  authorise?.(productId);
  const product = getProduct(productId);
  if (!product) throw httpError(404, "That product does not exist");
  return product;
}

const poNumberOf = (poId: string | null) => (poId ? (getPurchaseOrder(poId)?.poNumber ?? null) : null);

export function purchaseOrderDocument(id: string, { now = new Date(), authorise, language }: LoadOptions = {}): LoadedDocument {
  const po = getPurchaseOrder(id);
  if (!po) throw httpError(404, "That purchase order does not exist");
  const product = productOf(po.productId, authorise);
  const view = buildPurchaseOrderView({ po, product, images: { logo: productLogo(product, "po") }, generatedAt: now, locale: documentLocale(language) });
  return { kind: "po", id, productId: po.productId, view };
}

export function billingDocument(id: string, { now = new Date(), authorise, language }: LoadOptions = {}): LoadedDocument {
  const billing = getBilling(id);
  if (!billing) throw httpError(404, "That billing does not exist");
  const product = productOf(billing.productId, authorise);
  const view = buildBillingView({ billing, poNumber: poNumberOf(billing.poId), product, images: { logo: productLogo(product, "billing") }, generatedAt: now, locale: documentLocale(language) });
  return { kind: "billing", id, productId: billing.productId, view };
}

export function invoiceDocument(id: string, { now = new Date(), authorise, language }: LoadOptions = {}): LoadedDocument {
  const invoice = getInvoice(id);
  if (!invoice) throw httpError(404, "That invoice does not exist");
  const product = productOf(invoice.productId, authorise);
  const billing = getBilling(invoice.billingId);
  if (!billing) throw httpError(404, "That invoice's billing does not exist");
  const images = { logo: productLogo(product, "invoice"), signature: signatureImage(invoice.approved?.sign_image) };
  const view = buildInvoiceView({ invoice, billing, poNumber: poNumberOf(billing.poId), product, images, generatedAt: now, locale: documentLocale(language) });
  return { kind: "invoice", id, productId: invoice.productId, view };
}

/** Issue 23: a quotation's PDF, with the status a reader sees on the day (a draft past its date prints as expired). */
export function quotationDocument(id: string, { now = new Date(), authorise, language }: LoadOptions = {}): LoadedDocument {
  const quotation = getQuotation(id);
  if (!quotation) throw httpError(404, "That quotation does not exist or is not one you may open");
  const product = productOf(quotation.productId, authorise);
  const status = effectiveQuotationStatus(quotation, todayInJakarta(now));
  const view = buildQuotationView({ quotation: { ...quotation, status }, product, images: { logo: productLogo(product, "po") }, generatedAt: now, locale: documentLocale(language) });
  return { kind: "quotation", id, productId: quotation.productId, view };
}

const LOADERS = { po: purchaseOrderDocument, billing: billingDocument, invoice: invoiceDocument, quotation: quotationDocument } satisfies Record<DocumentKind, (id: string, opts?: LoadOptions) => LoadedDocument>;
const READABLE = { po: "purchase-order", billing: "billing", invoice: "invoice", quotation: "quotation" } as const satisfies Record<DocumentKind, string>;

export function loadDocument(kind: DocumentKind, id: string, opts: LoadOptions = {}): LoadedDocument {
  return LOADERS[kind](id, opts);
}

// ---------------------------------------------------------------------------------------------
// What the route calls.

export type DocumentPdf = { kind: DocumentKind; id: string; fileName: string; bytes: PdfBytes; stored: AttachmentRow | null };

/**
 * The PDF of a document the user may read (document-access.server.ts, as for its page): 404 when it does not
 * exist or lies outside the user's scope, 403 without any read permission of its kind, 503 when the renderer is busy, timed out or cannot start.
 * It is in `language` (the route passes the request's: the user's own), else the user's profile language.
 * The first download of an approved invoice also stores it as its "invoice" attachment (storeInvoicePdf), in the
 * portal's default language whatever the downloader reads: the stored copy is the customer's, and customers have no profile.
 */
export async function documentPdfFor(user: AccessUser, kind: DocumentKind, id: string, language: Language = languageOfUser(user)): Promise<DocumentPdf> {
  // The PDF opens exactly when the document's page does (document-access.server.ts): 404 outside the scope.
  const authorise = (productId: string) => requireReadableProduct(user, READABLE[kind], productId);
  const loaded = loadDocument(kind, id, { authorise, language });
  const bytes = await renderOrRespond(loaded.view);
  let stored: AttachmentRow | null = null;
  if (kind === "invoice") {
    try {
      const customerLanguage = defaultLanguage();
      const existing = storedInvoicePdf(id, loaded.view.fileName);
      if (existing || customerLanguage === language) stored = existing ?? storeInvoicePdf(id, bytes, loaded.view.fileName, user.id);
      else if (isStorable(id)) {
        // Rendered once more, in the customer's language, the first time only (later downloads find the copy).
        const customerCopy = await renderOrRespond(loadDocument(kind, id, { authorise, language: customerLanguage }).view);
        stored = storeInvoicePdf(id, customerCopy, loaded.view.fileName, user.id);
      }
    } catch (error) {
      // Keeping a copy is a convenience: the download itself must not fail because of it.
      logger.error({ err: error, invoiceId: id }, "could not store the invoice PDF");
    }
  }
  return { kind, id, fileName: loaded.view.fileName, bytes, stored };
}

async function renderOrRespond(view: DocumentView): Promise<PdfBytes> {
  const started = performance.now();
  try {
    const bytes = await renderPdf(view);
    logger.info({ document: view.kind, number: view.number, language: view.language, ms: Math.round(performance.now() - started), bytes: bytes.byteLength }, "pdf rendered");
    return bytes;
  } catch (error) {
    if (!(error instanceof PdfRenderError)) throw error;
    logger.error({ err: error, reason: error.reason, document: view.kind, number: view.number }, "pdf render failed");
    throw renderFailure(error);
  }
}

/** A failed render as the Response a person can act on. */
function renderFailure(error: PdfRenderError): Response {
  // The person knows which document they asked for; the log has its number. One whole message per cause, so screens can translate it.
  if (error.reason === "failed") return httpError(500, "The PDF could not be rendered. The error has been logged.");
  if (error.reason === "busy") return httpError(503, "The PDF could not be rendered just now (too many documents at once). Try again in a moment.");
  if (error.reason === "timeout") return httpError(503, "The PDF could not be rendered just now (it took too long). Try again in a moment.");
  return httpError(503, "The PDF could not be rendered just now (the renderer is restarting). Try again in a moment.");
}

/**
 * Keeps an approved invoice's PDF as its "invoice" attachment (Invoice_{number}.pdf, filetype pdf, no size),
 * once: a later download finds the row and stores nothing. The check and the insert run without an await
 * between them, so two downloads in this process cannot both store it.
 */
export function storeInvoicePdf(invoiceId: string, bytes: PdfBytes, fileName: string, userId: string | null): AttachmentRow | null {
  if (!isStorable(invoiceId)) return null;
  const existing = storedInvoicePdf(invoiceId, fileName);
  if (existing) return existing;
  return storeGenerated(bytes, fileName, { ownerKind: "invoice", ownerId: invoiceId, attachmentType: "invoice", filetype: "pdf", uploadedBy: userId });
}

/** Only an approved invoice (with its legal number) is kept. */
function isStorable(invoiceId: string): boolean {
  const invoice = getInvoice(invoiceId);
  return Boolean(invoice && invoice.statusInvoice === "approved" && invoice.invoiceNumber);
}

/** The stored copy of an approved invoice's PDF, if a download already kept it. */
function storedInvoicePdf(invoiceId: string, fileName: string): AttachmentRow | null {
  if (!isStorable(invoiceId)) return null;
  return attachmentsOf("invoice", invoiceId).find((a) => a.attachmentType === "invoice" && a.oriFilename === fileName) ?? null;
}

/** The PDF as a download (or inline, for a preview frame), never cached by shared caches. */
export function pdfResponse(bytes: PdfBytes, fileName: string, opts: { inline?: boolean } = {}): Response {
  const safeName = fileName.replace(/[^\w.\- ]+/g, "_");
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${opts.inline ? "inline" : "attachment"}; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
