import { SectionCard } from "~/components/ui/section-card";
import { PAYMENT_METHOD_LABELS } from "~/lib/schemas/recurring";
import { Item } from "./item";
import type { ProfileData } from "./profile-data";

/** How each billing is paid and taxed, and who owns the profile. */
export function BillingSettingsCard({ profile }: { profile: ProfileData["profile"] }) {
  const order = profile.order;
  return (
    <SectionCard title="Billing settings">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Item label="Payment method">{PAYMENT_METHOD_LABELS[profile.billingConfig.payment_method]}</Item>
        <Item label="Kode WAPU · affiliation">
          {profile.billingConfig.kode_wapu} · {profile.billingConfig.afiliasi}
        </Item>
        <Item label="PPh 23 · tax invoice">
          {profile.billingConfig.include_pph ? "withheld" : "not withheld"} · {profile.billingConfig.include_tax_invoice ? "requested" : "not requested"}
        </Item>
        <Item label="Owner">{[profile.meta.owner.division?.desc, profile.meta.owner.unit?.desc, profile.meta.owner.team?.desc].filter(Boolean).join(" · ") || "–"}</Item>
        {order.poNumber ? <Item label="Customer PO">{order.poNumber}</Item> : null}
      </dl>
    </SectionCard>
  );
}
