import { z } from "zod";
import { parseRupiahInput } from "~/domain/money";

/**
 * The customer-credit forms (issue 20): apply credit to an open billing, refund credit to the customer. Used by the
 * server (which always re-validates, then the credit service checks the amounts against the balances in its
 * transaction) and the page. Messages are English server messages, translated by FieldError.
 */
const amount = z
  .string({ required_error: "Enter an amount in whole rupiah above zero." })
  .transform((v) => parseRupiahInput(v))
  .refine((n): n is number => n !== null && Number.isSafeInteger(n) && n > 0, "Enter an amount in whole rupiah above zero.");

export const ApplyCreditSchema = z.object({
  billingId: z.string({ required_error: "Choose the billing the credit pays." }).trim().min(1, "Choose the billing the credit pays."),
  amount,
});

export const RefundCreditSchema = z.object({
  amount,
  bankName: z.string({ required_error: "Give the customer's bank." }).trim().min(2, "Give the customer's bank.").max(60, "Keep the bank's name under 60 characters."),
  bankAccount: z
    .string({ required_error: "Give the customer's bank account number (5 to 20 digits)." })
    .transform((v) => v.replace(/[\s.-]/g, ""))
    .refine((v) => /^\d{5,20}$/.test(v), "Give the customer's bank account number (5 to 20 digits)."),
  accountHolder: z.string({ required_error: "Give the account holder's name." }).trim().min(2, "Give the account holder's name.").max(120, "Keep the account holder's name under 120 characters."),
  transferReference: z.string({ required_error: "Give the transfer's reference." }).trim().min(3, "Give the transfer's reference.").max(60, "Keep the transfer's reference under 60 characters."),
  transferDate: z.string({ required_error: "Give the date of the transfer (not in the future)." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date of the transfer (not in the future)."),
  reason: z.string({ required_error: "Give a reason (at least 3 characters)." }).trim().min(3, "Give a reason (at least 3 characters).").max(500, "Keep the reason under 500 characters."),
});
