import { Form } from "@remix-run/react";
import { CalendarRange } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { PERIOD_PRESETS, type Period, type PeriodError } from "~/domain/report-period";
import { cn } from "~/lib/utils";

export type PeriodFilterProps = {
  /** The period the page shows (parsePeriod's), so the fields show what the figures cover. */
  period: Period;
  /** parsePeriod's error for a refused custom range: shown under the dates, which keep what was typed. */
  error?: PeriodError;
  /** What the URL asked for when it was refused (the custom range someone typed). */
  requested?: { from: string; to: string };
  /** Only the viewer's products (their list scope); the select is left out when there are none. */
  products: readonly { id: string; name: string }[];
  productId?: string | null;
  /** Where the form goes: the current page by default. */
  action?: string;
  className?: string;
};

const LABEL = "text-xs text-muted-foreground";

/**
 * The period picker and product filter of the dashboards (issue 22): a GET form, so it works without JavaScript and
 * the choice lives in the URL (`period`, `from`, `to`, `product`), read back by domain/report-period.ts parsePeriod.
 * From and To count when the period is a custom range; they show the chosen preset's dates otherwise.
 */
export function PeriodFilter({ period, error, requested, products, productId, action, className }: PeriodFilterProps) {
  const { t } = useTranslation("dashboardSummary");
  const custom = Boolean(error) || period.preset === "custom";
  const from = error ? (requested?.from ?? "") : period.from;
  const to = error ? (requested?.to ?? "") : period.to;
  const invalid = Boolean(error);
  // Uncontrolled fields keep their first value across client navigations: a new key when the URL's values change.
  const key = [period.preset, period.from, period.to, productId ?? "", error ?? ""].join("|");
  return (
    <Form key={key} method="get" action={action} className={cn("rounded-lg border bg-card p-3 shadow-sm", className)} aria-label={t("period.legend")}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="period-preset" className={LABEL}>
            {t("period.label")}
          </Label>
          <NativeSelect id="period-preset" name="period" defaultValue={custom ? "custom" : period.preset} className="w-44">
            {PERIOD_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`period.presets.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="period-from" className={LABEL}>
            {t("period.from")}
          </Label>
          <Input id="period-from" name="from" type="date" defaultValue={from} className="w-40" aria-invalid={invalid || undefined} aria-describedby={invalid ? "period-error" : "period-hint"} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="period-to" className={LABEL}>
            {t("period.to")}
          </Label>
          <Input id="period-to" name="to" type="date" defaultValue={to} className="w-40" aria-invalid={invalid || undefined} aria-describedby={invalid ? "period-error" : "period-hint"} />
        </div>
        {products.length ? (
          <div className="grid gap-1">
            <Label htmlFor="period-product" className={LABEL}>
              {t("period.product")}
            </Label>
            <NativeSelect id="period-product" name="product" defaultValue={productId ?? ""} className="w-52">
              <option value="">{t("period.allProducts")}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <Button type="submit" variant="secondary">
          <CalendarRange aria-hidden="true" /> {t("period.apply")}
        </Button>
      </div>
      {error ? (
        <p id="period-error" role="alert" className="mt-2 text-xs font-medium text-destructive">
          {t(`period.errors.${error}`)} {t("period.fallback")}
        </p>
      ) : (
        <p id="period-hint" className="mt-2 text-xs text-muted-foreground">
          {t("period.customHint")}
        </p>
      )}
    </Form>
  );
}
