import { z } from "zod";

/*
 * Every message is written out whole, per field: the screens translate a server message by its exact text
 * (app/locales/{en,id}/messages/documents.ts), and "Enter the ${label}" cannot be translated with an English label in it.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole rupiah typed the Indonesian way ("1.250.000") or plain ("1250000"): the text made a plain number's. */
const rupiahText = (v: unknown) => (typeof v === "string" ? v.replace(/^Rp\s*/i, "").replace(/\./g, "").replace(/,00$/, "").trim() : v);

export const PartySchema = z.object({
  name: z.string({ required_error: "Enter the name" }).trim().min(1, "Enter the name").max(200, "The name is too long"),
  address: z.string({ required_error: "Enter the address" }).trim().min(1, "Enter the address").max(500, "The address is too long"),
  phone: z.string().trim().max(30).regex(/^[\d+\-() ]*$/, "Use digits, spaces, + and - only").default(""),
  email: z.union([z.literal(""), z.string().trim().email("Enter a valid e-mail address")]).default(""),
  npwp: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^\d{15,16}$/.test(v.replace(/[.\-\s]/g, "")), "An NPWP has 15 or 16 digits"),
  sap_customer_id: z.string().trim().max(30).optional().default(""),
});

export const DetailLineSchema = z.object({
  item: z.string({ required_error: "Enter the item" }).trim().min(1, "Enter the item").max(150, "The item is too long"),
  description: z.string().trim().max(500).default(""),
  quantity: z.coerce.number({ invalid_type_error: "Enter a quantity" }).int("Use a whole quantity").min(1, "At least 1").max(1_000_000, "Quantity is too large"),
  price: z.preprocess(
    rupiahText,
    z.coerce.number({ invalid_type_error: "Enter the price in whole rupiah" }).int("Enter the price in whole rupiah").min(0, "The price cannot be negative").max(1e13, "The price is too large"),
  ),
});

export const PurchaseOrderSchema = z.object({
  productId: z.string({ required_error: "Enter the product" }).trim().min(1, "Enter the product").max(200, "The product is too long"),
  poDate: z.string({ required_error: "Choose the PO date" }).regex(DATE, "Choose the PO date"),
  from: PartySchema,
  to: PartySchema,
  details: z.array(DetailLineSchema, { required_error: "Add at least one line" }).min(1, "Add at least one line").max(100, "At most 100 lines"),
  note: z.string().trim().max(2000).default(""),
});
export type PurchaseOrderInput = z.infer<typeof PurchaseOrderSchema>;

export const BillingDraftSchema = z.object({
  billingDate: z.string({ required_error: "Choose the billing date" }).regex(DATE, "Choose the billing date"),
  includePph: z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean()),
  includeTaxInvoice: z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean()),
  kodeWapu: z.enum(["01", "02", "03"], { errorMap: () => ({ message: "Choose the kode WAPU" }) }),
  afiliasi: z.enum(["AF", "NF", "telkom", "non-telkom"], { errorMap: () => ({ message: "Choose the affiliation" }) }),
  taxInvoiceText: z.string().trim().max(500).default(""),
  paymentMethod: z.enum(["bank_transfer", "virtual_account", "credit_card"], { errorMap: () => ({ message: "Choose how the customer pays" }) }),
  note: z.string().trim().max(2000).default(""),
});
export type BillingDraftInput = z.infer<typeof BillingDraftSchema>;

export const ReasonSchema = z.object({ message: z.string({ required_error: "Give a reason" }).trim().min(3, "Give a reason (at least 3 characters)").max(1000), version: z.coerce.number().int().optional() });

export const ApproveSchema = z.object({
  message: z.string().trim().max(1000).default(""),
  skumNo: z.string().trim().max(60).default(""),
  skumRelease: z.union([z.literal(""), z.string().regex(DATE, "Choose the SKUM release date")]).default(""),
  version: z.coerce.number().int().optional(),
});

/** The workflow version a page was rendered with; a stale page is told who changed the document. */
export const VersionSchema = z.object({ version: z.coerce.number().int().optional() });
