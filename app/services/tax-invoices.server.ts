/**
 * Tax invoices (e-Faktur) end to end. An approved invoice queues effect.requestTaxInvoice (never inside the
 * approval transaction); its handler starts the invoice's taxInvoice workflow and sends taxInvoice.request, whose
 * model writes the `requested` record and a tax_requests row. That row is submitted (effect.sendTaxRequest right
 * away, the tax-polling job as the backstop) and then polled with backoff until the intermediary answers. Every
 * answer goes through the workflow service: received, failed (returned or kept approved, by the catalogue), or
 * pending while the intermediary is slow or unreachable.
 */
import { writeTransaction, type Tx } from "~/models/transaction.server";
import { TAX_ERROR_RETURNER } from "#machines/invoice.machine";
import { SYSTEM_ACTOR } from "#machines/types";
import { classifyTaxError, FILE_URL_MAX, taxAuthority, TaxAuthorityUnavailableError, type TaxInvoiceRequest } from "~/integrations/tax-authority/index.server";
import { getInvoice } from "~/models/invoice.server";
import { membersOf } from "~/models/product.server";
import {
  claimDueTaxRequests,
  recordTaxAccepted,
  recordTaxAnswered,
  recordTaxBackoff,
  recordTaxFailed,
  type StoredTaxAnswer,
  type TaxRequestRow,
} from "~/models/tax-invoice.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { httpError } from "./http.server";
import { logger } from "./logger.server";
import { type NotificationMessage, registerNotificationComposer } from "./notifications.server";
import { translatorFor } from "./i18n.server";
import { translateMessage } from "~/lib/server-message";
import { kickOutbox, type OutboxRow, registerEffect } from "./outbox.server";
import { requireReadableRow } from "./document-access.server";
import { actorOf, workflow } from "./workflows.server";
import { markFakturReplaced, markInvoiceReplaced, registerTaxInvoiceCorrectionEffects } from "./tax-invoice-corrections.server";

/** The first poll after the intermediary accepted a request. */
export const TAX_FIRST_POLL_MS = 3_000;

/**
 * Backoff. While the answer is simply not ready: 3 s, 6 s, 12 s … capped at 5 minutes. When the intermediary could
 * not be reached or timed out: 10 s, 20 s, 40 s … capped at 30 minutes. It never gives up: the invoice shows the
 * request as pending with its attempts, next try and last error.
 */
export function taxBackoffMs(attempts: number, kind: "waiting" | "unreachable"): number {
  const n = Math.max(1, attempts);
  return kind === "waiting" ? Math.min(TAX_FIRST_POLL_MS * 2 ** (n - 1), 5 * 60_000) : Math.min(10_000 * 2 ** (n - 1), 30 * 60_000);
}

/** Starts the invoice's tax-invoice workflow and requests the faktur; skipped when not wanted or no longer approved. */
export function requestTaxInvoice(invoiceId: string): "requested" | "skipped" {
  const outcome = writeTransaction((tx) => {
    const invoice = getInvoice(invoiceId, tx);
    // Issue 21: a corrected invoice's approval makes the invoice it replaces 'replaced'.
    if (invoice?.statusInvoice === "approved") markInvoiceReplaced(tx, invoice);
    if (!invoice || invoice.statusInvoice !== "approved" || !invoice.sendTax) return "skipped" as const;
    const wf = workflow();
    if (!wf.snapshot(tx, "taxInvoice", invoiceId)) wf.startInTx(tx, "taxInvoice", invoiceId, { invoiceId }, SYSTEM_ACTOR);
    if (wf.snapshot(tx, "taxInvoice", invoiceId)!.state !== "notYet") return "skipped" as const;
    wf.sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.request" }, SYSTEM_ACTOR);
    return "requested" as const;
  });
  kickOutbox();
  return outcome;
}

export type TaxRunCounts = { claimed: number; accepted: number; received: number; failed: number; pending: number; waiting: number };

/** Applies the failure through the workflow: the machine decides whether the invoice is returned. */
function fail(tx: Tx, invoiceId: string, message: string) {
  workflow().sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.failed", message, disposition: classifyTaxError(message) }, SYSTEM_ACTOR);
}

/** The workflow still waits for this request (a superseded row is closed without touching the invoice). */
function stillRequested(tx: Tx, invoiceId: string) {
  return workflow().snapshot(tx, "taxInvoice", invoiceId)?.state === "requested";
}

