/**
 * Cancelling an approved invoice with a credit note (issue 21). The rules, all enforced here on the server (and
 * again by the credit-note machine's guards):
 * - cancel:invoice is needed to ask, and to approve or reject as the second person;
 * - whoever created the billing can never cancel its approved invoice;
 * - above CREDIT_NOTE_SECOND_APPROVAL_ABOVE a second approver issues it, who is neither the requester nor the
 *   billing's creator;
 * - a paid or partly paid invoice is refused until its payment is un-matched or refunded.
 * Issuing is one transaction through the workflow service: the credit note takes its number, the invoice and its
 * billing are cancelled, and the PDF, the tax-invoice cancellation and the finest reversal are queued in the outbox.
 * A refusal or a failure anywhere rolls all of it back, so the series never skips a number.
 */
import { newId } from "#db/ids";
import { CANCEL_INVOICE, CREDIT_NOTE_STATUSES } from "~/domain/credit-notes";
import { scopeProductIds } from "~/models/document-lists.server";
import { CREDIT_NOTE_PAGE_SIZE, CREDIT_NOTE_SORTS, type CreditNoteListParams, type CreditNoteRow, creditNotesOfInvoice, getCreditNote, insertCreditNote, invoiceForCreditNote, listCreditNotes, liveCreditNoteOf } from "~/models/credit-note.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { hasPermission } from "./auth.server";
import { requireReadableRow } from "./document-access.server";
import { env } from "./env.server";
import { httpError } from "./http.server";
import { kickOutbox } from "./outbox.server";
import { actorOf, workflow } from "./workflows.server";

/** Credit notes are read as invoices are: the products whose invoices the reader sees (null: every product). */
export const creditNoteScope = (user: AccessUser) => scopeProductIds(listScope(user, "invoice"));

/** The credit note, if it exists and its invoice's product is in the reader's scope (404 either way). */
export function requireReadableCreditNote(user: AccessUser, id: string): CreditNoteRow {
  const note = getCreditNote(id);
  if (!note) throw httpError(404, "That credit note does not exist or is not one you may open");
  try {
    return requireReadableRow(user, "invoice", note);
  } catch {
    throw httpError(404, "That credit note does not exist or is not one you may open");
  }
}

const requireCancelPermission = (user: AccessUser) => {
  if (!hasPermission(user, CANCEL_INVOICE)) throw httpError(403, "You need the permission cancel:invoice for this.");
};

/** Whether the invoice's total needs a second approver (strictly above the configured amount). */
export const needsSecondApproval = (amount: number) => amount > env().CREDIT_NOTE_SECOND_APPROVAL_ABOVE;

/**
 * Why this user cannot ask for a credit note on this invoice now, or null when they can (the invoice page shows it
 * instead of the form; the request checks it again inside its transaction).
 */
export function cancellationRefusal(user: AccessUser, invoiceId: string, handle?: Parameters<typeof invoiceForCreditNote>[1]): { status: 403 | 404 | 409; message: string } | null {
  const found = invoiceForCreditNote(invoiceId, handle);
  if (!found) return { status: 404, message: "That invoice does not exist or is not one you may open" };
  const { invoice, billing } = found;
  if (invoice.statusInvoice !== "approved") return { status: 409, message: "Only an approved invoice is cancelled with a credit note." };
  if (billing.createdBy && billing.createdBy === user.id) {
    return { status: 403, message: "You created this invoice's billing, so you cannot cancel its approved invoice (segregation of duties). Ask a colleague with cancel:invoice." };
  }
  if (billing.statusPaid !== "unpaid" || billing.paidAmount > 0) {
    return { status: 409, message: "This invoice is paid or partly paid: un-match or refund its payment first, then cancel it with a credit note." };
  }
  const live = liveCreditNoteOf(invoiceId, handle);
  if (live) return { status: 409, message: live.status === "issued" ? "This invoice already has a credit note." : "A credit note for this invoice is already waiting for its second approver." };
  return null;
}

/**
 * Asks for the cancellation: the credit note is written and submitted in one transaction. At or below the amount it
 * is issued there and then (numbered, invoice and billing cancelled, effects queued); above it, it waits.
 */
