import { z } from "zod";
import { TICKET_PRIORITIES } from "~/domain/tickets";

const text = (max: number, min = 1, message = "Required") => z.string({ required_error: message }).trim().min(min, message).max(max);

/** Staff open a ticket about a billing (issue 23). */
export const TicketSchema = z.object({
  title: text(200, 3, "Give a title (at least 3 characters)"),
  billing: text(64, 1, "Give the billing number"),
  description: text(5000, 3, "Describe the problem (at least 3 characters)"),
  priority: z.enum(TICKET_PRIORITIES),
  customerName: text(200, 1, "Give the customer's name"),
  customerPhone: z.string().trim().max(40).default(""),
  customerEmail: z.union([z.literal(""), z.string().trim().email("Give a valid e-mail address").max(200)]).default(""),
});

/** The customer's report from the invoice e-mail's link (no sign-in). */
export const SupportReportSchema = z.object({
  name: text(200, 1, "Give your name"),
  email: z.string().trim().email("Give a valid e-mail address").max(200),
  phone: z.string().trim().max(40).default(""),
  title: text(200, 3, "Give a subject (at least 3 characters)"),
  description: text(5000, 3, "Tell us what happened (at least 3 characters)"),
});

export const CommentSchema = z.object({ body: text(5000, 1, "Write the comment"), visibility: z.enum(["internal", "customer"]).default("internal") });
export const AssignSchema = z.object({ assigneeId: text(64, 1, "Choose a person"), version: z.coerce.number().int().optional() });