async function submitOne(row: TaxRequestRow, now: Date, counts: TaxRunCounts) {
  const request = row.payload as unknown as TaxInvoiceRequest;
  try {
    const result = await taxAuthority().submit(request, { now });
    writeTransaction((tx) => {
      if (result.ok) {
        if (recordTaxAccepted(tx, row, result, new Date(now.getTime() + TAX_FIRST_POLL_MS), now)) counts.accepted++;
        return;
      }
      if (!recordTaxFailed(tx, row, result.message, now) || !stillRequested(tx, row.invoiceId)) return;
      fail(tx, row.invoiceId, result.message);
      counts.failed++;
    });
  } catch (error) {
    if (!(error instanceof TaxAuthorityUnavailableError)) throw error;
    unreachable(row, now, error.message, counts);
  }
}

function unreachable(row: TaxRequestRow, now: Date, message: string, counts: TaxRunCounts) {
  writeTransaction((tx) => {
    const attempt = row.attempts + 1;
    if (!recordTaxBackoff(tx, row, new Date(now.getTime() + taxBackoffMs(attempt, "unreachable")), message, now)) return;
    if (stillRequested(tx, row.invoiceId)) workflow().sendInTx(tx, "taxInvoice", row.invoiceId, { type: "taxInvoice.pending", attempt }, SYSTEM_ACTOR);
    counts.pending++;
  });
}

async function pollOne(row: TaxRequestRow, now: Date, counts: TaxRunCounts) {
  try {
    const status = await taxAuthority().status(row.requestId!, { now });
    writeTransaction((tx) => {
      if (status.state === "processing") {
        if (recordTaxBackoff(tx, row, new Date(now.getTime() + taxBackoffMs(row.attempts + 1, "waiting")), null, now)) counts.waiting++;
        return;
      }
      if (status.state === "failed" || status.fileUrl.length > FILE_URL_MAX) {
        // The file URL must fit its column (spec section 8: maximum 1000, 1061 seen); the faktur stays retryable.
        const message = status.state === "failed" ? status.message : `The tax invoice file URL is too long for its column: ${status.fileUrl.length} characters (maximum ${FILE_URL_MAX}).`;
        if (!recordTaxFailed(tx, row, message, now) || !stillRequested(tx, row.invoiceId)) return;
        fail(tx, row.invoiceId, message);
        counts.failed++;
        return;
      }
      const answer: StoredTaxAnswer = { requestId: status.requestId, url: status.url, fileUrl: status.fileUrl, data: status.data };
      if (!recordTaxAnswered(tx, row, answer, now) || !stillRequested(tx, row.invoiceId)) return;
      workflow().sendInTx(tx, "taxInvoice", row.invoiceId, { type: "taxInvoice.received", nomorFaktur: status.data.nomorFaktur, requestId: status.requestId, url: status.url, fileUrl: status.fileUrl }, SYSTEM_ACTOR);
      // Issue 21: a replacement's faktur replaces the old one under the same serial.
      markFakturReplaced(tx, row.invoiceId);
      counts.received++;
    });
  } catch (error) {
    if (!(error instanceof TaxAuthorityUnavailableError)) throw error;
    unreachable(row, now, error.message, counts);
  }
}

/**
 * Submits and polls every due request (or one invoice's): the tax-polling job and the effect.sendTaxRequest
 * handler both run this. Stops between requests when `signal` aborts; what is left stays due for the next run.
 */
export async function processTaxRequests({ now = () => new Date(), limit = 100, invoiceId, signal }: { now?: () => Date; limit?: number; invoiceId?: string; signal?: AbortSignal } = {}): Promise<TaxRunCounts> {
  const counts: TaxRunCounts = { claimed: 0, accepted: 0, received: 0, failed: 0, pending: 0, waiting: 0 };
  const claimed = claimDueTaxRequests(now(), { limit, invoiceId });
  counts.claimed = claimed.length;
  for (const row of claimed) {
    if (signal?.aborted) break;
    try {
      if (row.status === "pending") await submitOne(row, now(), counts);
      else await pollOne(row, now(), counts);
    } catch (error) {
      // One bad row must not stop the others; its claim runs out and it is tried again.
      logger.error({ err: String(error), taxRequestId: row.id, invoiceId: row.invoiceId }, "tax request failed unexpectedly");
    }
  }
  if (claimed.length) kickOutbox();
  return counts;
}

