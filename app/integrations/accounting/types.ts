/**
 * The group's accounting system (finest), as the portal sees it: it receives the delivered report (the receivable
 * is booked once the invoice is out with its tax invoice), the cash-in report (the payment arrived) and, when a
 * paid billing is un-matched after its cash-in was booked, the cash-in reversal (which cancels that booking).
 * Spec section 3: finest_cashin, finest_delivered, status_cashin_finest, status_delivered_finest.
 */

/** Issue 21: `delivered-reversal` cancels a booked delivered report when its invoice is cancelled with a credit note. */
export type FinestReportKind = "delivered" | "cashin" | "cashin-reversal" | "delivered-reversal";

export type FinestReport = {
  kind: FinestReportKind;
  /**
   * The same report sent again after a lost answer is booked once: `${invoiceId}:delivered`,
   * `${invoiceId}:cashin:${n}` for the invoice's n-th cash-in and `${invoiceId}:cashin-reversal:${n}` for its
   * reversal (app/services/finest.server.ts explains the sequence).
   */
  idempotencyKey: string;
  invoiceId: string;
  invoiceNumber: string;
  productCode: string;
  customer: { name: string; npwp: string; sapCustomerId: string };
  /** Whole rupiah. */
  amount: number;
  dpp: number;
  ppn: number;
  /** yyyy-mm-dd: the invoice date for delivered, the payment date for cash-in, the un-match date for a reversal. */
  date: string;
  nomorFaktur: string | null;
  accounts: { pendapatan: string; piutang: string; bank: string; pdd: string };
  businessArea: string;
  kodeUnit: string;
  /** A reversal only: the cash-in (or delivered report) it cancels (finest's document number and the key it was sent with) and why. */
  reverses?: { documentNo: string; idempotencyKey: string; reason: string };
};

export type FinestResult = { ok: true; documentNo: string } | { ok: false; message: string };

export interface Accounting {
  readonly name: string;
  send(report: FinestReport, options?: { now?: Date }): Promise<FinestResult>;
}

export class AccountingUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AccountingUnavailableError";
  }
}
