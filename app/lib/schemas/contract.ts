import { z } from "zod";
import { contractKinds } from "~/domain/contracts";

/**
 * The contract, agreement and BAST forms (issue 23). Messages are the server's English texts, catalogued in
 * app/locales/{en,id}/messages/contracts.ts.
 */
const isoDate = (message: string) => z.string({ required_error: message }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message);
const optionalId = z.string().trim().max(80).optional().transform((v) => v || null);

/** Rupiah as typed ("150.000.000", "150000000"): whole rupiah only. */
const rupiah = z
  .string({ required_error: "Give the value in whole rupiah." })
  .transform((v) => v.replace(/[\s.]/g, "").replace(/^Rp/i, ""))
  .refine((v) => /^\d{1,15}$/.test(v), "Give the value in whole rupiah.")
  .transform((v) => Number.parseInt(v, 10));

export const ContractSchema = z
  .object({
    number: z.string({ required_error: "Give the contract's number." }).trim().min(1, "Give the contract's number.").max(80, "Keep the number under 80 characters."),
    title: z.string({ required_error: "Give the contract's title." }).trim().min(1, "Give the contract's title.").max(200, "Keep the title under 200 characters."),
    kind: z.enum(contractKinds, { errorMap: () => ({ message: "Choose the kind of document." }) }),
    value: rupiah,
    startDate: isoDate("Give the start date."),
    endDate: isoDate("Give the end date."),
    companyIds: z.array(z.string().trim().min(1)).min(1, "Choose at least one partner company.").max(10, "Choose at most ten partner companies."),
    partnershipId: optionalId,
    poId: optionalId,
    productId: optionalId,
    note: z.string().trim().max(2000, "Keep the note under 2000 characters.").optional().default(""),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ["endDate"], message: "The end date cannot be before the start date." })
  .refine((v) => v.poId !== null || v.productId !== null, { path: ["productId"], message: "Choose the product, or a purchase order." });
export type ContractInput = z.infer<typeof ContractSchema>;

export const ReasonSchema = z.object({
  reason: z.string({ required_error: "Give a reason." }).trim().min(1, "Give a reason.").max(1000, "Keep the reason under 1000 characters."),
});

export const BastSchema = z
  .object({
    poId: optionalId,
    contractId: optionalId,
    bastDate: isoDate("Give the handover date."),
    delivered: z.string({ required_error: "Say what was delivered." }).trim().min(1, "Say what was delivered.").max(2000, "Keep the description under 2000 characters."),
  })
  .refine((v) => v.poId !== null || v.contractId !== null, { path: ["poId"], message: "Choose the purchase order or the contract delivered against." });
export type BastInput = z.infer<typeof BastSchema>;
