import { Detail, Section } from "~/components/product/section";
import type { ProductView } from "./product-view";
import { YesNo } from "./yes-no";

/** Who is e-mailed about the product's documents. */
export function NotificationsSection({ p }: { p: ProductView }) {
  return (
    <Section id="notifications" title="E-mail notifications">
      <dl className="grid gap-3 sm:grid-cols-5">
        <Detail label="Send notifications">
          <YesNo value={p.emailSetting.send_notification} />
        </Detail>
        <Detail label="Purchase orders">
          <YesNo value={p.emailSetting.po} />
        </Detail>
        <Detail label="Billings">
          <YesNo value={p.emailSetting.billing} />
        </Detail>
        <Detail label="Invoices">
          <YesNo value={p.emailSetting.invoice} />
        </Detail>
        <Detail label="Tax invoices">
          <YesNo value={p.emailSetting.tax_invoice} />
        </Detail>
      </dl>
    </Section>
  );
}
