import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { FREQUENCY_LABELS } from "~/lib/schemas/recurring";
import { STATUS_VARIANT } from "~/routes/_portal.recurring._index";
import { Item } from "./item";
import type { ProfileData } from "./profile-data";

/** When the profile bills, how often and for how much. */
export function ScheduleCard({ profile, productName }: { profile: ProfileData["profile"]; productName: ProfileData["productName"] }) {
  const ref = profile.config.reference;
  const order = profile.order;
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle className="text-base">Schedule</CardTitle>
        <Badge variant={STATUS_VARIANT[profile.status]} aria-label={`Status: ${profile.status}`}>
          {profile.status}
        </Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Item label="Product">{productName}</Item>
          <Item label="Frequency">{FREQUENCY_LABELS[profile.frequency]}</Item>
          <Item label="Billings made">
            {profile.numOfBillingSent} of {profile.occurence}
          </Item>
          <Item label="First billing">
            {formatDateId(ref.firstBillingDate)} (due {formatDateId(ref.firstBillingDueDate)})
          </Item>
          <Item label="Last billing">
            {formatDateId(ref.lastBillingDate)} (due {formatDateId(ref.lastBillingDueDate)})
          </Item>
          <Item label="Next billing">{profile.nextBillingDate ? formatDateId(profile.nextBillingDate) : "–"}</Item>
          <Item label="Due">{ref.dueDateDayAfter} day(s) after each billing</Item>
          <Item label="Each billing (before tax)">{formatRupiah(order.grandTotal)}</Item>
          <Item label="All billings (before tax)">{formatRupiah(order.recurringGrandTotal)}</Item>
        </dl>
      </CardContent>
    </Card>
  );
}
