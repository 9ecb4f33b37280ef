import { z } from "zod";
import { POINT_TYPES } from "~/domain/rewards";

/**
 * The reward forms (issue 23): a catalog item, a redemption's rejection, a conversion, the point rules. The server
 * always re-validates; the formula itself is checked by the rewards service (it needs the expression library, which
 * stays on the server). Messages are English server messages, catalogued in app/locales/{en,id}/messages/rewards.ts.
 */
const wholeNumber = (message: string, min: number) =>
  z
    .string({ required_error: message })
    .trim()
    .transform((v) => (/^\d{1,12}$/.test(v.replace(/\./g, "")) ? Number(v.replace(/\./g, "")) : Number.NaN))
    .refine((n) => Number.isSafeInteger(n) && n >= min, message);

export const RewardItemSchema = z.object({
  name: z.string({ required_error: "Give the reward's name (2 to 120 characters)." }).trim().min(2, "Give the reward's name (2 to 120 characters).").max(120, "Give the reward's name (2 to 120 characters)."),
  description: z.string().trim().max(1000, "Keep the description under 1000 characters.").optional().default(""),
  pointsCost: wholeNumber("Give the points it costs: a whole number above zero.", 1),
  stock: wholeNumber("Give the stock: a whole number, zero or more.", 0),
  active: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});
export type RewardItemInput = z.infer<typeof RewardItemSchema>;

export const RedemptionRejectSchema = z.object({
  reason: z.string({ required_error: "Give a reason (at least 3 characters)." }).trim().min(3, "Give a reason (at least 3 characters).").max(500, "Keep the reason under 500 characters."),
});

export const ConvertPointsSchema = z.object({
  points: wholeNumber("Give the points to convert: a whole number above zero.", 1),
});

export const PointRuleSchema = z.object({
  productId: z.string().trim().max(64).optional().default(""),
  pointType: z.enum(POINT_TYPES, { message: "Choose the point type." }),
  rupiahPerPoint: wholeNumber("Give the rupiah per point: a whole number above zero.", 1),
  formula: z.string().trim().max(500, "Keep the point formula under 500 characters.").optional().default(""),
  conversionRupiah: wholeNumber("Give the rupiah a point converts to: a whole number, zero or more.", 0).optional(),
  partnersEarn: z.preprocess((v) => v === "on" || v === "true", z.boolean()).optional(),
});
export type PointRuleInput = z.infer<typeof PointRuleSchema>;
