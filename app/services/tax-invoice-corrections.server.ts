/**
 * Issue 21, the tax-invoice side of correcting an approved invoice: cancelling its faktur at the authority (batal)
 * when the invoice is cancelled with a credit note, and the replacement faktur (fgPengganti 1, the old serial) of a
 * corrected invoice. State changes go through the taxInvoice workflow; the authority is called by outbox effects.
 */
import { SYSTEM_ACTOR, type Actor } from "#machines/types";
import { classifyTaxCancelError, taxAuthority, TaxAuthorityUnavailableError } from "~/integrations/tax-authority/index.server";
import { asTaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { getInvoice } from "~/models/invoice.server";
import { latestTaxRequestOf } from "~/models/tax-invoice.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { requireReadableRow } from "./document-access.server";
import { httpError } from "./http.server";
import { logger } from "./logger.server";
import { backoffMs, type OutboxRow, registerEffect } from "./outbox.server";
import { actorOf, workflow } from "./workflows.server";

export type TaxCancellationInput = { reason: string; actor: Actor; creditNoteId?: string | null };

/**
 * Moves the invoice's tax invoice toward cancellation, inside the caller's write transaction when there is one
 * (better-sqlite3 nests it as a savepoint), so a credit note and its faktur cancellation commit together.
 * Returns true when a cancellation at the authority is under way: the faktur was granted (canceling; the
 * effect.sendTaxCancellation effect calls the authority after commit), or the authority already accepted the
 * request and may still grant it (it is cancelled on receipt). Returns false when there is nothing at the authority
 * to cancel: no tax invoice (never requested, send_tax off), a request the authority has not accepted yet (it is
 * withdrawn: closed so that it is never sent), a failed request (withdrawn), or one already cancelled or cancelling.
 */
export function requestTaxInvoiceCancellation(invoiceId: string, { reason, actor, creditNoteId = null }: TaxCancellationInput): boolean {
  return writeTransaction((tx) => cancellationInTx(tx, invoiceId, reason, actor, creditNoteId));
}

function cancellationInTx(tx: Tx, invoiceId: string, reason: string, actor: Actor, creditNoteId: string | null): boolean {
  const wf = workflow();
  const state = wf.snapshot(tx, "taxInvoice", invoiceId)?.state;
  const message = reason.trim() || "Invoice cancelled";
  switch (state) {
    case "received":
      wf.sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.cancel", message, creditNoteId }, actor);
      return true;
    case "requested": {
      // 'sent' = the authority accepted the request: it may still grant the faktur, which is then cancelled on receipt.
      const acceptedByAuthority = latestTaxRequestOf(invoiceId, tx)?.status === "sent";
      wf.sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.withdraw", message, acceptedByAuthority }, actor);
      return acceptedByAuthority;
    }
    case "error":
      wf.sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.withdraw", message, acceptedByAuthority: false }, actor);
      return false;
    default:
      // notYet, no workflow, or already canceling / canceled / cancelFailed / withdrawn / replaced.
      return false;
  }
}

/** A person retries a cancellation the authority refused (after fixing it there), with retry:tax-invoice. */
export function retryTaxCancellation(user: AccessUser, invoiceId: string) {
  if (!hasPermission(user, "retry:tax-invoice")) throw httpError(403, "You need the permission retry:tax-invoice for this.");
  requireReadableRow(user, "invoice", getInvoice(invoiceId));
  return workflow().send("taxInvoice", invoiceId, { type: "taxInvoice.retryCancel" }, actorOf(user));
}

const invoiceIdOf = (row: OutboxRow) => String(row.payload.invoiceId ?? row.payload.entityId ?? "");

/**
 * effect.sendTaxCancellation: asks the authority to cancel the granted faktur. Cancelled, or "already cancelled"
 * (an earlier answer was lost), ends in canceled; a refusal in cancelFailed; an unreachable authority is recorded
 * as pending and thrown, so the outbox retries with its backoff (5 s, 20 s, 80 s … up to an hour).
 */
export async function sendTaxCancellationEffect(row: OutboxRow) {
  const invoiceId = invoiceIdOf(row);
  const invoice = getInvoice(invoiceId);
  const state = writeTransaction((tx) => workflow().snapshot(tx, "taxInvoice", invoiceId)?.state);
  if (!invoice || state !== "canceling") {
    logger.info({ invoiceId, state }, "tax cancellation skipped: the tax invoice is no longer canceling");
    return;
  }
  const record = asTaxInvoiceRecord(invoice.taxInvoice);
  const nomorFaktur = record.data?.nomorFaktur;
  if (!nomorFaktur) {
    workflow().send("taxInvoice", invoiceId, { type: "taxInvoice.cancelFailed", message: "The tax invoice has no faktur number to cancel." }, SYSTEM_ACTOR);
    return;
  }
  try {
    // One key per outbox row: its retries are the same cancellation; a person's retry is a new row and a new key.
    const result = await taxAuthority().cancel({ nomorFaktur, reference: record.reference ?? invoice.invoiceNumber ?? invoiceId, reason: record.cancellation?.reason ?? "", idempotencyKey: `tax-cancel-${row.id}` });
    writeTransaction((tx) => {
      if (workflow().snapshot(tx, "taxInvoice", invoiceId)?.state !== "canceling") return;
      if (result.ok || classifyTaxCancelError(result.message) === "alreadyCancelled") workflow().sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.cancelled" }, SYSTEM_ACTOR);
      else workflow().sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.cancelFailed", message: result.message }, SYSTEM_ACTOR);
    });
  } catch (error) {
    if (!(error instanceof TaxAuthorityUnavailableError)) throw error;
    const attempt = row.attempts + 1;
    const nextAttemptAt = new Date(Date.now() + backoffMs(attempt)).toISOString();
    writeTransaction((tx) => {
      if (workflow().snapshot(tx, "taxInvoice", invoiceId)?.state !== "canceling") return;
      workflow().sendInTx(tx, "taxInvoice", invoiceId, { type: "taxInvoice.cancelPending", attempt, lastError: error.message, nextAttemptAt }, SYSTEM_ACTOR);
    });
    // Thrown so that the outbox keeps the row and tries again after its backoff.
    throw error;
  }
}

/** Registers the effects of this module (called from registerAllEffects). */
export function registerTaxInvoiceCorrectionEffects() {
  registerEffect("effect.sendTaxCancellation", sendTaxCancellationEffect);
}
