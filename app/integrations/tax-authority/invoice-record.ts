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
};

/** Reads the stored JSON defensively (older rows may lack fields). */
export function asTaxInvoiceRecord(value: unknown): TaxInvoiceRecord {
  return value && typeof value === "object" ? (value as TaxInvoiceRecord) : {};
}
