import { useTranslation } from "react-i18next";
import { formatRupiah } from "~/domain/money";
import { terbilangRupiah } from "~/domain/terbilang";

export type Pricing = {
  totalPrice: number; dpp: number; tax: number; taxRateLabel: string; pph: number; includePph: boolean;
  administrationFee: number; uniqueCode: number; finalPrice: number; finalPriceWithPph: number;
};

function Row({ label, value, strong, hint }: { label: string; value: number; strong?: boolean; hint?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1 ${strong ? "border-t pt-2 font-semibold" : ""}`}>
      <dt className={strong ? "" : "text-muted-foreground"}>
        {label}
        {hint ? <span className="ms-1 text-xs text-muted-foreground">({hint})</span> : null}
      </dt>
      <dd className="tabular-nums">{formatRupiah(value)}</dd>
    </div>
  );
}

/** The pricing breakdown of a billing (issue 5): every figure the final price is made of, and the amount in words. */
export function PricingSummary({ p }: { p: Pricing }) {
  const { t } = useTranslation("documents");
  return (
    <div className="space-y-2 text-sm">
      <dl aria-label={t("pricing.label")}>
        <Row label={t("pricing.totalPrice")} value={p.totalPrice} />
        {p.dpp !== p.totalPrice && p.dpp > 0 ? <Row label={t("pricing.dppOther")} value={p.dpp} hint={t("pricing.dppHint")} /> : null}
        <Row label={t("pricing.ppn")} value={p.tax} hint={p.taxRateLabel} />
        <Row label={t("pricing.administrationFee")} value={p.administrationFee} />
        {p.uniqueCode !== 0 ? <Row label={t("pricing.uniqueCode")} value={p.uniqueCode} hint={p.uniqueCode < 0 ? t("pricing.discount") : t("pricing.addition")} /> : null}
        <Row label={t("pricing.finalPrice")} value={p.finalPrice} strong />
        {p.includePph ? (
          <>
            <Row label={t("pricing.pphWithheld")} value={-p.pph} hint={t("pricing.pphHint")} />
            <Row label={t("pricing.finalPriceWithPph")} value={p.finalPriceWithPph} strong />
          </>
        ) : null}
      </dl>
      <p className="rounded-md bg-muted px-3 py-2 text-xs italic">{terbilangRupiah(p.includePph ? p.finalPriceWithPph : p.finalPrice)}</p>
    </div>
  );
}
