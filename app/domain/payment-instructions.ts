import type { BankDetails } from "./documents";

/** What a customer is told to pay, and how (issue 20): a transfer to the bank account, or the gateway's virtual account. */
export type VirtualAccount = { number: string; bank: string; expired: string; description: string; amount: number; fee: number };
export type PaymentInstructions =
  | { kind: "transfer"; bank: BankDetails; amount: number; uniqueCode: number }
  | { kind: "va"; va: VirtualAccount };

type Payable = { includePph: boolean; finalPrice: number; finalPriceWithPph: number; uniqueCode: number; bank: BankDetails };

/**
 * The exact amount to transfer: the final price (total + PPN + administration fee + unique code), less the PPh 23
 * the customer withholds when the billing includes it. The unique code stays in it to the rupiah, because that is
 * what matches the transfer to this billing on the statement.
 */
export const amountToTransfer = (b: Pick<Payable, "includePph" | "finalPrice" | "finalPriceWithPph">) => (b.includePph ? b.finalPriceWithPph : b.finalPrice);

/** A value is a usable virtual account: a number and an expiry at least (the gateway's `va` on a billing). */
export function isVirtualAccount(value: unknown): value is VirtualAccount {
  const v = value as Partial<VirtualAccount> | null | undefined;
  return typeof v === "object" && v !== null && typeof v.number === "string" && v.number !== "" && typeof v.expired === "string" && typeof v.amount === "number";
}

/** The virtual account when the billing has one, else the bank transfer with its exact amount. */
export function paymentInstructionsOf(billing: Payable & { va?: unknown }): PaymentInstructions {
  if (isVirtualAccount(billing.va)) return { kind: "va", va: billing.va };
  return { kind: "transfer", bank: billing.bank, amount: amountToTransfer(billing), uniqueCode: billing.uniqueCode };
}
