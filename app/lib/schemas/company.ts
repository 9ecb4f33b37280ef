import { z } from "zod";
import { normaliseNpwp } from "~/domain/efaktur";

/**
 * The company forms (issue 23): registration and edit share one schema; a PIC added on the detail page; a rejection's
 * reason (company or PIC). Used by the server (which always re-validates) and the pages. Messages are English server
 * messages catalogued in app/locales/{en,id}/messages/companies.ts.
 */
const text = (message: string, max: number, tooLong: string) => z.string({ required_error: message }).trim().min(1, message).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().default("");

/** Up to five earlier engagements, one a line: "title | client | year". */
const experienceLines = z
  .string()
  .optional()
  .default("")
  .transform((v, ctx) => {
    const lines = v.split("\n").map((l) => l.trim()).filter(Boolean);
    if (lines.length > 5) ctx.addIssue({ code: "custom", message: "List at most five earlier engagements." });
    return lines.map((line) => {
      const [title = "", client = "", year = ""] = line.split("|").map((s) => s.trim());
      const y = Number.parseInt(year, 10);
      if (!title || !client || !Number.isInteger(y) || y < 1950 || y > 2100) ctx.addIssue({ code: "custom", message: "Write each engagement as: title | client | year." });
      return { title, client, year: y, description: "" };
    });
  });

export const CompanySchema = z.object({
  name: text("Give the company's legal name.", 160, "Keep the company's name under 160 characters."),
  email: z.string({ required_error: "Give the company's e-mail address." }).trim().email("Give the company's e-mail address."),
  category: text("Give the company's business category.", 80, "Keep the category under 80 characters."),
  taxId: z
    .string({ required_error: "Give the company's NPWP (15 or 16 digits)." })
    .transform((v) => normaliseNpwp(v.trim()))
    .refine((v): v is string => v !== null && !/^0+$/.test(v), "Give the company's NPWP (15 or 16 digits)."),
  phoneNumber: z
    .string({ required_error: "Give a phone number (8 to 15 digits)." })
    .transform((v) => v.replace(/[\s().-]/g, ""))
    .refine((v) => /^\+?\d{8,15}$/.test(v), "Give a phone number (8 to 15 digits)."),
  website: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), "Give the website as an address starting with https://."),
  description: optionalText(2000, "Keep the description under 2000 characters."),
  street: text("Give the street address.", 200, "Keep the street under 200 characters."),
  city: text("Give the city.", 80, "Keep the city under 80 characters."),
  state: text("Give the province.", 80, "Keep the province under 80 characters."),
  postalCode: z
    .string({ required_error: "Give the five-digit postal code." })
    .trim()
    .refine((v) => /^\d{5}$/.test(v), "Give the five-digit postal code."),
  isExperienced: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  experience: experienceLines,
});
export type CompanyInput = z.infer<typeof CompanySchema>;

/** The first PIC given with a staff registration (a partner registering is the PIC themselves). */
export const PicSchema = z.object({
  picFullname: text("Give the PIC's full name.", 120, "Keep the PIC's name under 120 characters."),
  picEmail: z.string({ required_error: "Give the PIC's e-mail address." }).trim().toLowerCase().email("Give the PIC's e-mail address."),
  picPhone: z
    .string()
    .optional()
    .default("")
    .transform((v) => v.replace(/[\s().-]/g, ""))
    .refine((v) => v === "" || /^\+?\d{8,15}$/.test(v), "Give a phone number (8 to 15 digits)."),
});
export type PicInput = z.infer<typeof PicSchema>;

export const CompanyReasonSchema = z.object({
  reason: z.string({ required_error: "Give a reason (at least 3 characters)." }).trim().min(3, "Give a reason (at least 3 characters).").max(500, "Keep the reason under 500 characters."),
});
