import type { BankAccount, ProductConfig } from "../schema/products";

export type ProductSeed = {
  id: string; code: string; name: string; description: string; color: string; config: Partial<ProductConfig>;
  owners: string[]; members: string[]; signer: string; paymentType: "internal" | "mps"; bank: BankAccount; companionDivision: string;
};

const baseConfig: ProductConfig = {
  po_number_periode: "monthly", administration_fee: 0, unique_code_type: "none", invoice_signer: null, transaction_type: "postpaid",
  product_ownership: "telkom", skum_code: "", use_customer: "yes", bypass_invoice_approval: "no", auto_payment_verification: "no",
  kode_unit: "", business_area: "", akun_pendapatan: "", akun_bank: "", akun_piutang: "", akun_pdd: "", auto_switch_payment_method: "disabled",
  payment_terms_days: 14,
};

const mandiri = (owner: string, account: string): BankAccount => ({ owner, account_number: account, bank_name: "Bank Mandiri", branch_office: "KCP Jakarta Gatot Subroto" });

/** The five catalogue products of issue 2, covering every config value the spec says was seen. */
export const PRODUCT_SEED: ProductSeed[] = [
  {
    id: "prd-st", code: "ST", name: "Smart Tenant", description: "Building and tenant management platform for property partners.", color: "#1d4ed8",
    config: { po_number_periode: "monthly", administration_fee: 6500, unique_code_type: "addition", skum_code: "SKUM-ST", kode_unit: "DDB1", business_area: "T001", akun_pendapatan: "40110001", akun_bank: "11120001", akun_piutang: "11310001", akun_pdd: "21510001", payment_terms_days: 14 },
    owners: ["usr-owner"], members: ["usr-owner", "usr-signer"], signer: "usr-signer", paymentType: "internal", bank: mandiri("PT Telkom Indonesia (Persero) Tbk", "1220007788990"), companionDivision: "DIT-DDB",
  },
  {
    id: "prd-dr", code: "DR", name: "Digital Reward", description: "Loyalty points and reward catalogue for enterprise customers.", color: "#7c3aed",
    config: { po_number_periode: "daily", administration_fee: 1000, unique_code_type: "discount", skum_code: "SKUM-DR", kode_unit: "DDB1", business_area: "T001", akun_pendapatan: "40110002", akun_bank: "11120001", akun_piutang: "11310002", akun_pdd: "21510002", payment_terms_days: 7 },
    owners: ["usr-owner"], members: ["usr-owner", "usr-signer"], signer: "usr-signer", paymentType: "mps", bank: mandiri("PT Telkom Indonesia (Persero) Tbk", "1220007788991"), companionDivision: "DIT-DDB",
  },
  {
    id: "prd-ac", code: "AC", name: "Antares Cloud", description: "IoT connectivity and device cloud for enterprise fleets.", color: "#0f766e",
    config: { po_number_periode: "monthly", administration_fee: 0, unique_code_type: "none", use_customer: "yes_with_posting", skum_code: "SKUM-AC", kode_unit: "DES1", business_area: "T002", akun_pendapatan: "40120001", akun_bank: "11120002", akun_piutang: "11320001", akun_pdd: "21520001", payment_terms_days: 17 },
    owners: ["usr-ent-signer"], members: ["usr-member", "usr-ent-signer"], signer: "usr-ent-signer", paymentType: "internal", bank: mandiri("PT Telkom Indonesia (Persero) Tbk", "1220007788992"), companionDivision: "DIT-DES",
  },
  {
    id: "prd-sa", code: "SA", name: "Sinergi Ads", description: "Programmatic advertising on the group's digital channels.", color: "#b45309",
    config: { po_number_periode: "yearly", administration_fee: 6500, unique_code_type: "addition", skum_code: "SKUM-SA", kode_unit: "DES1", business_area: "T002", akun_pendapatan: "40120002", akun_bank: "11120002", akun_piutang: "11320002", akun_pdd: "21520002", payment_terms_days: 0 },
    owners: ["usr-ent-signer"], members: ["usr-member", "usr-ent-signer"], signer: "usr-ent-signer", paymentType: "mps", bank: mandiri("PT Telkom Indonesia (Persero) Tbk", "1220007788993"), companionDivision: "DIT-DES",
  },
  {
    id: "prd-mp", code: "MP", name: "Mitra Pay", description: "Merchant payment acceptance; invoices approve automatically.", color: "#be123c",
    config: { po_number_periode: "monthly", administration_fee: 1000, unique_code_type: "none", bypass_invoice_approval: "yes", auto_payment_verification: "yes", use_customer: "no", skum_code: "SKUM-MP", kode_unit: "DES2", business_area: "T002", akun_pendapatan: "40120003", akun_bank: "11120003", akun_piutang: "11320003", akun_pdd: "21520003", payment_terms_days: 7 },
    owners: ["usr-ent-signer"], members: ["usr-member", "usr-ent-signer"], signer: "usr-ent-signer", paymentType: "internal", bank: mandiri("PT Telkom Indonesia (Persero) Tbk", "1220007788994"), companionDivision: "DIT-DES",
  },
];

export const withDefaults = (config: Partial<ProductConfig>): ProductConfig => ({ ...baseConfig, ...config });
