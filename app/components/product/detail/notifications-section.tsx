import { useTranslation } from "react-i18next";
import { Detail, Section } from "~/components/product/section";
import type { ProductView } from "./product-view";
import { YesNo } from "./yes-no";

/** Who is e-mailed about the product's documents. */
export function NotificationsSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  return (
    <Section id="notifications" title={t("sections.notifications")}>
      <dl className="grid gap-3 sm:grid-cols-5">
        <Detail label={t("fields.sendNotifications")}>
          <YesNo value={p.emailSetting.send_notification} />
        </Detail>
        <Detail label={t("fields.purchaseOrders")}>
          <YesNo value={p.emailSetting.po} />
        </Detail>
        <Detail label={t("fields.billings")}>
          <YesNo value={p.emailSetting.billing} />
        </Detail>
        <Detail label={t("fields.invoices")}>
          <YesNo value={p.emailSetting.invoice} />
        </Detail>
        <Detail label={t("fields.taxInvoices")}>
          <YesNo value={p.emailSetting.tax_invoice} />
        </Detail>
      </dl>
    </Section>
  );
}
