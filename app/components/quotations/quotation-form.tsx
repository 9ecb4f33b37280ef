import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DetailLinesCard, FromToCards, PartyFieldset, ProductSelectField, SubmitRow } from "~/components/documents/form-parts";
import { Button } from "~/components/ui/button";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { FILL_FROM_COMPANY } from "~/domain/quotations";
import { type QuotationInput, QuotationSchema } from "~/lib/schemas/quotation";
import { useCompanyPartyFill } from "./use-company-party-fill";

type Option = { id: string; name: string };

/**
 * The quotation form (new and edit): the PO form's parties and lines, plus the validity date, an optional partner
 * company and whether the customer withholds PPh 23. Adding and removing lines works without JavaScript (conform intents).
 */
export function QuotationForm({
  lastResult, defaultValue, products, companies, submitLabel, lockProduct,
}: { lastResult?: SubmissionResult<string[]> | null; defaultValue: Partial<QuotationInput>; products: { id: string; name: string; productCode: string }[]; companies: Option[]; submitLabel: string; lockProduct?: boolean }) {
  const [form, fields] = useForm({
    id: "quotation",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuotationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { t } = useTranslation("quotations");
  const { t: td } = useTranslation("documents");
  const fillFromCompany = useCompanyPartyFill(form, fields.to);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrorAlert errors={form.errors} />
      <SectionCard title={t("form.offer")} contentClassName="grid gap-3 sm:grid-cols-3">
        <ProductSelectField field={fields.productId} products={products} locked={lockProduct} value={defaultValue.productId} />
        <FormField label={t("form.quotationDate")} name={fields.quotationDate.name} errors={fields.quotationDate.errors} inputProps={getInputProps(fields.quotationDate, { type: "date" })} />
        <FormField label={t("form.validUntil")} name={fields.validUntil.name} errors={fields.validUntil.errors} inputProps={getInputProps(fields.validUntil, { type: "date" })} />
        <FormField label={t("form.company")} name={fields.companyId.name} id={fields.companyId.id} errors={fields.companyId.errors} description={t("form.companyHint")} className="sm:col-span-2">
          {(control) => (
            <div className="flex flex-wrap gap-2">
              <NativeSelect {...getSelectProps(fields.companyId)} aria-describedby={control["aria-describedby"]} className="min-w-0 flex-1" onChange={(e) => fillFromCompany(e.currentTarget.value)}>
                <option value="">{t("form.noCompany")}</option>
                {companies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
              {/* Without JavaScript the server fills the party and shows the form again; with it, the fetcher does at once. */}
              <Button
                type="submit"
                name="intent"
                value={FILL_FROM_COMPANY}
                variant="outline"
                formNoValidate
                onClick={(e) => {
                  e.preventDefault();
                  fillFromCompany(String(fields.companyId.value ?? ""));
                }}
              >
                {t("form.fillFromCompany")}
              </Button>
            </div>
          )}
        </FormField>
        <FormField label={t("form.includePph")} name={fields.includePph.name} orientation="horizontal" description={t("form.includePphHint")}>
          <input {...getInputProps(fields.includePph, { type: "checkbox" })} className="size-4" />
        </FormField>
      </SectionCard>
      <FromToCards from={<PartyFieldset legend={td("form.seller")} field={fields.from} />} to={<PartyFieldset legend={td("form.customer")} field={fields.to} customer />} />
      <DetailLinesCard title={td("lines.label")} form={form} field={fields.details} />
      <SectionCard title={t("form.notes")}>
        <FormField label={t("form.notes")} name={fields.note.name} errors={fields.note.errors}>
          <Textarea {...getTextareaProps(fields.note)} rows={3} />
        </FormField>
      </SectionCard>
      <SubmitRow label={submitLabel} />
    </Form>
  );
}
