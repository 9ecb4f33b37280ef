import { z } from "zod";
import { BUSINESS_MODELS, INITIATION_TYPES, PARTNERSHIP_CATEGORIES, PARTNERSHIP_MODELS, PARTNERSHIP_PRIORITIES, percentToBasisPoints, PRODUCT_CATEGORIES } from "~/domain/partnerships";

/**
 * The partnership forms (issue 23): create and edit share one schema; the phase actions have their own. Messages are
 * English server messages catalogued in app/locales/{en,id}/messages/partnerships.ts (the screens translate them).
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((v) => v === "" || DATE.test(v), message)
    .transform((v) => v || null);
const ids = z.union([z.string(), z.array(z.string())]).optional().transform((v) => [...new Set((v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))]);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });

export const PartnershipSchema = z
  .object({
    title: z.string({ required_error: "Give the partnership a title." }).trim().min(1, "Give the partnership a title.").max(160, "Keep the title under 160 characters."),
    description: z.string().trim().max(2000, "Keep the description under 2000 characters.").optional().default(""),
    modelId: oneOf(PARTNERSHIP_MODELS.map((m) => m.id) as [string, ...string[]], "Choose the partnership model."),
    category: oneOf(PARTNERSHIP_CATEGORIES, "Choose the partnership category."),
    productCategory: oneOf(PRODUCT_CATEGORIES, "Choose the product category."),
    divisionId: z.string({ required_error: "Choose the division." }).trim().min(1, "Choose the division."),
    companionUserId: z.string().trim().optional().transform((v) => v || null),
    initiationType: oneOf(INITIATION_TYPES, "Choose how it was initiated."),
    priority: oneOf(PARTNERSHIP_PRIORITIES, "Choose the priority."),
    dueDate: optionalDate("Give the due date as a date."),
    assignNote: z.string().trim().max(500, "Keep the note under 500 characters.").optional().default(""),
    potentialPartners: z
      .string()
      .optional()
      .default("")
      .transform((v) => v.split("\n").map((l) => l.trim()).filter(Boolean))
      .refine((v) => v.length <= 10, "List at most ten potential partners."),
    companyIds: ids.refine((v) => v.length > 0, "Choose at least one partner company."),
    productIds: ids,
    started: optionalDate("Give the start as a date."),
    ended: optionalDate("Give the end as a date."),
    timePeriodMonths: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 240), "Give the period in whole months (1 to 240).")
      .transform((v) => (v ? Number(v) : null)),
    businessModels: ids.refine((v) => v.every((m) => (BUSINESS_MODELS as readonly string[]).includes(m)), "Choose business models from the list."),
    revenueShare: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((v) => v === "" || percentToBasisPoints(v) !== null, "Give the group's revenue share as a percentage from 0 to 100.")
      .transform((v) => (v ? percentToBasisPoints(v) : null)),
    otherModelDescription: z.string().trim().max(1000, "Keep the other model's description under 1000 characters.").optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.started && v.ended && v.ended <= v.started) ctx.addIssue({ code: "custom", path: ["ended"], message: "The end must be later than the start." });
  });
export type PartnershipInput = z.infer<typeof PartnershipSchema>;

/** A phase step's optional note (advance, approve, end). */
export const PartnershipNoteSchema = z.object({ note: z.string().trim().max(500, "Keep the note under 500 characters.").optional().default("") });

/** Stopping needs a reason. */
export const PartnershipStopSchema = z.object({
  reason: z.string({ required_error: "Give the reason for stopping." }).trim().min(1, "Give the reason for stopping.").max(500, "Keep the note under 500 characters."),
});

/** An extension: a new end date (later than the current end: the service checks it against the row) and a reason. */
export const PartnershipExtendSchema = z.object({
  newEnded: z.string({ required_error: "Give the new end date." }).trim().regex(DATE, "Give the new end date."),
  reason: z.string({ required_error: "Give the reason for the extension." }).trim().min(1, "Give the reason for the extension.").max(500, "Keep the note under 500 characters."),
});
