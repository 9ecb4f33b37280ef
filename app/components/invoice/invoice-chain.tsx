import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId } from "~/domain/dates";
import type { InvoiceData } from "./invoice-data";

/** Where the invoice comes from: its billing and PO, dates and sequence. */
export function InvoiceChain({ invoice, billing }: { invoice: InvoiceData["invoice"]; billing: InvoiceData["billing"] }) {
  const { t } = useTranslation("documents");
  return (
    <SectionCard title={t("invoice.chain.title")}>
      <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t("invoice.chain.billing")}</dt>
        <dd>
          <Link className="text-primary hover:underline" to={`/billings/${billing.id}`}>
            {billing.billingNumber}
          </Link>
        </dd>
        <dt className="text-muted-foreground">{t("invoice.chain.po")}</dt>
        <dd>
          {billing.poId ? (
            <Link className="text-primary hover:underline" to={`/purchase-orders/${billing.poId}`}>
              {t("invoice.chain.purchaseOrder")}
            </Link>
          ) : (
            "—"
          )}
        </dd>
        <dt className="text-muted-foreground">{t("invoice.chain.billingDate")}</dt>
        <dd>{formatDateId(invoice.billingDate)}</dd>
        <dt className="text-muted-foreground">{t("invoice.chain.dueDate")}</dt>
        <dd>{formatDateId(invoice.dueDate)}</dd>
        <dt className="text-muted-foreground">{t("invoice.chain.sequence")}</dt>
        <dd className="tabular-nums">{invoice.sequence ?? t("invoice.chain.sequenceLater")}</dd>
      </dl>
    </SectionCard>
  );
}
