/**
 * Issue 21, the tax-invoice side of correcting an approved invoice: cancelling its faktur at the authority (batal)
 * when the invoice is cancelled with a credit note, and the replacement faktur (fgPengganti 1, the old serial) of a
 * corrected invoice. State changes go through the taxInvoice workflow; the authority is called by outbox effects.
 */
import { SYSTEM_ACTOR, type Actor } from "#machines/types";
import { isValidNik, normaliseNpwp } from "~/domain/efaktur";
import { classifyTaxCancelError, taxAuthority, TaxAuthorityUnavailableError } from "~/integrations/tax-authority/index.server";
import { asTaxInvoiceRecord, type TaxBuyerCorrections, type TaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { getBilling } from "~/models/billing.server";
import { createInvoiceFor, getInvoice, type InvoiceRow, setInvoiceTaxCorrections } from "~/models/invoice.server";
import { latestTaxRequestOf } from "~/models/tax-invoice.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { requireReadableRow } from "./document-access.server";
import { httpError } from "./http.server";
import { logger } from "./logger.server";
import { backoffMs, kickOutbox, type OutboxRow, registerEffect } from "./outbox.server";
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
  if (taxInvoiceStateOf(invoiceId) !== "cancelFailed") throw httpError(409, "Only a cancellation the tax authority refused can be retried.");
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

// ---- Replace: a corrected invoice whose faktur replaces the old one's (fgPengganti 1, the old serial) ----

/** The fields a replacement may correct (README Decisions, issue 21): the buyer's identity on the faktur, with a reason. */
export type ReplaceInput = { name: string; npwp: string; address: string; reason: string };
type Field = keyof ReplaceInput;

const fieldError = (field: Field, message: string) => httpError(400, message, { field });

/** Why this user cannot replace this invoice now, or null (the invoice page hides the button; the action checks again). */
export function replacementRefusal(user: AccessUser, invoice: InvoiceRow, taxState: string | undefined): { status: 403 | 409; message: string } | null {
  if (!hasPermission(user, "reissue:invoice")) return { status: 403, message: "You need the permission reissue:invoice for this." };
  if (invoice.statusInvoice !== "approved") return { status: 409, message: "Only an approved invoice can be replaced with a corrected invoice." };
  const billing = getBilling(invoice.billingId);
  if (billing?.createdBy && billing.createdBy === user.id) {
    return { status: 403, message: "You created this invoice's billing, so you cannot replace its approved invoice (segregation of duties). Ask a colleague with reissue:invoice." };
  }
  const pending = invoice.replacedByInvoiceId ? getInvoice(invoice.replacedByInvoiceId) : null;
  if (pending && !["rejected", "canceled", "returned"].includes(pending.statusInvoice)) {
    return { status: 409, message: "A corrected invoice replacing this one is already waiting for approval." };
  }
  if (taxState === "requested") return { status: 409, message: "The tax authority has not answered this invoice's tax invoice yet; replace it once the faktur is received." };
  if (taxState && taxState !== "received" && taxState !== "notYet") return { status: 409, message: "This invoice's tax invoice is not one that can be replaced (it failed, or it was cancelled)." };
  return null;
}

/** The invoice's taxInvoice workflow state (undefined when it has none). */
export const taxInvoiceStateOf = (invoiceId: string) => writeTransaction((tx) => workflow().snapshot(tx, "taxInvoice", invoiceId)?.state);

/** Server validation of the corrected fields; a 400 naming the field. At least one of name, NPWP/NIK, address must change. */
export function validateReplacement(raw: Partial<Record<Field, unknown>>, current: { name: string; npwp: string; address: string }): ReplaceInput {
  const text = (field: Field) => (typeof raw[field] === "string" ? (raw[field] as string).trim() : "");
  const input: ReplaceInput = { name: text("name"), npwp: text("npwp"), address: text("address"), reason: text("reason") };
  if (!input.name) throw fieldError("name", "Enter the buyer's name as it must appear on the tax invoice.");
  if (input.name.length > 200) throw fieldError("name", "The buyer's name is at most 200 characters.");
  // NPWP (15 or 16 digits) or a person's NIK (16 digits); empty means the buyer has none (the faktur then carries zeros).
  if (input.npwp && !normaliseNpwp(input.npwp) && !isValidNik(input.npwp.replace(/\D/g, ""))) throw fieldError("npwp", "Enter an NPWP of 15 or 16 digits, or a 16-digit NIK.");
  if (!input.address) throw fieldError("address", "Enter the buyer's address.");
  if (input.address.length > 500) throw fieldError("address", "The address is at most 500 characters.");
  if (!input.reason) throw fieldError("reason", "Say why the invoice is replaced.");
  const digits = (s: string) => s.replace(/\D/g, "");
  if (input.name === current.name.trim() && digits(input.npwp) === digits(current.npwp) && input.address === current.address.trim()) {
    throw fieldError("name", "Nothing was corrected: change the name, the NPWP/NIK or the address.");
  }
  return input;
}

/**
 * Replaces an approved invoice with a corrected one (reissue:invoice; never the billing's creator). The new invoice
 * is linked both ways (replaces_invoice_id / replaced_by_invoice_id) and goes through approval; its faktur carries
 * the corrected buyer fields. On its approval the old invoice becomes replaced and its faktur is replaced by the new
 * one (fgPengganti 1, the old serial: requestTaxInvoice in tax-invoices.server.ts).
 */
export function replaceInvoice(user: AccessUser, invoiceId: string, raw: Partial<Record<Field, unknown>>): string {
  const invoice = requireReadableRow(user, "invoice", getInvoice(invoiceId));
  const refusal = replacementRefusal(user, invoice, taxInvoiceStateOf(invoiceId));
  if (refusal) throw httpError(refusal.status, refusal.message);
  const billing = getBilling(invoice.billingId)!;
  const old = asTaxInvoiceRecord(invoice.taxInvoice);
  const current = { name: old.corrections?.name ?? billing.to.name, npwp: old.corrections?.npwp ?? billing.to.npwp ?? "", address: old.corrections?.address ?? billing.to.address };
  const input = validateReplacement(raw, current);
  const actor = actorOf(user);
  const wf = workflow();
  const id = writeTransaction((tx) => {
    // Checked again inside the write lock: two people pressing Replace at once make one replacement.
    const fresh = getInvoice(invoiceId, tx)!;
    const again = replacementRefusal(user, fresh, wf.snapshot(tx, "taxInvoice", invoiceId)?.state);
    if (again) throw httpError(again.status, again.message);
    const hooks = {
      start: (t: Tx, entityId: string, startInput: Record<string, unknown>, a: Actor) => void wf.startInTx(t, "invoice", entityId, startInput, a),
      send: (t: Tx, entityId: string, event: { type: string }, a: Actor) => void wf.sendInTx(t, "invoice", entityId, event, a),
    };
    const corrections: TaxBuyerCorrections = { name: input.name, npwp: input.npwp, address: input.address, reason: input.reason };
    const replaces: TaxInvoiceRecord["replaces"] = { invoice_id: fresh.id, invoice_number: fresh.invoiceNumber, nomor_faktur: asTaxInvoiceRecord(fresh.taxInvoice).data?.nomorFaktur ?? null };
    const newId = createInvoiceFor(tx, fresh.billingId, actor, hooks, fresh.id);
    setInvoiceTaxCorrections(tx, newId, { replaces, corrections }, input.name);
    return newId;
  });
  kickOutbox();
  logger.info({ invoiceId, replacementId: id, by: user.id }, "invoice replaced by a corrected invoice");
  return id;
}

/**
 * On the replacement's approval (from requestTaxInvoice, inside its transaction): the old invoice becomes replaced.
 * Its faktur becomes replaced when the replacement's faktur is received (markFakturReplaced).
 */
export function markInvoiceReplaced(tx: Tx, replacement: InvoiceRow) {
  if (!replacement.replacesInvoiceId) return;
  const old = getInvoice(replacement.replacesInvoiceId, tx);
  if (!old || old.statusInvoice !== "approved" || old.replacedByInvoiceId !== replacement.id) return;
  workflow().sendInTx(tx, "invoice", old.id, { type: "invoice.replace", replacementInvoiceId: replacement.id }, SYSTEM_ACTOR);
}

/** The replacement's faktur was received: the old faktur, under the same serial, is replaced. */
export function markFakturReplaced(tx: Tx, replacementId: string) {
  const replacement = getInvoice(replacementId, tx);
  if (!replacement?.replacesInvoiceId) return;
  if (workflow().snapshot(tx, "taxInvoice", replacement.replacesInvoiceId)?.state !== "received") return;
  workflow().sendInTx(tx, "taxInvoice", replacement.replacesInvoiceId, { type: "taxInvoice.replaced", replacementInvoiceId: replacementId }, SYSTEM_ACTOR);
}

/** Registers the effects of this module (called from registerAllEffects). */
export function registerTaxInvoiceCorrectionEffects() {
  registerEffect("effect.sendTaxCancellation", sendTaxCancellationEffect);
}
