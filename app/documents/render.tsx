// Renders a DocumentView to PDF bytes. Runs inside a pdf worker thread (app/services/pdf-worker/worker.mjs);
// tests may call it in-process. CPU-bound: never call it on the request thread.
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { BillingDocument } from "./billing-document";
import { InvoiceDocument } from "./invoice-document";
import { PurchaseOrderDocument } from "./po-document";
import type { DocumentView, PdfBytes } from "./types";

// react-pdf hyphenates with English patterns by default, splitting Indonesian names and addresses oddly.
Font.registerHyphenationCallback((word) => [word]);

export function documentElement(view: DocumentView) {
  switch (view.kind) {
    case "po":
      return <PurchaseOrderDocument view={view} />;
    case "billing":
      return <BillingDocument view={view} />;
    case "invoice":
      return <InvoiceDocument view={view} />;
    default:
      throw new Error(`Unknown document kind ${String((view as { kind: unknown }).kind)}`);
  }
}

/** The PDF as bytes in an ArrayBuffer of their own (so a worker can transfer it without copying). */
export async function renderDocumentPdf(view: DocumentView): Promise<PdfBytes> {
  const buffer = await renderToBuffer(documentElement(view));
  // Buffer.concat's result owns its ArrayBuffer unless it is small enough to sit in Node's shared pool.
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer) return new Uint8Array(buffer.buffer, 0, buffer.byteLength);
  return new Uint8Array(buffer);
}
