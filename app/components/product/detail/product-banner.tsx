import { useTranslation } from "react-i18next";
import { ProductLogo } from "~/components/product/product-image";
import { Detail } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import type { ProductView } from "./product-view";

/** The product's colour band, logo, badges and key terms. */
export function ProductBanner({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  const signer = p.people.find((m) => m.isInvoiceSigner);
  const bypass = p.config.bypass_invoice_approval === "yes";
  const color = p.documentTemplate.invoice.dominant_color;
  return (
    <div className="mb-4 overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="h-1" style={{ backgroundColor: color }} />
      <div className="flex flex-wrap items-start gap-4 p-4">
        <ProductLogo src={p.imageLogo} code={p.productCode} name={p.name} color={color} className="size-14 text-base" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="font-mono tracking-widest">
              {p.productCode}
            </Badge>
            <Badge variant={p.payment.type === "mps" ? "info" : "secondary"}>{p.payment.type === "mps" ? t("columns.mps", { mode: t(`options.mps_mode.${p.payment.mode}`) }) : t("detail.internalTransfer")}</Badge>
            {bypass ? <Badge variant="warning">{t("detail.approvalBypassed")}</Badge> : <Badge variant="secondary">{t("detail.signerApproval")}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">{p.description || t("detail.noDescription")}</p>
          <p className="text-xs text-muted-foreground">
            {t("detail.createdChanged", { created: formatDateTimeId(p.createdAt), updated: formatDateTimeId(p.updatedAt) })}
            {p.gatewayAppId ? (
              <>
                {" "}
                · {t("detail.gatewayApp")} <span className="font-mono">{p.gatewayAppId}</span>
              </>
            ) : null}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-end sm:grid-cols-4">
          <Detail label={t("fields.administrationFee")}>
            <span className="tabular-nums">{formatRupiah(p.config.administration_fee)}</span>
          </Detail>
          <Detail label={t("fields.paymentTerms")}>{p.config.payment_terms_days === 0 ? t("detail.dueOnBillingDate") : t("detail.days", { days: p.config.payment_terms_days })}</Detail>
          <Detail label={t("fields.poNumbering")}>{t(`options.periode.${p.config.po_number_periode}`)}</Detail>
          <Detail label={t("fields.invoiceSigner")}>{signer ? signer.name : bypass ? t("detail.systemBypass") : <span className="text-destructive">{t("detail.noSigner")}</span>}</Detail>
        </dl>
      </div>
    </div>
  );
}
