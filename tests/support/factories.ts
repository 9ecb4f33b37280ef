import type { BillingDraftInput, PurchaseOrderInput } from "~/lib/schemas/documents";
import type { RecurringProfileInput } from "~/lib/schemas/recurring";
import { loadAccessUser } from "~/models/user.server";

export const as = (id: string) => {
  const user = loadAccessUser(id);
  if (!user) throw new Error(`No user ${id}`);
  return user;
};

export const TELKOM = { name: "PT Telkom Indonesia (Persero) Tbk", address: "Jl. Japati No. 1, Bandung 40133", phone: "022-4521510", email: "billing@telkom.test", npwp: "010000131093000", sap_customer_id: "" };
export const CUSTOMER = { name: "PT Maju Bersama Sejahtera", address: "Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190", phone: "021-5150000", email: "finance@majubersama.test", npwp: "012345678901000", sap_customer_id: "SAP-100234" };

export function poInput(overrides: Partial<PurchaseOrderInput> = {}): PurchaseOrderInput {
  return {
    productId: "prd-st",
    poDate: "2026-11-20",
    from: TELKOM,
    to: CUSTOMER,
    details: [
      { item: "Smart Tenant Enterprise licence", description: "Annual licence, 250 units", quantity: 2, price: 12_500_000 },
      { item: "Onboarding", description: "On-site training", quantity: 1, price: 3_750_000 },
    ],
    note: "",
    ...overrides,
  };
}

export function draftInput(overrides: Partial<BillingDraftInput> = {}): BillingDraftInput {
  return { billingDate: "2026-11-21", includePph: true, includeTaxInvoice: true, kodeWapu: "01", afiliasi: "non-telkom", taxInvoiceText: "", paymentMethod: "bank_transfer", note: "", ...overrides };
}

/** A recurring profile of Antares Cloud (Dewi's product), monthly for a year from 2027-01-05. */
export function profileInput(overrides: Partial<RecurringProfileInput> = {}): RecurringProfileInput {
  return {
    name: "Smart Tenant monthly licence, PT Maju Bersama",
    productId: "prd-ac",
    frequency: "monthly",
    occurrence: 12,
    firstBillingDate: "2027-01-05",
    dueDateDayAfter: 1,
    poNumber: "PO-MBS-2026-117",
    from: { ...TELKOM, sap_customer_id: "" },
    to: { ...CUSTOMER, company: "PT Maju Bersama Sejahtera", send_email: true },
    details: [{ item: "Antares Cloud connectivity", description: "500 devices", quantity: 500, price: 15_000 }],
    paymentMethod: "bank_transfer",
    kodeWapu: "01",
    afiliasi: "non-telkom",
    taxInvoiceText: "",
    includePph: true,
    includeTaxInvoice: true,
    team: "Enterprise IoT",
    ...overrides,
  };
}
