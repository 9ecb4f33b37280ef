// Credit notes (issue 21): their statuses and their number format, shared by the server and the screens.
import { isValidPeriodKey } from "./numbering";

export const CREDIT_NOTE_STATUSES = ["requested", "awaiting approval", "issued", "rejected"] as const;
export type CreditNoteStatusValue = (typeof CREDIT_NOTE_STATUSES)[number];

/** The permission that cancels an approved invoice, asks for its credit note, and approves one as the second person. */
export const CANCEL_INVOICE = "cancel:invoice";

/**
 * CN-{product code}-{period}-{digits}: the invoice numbers' shape (spec section 9) with its own prefix, and its own
 * gapless series per product and period (number_sequences scope "CN:{code}:{period}").
 */
export function formatCreditNoteNumber(productCode: string, period: string, sequence: number): string {
  if (!/^[A-Z]{2}$/.test(productCode)) throw new RangeError(`product code must be exactly two uppercase letters, got "${productCode}"`);
  if (!isValidPeriodKey(period)) throw new RangeError(`period must be yymmdd, yymm00 or yy0000, got "${period}"`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be a whole number from 1, got ${sequence}`);
  return `CN-${productCode}-${period}-${String(sequence).padStart(4, "0")}`;
}

export const creditNoteScope = (productCode: string, period: string) => `CN:${productCode}:${period}`;
