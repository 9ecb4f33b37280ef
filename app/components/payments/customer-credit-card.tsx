import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import { formatRupiah } from "~/domain/money";
import { ApplyCreditForm, type CreditBillingOption } from "./customer-credit-forms";

/**
 * The customer's credit on a billing page (issue 20): how much is available, a link to the customer's credit page
 * (history and refund), and, for settlement staff on an open billing, the form that pays it from the credit.
 */
export function CustomerCreditCard({ offer }: { offer: { customerId: string; available: number; maySettle: boolean; billing: CreditBillingOption | null } }) {
  const { t } = useTranslation("payments");
  return (
    <SectionCard title={t("credits.open")} contentClassName="space-y-3 text-sm">
      <p>{t("credits.onBilling", { amount: formatRupiah(offer.available) })}</p>
      <Link to={`/payments/credits/${offer.customerId}`} className="text-primary hover:underline">
        {t("credits.history")}
      </Link>
      {offer.maySettle && offer.billing ? <ApplyCreditForm customerId={offer.customerId} billings={[offer.billing]} available={offer.available} back="billing" /> : null}
    </SectionCard>
  );
}
