/**
 * The payment gateway's channels, fees and sandbox scenarios. No server code: the sandbox panel imports it.
 */

/** Virtual-account banks of a Midtrans-style gateway (domain-id.md section 4; Mandiri is its "echannel" bill key). */
export const VA_BANKS = ["bca", "bni", "bri", "mandiri", "permata", "cimb"] as const;
export type VaBank = (typeof VA_BANKS)[number];

/**
 * The bank a billing's VA is opened at: the product's own bank when the gateway has a VA channel there, else BNI,
 * whose VAs accept transfers from every bank (a BCA VA takes BCA accounts only).
 */
export const DEFAULT_VA_BANK: VaBank = "bni";
export function vaBankOf(bankName: string | null | undefined): VaBank {
  const name = (bankName ?? "").toLowerCase();
  if (/\bbca\b|central asia/.test(name)) return "bca";
  if (/\bbni\b|negara indonesia/.test(name)) return "bni";
  if (/\bbri\b|rakyat indonesia/.test(name)) return "bri";
  if (/mandiri/.test(name)) return "mandiri";
  if (/permata/.test(name)) return "permata";
  if (/cimb/.test(name)) return "cimb";
  return DEFAULT_VA_BANK;
}

/** The spec's mps product_code for a channel. */
export const channelCode = (bank: VaBank | null) => (bank ? `${bank.toUpperCase()}_VA` : "CREDITCARD");

/**
 * What the gateway charges the merchant per paid VA (spec section 9: 0, 2500, 3500 or 5000 seen). Which channel
 * costs which is not in the spec: these are the defaults, shown on the billing for information; the customer pays
 * the billing's amount, never the fee.
 */
export const CHANNEL_FEES: Record<VaBank | "creditcard", number> = { bca: 5000, bni: 3500, bri: 3500, mandiri: 2500, permata: 2500, cimb: 2500, creditcard: 0 };

/** What the sandbox page can make the gateway do with one of its VAs. */
export const PAY_SCENARIOS = ["full", "partial", "expired", "duplicate", "reversal", "latePending"] as const;
export type PayScenario = (typeof PAY_SCENARIOS)[number];

/** The sandbox's rule outcomes for a VA request: refused at the door, or the gateway unreachable (the outbox retries). */
export const GATEWAY_RULE_OUTCOMES = ["refused", "unreachable"] as const;

/** Transaction statuses (Midtrans), sorted by what they do to a payment. */
export const PAID_STATUSES = ["settlement", "capture"] as const;
/** After a settlement these take the money back (a Mandiri settlement can also flip to deny). */
export const REVERSAL_STATUSES = ["refund", "chargeback", "deny", "cancel"] as const;
/** Before any settlement these close the order unpaid. */
export const CLOSED_STATUSES = ["expire", "deny", "cancel", "failure"] as const;

/** The status_code the gateway sends with each transaction status. */
export const STATUS_CODES: Record<string, string> = { settlement: "200", capture: "200", refund: "200", chargeback: "200", pending: "201", deny: "202", cancel: "202", expire: "407", failure: "202" };
