import { count, eq } from "drizzle-orm";
import { addDays, todayInJakarta } from "~/domain/dates";
import type { QuotationInput } from "~/lib/schemas/quotation";
import { GROUP_SELLER } from "~/lib/seller";
import { createQuotation, submitQuotation } from "~/services/quotations.server";
import { db } from "../client.server";
import { quotations } from "../schema";
import { demoUser, dropQueuedNotices } from "./seeded-work";

/**
 * Two quotations of Sinergi Ads (issue 23), one still a draft and one submitted to its signer, through the quotation
 * service and its machine. Their dates count from the day of the seed, because a quotation past its validity expires
 * when next read: a demo seeded today still shows an open offer for a month. Sinergi Ads, not the Smart Tenant the
 * quotations e2e spec writes on. Runs once: a product that already has quotations is left as it is.
 */
const PRODUCT = "prd-sa";
const MAKER = "usr-ent-signer";
const CUSTOMER = { name: "PT Indomarco Prismatama", address: "Jl. Ancol I No. 9-10, Ancol Barat, Jakarta Utara 14430", phone: "021-6909088", email: "ap@indomarco.test", npwp: "013006145092000", sap_customer_id: "SAP-101455" };

function offer(today: string, details: QuotationInput["details"], note: string): QuotationInput {
  return { productId: PRODUCT, companyId: "", quotationDate: today, validUntil: addDays(today, 30), includePph: true, from: GROUP_SELLER, to: CUSTOMER, note, details };
}

export function seedQuotations(now = new Date()): { quotations: number } {
  if ((db().select({ n: count() }).from(quotations).where(eq(quotations.productId, PRODUCT)).get()?.n ?? 0) > 0) return { quotations: 0 };
  const { user } = demoUser(MAKER);
  const today = todayInJakarta(now);
  const submitted = createQuotation(user, offer(today, [
    { item: "Programmatic ad package", description: "1,000,000 impressions", quantity: 2, price: 15_000_000 },
    { item: "Creative production", description: "Display and video set", quantity: 1, price: 6_250_000 },
  ], "Harga berlaku untuk kampanye kuartal ini."));
  submitQuotation(user, submitted.id, now);
  const draft = createQuotation(user, offer(today, [{ item: "Programmatic ad package", description: "500,000 impressions, trial", quantity: 1, price: 7_500_000 }], ""));
  dropQueuedNotices([submitted.id, draft.id]);
  return { quotations: 2 };
}
