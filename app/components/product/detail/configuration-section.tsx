import { Detail, Section } from "~/components/product/section";
import { formatRupiah } from "~/domain/money";
import { LABELS } from "~/lib/schemas/product";
import type { ProductView } from "./product-view";

/** The product's billing and approval settings. */
export function ConfigurationSection({ p }: { p: ProductView }) {
  return (
    <Section id="configuration" title="Configuration">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
        <Detail label="PO number period">{LABELS.po_number_periode[p.config.po_number_periode]}</Detail>
        <Detail label="Administration fee">
          <span className="tabular-nums">{formatRupiah(p.config.administration_fee)}</span>
        </Detail>
        <Detail label="Unique code">{LABELS.unique_code_type[p.config.unique_code_type]}</Detail>
        <Detail label="Payment terms">{p.config.payment_terms_days} days</Detail>
        <Detail label="Transaction type">{LABELS.transaction_type[p.config.transaction_type]}</Detail>
        <Detail label="Product ownership">{LABELS.product_ownership[p.config.product_ownership as keyof typeof LABELS.product_ownership] ?? p.config.product_ownership}</Detail>
        <Detail label="Use customer">{LABELS.use_customer[p.config.use_customer]}</Detail>
        <Detail label="Invoice signer (reference id)">
          <span className="font-mono">{p.config.invoice_signer ?? ""}</span>
        </Detail>
        <Detail label="Bypass invoice approval">{LABELS.yes_no[p.config.bypass_invoice_approval]}</Detail>
        <Detail label="Auto payment verification">{LABELS.yes_no[p.config.auto_payment_verification]}</Detail>
        <Detail label="Auto-switch payment method">
          {LABELS.auto_switch_payment_method[p.config.auto_switch_payment_method as keyof typeof LABELS.auto_switch_payment_method] ?? p.config.auto_switch_payment_method}
        </Detail>
        <Detail label="SKUM code">{p.config.skum_code}</Detail>
        <Detail label="Kode unit">{p.config.kode_unit}</Detail>
        <Detail label="Business area">{p.config.business_area}</Detail>
      </dl>
      <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Accounting (SAP posting)</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
        {(
          [
            ["Akun pendapatan (revenue)", p.config.akun_pendapatan],
            ["Akun bank", p.config.akun_bank],
            ["Akun piutang (receivable)", p.config.akun_piutang],
            ["Akun PDD (deferred revenue)", p.config.akun_pdd],
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
