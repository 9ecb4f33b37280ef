/** The accounting sandbox's outcomes and messages (no server code: the sandbox panel imports the labels). */

export const FINEST_OUTCOMES = ["success", "customerUndefined", "costElement", "unreachable"] as const;
export type FinestOutcome = (typeof FINEST_OUTCOMES)[number];

export const FINEST_OUTCOME_INFO: Record<FinestOutcome, { label: string; effect: string }> = {
  success: { label: "Booked: document number assigned", effect: "status_*_finest sent" },
  customerUndefined: { label: "Refused: customer not defined in company code", effect: "stays not yet, error shown, retried next run" },
  costElement: { label: "Refused: cost element value not allowed", effect: "stays not yet, error shown, retried next run" },
  unreachable: { label: "Unreachable", effect: "retried with backoff" },
};

export const finestMessages = {
  customerUndefined: (customerId: string, companyCode: string) => `Customer ${customerId || "(none)"} is not defined in company code ${companyCode || "(none)"}`,
  costElement: (account: string) => `Cost element value ${account || "(none)"} is not allowed`,
  // A reversal must name a cash-in finest booked, and finest reverses a document once.
  notBooked: (documentNo: string) => `Document ${documentNo || "(none)"} is not a booked cash-in; there is nothing to reverse`,
  alreadyReversed: (documentNo: string, reversal: string) => `Document ${documentNo} was already reversed by document ${reversal}`,
};
