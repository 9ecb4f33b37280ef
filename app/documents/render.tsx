// Renders a DocumentView to PDF bytes. Runs inside a pdf worker thread (app/services/pdf-worker/worker.mjs);
// tests may call it in-process. CPU-bound: never call it on the request thread.
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { BillingDocument } from "./billing-document";
import { InvoiceDocument } from "./invoice-document";
import { type Paging, PagingContext } from "./parts";
import { PurchaseOrderDocument } from "./po-document";
import { ReportDocument, type ReportPdfView } from "./report-document";
import type { DocumentView, PdfBytes } from "./types";

// react-pdf hyphenates with English patterns by default, splitting Indonesian names and addresses oddly.
Font.registerHyphenationCallback((word) => [word]);

export function documentElement(view: DocumentView, paging: Paging = "dynamic") {
  return <PagingContext.Provider value={paging}>{documentOf(view)}</PagingContext.Provider>;
}

function documentOf(view: DocumentView) {
  switch (view.kind) {
    // A quotation has a PO's layout (lines, words, notes, pricing box); its view carries the billing's breakdown.
    case "po":
    case "quotation":
      return <PurchaseOrderDocument view={view} />;
    case "billing":
      return <BillingDocument view={view} />;
    case "invoice":
      return <InvoiceDocument view={view} />;
    default:
      throw new Error(`Unknown document kind ${String((view as { kind: unknown }).kind)}`);
  }
}

/** Pages in a PDF that pdfkit wrote (page dictionaries are never compressed). */
export const countPdfPages = (pdf: Uint8Array) => (Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/**
 * The PDF as bytes in an ArrayBuffer of their own (so a worker can transfer it without copying).
 * Most documents fit one page: they are rendered with a plain "Halaman 1 dari 1" first, and only a
 * document that runs over is rendered again with real page numbers (see Paging in parts.tsx).
 */
export async function renderDocumentPdf(view: DocumentView | ReportPdfView): Promise<PdfBytes> {
  // A report runs over many pages: one render with real page numbers.
  if (view.kind === "report") return ownBuffer(await renderToBuffer(<ReportDocument view={view} />));
  const single = await renderOnce(view, "single");
  return countPdfPages(single) === 1 ? single : renderOnce(view, "dynamic");
}

async function renderOnce(view: DocumentView, paging: Paging): Promise<PdfBytes> {
  return ownBuffer(await renderToBuffer(documentElement(view, paging)));
}

function ownBuffer(buffer: Buffer): PdfBytes {
  // Buffer.concat's result owns its ArrayBuffer unless it is small enough to sit in Node's shared pool.
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer) return new Uint8Array(buffer.buffer, 0, buffer.byteLength);
  return new Uint8Array(buffer);
}
