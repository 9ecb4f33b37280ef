/**
 * The invoice's taxInvoice JSON (spec section 3, "Tax invoice": request_id and tanggal_tagihan, or url, data,
 * file_url, or error{message}), plus the pending/backoff details the invoice page shows while the intermediary is
 * slow or unreachable. Shared by the model that writes it and the panel that shows it (no server code here).
 */
import type { ReceivedFaktur } from "./types";

export type TaxInvoicePending = {
  /** Calls that did not conclude yet: unanswered polls and failed contacts. */
  attempts: number;
  next_attempt_at: string;
  /** Why the last call did not conclude (unreachable, timeout); null while simply waiting for the answer. */
  last_error: string | null;
  since: string;
};

export type TaxInvoiceRecord = {
  /** The invoice number the request referred to ("Ref Id Invoice"). */
  reference?: string;
  request_id?: string | null;
  tanggal_tagihan?: string | null;
  url?: string;
  file_url?: string;
  data?: ReceivedFaktur;
  error?: { message: string; retryable: boolean; at: string };
  pending?: TaxInvoicePending | null;
  /** Issue 21: the cancellation (batal) asked for when the invoice was cancelled, and how it went. */
  cancellation?: TaxCancellationRecord | null;
  /** Issue 21: on a replacement invoice, the invoice and faktur serial it replaces (fgPengganti 1, same serial). */
  replaces?: { invoice_id: string; invoice_number: string | null; nomor_faktur: string | null } | null;
  /** Issue 21: on a replacement invoice, the buyer fields corrected (they override the billing's in its faktur). */
  corrections?: TaxBuyerCorrections | null;
  /** Issue 21: this faktur was superseded by the replacement invoice's. */
  replaced_by?: { invoice_id: string; invoice_number: string | null; at: string } | null;
  /** Issue 21: the request was stopped because the invoice was cancelled before the authority granted it. */
  withdrawn?: { reason: string; by: string; at: string } | null;
};

/** The buyer fields a replacement may correct (README Decisions, issue 21). */
export type TaxBuyerCorrections = { name: string; npwp: string; address: string; reason: string };

export type TaxCancellationRecord = {
  reason: string;
  by: string;
  requested_at: string;
  credit_note_id: string | null;
  /** Asked for while the request was still with the authority: the faktur is cancelled as soon as it is granted. */
  on_receipt?: boolean;
  cancelled_at?: string | null;
  /** Unreachable or timed out: the outbox tries again at next_attempt_at. */
  pending?: { attempts: number; next_attempt_at: string; last_error: string } | null;
  error?: { message: string; at: string } | null;
};

/** Reads the stored JSON defensively (older rows may lack fields). */
export function asTaxInvoiceRecord(value: unknown): TaxInvoiceRecord {
  return value && typeof value === "object" ? (value as TaxInvoiceRecord) : {};
}
