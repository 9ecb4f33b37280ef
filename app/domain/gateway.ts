/**
 * The payment gateway's virtual account as a billing shows it (spec section 3, "Gateway payment (mps)": va number,
 * expired, description, amount, fee; plus the bank channel). Integer rupiah; `expired` is an ISO datetime.
 */
export type GatewayVa = { number: string; bank: string; expired: string; description: string; amount: number; fee: number };

/** The spec's mps record on a billing: which channel the gateway collects through, and the order the gateway knows. */
export type GatewayMps = {
  gateway: string;
  product_code: string;
  product_type: "VA" | "CREDITCARD";
  invoice_id: string;
  total_amount: number;
  sequence: number;
  recon_status: "not yet" | "paid" | "reversed";
  /** The credit-card payment page (CREDITCARD only). */
  payment_url?: string | null;
  /** When the card link stops working (CREDITCARD only; a VA's expiry is in `va`). */
  expired?: string | null;
  /** The spec keeps the VA inside the mps record too (the PDFs read it there); billings.va is the same object. */
  va?: GatewayVa | null;
};
