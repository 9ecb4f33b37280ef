import { z } from "zod";

/** Issue 3's password rules: at least 10 characters with letters and digits, and not the e-mail. */
export const PasswordSchema = z
  .string({ required_error: "Enter a password" })
  .min(10, "Use at least 10 characters")
  .max(128, "Use at most 128 characters")
  .regex(/[A-Za-z]/, "Include at least one letter")
  .regex(/\d/, "Include at least one digit");

export function passwordIsEmail(password: string, email: string) {
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return lower === address || (address.includes("@") && lower === address.split("@")[0]);
}

export const EmailSchema = z
  .string({ required_error: "Enter your e-mail address" })
  .trim()
  .toLowerCase()
  .email("Enter a valid e-mail address")
  .max(254);
