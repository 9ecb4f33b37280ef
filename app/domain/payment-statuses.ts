/** A payment's match and settlement statuses (db/schema/payments.ts), shared by the server and the screens' filters. */
export const PAYMENT_MATCH_STATUSES = ["unmatched", "partly matched", "matched", "not ours"] as const;
export const PAYMENT_STATUSES = ["unsettled", "settled"] as const;
