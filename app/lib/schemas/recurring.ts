import { z } from "zod";
import { FREQUENCIES, type Frequency } from "~/domain/recurring-schedule";
import { DetailLineSchema, PartySchema } from "./documents";

const checkbox = z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean());
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A row of the lines table left completely empty is not a line (the form offers a few spare rows). */
const dropEmptyRows = (v: unknown) =>
  Array.isArray(v) ? v.filter((row) => row && typeof row === "object" && Object.values(row as Record<string, unknown>).some((x) => typeof x === "string" && x.trim() !== "")) : v;

/** The form of a recurring profile (spec section 3, "Recurring profile"), used by the create and edit screens. */
export const RecurringProfileSchema = z.object({
  name: z.string({ required_error: "Name the profile" }).trim().min(3, "Name the profile (at least 3 characters)").max(150, "The name is too long"),
  productId: z.string({ required_error: "Choose the product" }).trim().min(1, "Choose the product"),
  frequency: z.enum(FREQUENCIES as [Frequency, ...Frequency[]], { errorMap: () => ({ message: "Choose how often to bill" }) }),
  occurrence: z.coerce.number({ invalid_type_error: "Enter how many billings" }).int("Use a whole number").min(1, "At least 1 billing").max(120, "At most 120 billings"),
  firstBillingDate: z.string({ required_error: "Choose the first billing date" }).regex(ISO_DATE, "Choose the first billing date"),
  dueDateDayAfter: z.coerce.number({ invalid_type_error: "Enter the days until due" }).int("Use whole days").min(0, "0 or more days").max(90, "At most 90 days"),
  poNumber: z.string().trim().max(60, "The PO number is too long").default(""),
  from: PartySchema,
  to: PartySchema.extend({
    company: z.string().trim().max(200, "The company is too long").default(""),
    send_email: checkbox,
  }),
  details: z.preprocess(dropEmptyRows, z.array(DetailLineSchema, { required_error: "Add at least one line" }).min(1, "Add at least one line").max(20, "At most 20 lines")),
  paymentMethod: z.enum(["bank_transfer", "virtual_account", "credit_card"], { errorMap: () => ({ message: "Choose how the customer pays" }) }),
  kodeWapu: z.enum(["01", "02", "03"], { errorMap: () => ({ message: "Choose the kode WAPU" }) }),
  afiliasi: z.enum(["AF", "NF", "telkom", "non-telkom"], { errorMap: () => ({ message: "Choose the affiliation" }) }),
  taxInvoiceText: z.string().trim().max(500).default(""),
  includePph: checkbox,
  includeTaxInvoice: checkbox,
  team: z.string().trim().max(100, "The team is too long").default(""),
  activate: checkbox.optional(),
  version: z.coerce.number().int().optional(),
});
export type RecurringProfileInput = z.infer<typeof RecurringProfileSchema>;

export const RecurringActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("activate"), version: z.coerce.number().int().optional() }),
  z.object({ intent: z.literal("pause"), version: z.coerce.number().int().optional() }),
  z.object({ intent: z.literal("resume"), version: z.coerce.number().int().optional() }),
  z.object({ intent: z.literal("stop"), message: z.string({ required_error: "Give a reason" }).trim().min(3, "Give a reason (at least 3 characters)").max(1000), version: z.coerce.number().int().optional() }),
]);

export const FREQUENCY_LABELS: Record<Frequency, string> = { weekly: "Weekly", monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" };
export const PAYMENT_METHOD_LABELS = { bank_transfer: "Bank transfer", virtual_account: "Virtual account", credit_card: "Credit card" } as const;
