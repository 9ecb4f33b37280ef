import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import type { contractFormLoader } from "~/services/contract-form-screens.server";
import { PickerField, RefreshButton, useRefreshOnChange } from "./picker-field";
import { RecordFormFrame, useRecordFormValues } from "./record-form-frame";

/**
 * /contracts/new, /agreements/new and their /{id}/edit: one form. A real multipart post (works without JavaScript),
 * errors beside each field; the product, PO and partnership are picked from what the user may read, the POs
 * narrowed to the chosen product's by a GET refresh that keeps what was typed.
 */
export function ContractFormPage() {
  const { family, mode, record, kinds, companies, values, search, pickers } = useLoaderData<typeof contractFormLoader>();
  const { t } = useTranslation("contracts");
  const refreshOnProduct = useRefreshOnChange("productId");
  const base = family === "agreement" ? "/agreements" : "/contracts";
  const { shown, v, err } = useRecordFormValues(values);
  const chosen = new Set(Array.isArray(shown.companyIds) ? shown.companyIds : typeof shown.companyIds === "string" ? [shown.companyIds] : []);
  const title = record ? t("edit.title", { number: record.number }) : t(`${family}.new`);
  return (
    <RecordFormFrame title={title} list={{ label: t(`${family}.title`), to: base }} newLabel={t(`${family}.new`)} record={record}>
      <SectionCard title={t("form.legend")} contentClassName="grid gap-4 md:grid-cols-2">
        <FormField label={t("form.number")} name="number" errors={err("number")} description={t("form.numberHint")} required inputProps={{ defaultValue: v("number"), maxLength: 80 }} />
        <FormField label={t("form.kind")} name="kind" errors={err("kind")} required>
          <NativeSelect defaultValue={v("kind", kinds[0])}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField className="md:col-span-2" label={t("form.title")} name="title" errors={err("title")} required inputProps={{ defaultValue: v("title"), maxLength: 200 }} />
        <FormField label={t("form.value")} name="value" errors={err("value")} description={t("form.valueHint")} required inputProps={{ defaultValue: v("value"), inputMode: "numeric", className: "text-end tabular-nums" }} />
        <div />
        <FormField label={t("form.startDate")} name="startDate" errors={err("startDate")} required inputProps={{ type: "date", defaultValue: v("startDate") }} />
        <FormField label={t("form.endDate")} name="endDate" errors={err("endDate")} required inputProps={{ type: "date", defaultValue: v("endDate") }} />
        <fieldset className="space-y-2 md:col-span-2" aria-describedby="companyIds-hint companyIds-error">
          <legend className="text-sm font-medium">{t("form.parties")}</legend>
          <p id="companyIds-hint" className="text-xs text-muted-foreground">
            {t("form.partiesHint")}
          </p>
          <div className="grid max-h-56 gap-1 overflow-y-auto rounded border p-2 sm:grid-cols-2">
            {companies.map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="companyIds" value={c.id} defaultChecked={chosen.has(c.id)} />
                {c.name}
              </label>
            ))}
          </div>
          <FieldError id="companyIds-error" errors={err("companyIds")} />
        </fieldset>
        <FormField className="md:col-span-2" label={t("form.note")} name="note" errors={err("note")}>
          <Textarea rows={3} maxLength={2000} defaultValue={v("note")} />
        </FormField>
        {/* The edit form attaches nothing: the detail page's documents panel does. */}
        {mode === "new" ? <FormField label={t("form.file")} name="file" errors={err("file")} description={t("form.fileHint")} inputProps={{ type: "file", accept: ".pdf,.jpg,.jpeg,.png" }} /> : null}
      </SectionCard>
      <SectionCard title={t("picker.links")} contentClassName="grid gap-4 lg:grid-cols-3">
        <p className="text-xs text-muted-foreground lg:col-span-3">{t("picker.linksHint")}</p>
        <PickerField
          name="productId" label={t("picker.product")} list={pickers.products} value={v("productId")} errors={err("productId")} description={t("form.productHint")} onChange={refreshOnProduct}
          search={{ name: "productQ", value: search.productQ, label: t("picker.productSearch"), placeholder: t("picker.productSearchPlaceholder"), button: t("picker.productSearchButton") }}
        >
          <RefreshButton refresh="productId">{t("picker.showPos")}</RefreshButton>
        </PickerField>
        <PickerField
          name="poId" label={t("picker.po")} list={pickers.purchaseOrders} value={v("poId")} errors={err("poId")} description={v("productId") ? t("picker.poNarrowed") : t("picker.poHint")}
          search={{ name: "poQ", value: search.poQ, label: t("picker.poSearch"), placeholder: t("picker.poSearchPlaceholder"), button: t("picker.poSearchButton") }}
        />
        <PickerField
          name="partnershipId" label={t("picker.partnership")} list={pickers.partnerships} value={v("partnershipId")} errors={err("partnershipId")}
          search={{ name: "partnershipQ", value: search.partnershipQ, label: t("picker.partnershipSearch"), placeholder: t("picker.partnershipSearchPlaceholder"), button: t("picker.partnershipSearchButton") }}
        />
      </SectionCard>
    </RecordFormFrame>
  );
}
