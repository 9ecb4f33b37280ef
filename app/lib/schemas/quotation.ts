import { z } from "zod";
import { DetailLineSchema, PartySchema } from "./documents";

/*
 * The quotation forms (issue 23): new and edit share QuotationSchema (lines and parties are the purchase order's own
 * schemas, so a quotation's lines become a PO's unchanged); rejection takes a reason; approval the signed document
 * (a file, checked by the upload service). Messages are English server messages catalogued in
 * app/locales/{en,id}/messages/quotations.ts.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const checkbox = z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean());

export const QuotationSchema = z
  .object({
    productId: z.string({ required_error: "Choose the product of the quotation" }).trim().min(1, "Choose the product of the quotation").max(200, "Choose the product of the quotation"),
    companyId: z.string().trim().max(80, "Choose a partner company from the list").optional().default(""),
    quotationDate: z.string({ required_error: "Choose the quotation date" }).regex(DATE, "Choose the quotation date"),
    validUntil: z.string({ required_error: "Choose the date the offer is valid until" }).regex(DATE, "Choose the date the offer is valid until"),
    includePph: checkbox,
    from: PartySchema,
    to: PartySchema,
    details: z.array(DetailLineSchema, { required_error: "Add at least one line" }).min(1, "Add at least one line").max(100, "At most 100 lines"),
    note: z.string().trim().max(2000, "Keep the notes under 2000 characters").default(""),
  })
  .refine((v) => v.validUntil >= v.quotationDate, { message: "The offer must be valid until the quotation date or later", path: ["validUntil"] });
export type QuotationInput = z.infer<typeof QuotationSchema>;

export const QuotationRejectSchema = z.object({
  message: z.string({ required_error: "Give a reason (at least 3 characters)" }).trim().min(3, "Give a reason (at least 3 characters)").max(1000, "Keep the reason under 1000 characters"),
});

export const QuotationApproveSchema = z.object({
  approval: z.string().trim().max(500, "Keep the approval note under 500 characters").default(""),
});
