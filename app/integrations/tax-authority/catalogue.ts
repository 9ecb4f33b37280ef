/**
 * The tax intermediary's answers (spec section 8, "Stored invoice tax error messages") and what each one does to
 * the invoice. Shared by the classifier (real answers), the sandbox (which produces them) and the sandbox panel.
 * No server code here: the panel imports the labels.
 */

export type TaxErrorDisposition = "returnInvoice" | "keepApproved";

/** The sandbox's outcomes: every message of the catalogue, plus success and the two transport failures. */
export const TAX_OUTCOMES = [
  "success",
  "returnedWithNotes",
  "invoiceNotFound",
  "databaseFailure",
  "postingCustomer",
  "postingCostElement",
  "queuedAsError",
  "duplicateRefId",
  "fileUrlTooLong",
  "unreachable",
  "slow",
  // Issue 21: the answers to a cancellation (batal).
  "cancelNotFound",
  "cancelAlreadyCancelled",
  "cancelClosedPeriod",
  "cancelCreditedByBuyer",
] as const;
export type TaxOutcome = (typeof TAX_OUTCOMES)[number];

export type TaxOutcomeInfo = {
  label: string;
  /** What the invoice shows afterwards. */
  effect: string;
  /** When the intermediary says it: at the door (submit), on a later poll (answer), or on every call (transport). */
  when: "submit" | "answer" | "transport" | "cancel";
  disposition: TaxErrorDisposition | null;
};

export const TAX_OUTCOME_INFO: Record<TaxOutcome, TaxOutcomeInfo> = {
  success: { label: "Success: faktur number assigned", effect: "status_faktur received with nomorFaktur and file", when: "answer", disposition: null },
  returnedWithNotes: { label: "Rejected: \"Document's returned with notes\" + reviewer's note", effect: "invoice returned by 'System - error djp'", when: "answer", disposition: "returnInvoice" },
  invoiceNotFound: { label: "Invoice not found", effect: "invoice returned by 'System - error djp'", when: "answer", disposition: "returnInvoice" },
  databaseFailure: { label: "Tax system database failure (invalid identifier)", effect: "invoice returned by 'System - error djp'", when: "answer", disposition: "returnInvoice" },
  postingCustomer: { label: "Accounting posting: customer not defined in company code", effect: "invoice returned by 'System - error djp'", when: "answer", disposition: "returnInvoice" },
  postingCostElement: { label: "Accounting posting: cost element value not allowed", effect: "invoice returned by 'System - error djp'", when: "answer", disposition: "returnInvoice" },
  queuedAsError: { label: "'Antrikan faktur success dengan nomor faktur …' arriving as an error", effect: "invoice returned by 'System - error djp'", when: "answer", disposition: "returnInvoice" },
  duplicateRefId: { label: "Duplicate: 'Ref Id Invoice … has already been taken.'", effect: "invoice stays approved, status_faktur error, retry allowed", when: "submit", disposition: "keepApproved" },
  fileUrlTooLong: { label: "File URL longer than its column (1061 > 1000)", effect: "invoice stays approved, status_faktur error, retry allowed", when: "answer", disposition: "keepApproved" },
  unreachable: { label: "Unreachable (connection refused / timeout)", effect: "retried with backoff, shown pending", when: "transport", disposition: null },
  slow: { label: "Slow: accepted, answered only after a long wait", effect: "polled with backoff, shown pending", when: "answer", disposition: null },
  cancelNotFound: { label: "Cancellation: faktur not found", effect: "cancellation failed; a person retries after checking the serial", when: "cancel", disposition: null },
  cancelAlreadyCancelled: { label: "Cancellation: faktur already cancelled", effect: "taken as cancelled (an earlier cancellation's answer was lost)", when: "cancel", disposition: null },
  cancelClosedPeriod: { label: "Cancellation: reported in a closed tax period", effect: "cancellation failed; the period must be corrected first", when: "cancel", disposition: null },
  cancelCreditedByBuyer: { label: "Cancellation: credited in the buyer's VAT return", effect: "cancellation failed; the buyer must correct its return first", when: "cancel", disposition: null },
};

/** The outcomes a cancellation can get (the others are a submission's). */
export const isCancelOutcome = (outcome: string) => (TAX_OUTCOME_INFO as Record<string, TaxOutcomeInfo | undefined>)[outcome]?.when === "cancel";

/** The longest file URL the invoice's tax-invoice column holds (spec section 8: maximum 1000, 1061 seen). */
export const FILE_URL_MAX = 1000;

/** The messages, word for word where the spec gives them; {placeholders} are filled from the request. */
export const taxMessages = {
  returnedWithNotes: (note: string) => `Document's returned with notes ${note}`.trim(),
  invoiceNotFound: () => "Invoice not found",
  databaseFailure: () => 'ORA-00904: "FAKTUR"."TGL_FAKTUR": invalid identifier',
  postingCustomer: (customerId: string, companyCode: string) => `Posting failed: Customer ${customerId || "(none)"} is not defined in company code ${companyCode || "(none)"}`,
  postingCostElement: (costElement: string) => `Posting failed: Cost element value ${costElement || "(none)"} is not allowed`,
  queuedAsError: (nomorFaktur: string) => `Antrikan faktur success dengan nomor faktur ${nomorFaktur}`,
  duplicateRefId: (reference: string) => `Ref Id Invoice ${reference} has already been taken.`,
  cancelNotFound: (nomorFaktur: string) => `Faktur ${nomorFaktur} not found`,
  cancelAlreadyCancelled: (nomorFaktur: string) => `Faktur ${nomorFaktur} has already been cancelled`,
  cancelClosedPeriod: (nomorFaktur: string, masa: string) => `Faktur ${nomorFaktur} is reported in a closed tax period (${masa}) and cannot be cancelled`,
  cancelCreditedByBuyer: (nomorFaktur: string) => `Faktur ${nomorFaktur} is credited in the buyer's VAT return and cannot be cancelled`,
  fileUrlTooLong: (length: number) => `ORA-12899: value too large for column "FAKTUR"."FILE_URL" (actual: ${length}, maximum: ${FILE_URL_MAX})`,
};

/** Example reviewer notes (spec section 8: wrong customer name, missing or mismatched customer number, address change). */
export const REVIEWER_NOTES = [
  "Nama customer tidak sesuai dengan NPWP",
  "Nomor customer tidak ada / tidak sesuai",
  "Perubahan alamat harus dilengkapi dokumen pendukung",
];

/**
 * Whether a refusal keeps the invoice approved (fixable and retried on the same invoice: a duplicate reference,
 * a file URL too long for its column) or returns it ('System - error djp'; everything else, including unknown
 * errors and the queued-success text that arrives as an error: spec section 4).
 */
export function classifyTaxError(message: string): TaxErrorDisposition {
  if (/has already been taken/i.test(message)) return "keepApproved";
  if (/ORA-12899|value too large for column|too long for its column/i.test(message)) return "keepApproved";
  return "returnInvoice";
}

/**
 * What a refused cancellation means (issue 21): "already cancelled" is the cancellation's own earlier success whose
 * answer was lost, so it counts as cancelled; every other refusal (not found, closed period, credited by the buyer,
 * unknown) needs a person, who retries once it is fixed at the authority.
 */
export function classifyTaxCancelError(message: string): "alreadyCancelled" | "refused" {
  return /already been cancel+ed|sudah dibatalkan/i.test(message) ? "alreadyCancelled" : "refused";
}
