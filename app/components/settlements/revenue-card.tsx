import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateShortId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";

export type RevenueView = { from: string; to: string; transactions: number; gross: number; channelFee: number; mpsFee: number; net: number; settledNet: number };

/** A product's gateway revenue for a period (issue 21): gross, fees and net from the settlement reports, and what is settled. */
export function RevenueCard({ revenue: r }: { revenue: RevenueView }) {
  const { t } = useTranslation("settlements");
  const rows = [
    ["transactions", r.transactions.toLocaleString("id-ID")],
    ["gross", formatRupiah(r.gross)],
    ["channelFee", formatRupiah(r.channelFee)],
    ["mpsFee", formatRupiah(r.mpsFee)],
    ["net", formatRupiah(r.net)],
    ["settledNet", formatRupiah(r.settledNet)],
  ] as const;
  return (
    <SectionCard title={t("revenue.title")}>
      <section id="revenue" aria-label={t("revenue.title")} className="space-y-3">
        <p className="text-xs text-muted-foreground">{t("revenue.period", { from: formatDateShortId(r.from), to: formatDateShortId(r.to) })}</p>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-6">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-muted-foreground">{t(`revenue.${key}`)}</dt>
              <dd className="text-sm font-medium tabular-nums" data-testid={`revenue-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <FormField label={t("filters.date")} name="revenue_from" id="revenue-from">
            <Input type="date" defaultValue={r.from} />
          </FormField>
          <FormField label="–" name="revenue_to" id="revenue-to">
            <Input type="date" defaultValue={r.to} />
          </FormField>
          <Button type="submit" variant="outline" size="sm">
            {t("revenue.title")}
          </Button>
        </Form>
      </section>
    </SectionCard>
  );
}
