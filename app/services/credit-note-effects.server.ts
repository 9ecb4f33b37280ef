/**
 * The credit note's outbox effects (issue 21), queued by its issue: the PDF in the product's invoice template
 * (rendered by the PDF worker pool and kept as an attachment of the cancelled invoice, so it opens wherever the
 * invoice does), and the finest reversal of the invoice's delivered report. Both are idempotent: a repeated run
 * finds the PDF stored, or the reversal queued, and adds nothing. The tax invoice's cancellation at the authority
 * is started inside the issuing transaction (tax-invoice-corrections.server.ts), which queues its own effect.
 */
import type { DocumentView } from "~/documents/types";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { getCreditNote, setCreditNotePdf } from "~/models/credit-note.server";
import { queueDeliveredReversal } from "~/models/finest-report.server";
import { defaultLanguage, translatorFor } from "./i18n.server";
import { logger } from "./logger.server";
import { type OutboxRow, registerEffect } from "./outbox.server";
import { invoiceDocument, renderPdf } from "./pdf.server";
import { attachmentsOf, storeGenerated } from "./uploads.server";

/** The credit note as a document: the invoice's template and lines, its own title, number, reference and reason. */
export function creditNoteView(creditNoteId: string, language = defaultLanguage()): DocumentView {
  const note = getCreditNote(creditNoteId);
  if (!note?.creditNoteNumber) throw new Error(`Credit note ${creditNoteId} is not issued`);
  const t = translatorFor(language, "pdf");
  const base = invoiceDocument(note.invoiceId, { language }).view;
  const number = note.creditNoteNumber;
  return {
    ...base,
    title: t("creditNote.title"),
    subtitle: t("creditNote.subtitle"),
    number,
    meta: [{ label: t("creditNote.issued"), value: formatDateId(note.issuedAt ?? note.createdAt) }, { label: t("creditNote.cancels"), value: note.invoiceNumber }],
    payment: null,
    taxInvoice: [],
    notes: [t("creditNote.statement", { invoice: note.invoiceNumber, amount: formatRupiah(note.amount), ppn: formatRupiah(note.ppn) }), t("creditNote.reason", { reason: note.reason })].join("\n"),
    signature: null,
    watermark: null,
    footer: base.footer.replace(base.number, number),
    pdfInfo: { ...base.pdfInfo, title: `${t("creditNote.title")} ${number}`, subject: `${t("creditNote.cancels")} ${note.invoiceNumber}` },
    fileName: `CreditNote_${number}.pdf`,
  };
}

export async function renderCreditNotePdfEffect(row: OutboxRow) {
  const id = String(row.payload.creditNoteId ?? "");
  const note = getCreditNote(id);
  if (!note?.creditNoteNumber) return;
  const view = creditNoteView(id);
  const kept = attachmentsOf("invoice", note.invoiceId).find((a) => a.oriFilename === view.fileName);
  if (kept) return void (note.pdfPath ? undefined : setCreditNotePdf(id, kept.url));
  const bytes = await renderPdf(view);
  const stored = storeGenerated(bytes, view.fileName, { ownerKind: "invoice", ownerId: note.invoiceId, attachmentType: "other", filetype: "pdf", uploadedBy: null });
  setCreditNotePdf(id, stored.url);
  logger.info({ creditNoteId: id, number: note.creditNoteNumber, outboxId: row.id }, "credit note PDF stored");
}

export function reverseDeliveredEffect(row: OutboxRow) {
  const id = String(row.payload.creditNoteId ?? "");
  const note = getCreditNote(id);
  if (!note?.creditNoteNumber) return;
  const queued = queueDeliveredReversal(note.invoiceId, { reason: `Credit note ${note.creditNoteNumber}: ${note.reason}`, creditNoteId: id, outboxId: row.id, at: new Date().toISOString() });
  if (queued) logger.info({ creditNoteId: id, invoiceId: note.invoiceId, outboxId: row.id }, "finest delivered report booked for a cancelled invoice; reversal queued");
}

export function registerCreditNoteEffects() {
  registerEffect("effect.renderCreditNotePdf", renderCreditNotePdfEffect);
  registerEffect("effect.reverseDelivered", reverseDeliveredEffect);
}
