import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import { Item } from "./item";
import type { ProfileData } from "./profile-data";

/** How each billing is paid and taxed, and who owns the profile. */
export function BillingSettingsCard({ profile }: { profile: ProfileData["profile"] }) {
  const { t } = useTranslation("recurring");
  const order = profile.order;
  return (
    <SectionCard title={t("detail.billingSettings")}>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Item label={t("detail.paymentMethod")}>{t(`paymentMethod.${profile.billingConfig.payment_method}`)}</Item>
        <Item label={t("detail.wapuAffiliation")}>
          {profile.billingConfig.kode_wapu} · {profile.billingConfig.afiliasi}
        </Item>
        <Item label={t("detail.pphTaxInvoice")}>
          {profile.billingConfig.include_pph ? t("detail.withheld") : t("detail.notWithheld")} · {profile.billingConfig.include_tax_invoice ? t("detail.requested") : t("detail.notRequested")}
        </Item>
        <Item label={t("detail.owner")}>{[profile.meta.owner.division?.desc, profile.meta.owner.unit?.desc, profile.meta.owner.team?.desc].filter(Boolean).join(" · ") || "–"}</Item>
        {order.poNumber ? <Item label={t("detail.customerPo")}>{order.poNumber}</Item> : null}
      </dl>
    </SectionCard>
  );
}
