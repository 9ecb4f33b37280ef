import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Plus, Trash2 } from "lucide-react";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { PurchaseOrderSchema, type PurchaseOrderInput } from "~/lib/schemas/documents";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform types the parent form generically
type PartyFields = FieldMetadata<PurchaseOrderInput["from"] | undefined, any>;

function PartyFieldset({ legend, field }: { legend: string; field: PartyFields }) {
  const f = field.getFieldset();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{legend}</legend>
      <FormField label={`${legend} name`} name={f.name.name} errors={f.name.errors} inputProps={getInputProps(f.name, { type: "text" })} />
      <FormField label={`${legend} NPWP`} name={f.npwp.name} errors={f.npwp.errors} description="15 or 16 digits" inputProps={{ ...getInputProps(f.npwp, { type: "text" }), inputMode: "numeric" }} />
      <FormField label={`${legend} address`} name={f.address.name} errors={f.address.errors} className="sm:col-span-2" inputProps={getInputProps(f.address, { type: "text" })} />
      <FormField label={`${legend} phone`} name={f.phone.name} errors={f.phone.errors} inputProps={getInputProps(f.phone, { type: "tel" })} />
      <FormField label={`${legend} e-mail`} name={f.email.name} errors={f.email.errors} inputProps={getInputProps(f.email, { type: "email" })} />
      {legend === "Customer" ? <FormField label="SAP customer id" name={f.sap_customer_id.name} errors={f.sap_customer_id.errors} inputProps={getInputProps(f.sap_customer_id, { type: "text" })} /> : null}
    </fieldset>
  );
}

/** The purchase order form (new and edit). Adding and removing lines works without JavaScript (conform intents). */
export function PurchaseOrderForm({
  lastResult, defaultValue, products, submitLabel, lockProduct,
}: { lastResult?: SubmissionResult<string[]> | null; defaultValue: Partial<PurchaseOrderInput>; products: { id: string; name: string; productCode: string }[]; submitLabel: string; lockProduct?: boolean }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "purchase-order",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PurchaseOrderSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const lines = fields.details.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrorAlert errors={form.errors} />
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Order</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          <FormField label="Product" name={fields.productId.name} errors={fields.productId.errors}>
            <NativeSelect {...getSelectProps(fields.productId)} disabled={lockProduct}>
              <option value="">Choose a product</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.productCode} · {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {lockProduct ? <input type="hidden" name={fields.productId.name} value={String(defaultValue.productId ?? "")} /> : null}
          <FormField label="PO date" name={fields.poDate.name} errors={fields.poDate.errors} inputProps={{ ...getInputProps(fields.poDate, { type: "date" }), readOnly: lockProduct }} />
        </CardContent>
      </Card>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">From</CardTitle>
          </CardHeader>
          <CardContent>
            <PartyFieldset legend="Seller" field={fields.from} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">To</CardTitle>
          </CardHeader>
          <CardContent>
            <PartyFieldset legend="Customer" field={fields.to} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader className="flex-row items-center justify-between pb-3">
          <CardTitle className="text-base">Detail lines</CardTitle>
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
        <CardContent className="pt-6">
          <FormField label="Note" name={fields.note.name} errors={fields.note.errors}>
            <Textarea {...getTextareaProps(fields.note)} rows={3} />
          </FormField>
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
