import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DetailLinesCard, FromToCards, PartyFieldset, ProductSelectField, SubmitRow } from "~/components/documents/form-parts";
import { Card, CardContent } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { PurchaseOrderSchema, type PurchaseOrderInput } from "~/lib/schemas/documents";

/** The purchase order form (new and edit). Adding and removing lines works without JavaScript (conform intents). */
export function PurchaseOrderForm({
  lastResult, defaultValue, products, submitLabel, lockProduct,
}: { lastResult?: SubmissionResult<string[]> | null; defaultValue: Partial<PurchaseOrderInput>; products: { id: string; name: string; productCode: string }[]; submitLabel: string; lockProduct?: boolean }) {
  const [form, fields] = useForm({
    id: "purchase-order",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PurchaseOrderSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { t } = useTranslation("documents");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrorAlert errors={form.errors} />
      <SectionCard title={t("form.order")} contentClassName="grid gap-3 sm:grid-cols-3">
        <ProductSelectField field={fields.productId} products={products} locked={lockProduct} value={defaultValue.productId} />
        <FormField label={t("form.poDate")} name={fields.poDate.name} errors={fields.poDate.errors} inputProps={{ ...getInputProps(fields.poDate, { type: "date" }), readOnly: lockProduct }} />
      </SectionCard>
      <FromToCards from={<PartyFieldset legend={t("form.seller")} field={fields.from} />} to={<PartyFieldset legend={t("form.customer")} field={fields.to} customer />} />
      <DetailLinesCard title={t("lines.label")} form={form} field={fields.details} />
      <Card>
        <CardContent className="pt-6">
          <FormField label={t("form.note")} name={fields.note.name} errors={fields.note.errors}>
            <Textarea {...getTextareaProps(fields.note)} rows={3} />
          </FormField>
        </CardContent>
      </Card>
      <SubmitRow label={submitLabel} />
    </Form>
  );
}
