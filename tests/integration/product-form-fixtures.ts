// The product form as the browser posts it, shared by the product screens' tests and the audit trail's.

export type Fields = Record<string, string | string[] | File | File[] | null>;

/** A complete, valid product form as the browser posts it; `changes` adds, replaces or (null) removes fields. */
export function productForm(changes: Fields = {}) {
  const base: Fields = {
    name: "Kontrak Digital",
    productCode: "kd",
    gatewayAppId: "",
    description: "Digital contract signing for enterprise partners.",
    "owners[0].userId": "usr-owner",
    "members[0].userId": "usr-owner",
    "members[1].userId": "usr-signer",
    signer: "u:usr-signer",
    "emailSetting.send_notification": "on",
    "emailSetting.po": "on",
    "emailSetting.invoice": "on",
    "templates.po.templatePath": "templates/po-default",
    "templates.po.color": "#0E7490",
    "templates.billing.templatePath": "templates/billing-default",
    "templates.billing.color": "#0e7490",
    "templates.invoice.templatePath": "templates/invoice-default",
    "templates.invoice.color": "#0e7490",
    "companion.companyId": "org-TLKM",
    "companion.divisionId": "org-DIT-DDB",
    "companion.companionId": "",
    "payment.type": "internal",
    "payment.mode": "sandbox",
    "bank.owner": "PT Telkom Indonesia (Persero) Tbk",
    "bank.accountNumber": "1220007788999",
    "bank.bankName": "Bank Mandiri",
    "bank.branchOffice": "KCP Jakarta Gatot Subroto",
    "config.po_number_periode": "monthly",
    "config.administration_fee": "6.500",
    "config.unique_code_type": "addition",
    "config.transaction_type": "postpaid",
    "config.product_ownership": "telkom",
    "config.skum_code": "SKUM-KD",
    "config.use_customer": "yes",
    "config.bypass_invoice_approval": "no",
    "config.auto_payment_verification": "no",
    "config.kode_unit": "DDB1",
    "config.business_area": "T001",
    "config.akun_pendapatan": "40110009",
    "config.akun_bank": "11120001",
    "config.akun_piutang": "11310009",
    "config.akun_pdd": "21510009",
    "config.auto_switch_payment_method": "disabled",
    "config.payment_terms_days": "14",
  };
  const merged = { ...base, ...changes };
  const form = new FormData();
  for (const [key, value] of Object.entries(merged)) {
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return form;
}
