import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DetailLinesCard, FromToCards, PartyFieldset, ProductSelectField, SubmitRow } from "~/components/documents/form-parts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { Checkbox } from "~/components/ui/checkbox";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { FREQUENCIES } from "~/domain/recurring-schedule";
import { PAYMENT_METHOD_LABELS, RecurringProfileSchema, type RecurringProfileInput } from "~/lib/schemas/recurring";

export type RecurringFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Partial<Record<keyof RecurringProfileInput, unknown>>;
  products: { id: string; name: string; productCode: string }[];
  submitLabel: string;
  /** Edit of a profile that exists: the schedule is fixed (the machine counts its occurrences). */
  scheduleLocked?: boolean;
  /** After the first billing the first billing date is history too. */
  firstDateLocked?: boolean;
  showActivate?: boolean;
};

/** The recurring profile form (create and edit); lines are added and removed without JavaScript (conform intents). */
export function RecurringProfileForm({ lastResult, defaultValue, products, submitLabel, scheduleLocked, firstDateLocked, showActivate }: RecurringFormProps) {
  const { t } = useTranslation("recurring");
  const [form, fields] = useForm<RecurringProfileInput>({
    id: "recurring-profile",
    lastResult,
    defaultValue: defaultValue as unknown as Partial<RecurringProfileInput>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecurringProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const to = fields.to.getFieldset();
  const locked = (value: unknown, name: string) => (scheduleLocked ? <input type="hidden" name={name} value={String(value ?? "")} /> : null);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrorAlert errors={form.errors} />
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">{t("form.profileAndSchedule")}</CardTitle>
          {scheduleLocked ? <CardDescription>{t("form.scheduleLocked")}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={t("form.name")} name={fields.name.name} errors={fields.name.errors} className="sm:col-span-2" inputProps={getInputProps(fields.name, { type: "text" })} />
          <ProductSelectField field={fields.productId} products={products} locked={scheduleLocked} value={defaultValue.productId} />
          <FormField label={t("form.poNumber")} name={fields.poNumber.name} errors={fields.poNumber.errors} inputProps={getInputProps(fields.poNumber, { type: "text" })} />
          <FormField label={t("form.frequency")} name={fields.frequency.name} errors={fields.frequency.errors}>
            <NativeSelect {...getSelectProps(fields.frequency)} disabled={scheduleLocked}>
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`frequency.${f}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {locked(defaultValue.frequency, fields.frequency.name)}
          <FormField label={t("form.occurrence")} name={fields.occurrence.name} errors={fields.occurrence.errors} inputProps={{ ...getInputProps(fields.occurrence, { type: "number" }), min: 1, max: 120, readOnly: scheduleLocked }} />
          <FormField label={t("form.firstBillingDate")} name={fields.firstBillingDate.name} errors={fields.firstBillingDate.errors} inputProps={{ ...getInputProps(fields.firstBillingDate, { type: "date" }), readOnly: firstDateLocked }} />
          <FormField label={t("form.dueDays")} name={fields.dueDateDayAfter.name} errors={fields.dueDateDayAfter.errors} inputProps={{ ...getInputProps(fields.dueDateDayAfter, { type: "number" }), min: 0, max: 90 }} />
          <FormField label={t("form.team")} name={fields.team.name} errors={fields.team.errors} description={t("form.teamDescription")} inputProps={getInputProps(fields.team, { type: "text" })} />
        </CardContent>
      </Card>
      <FromToCards
        from={<PartyFieldset legend={t("form.seller")} field={fields.from} />}
        to={
          <PartyFieldset
            legend={t("form.customer")}
            field={fields.to}
            customer
            leading={<FormField label={t("form.company")} name={to.company.name} errors={to.company.errors} description={t("form.companyDescription")} inputProps={getInputProps(to.company, { type: "text" })} />}
          >
            <FormField label={t("form.emailCustomer")} name={to.send_email.name} orientation="horizontal">
              <Checkbox {...getInputProps(to.send_email, { type: "checkbox" })} />
            </FormField>
          </PartyFieldset>
        }
      />
      <DetailLinesCard title={t("form.lines")} form={form} field={fields.details} />
      <SectionCard title={t("form.billingSettings")} contentClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label={t("form.paymentMethod")} name={fields.paymentMethod.name} errors={fields.paymentMethod.errors}>
          <NativeSelect {...getSelectProps(fields.paymentMethod)}>
            {(Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[]).map((value) => (
              <option key={value} value={value}>
                {t(`paymentMethod.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("form.kodeWapu")} name={fields.kodeWapu.name} errors={fields.kodeWapu.errors}>
          <NativeSelect {...getSelectProps(fields.kodeWapu)}>
            <option value="01">{t("kodeWapu.01")}</option>
            <option value="02">{t("kodeWapu.02")}</option>
            <option value="03">{t("kodeWapu.03")}</option>
          </NativeSelect>
        </FormField>
        <FormField label={t("form.affiliation")} name={fields.afiliasi.name} errors={fields.afiliasi.errors}>
          <NativeSelect {...getSelectProps(fields.afiliasi)}>
            {["non-telkom", "telkom", "AF", "NF"].map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("form.taxInvoiceText")} name={fields.taxInvoiceText.name} errors={fields.taxInvoiceText.errors} className="sm:col-span-2 lg:col-span-3">
          <Textarea {...getTextareaProps(fields.taxInvoiceText)} rows={2} />
        </FormField>
        <FormField label={t("form.withholdPph")} name={fields.includePph.name} orientation="horizontal">
          <Checkbox {...getInputProps(fields.includePph, { type: "checkbox" })} />
        </FormField>
        <FormField label={t("form.requestTaxInvoice")} name={fields.includeTaxInvoice.name} orientation="horizontal">
          <Checkbox {...getInputProps(fields.includeTaxInvoice, { type: "checkbox" })} />
        </FormField>
        {showActivate ? (
          <FormField label={t("form.activateNow")} description={t("form.activateDescription")} name={fields.activate.name} orientation="horizontal">
            <Checkbox {...getInputProps(fields.activate, { type: "checkbox" })} />
          </FormField>
        ) : null}
      </SectionCard>
      <SubmitRow label={submitLabel} />
    </Form>
  );
}
