/**
 * Arranges the data of tests/e2e/reports-exports.spec.ts through the portal's own services, so its reports do not
 * depend on what earlier specs left in the database (they edit the seeded recurring profile, and a whole suite
 * leaves fakturs waiting):
 *
 *   profileId:   an active monthly recurring profile billing from 2028-02-07, three times, alone in that period
 *   invoiceIds:  two approved invoices dated 2026-02-16 (a past month no other spec writes to); the portal's outbox
 *                and tax job request and receive their fakturs, the spec waits for both
 *
 * Run with tsx, DATABASE_PATH and DATA_DIR set (fixtures.ts runArrangeScript); prints JSON.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices } from "#db/schema";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { approveInvoice } from "~/services/invoices.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { createRecurringProfile } from "~/services/recurring.server";
import { as, CUSTOMER, draftInput, poInput, profileInput } from "../support/factories";

const FORECAST_FIRST_BILLING = "2028-02-07";
const TAX_BILLING_DATE = "2026-02-16";

const profile = createRecurringProfile(as("usr-member"), profileInput({ name: "Antares fleet telemetry, export check", firstBillingDate: FORECAST_FIRST_BILLING, occurrence: 3, activate: true }));

async function approvedInvoice(customer: string, quantity: number) {
  const owner = as("usr-owner");
  const po = createPurchaseOrder(owner, poInput({ poDate: "2026-02-02", to: { ...CUSTOMER, name: customer }, details: [{ item: "Smart Tenant licence", description: "Per building", quantity, price: 4_750_000 }] }));
  const { id: billingId } = createBillingDraft(owner, po.id, draftInput({ billingDate: TAX_BILLING_DATE }));
  issueBilling(owner, billingId);
  const id = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!.id;
  await approveInvoice(as("usr-signer"), id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  return id;
}

// Customers of their own: no sandbox rule another spec set for a customer applies to them.
const invoiceIds = [await approvedInvoice("PT Arsip Pajak Satu", 2), await approvedInvoice("PT Arsip Pajak Dua", 5)];

process.stdout.write(JSON.stringify({ profileId: profile.id, invoiceIds }));
process.exit(0);
