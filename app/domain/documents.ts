/** The JSON shapes a document carries (spec section 3), stored in the documents' JSON columns (db/schema/orders.ts). */

/** A party on a document (spec section 3, "Party"), kept as it was when the document was made. */
export type Party = { name: string; address: string; phone: string; email: string; npwp: string; sap_customer_id?: string | null };
export type DetailLine = { _id: string; item: string; description: string; quantity: number; price: number; total: number };
/** Who did something, as the spec records it: by, reference_id, app_id, at (plus message where it applies). */
export type ActRecord = { by: string; reference_id: string; app_id: string; at: string; message?: string };
export type BillingConfig = { kode_wapu: "01" | "02" | "03"; afiliasi: "AF" | "NF" | "telkom" | "non-telkom"; tax_invoice_text: string; payment_method: "bank_transfer" | "virtual_account" | "credit_card" };
export type BankDetails = { owner: string; account_number: string; bank_name: string; branch_office: string };
export type ApprovalRecord = ActRecord & { message: string; sign_image: string | null; skum_no: string | null; position: string | null; skum_release: string | null };

/** The owner of a recurring billing profile (company, division, unit, team). */
export type OwnerMeta = Record<"company" | "division" | "unit" | "team", { value: string; desc: string }>;
