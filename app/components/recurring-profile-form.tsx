import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { DetailLinesCard, FromToCards, PartyFieldset, ProductSelectField, SubmitRow } from "~/components/documents/form-parts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { Checkbox } from "~/components/ui/checkbox";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { FREQUENCIES } from "~/domain/recurring-schedule";
import { FREQUENCY_LABELS, PAYMENT_METHOD_LABELS, RecurringProfileSchema, type RecurringProfileInput } from "~/lib/schemas/recurring";

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
          <CardTitle className="text-base">Profile and schedule</CardTitle>
          {scheduleLocked ? <CardDescription>The product, frequency and number of billings are fixed once a profile exists; stop it and create a new one to change them.</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label="Name" name={fields.name.name} errors={fields.name.errors} className="sm:col-span-2" inputProps={getInputProps(fields.name, { type: "text" })} />
          <ProductSelectField field={fields.productId} products={products} locked={scheduleLocked} value={defaultValue.productId} />
          <FormField label="Customer PO / contract number" name={fields.poNumber.name} errors={fields.poNumber.errors} inputProps={getInputProps(fields.poNumber, { type: "text" })} />
          <FormField label="Frequency" name={fields.frequency.name} errors={fields.frequency.errors}>
            <NativeSelect {...getSelectProps(fields.frequency)} disabled={scheduleLocked}>
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {locked(defaultValue.frequency, fields.frequency.name)}
          <FormField label="Number of billings" name={fields.occurrence.name} errors={fields.occurrence.errors} inputProps={{ ...getInputProps(fields.occurrence, { type: "number" }), min: 1, max: 120, readOnly: scheduleLocked }} />
          <FormField label="First billing date" name={fields.firstBillingDate.name} errors={fields.firstBillingDate.errors} inputProps={{ ...getInputProps(fields.firstBillingDate, { type: "date" }), readOnly: firstDateLocked }} />
          <FormField label="Due days after billing" name={fields.dueDateDayAfter.name} errors={fields.dueDateDayAfter.errors} inputProps={{ ...getInputProps(fields.dueDateDayAfter, { type: "number" }), min: 0, max: 90 }} />
          <FormField label="Team" name={fields.team.name} errors={fields.team.errors} description="Owner team (meta.owner.team)" inputProps={getInputProps(fields.team, { type: "text" })} />
        </CardContent>
      </Card>
      <FromToCards
        from={<PartyFieldset legend="Seller" field={fields.from} />}
        to={
          <PartyFieldset
            legend="Customer"
            field={fields.to}
            customer
            leading={<FormField label="Company" name={to.company.name} errors={to.company.errors} description="The legal name on the billing and the tax invoice" inputProps={getInputProps(to.company, { type: "text" })} />}
          >
            <FormField label="E-mail the customer each billing" name={to.send_email.name} orientation="horizontal">
              <Checkbox {...getInputProps(to.send_email, { type: "checkbox" })} />
            </FormField>
          </PartyFieldset>
        }
      />
      <DetailLinesCard title="Lines of each billing" form={form} field={fields.details} />
      <SectionCard title="Billing settings" contentClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label="Payment method" name={fields.paymentMethod.name} errors={fields.paymentMethod.errors}>
          <NativeSelect {...getSelectProps(fields.paymentMethod)}>
            {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Kode WAPU" name={fields.kodeWapu.name} errors={fields.kodeWapu.errors}>
          <NativeSelect {...getSelectProps(fields.kodeWapu)}>
            <option value="01">01 · seller collects PPN</option>
            <option value="02">02 · government treasurer collects</option>
            <option value="03">03 · BUMN / other collector</option>
          </NativeSelect>
        </FormField>
        <FormField label="Affiliation" name={fields.afiliasi.name} errors={fields.afiliasi.errors}>
          <NativeSelect {...getSelectProps(fields.afiliasi)}>
            {["non-telkom", "telkom", "AF", "NF"].map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Tax invoice text" name={fields.taxInvoiceText.name} errors={fields.taxInvoiceText.errors} className="sm:col-span-2 lg:col-span-3">
          <Textarea {...getTextareaProps(fields.taxInvoiceText)} rows={2} />
        </FormField>
        <FormField label="Withhold PPh 23 (2%)" name={fields.includePph.name} orientation="horizontal">
          <Checkbox {...getInputProps(fields.includePph, { type: "checkbox" })} />
        </FormField>
        <FormField label="Request a tax invoice (e-Faktur)" name={fields.includeTaxInvoice.name} orientation="horizontal">
          <Checkbox {...getInputProps(fields.includeTaxInvoice, { type: "checkbox" })} />
        </FormField>
        {showActivate ? (
          <FormField label="Activate now" description="It bills from its first billing date; otherwise it waits, Idle, until activated." name={fields.activate.name} orientation="horizontal">
            <Checkbox {...getInputProps(fields.activate, { type: "checkbox" })} />
          </FormField>
        ) : null}
      </SectionCard>
      <SubmitRow label={submitLabel} />
    </Form>
  );
}
