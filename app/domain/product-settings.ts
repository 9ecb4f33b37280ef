/** A product's settings as stored in its JSON columns (db/schema/products.ts). */

export type ProductConfig = {
  po_number_periode: "daily" | "monthly" | "yearly";
  administration_fee: number;
  unique_code_type: "none" | "discount" | "addition";
  invoice_signer: string | null;
  transaction_type: "postpaid" | "prepaid";
  product_ownership: string;
  skum_code: string;
  use_customer: "no" | "yes" | "yes_with_posting";
  bypass_invoice_approval: "yes" | "no";
  auto_payment_verification: "yes" | "no";
  kode_unit: string;
  business_area: string;
  akun_pendapatan: string;
  akun_bank: string;
  akun_piutang: string;
  akun_pdd: string;
  auto_switch_payment_method: string;
  /** Days from billing date to due date (values seen: 0, 7, 14, 17). */
  payment_terms_days: number;
  /** Issue 23: a billing of this product is issued only when its PO has a verified BAST (absent on older rows: "no"). */
  billing_requires_bast?: "yes" | "no";
};
export type EmailSetting = { send_notification: boolean; po: boolean; billing: boolean; invoice: boolean; tax_invoice: boolean };
export type DocumentTemplate = { template_path: string; dominant_color: string; logo_url?: string | null };
export type DocumentTemplates = { po: DocumentTemplate; billing: DocumentTemplate; invoice: DocumentTemplate };
export type Companion = { organization_company_id: string | null; division_id: string | null; companion_id: string | null; division_name: string | null };
export type MpsCredentials = { merchant_id: string; merchant_key_encrypted: string; webhook: string };
export type PaymentSystem = {
  payment_type: "internal" | "mps";
  registered_at?: string | null;
  mps_mode?: "sandbox" | "production";
  registration_status?: string | null;
  use_digimon_mps?: boolean;
  manual_expired?: boolean;
  send_email?: boolean;
  sandbox?: MpsCredentials | null;
  production?: MpsCredentials | null;
};
export type BankAccount = { owner: string; account_number: string; bank_name: string; branch_office: string };
export type ImageItem = { id: string; image: string; image_path: string; status: "upload" };
