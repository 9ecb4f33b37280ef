/**
 * The group's accounting system (finest), as the portal sees it: it receives two reports per invoice, the
 * delivered report (the receivable is booked once the invoice is out with its tax invoice) and the cash-in report
 * (the payment arrived). Spec section 3: finest_cashin, finest_delivered, status_cashin_finest, status_delivered_finest.
 */

export type FinestReportKind = "delivered" | "cashin";

export type FinestReport = {
  kind: FinestReportKind;
  /** `${invoiceId}:${kind}`: the same report sent again after a lost answer is booked once. */
  idempotencyKey: string;
  invoiceId: string;
  invoiceNumber: string;
  productCode: string;
  customer: { name: string; npwp: string; sapCustomerId: string };
  /** Whole rupiah. */
  amount: number;
  dpp: number;
  ppn: number;
  /** yyyy-mm-dd: the invoice date for delivered, the payment date for cash-in. */
  date: string;
  nomorFaktur: string | null;
  accounts: { pendapatan: string; piutang: string; bank: string; pdd: string };
  businessArea: string;
  kodeUnit: string;
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