export function requestCreditNote(user: AccessUser, invoiceId: string, reason: string): CreditNoteRow {
  requireCancelPermission(user);
  const visible = invoiceForCreditNote(invoiceId);
  requireReadableRow(user, "invoice", visible?.invoice ?? null);
  const id = newId();
  const actor = actorOf(user);
  writeTransaction((tx) => {
    const refusal = cancellationRefusal(user, invoiceId, tx);
    if (refusal) throw httpError(refusal.status, refusal.message);
    const { invoice, billing } = invoiceForCreditNote(invoiceId, tx)!;
    const second = needsSecondApproval(billing.finalPrice);
    insertCreditNote(tx, { id, invoiceId: invoice.id, reason: reason.trim(), needsSecondApproval: second, actor, at: new Date().toISOString() });
    workflow().startInTx(tx, "creditNote", id, { creditNoteId: id, invoiceId: invoice.id, requestedById: user.id, billingCreatorId: billing.createdBy ?? null, needsSecondApproval: second }, actor);
    workflow().sendInTx(tx, "creditNote", id, { type: "creditNote.submit" }, actor);
  });
  kickOutbox();
  return getCreditNote(id)!;
}

/** The second approver issues the credit note (the machine refuses the requester and the billing's creator). */
export function approveCreditNote(user: AccessUser, id: string, version?: number) {
  requireCancelPermission(user);
  const note = requireReadableCreditNote(user, id);
  const result = workflow().send("creditNote", note.id, { type: "creditNote.approve" }, actorOf(user), { expectedVersion: version });
  return { ...result, note: getCreditNote(id)! };
}

/** The second approver refuses with a reason; the invoice stays approved and a new request may be made. */
export function rejectCreditNote(user: AccessUser, id: string, message: string, version?: number) {
  requireCancelPermission(user);
  const note = requireReadableCreditNote(user, id);
  return workflow().send("creditNote", note.id, { type: "creditNote.reject", message }, actorOf(user), { expectedVersion: version });
}


// ------------------------------------------------------------------ the list's URL state

const clip = (v: string | null, n = 100) => (v ?? "").trim().slice(0, n);
const isoDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "");

/** The list's filters, sort and page from the URL (an unknown value is ignored). */
export function parseCreditNoteParams(url: URL): CreditNoteListParams {
  const p = url.searchParams;
  const status = p.get("status") ?? "";
  const sort = p.get("sort") ?? "";
  const page = Number.parseInt(p.get("page") ?? "", 10);
  return {
    filters: {
      q: clip(p.get("q")),
      status: (CREDIT_NOTE_STATUSES as readonly string[]).includes(status) ? (status as CreditNoteListParams["filters"]["status"]) : "",
      product: clip(p.get("product"), 64),
      dateFrom: isoDate(p.get("from")),
      dateTo: isoDate(p.get("to")),
    },
    sort: (CREDIT_NOTE_SORTS as readonly string[]).includes(sort) ? (sort as CreditNoteListParams["sort"]) : "created",
    dir: p.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    last: p.get("last") === "1",
  };
}

/** One page of the list with the paging the shared Pagination reads (page numbers; `next`/`prev` only say there is one). */
export function creditNotePage(user: AccessUser, params: CreditNoteListParams) {
  const { rows, total, page, pageCount } = listCreditNotes(creditNoteScope(user), params);
  const from = total ? (page - 1) * CREDIT_NOTE_PAGE_SIZE + 1 : 0;
  const info = { total, capped: false, page, pageCount, from, to: from ? from + rows.length - 1 : 0, next: page < pageCount ? String(page + 1) : null, prev: page > 1 ? String(page - 1) : null, isFirst: page === 1, isLast: page === pageCount };
  return { rows, info };
}

/** What the invoice's page shows (issue 21): its credit notes and, for an approved invoice, the form or why it is refused. */
export function creditNoteCardData(user: AccessUser, invoice: { id: string; statusInvoice: string }, total: number) {
  const offer = invoice.statusInvoice === "approved" && hasPermission(user, CANCEL_INVOICE);
  return {
    notes: creditNotesOfInvoice(invoice.id).map((n) => ({ id: n.id, number: n.creditNoteNumber, status: n.status, createdAt: n.createdAt })),
    offer,
    refusal: offer ? (cancellationRefusal(user, invoice.id)?.message ?? null) : null,
    secondApproval: needsSecondApproval(total),
    threshold: env().CREDIT_NOTE_SECOND_APPROVAL_ABOVE,
  };
}
