import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Plus, Trash2 } from "lucide-react";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { FREQUENCIES } from "~/domain/recurring-schedule";
import { FREQUENCY_LABELS, PAYMENT_METHOD_LABELS, RecurringProfileSchema, type RecurringProfileInput } from "~/lib/schemas/recurring";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform types the parent form generically
type Field<T> = FieldMetadata<T, any>;

function PartyFields({ legend, field, customer }: { legend: string; field: Field<RecurringProfileInput["from"]> | Field<RecurringProfileInput["to"]>; customer?: boolean }) {
  const f = (field as Field<RecurringProfileInput["to"]>).getFieldset();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{legend}</legend>
      {customer ? (
        <FormField label="Company" name={f.company.name} errors={f.company.errors} description="The legal name on the billing and the tax invoice" inputProps={getInputProps(f.company, { type: "text" })} />
      ) : null}
      <FormField label={`${legend} name`} name={f.name.name} errors={f.name.errors} inputProps={getInputProps(f.name, { type: "text" })} />
      <FormField label={`${legend} NPWP`} name={f.npwp.name} errors={f.npwp.errors} description="15 or 16 digits" inputProps={{ ...getInputProps(f.npwp, { type: "text" }), inputMode: "numeric" }} />
      <FormField label={`${legend} address`} name={f.address.name} errors={f.address.errors} className="sm:col-span-2" inputProps={getInputProps(f.address, { type: "text" })} />
      <FormField label={`${legend} phone`} name={f.phone.name} errors={f.phone.errors} inputProps={getInputProps(f.phone, { type: "tel" })} />
      <FormField label={`${legend} e-mail`} name={f.email.name} errors={f.email.errors} inputProps={getInputProps(f.email, { type: "email" })} />
      {customer ? (
        <>
          <FormField label="SAP customer id" name={f.sap_customer_id.name} errors={f.sap_customer_id.errors} inputProps={getInputProps(f.sap_customer_id, { type: "text" })} />
          <FormField label="E-mail the customer each billing" name={f.send_email.name} orientation="horizontal">
            <Checkbox {...getInputProps(f.send_email, { type: "checkbox" })} />
          </FormField>
        </>
      ) : null}
    </fieldset>
  );
}

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
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<RecurringProfileInput>({
    id: "recurring-profile",
    lastResult,
    defaultValue: defaultValue as unknown as Partial<RecurringProfileInput>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecurringProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const lines = fields.details.getFieldList();
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
          <FormField label="Product" name={fields.productId.name} errors={fields.productId.errors}>
            <NativeSelect {...getSelectProps(fields.productId)} disabled={scheduleLocked}>
              <option value="">Choose a product</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.productCode} · {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {locked(defaultValue.productId, fields.productId.name)}
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
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">From</CardTitle>
          </CardHeader>
          <CardContent>
            <PartyFields legend="Seller" field={fields.from} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">To</CardTitle>
          </CardHeader>
          <CardContent>
            <PartyFields legend="Customer" field={fields.to} customer />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader className="flex-row items-center justify-between pb-3">
          <CardTitle className="text-base">Lines of each billing</CardTitle>
          <Button variant="outline" size="sm" {...form.insert.getButtonProps({ name: fields.details.name, defaultValue: { item: "", description: "", quantity: 1, price: 0 } })}>
            <Plus className="size-4" aria-hidden="true" /> Add line
          </Button>
        </CardHeader>
        <CardContent className="space-y-3">
          {fields.details.errors?.length ? <p className="text-sm text-destructive">{fields.details.errors.join(" ")}</p> : null}
          {lines.map((line, index) => {
            const l = line.getFieldset();
            return (
              <fieldset key={line.key} className="grid items-start gap-2 rounded-md border p-3 sm:grid-cols-[2fr_3fr_6rem_10rem_auto]">
                <legend className="sr-only">Line {index + 1}</legend>
                <FormField label={`Item ${index + 1}`} name={l.item.name} errors={l.item.errors} inputProps={getInputProps(l.item, { type: "text" })} />
                <FormField label={`Description ${index + 1}`} name={l.description.name} errors={l.description.errors} inputProps={getInputProps(l.description, { type: "text" })} />
                <FormField label={`Quantity ${index + 1}`} name={l.quantity.name} errors={l.quantity.errors} inputProps={{ ...getInputProps(l.quantity, { type: "number" }), min: 1, step: 1, className: "text-end tabular-nums" }} />
                <FormField label={`Unit price ${index + 1} (Rp)`} name={l.price.name} errors={l.price.errors} inputProps={{ ...getInputProps(l.price, { type: "text" }), inputMode: "numeric", className: "text-end tabular-nums" }} />
                <Button variant="ghost" size="icon" className="mt-6" aria-label={`Remove line ${index + 1}`} disabled={lines.length === 1} {...form.remove.getButtonProps({ name: fields.details.name, index })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </fieldset>
            );
          })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Billing settings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
