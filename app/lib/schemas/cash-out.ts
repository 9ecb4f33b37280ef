import { z } from "zod";
import { parseRupiahInput } from "~/domain/money";

/**
 * The cash-out forms (issue 21): the maker's request, the checker's rejection, the transfer's completion. Used by the
 * server (which always re-validates; the cash-out service then checks the amount against the balance inside its
 * transaction) and the pages. Messages are English server messages, translated by FieldError.
 */
export const CashOutRequestSchema = z.object({
  productId: z.string({ required_error: "Choose the product whose balance is withdrawn." }).trim().min(1, "Choose the product whose balance is withdrawn."),
  amount: z
    .string({ required_error: "Enter an amount in whole rupiah above zero." })
    .transform((v) => parseRupiahInput(v))
    .refine((n): n is number => n !== null && Number.isSafeInteger(n) && n > 0, "Enter an amount in whole rupiah above zero."),
  bankName: z.string({ required_error: "Give the destination bank." }).trim().min(2, "Give the destination bank.").max(60, "Keep the bank's name under 60 characters."),
  accountNumber: z
    .string({ required_error: "Give the destination account number (5 to 20 digits)." })
    .transform((v) => v.replace(/[\s.-]/g, ""))
    .refine((v) => /^\d{5,20}$/.test(v), "Give the destination account number (5 to 20 digits)."),
  accountHolder: z.string({ required_error: "Give the account holder's name." }).trim().min(2, "Give the account holder's name.").max(120, "Keep the account holder's name under 120 characters."),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional().default(""),
});
export type CashOutRequestInput = z.infer<typeof CashOutRequestSchema>;

export const CashOutRejectSchema = z.object({
  reason: z.string({ required_error: "Give a reason (at least 3 characters)." }).trim().min(3, "Give a reason (at least 3 characters).").max(500, "Keep the reason under 500 characters."),
});

export const CashOutCompleteSchema = z.object({
  reference: z.string({ required_error: "Give the transfer's reference." }).trim().min(3, "Give the transfer's reference.").max(60, "Keep the transfer's reference under 60 characters."),
});
