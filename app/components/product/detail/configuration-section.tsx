import { useTranslation } from "react-i18next";
import { Detail, Section } from "~/components/product/section";
import { formatRupiah } from "~/domain/money";
import { AUTO_SWITCH, PRODUCT_OWNERSHIPS } from "~/lib/schemas/product";
import type { ProductView } from "./product-view";

/** Stored free-text settings: a known value shows its label, anything else as stored. */
const isOwnership = (v: string): v is (typeof PRODUCT_OWNERSHIPS)[number] => (PRODUCT_OWNERSHIPS as readonly string[]).includes(v);
const isAutoSwitch = (v: string): v is (typeof AUTO_SWITCH)[number] => (AUTO_SWITCH as readonly string[]).includes(v);

/** The product's billing and approval settings. */
export function ConfigurationSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  return (
    <Section id="configuration" title={t("sections.configuration")}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
        <Detail label={t("fields.poNumberPeriod")}>{t(`options.po_number_periode.${p.config.po_number_periode}`)}</Detail>
        <Detail label={t("fields.administrationFee")}>
          <span className="tabular-nums">{formatRupiah(p.config.administration_fee)}</span>
        </Detail>
        <Detail label={t("fields.uniqueCode")}>{t(`options.unique_code_type.${p.config.unique_code_type}`)}</Detail>
        <Detail label={t("fields.paymentTerms")}>{t("detail.days", { days: p.config.payment_terms_days })}</Detail>
        <Detail label={t("fields.transactionType")}>{t(`options.transaction_type.${p.config.transaction_type}`)}</Detail>
        <Detail label={t("fields.productOwnership")}>{isOwnership(p.config.product_ownership) ? t(`options.product_ownership.${p.config.product_ownership}`) : p.config.product_ownership}</Detail>
        <Detail label={t("fields.useCustomer")}>{t(`options.use_customer.${p.config.use_customer}`)}</Detail>
        <Detail label={t("fields.invoiceSignerReference")}>
          <span className="font-mono">{p.config.invoice_signer ?? ""}</span>
        </Detail>
        <Detail label={t("fields.bypassApproval")}>{t(`options.yes_no.${p.config.bypass_invoice_approval}`)}</Detail>
        <Detail label={t("fields.autoPaymentVerification")}>{t(`options.yes_no.${p.config.auto_payment_verification}`)}</Detail>
        <Detail label={t("fields.billingRequiresBast")}>{t(`options.yes_no.${p.config.billing_requires_bast ?? "no"}`)}</Detail>
        <Detail label={t("fields.autoSwitch")}>
          {isAutoSwitch(p.config.auto_switch_payment_method) ? t(`options.auto_switch_payment_method.${p.config.auto_switch_payment_method}`) : p.config.auto_switch_payment_method}
        </Detail>
        <Detail label={t("fields.skumCode")}>{p.config.skum_code}</Detail>
        <Detail label={t("fields.kodeUnit")}>{p.config.kode_unit}</Detail>
        <Detail label={t("fields.businessArea")}>{p.config.business_area}</Detail>
      </dl>
      <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("fields.accounting")}</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
        {(
          [
            [t("fields.akunPendapatanLong"), p.config.akun_pendapatan],
            [t("fields.akunBank"), p.config.akun_bank],
            [t("fields.akunPiutangLong"), p.config.akun_piutang],
            [t("fields.akunPddLong"), p.config.akun_pdd],
          ] as const
        ).map(([label, value]) => (
          <Detail key={label} label={label}>
            {value ? <span className="font-mono">{value}</span> : ""}
          </Detail>
        ))}
      </dl>
    </Section>
  );
}