/** A person retries a tax invoice that failed without returning the invoice (duplicate reference, file URL too long). */
export function retryTaxInvoice(user: AccessUser, invoiceId: string) {
  if (!hasPermission(user, "retry:tax-invoice")) throw httpError(403, "You need the permission retry:tax-invoice for this.");
  const invoice = requireReadableRow(user, "invoice", getInvoice(invoiceId));
  if (invoice.statusInvoice !== "approved") {
    throw httpError(409, `Invoice ${invoice.invoiceNumber ?? invoice.billingNumber} is ${invoice.statusInvoice}; only an approved invoice's tax invoice can be retried (a returned invoice is reissued).`);
  }
  return workflow().send("taxInvoice", invoiceId, { type: "taxInvoice.retry" }, actorOf(user));
}

// ---- outbox effects ----

const invoiceIdOf = (row: OutboxRow) => String(row.payload.invoiceId ?? row.payload.entityId ?? "");

export function requestTaxInvoiceEffect(row: OutboxRow) {
  requestTaxInvoice(invoiceIdOf(row));
}

export async function sendTaxRequestEffect(row: OutboxRow) {
  await processTaxRequests({ invoiceId: invoiceIdOf(row), limit: 1 });
}

/** The intermediary's refusal returns the invoice, by 'System - error djp' (the invoice model records the returner). */
export function returnInvoiceEffect(row: OutboxRow) {
  const invoiceId = invoiceIdOf(row);
  const message = String(row.payload.message ?? "");
  const invoice = getInvoice(invoiceId);
  if (!invoice || invoice.statusInvoice !== "approved") {
    // Canceled meanwhile, or already returned by an earlier run of this effect: nothing left to do.
    logger.info({ invoiceId, status: invoice?.statusInvoice }, `tax error not returned: the invoice is no longer approved (${TAX_ERROR_RETURNER})`);
    return;
  }
  workflow().send("invoice", invoiceId, { type: "invoice.taxFailed", message }, SYSTEM_ACTOR);
}

/** The product's owners and members who have an account. */
export function productPeople(productId: string) {
  return [...new Set(membersOf(productId).flatMap((m) => (m.userId ? [m.userId] : [])))];
}

function taxInvoiceMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const invoice = getInvoice(String(payload.invoiceId ?? payload.entityId));
  // Issue 21: a faktur cancelled with its credit note is announced by the credit note; a refused cancellation is
  // shown on the invoice with its retry (no sentence of its own yet, rather than the request's "failed" one).
  if (!invoice || payload.template === "taxInvoice.canceled" || payload.template === "taxInvoice.cancelFailed") return null;
  const name = invoice.invoiceNumber ?? invoice.billingNumber;
  const record = (invoice.taxInvoice ?? {}) as { data?: { nomorFaktur?: string }; error?: { message?: string; retryable?: boolean } };
  const received = payload.template === "taxInvoice.received";
  return {
    recipientUserIds: productPeople(invoice.productId),
    // Each recipient reads it in their own language; the tax authority's stored message is translated when known.
    textIn: (language) => {
      const t = translatorFor(language, "mail");
      if (received) return { title: t("documents.taxInvoice.received", { name }), text: t("documents.taxInvoice.receivedText", { number: record.data?.nomorFaktur ?? "", customer: invoice.customerName }).trim() };
      const stored = record.error?.message;
      const message = stored ? translateMessage(translatorFor(language, "messages") as unknown as (key: string, values?: Record<string, string>) => string, stored) : t("documents.taxInvoice.refused");
      const text = record.error?.retryable ? t("documents.taxInvoice.retryable", { message }) : t("documents.taxInvoice.returned", { message, returner: TAX_ERROR_RETURNER });
      return { title: t("documents.taxInvoice.failed", { name }), text };
    },
    url: `/invoices/${invoice.id}`,
  };
}

/** Registers the tax-invoice effects and notifications (called from registerAllEffects). */
export function registerTaxInvoiceEffects() {
  registerEffect("effect.requestTaxInvoice", requestTaxInvoiceEffect);
  registerEffect("effect.sendTaxRequest", sendTaxRequestEffect);
  registerEffect("effect.returnInvoice", returnInvoiceEffect);
  registerNotificationComposer("taxInvoice", taxInvoiceMessage);
  // Issue 21: the faktur's cancellation (batal) at the authority.
  registerTaxInvoiceCorrectionEffects();
}
