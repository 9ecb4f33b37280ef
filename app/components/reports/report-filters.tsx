import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDateId, formatDateTimeId, formatMonthYear } from "~/domain/dates";
import { formatNumberId, formatRupiah } from "~/domain/money";
import { PERIOD_PRESETS } from "~/domain/report-period";
import { isLanguage, type Language } from "~/locales/languages";

type Tr = (key: string, options?: Record<string, unknown>) => string;
export type ReportFieldView = { name: string; label: string; kind: "period" | "select" | "text" | "date"; translate: boolean; options: Array<{ value: string; label: string }> };

/** The i18next language as one of the portal's (the screen's cells follow the page's language). */
export const reportLanguage = (language: string): Language => (isLanguage(language) ? language : "id");

/** A report cell as the screen shows it: rupiah and numbers in Indonesian format, dates as dates, months in words in `language`. */
export function cellText(type: string, translate: boolean, value: string | number | null, tr: (k: string) => string, language: Language): string {
  if (value === null || value === undefined) return "";
  if (type === "rupiah") return formatRupiah(Number(value));
  if (type === "number") return formatNumberId(Number(value));
  if (type === "date") return formatDateId(String(value));
  if (type === "datetime") return formatDateTimeId(String(value));
  if (type === "month") return formatMonthYear(String(value), language);
  return translate ? tr(String(value)) : String(value);
}

/** The report's GET filter form (works without JavaScript): the period picker, selects and text filters. */
export function ReportFilters({ name, fields, values, errors: fieldErrors, tr }: { name: string; fields: ReportFieldView[]; values: Record<string, string>; errors: Record<string, string> | null; tr: Tr }) {
  const { t } = useTranslation("reports");
  const errors = fieldErrors ?? {};
  const errorText = (name: string) => (errors[name] ? (errors[name].startsWith("reports:") ? tr(errors[name]) : t("filters.invalid")) : null);
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border bg-card p-3" aria-label={t("filters.legend")}>
      {fields.map((f) =>
        f.kind === "period" ? (
          <div key={f.name} className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor="report-period">{tr(f.label)}</Label>
              <NativeSelect id="report-period" name="period" defaultValue={values.period ?? ""}>
                <option value="">{t("filters.default")}</option>
                {PERIOD_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {t(`period.presets.${p}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {(["from", "to"] as const).map((name) => (
              <div key={name} className="flex flex-col gap-1">
                <Label htmlFor={`report-${name}`}>{t(`filters.${name}`)}</Label>
                <Input id={`report-${name}`} type="date" name={name} defaultValue={values[name] ?? ""} aria-describedby={errors[name] ? `report-${name}-error` : undefined} aria-invalid={errors[name] ? true : undefined} />
                {errors[name] ? (
                  <p id={`report-${name}-error`} role="alert" className="text-xs font-medium text-destructive">
                    {errorText(name)}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        ) : f.kind === "select" ? (
          <div key={f.name} className="flex flex-col gap-1">
            <Label htmlFor={`report-${f.name}`}>{tr(f.label)}</Label>
            <NativeSelect id={`report-${f.name}`} name={f.name} defaultValue={values[f.name] ?? ""} aria-invalid={errors[f.name] ? true : undefined}>
              <option value="">{t("filters.all")}</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {f.translate ? tr(o.label) : o.label}
                </option>
              ))}
            </NativeSelect>
            {errors[f.name] ? (
              <p role="alert" className="text-xs font-medium text-destructive">
                {errorText(f.name)}
              </p>
            ) : null}
          </div>
        ) : (
          <div key={f.name} className="flex flex-col gap-1">
            <Label htmlFor={`report-${f.name}`}>{tr(f.label)}</Label>
            <Input id={`report-${f.name}`} type={f.kind === "date" ? "date" : "search"} name={f.name} defaultValue={values[f.name] ?? ""} />
          </div>
        ),
      )}
      <Button type="submit">{t("filters.apply")}</Button>
      <Button variant="outline" asChild>
        <Link to={`/reports/${name}`}>{t("filters.reset")}</Link>
      </Button>
    </Form>
  );
}

