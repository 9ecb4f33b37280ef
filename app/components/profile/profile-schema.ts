import { z } from "zod";

/** The profile page's account form, checked in the browser and again by the action. */
export const ProfileSchema = z.object({
  fullname: z.string({ required_error: "Enter your full name" }).trim().min(2, "Enter your full name").max(100, "Use at most 100 characters"),
  phoneNumber: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/[\s-]/g, "") : undefined))
    .refine((v) => v === undefined || /^\+?\d{8,16}$/.test(v), "Enter a phone number of 8 to 16 digits, for example 0812 1000 0001"),
});
