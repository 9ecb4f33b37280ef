import { z } from "zod";
import { EmailSchema, PasswordSchema, passwordIsEmail } from "./password-rules";

export const COUNTRIES = ["Indonesia", "Malaysia", "Singapore", "Timor-Leste", "Australia", "Japan", "Other"] as const;

/** One schema per form, used by the screen, its action and the JSON API alike. */
export const RegisterSchema = z
  .object({
    fullname: z.string({ required_error: "Please enter your name." }).trim().min(2, "Please enter your name.").max(120),
    email: EmailSchema,
    phoneNumber: z.string({ required_error: "Enter a phone number" }).trim().regex(/^(\+62|62|0)8\d{7,12}$/, "Enter an Indonesian mobile number, e.g. 081234567890"),
    password: PasswordSchema,
    country: z.enum(COUNTRIES, { errorMap: () => ({ message: "Choose a country" }) }),
  })
  .refine((v) => !passwordIsEmail(v.password, v.email), { path: ["password"], message: "The password must not be your e-mail address" });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string({ required_error: "Repeat the new password" }) })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match" });
