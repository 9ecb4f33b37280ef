import { useTranslation } from "react-i18next";
import { KeyRound } from "lucide-react";
import { Detail, Section } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import type { ProductView } from "./product-view";
import { YesNo } from "./yes-no";

/** How customers pay: internal transfer or the payment gateway, with masked keys. */
export function PaymentSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  return (
    <Section id="payment" title={t("sections.payment")} description={t("detail.paymentDescription")}>
      {p.payment.type === "internal" ? (
        <p className="text-sm">{t("detail.internal")}</p>
      ) : (
        <div className="space-y-4">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3 xl:grid-cols-6">
            <Detail label={t("fields.gateway")}>MPS</Detail>
            <Detail label={t("fields.mode")}>{t(`options.mps_mode.${p.payment.mode}`)}</Detail>
            <Detail label={t("fields.registration")}>{p.payment.registrationStatus ?? ""}</Detail>
            <Detail label={t("fields.registeredAt")}>{p.payment.registeredAt ? formatDateTimeId(p.payment.registeredAt) : ""}</Detail>
            <Detail label={t("fields.digimonMpsAccount")}>
              <YesNo value={p.payment.useDigimonMps} />
            </Detail>
            <Detail label={t("fields.manualExpiry")}>
              <YesNo value={p.payment.manualExpired} />
            </Detail>
            <Detail label={t("fields.gatewaySendsEmail")}>
              <YesNo value={p.payment.sendEmail} />
            </Detail>
          </dl>
          <div className="grid gap-3 md:grid-cols-2">
            {(["sandbox", "production"] as const).map((m) => (
              <div key={m} className={`rounded-md border p-3 ${p.payment.mode === m ? "border-primary/60 bg-primary/5" : ""}`}>
                <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
                  {t(`options.mps_mode.${m}`)} {p.payment.mode === m ? <Badge variant="info">{t("detail.inUse")}</Badge> : null}
                </p>
                <dl className="grid gap-2">
                  <Detail label={t("fields.merchantId")}>
                    <span className="font-mono">{p.payment[m].merchantId}</span>
                  </Detail>
                  <Detail label={t("fields.merchantKey")}>
                    {p.payment[m].keyMask ? (
                      <span className="inline-flex items-center gap-1 font-mono" data-testid={`${m}-key-mask`}>
                        <KeyRound aria-hidden="true" className="size-3.5 text-muted-foreground" />
                        {p.payment[m].keyMask}
                      </span>
                    ) : (
                      ""
                    )}
                  </Detail>
                  <Detail label={t("fields.webhook")}>
                    <span className="font-mono text-xs">{p.payment[m].webhook}</span>
                  </Detail>
                </dl>
              </div>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
