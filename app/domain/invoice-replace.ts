/**
 * Issue 21: the fields a corrected (replacement) invoice may change on its tax invoice: the buyer's name, NPWP or
 * NIK, and address, with the reason. Amounts are not corrected by a replacement (README Decisions): a wrong amount
 * is cancelled with a credit note and billed again. The server (tax-invoice-corrections.server.ts) validates again.
 */
import { z } from "zod";

export const ReplaceInvoiceSchema = z.object({
  name: z.string({ required_error: "Required" }).trim().min(1, "Required").max(200),
  npwp: z.string().trim().max(40).optional().default(""),
  address: z.string({ required_error: "Required" }).trim().min(1, "Required").max(500),
  reason: z.string({ required_error: "Required" }).trim().min(1, "Required").max(500),
});
