import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { STATUS_VARIANT } from "~/routes/_portal.recurring._index";
import { Item } from "./item";
import type { ProfileData } from "./profile-data";

/** When the profile bills, how often and for how much. */
export function ScheduleCard({ profile, productName }: { profile: ProfileData["profile"]; productName: ProfileData["productName"] }) {
  const { t } = useTranslation("recurring");
  const ref = profile.config.reference;
  const order = profile.order;
  const { t: tc } = useTranslation("common");
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle className="text-base">{t("detail.schedule")}</CardTitle>
        <Badge variant={STATUS_VARIANT[profile.status]} aria-label={t("statusLabel", { status: t(`status.${profile.status}`) })}>
          {t(`status.${profile.status}`)}
        </Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Item label={tc("product")}>{productName}</Item>
          <Item label={t("list.frequency")}>{t(`frequency.${profile.frequency}`)}</Item>
          <Item label={t("detail.billingsMade")}>
            {t("detail.billingsOf", { made: profile.numOfBillingSent, total: profile.occurence })}
          </Item>
          <Item label={t("detail.firstBilling")}>
            {t("detail.dueOn", { date: formatDateId(ref.firstBillingDate), due: formatDateId(ref.firstBillingDueDate) })}
          </Item>
          <Item label={t("detail.lastBilling")}>
            {t("detail.dueOn", { date: formatDateId(ref.lastBillingDate), due: formatDateId(ref.lastBillingDueDate) })}
          </Item>
          <Item label={t("detail.nextBilling")}>{profile.nextBillingDate ? formatDateId(profile.nextBillingDate) : "–"}</Item>
          <Item label={t("detail.due")}>{t("detail.dueDays", { days: ref.dueDateDayAfter })}</Item>
          <Item label={t("detail.eachBilling")}>{formatRupiah(order.grandTotal)}</Item>
          <Item label={t("detail.allBillings")}>{formatRupiah(order.recurringGrandTotal)}</Item>
        </dl>
      </CardContent>
    </Card>
  );
}
