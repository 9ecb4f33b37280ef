import { useTranslation } from "react-i18next";
import { PricingSummary } from "~/components/documents/pricing-summary";
import { StatusBadge, statusText } from "~/components/documents/status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { InvoiceData } from "./invoice-data";

/** The invoice's amount with its workflow and faktur statuses. */
export function InvoiceAmount({ invoice, billing }: { invoice: InvoiceData["invoice"]; billing: InvoiceData["billing"] }) {
  const state = invoice.statusInvoice;
  const { t } = useTranslation("documents");
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle className="text-base">{t("invoice.amount")}</CardTitle>
        <div className="flex gap-1">
          <StatusBadge value={state} />
          <StatusBadge value={invoice.statusFaktur} label={t("invoice.fakturStatus", { status: statusText(t as never, invoice.statusFaktur) })} />
        </div>
      </CardHeader>
      <CardContent>
        <PricingSummary p={billing} />
      </CardContent>
    </Card>
  );
}
