import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { BUSINESS_MODELS, INITIATION_TYPES, PARTNERSHIP_CATEGORIES, PARTNERSHIP_MODELS, PARTNERSHIP_PRIORITIES, PRODUCT_CATEGORIES } from "~/domain/partnerships";

export type PartnershipFormValues = Record<string, string | string[]>;
type Option = { id: string; name: string };
export type PartnershipFormOptions = { divisions: Option[]; companies: Option[]; products: Option[]; companions: Option[] };

/** A group of checkboxes (partners, products, business models): a fieldset with its legend and its errors. */
function CheckGroup({ name, legend, hint, options, checked, errors }: { name: string; legend: string; hint?: string; options: Option[]; checked: string[]; errors?: string[] }) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-2 md:col-span-2" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded border p-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={o.id} defaultChecked={checked.includes(o.id)} className="size-4" />
            {o.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}

/**
 * The partnership's create and edit form: a plain post (works without JavaScript); the server re-validates and answers
 * 400 with the errors beside each field.
 */
export function PartnershipForm({ values, errors, options, mode }: { values: PartnershipFormValues; errors?: Record<string, string[]>; options: PartnershipFormOptions; mode: "new" | "edit" }) {
  const { t } = useTranslation("partnerships");
  const busy = useNavigation().state === "submitting";
  const v = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value.join("\n") : value ?? "";
  };
  const list = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value : value ? [value] : [];
  };
  const select = (name: string, id: string, choices: { value: string; label: string }[], empty = t("form.choose")) => (
    <NativeSelect defaultValue={v(name)} id={id}>
      <option value="">{empty}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <Form method="post" className="space-y-4" noValidate>
      <SectionCard title={t("form.general")} contentClassName="grid gap-3 md:grid-cols-2">
        <FormField label={t("form.title")} name="title" id="partnership-title" errors={errors?.title} required className="md:col-span-2">
          <Input defaultValue={v("title")} maxLength={160} />
        </FormField>
        <FormField label={t("form.description")} name="description" id="partnership-description" errors={errors?.description} className="md:col-span-2">
          <Textarea defaultValue={v("description")} rows={3} maxLength={2000} />
        </FormField>
        <FormField label={t("form.model")} name="modelId" id="partnership-model" errors={errors?.modelId} required>
          {select("modelId", "partnership-model", PARTNERSHIP_MODELS.map((m) => ({ value: m.id, label: `${m.code} · ${m.name}` })))}
        </FormField>
        <FormField label={t("form.category")} name="category" id="partnership-category" errors={errors?.category} required>
          {select("category", "partnership-category", PARTNERSHIP_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })))}
        </FormField>
        <FormField label={t("form.productCategory")} name="productCategory" id="partnership-product-category" errors={errors?.productCategory} required>
          {select("productCategory", "partnership-product-category", PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })))}
        </FormField>
        <FormField label={t("form.division")} name="divisionId" id="partnership-division" errors={errors?.divisionId} required>
          {select("divisionId", "partnership-division", options.divisions.map((d) => ({ value: d.id, label: d.name })))}
        </FormField>
        <FormField label={t("form.companion")} name="companionUserId" id="partnership-companion" errors={errors?.companionUserId}>
          {select("companionUserId", "partnership-companion", options.companions.map((c) => ({ value: c.id, label: c.name })), t("form.noCompanion"))}
        </FormField>
        <FormField label={t("form.initiationType")} name="initiationType" id="partnership-initiation" errors={errors?.initiationType} required>
          {select("initiationType", "partnership-initiation", INITIATION_TYPES.map((c) => ({ value: c, label: t(`initiation.${c}`) })))}
        </FormField>
        <FormField label={t("form.priority")} name="priority" id="partnership-priority" errors={errors?.priority} required>
          {select("priority", "partnership-priority", PARTNERSHIP_PRIORITIES.map((c) => ({ value: c, label: t(`priority.${c}`) })))}
        </FormField>
        <FormField label={t("form.dueDate")} name="dueDate" id="partnership-due-date" errors={errors?.dueDate}>
          <Input type="date" defaultValue={v("dueDate")} />
        </FormField>
        <FormField label={t("form.assignNote")} name="assignNote" id="partnership-assign-note" errors={errors?.assignNote} className="md:col-span-2">
          <Textarea defaultValue={v("assignNote")} rows={2} maxLength={500} />
        </FormField>
      </SectionCard>
      <SectionCard title={t("form.parties")} contentClassName="grid gap-3 md:grid-cols-2">
        <CheckGroup name="companyIds" legend={t("form.companies")} hint={t("form.companiesHint")} options={options.companies} checked={list("companyIds")} errors={errors?.companyIds} />
        <CheckGroup name="productIds" legend={t("form.products")} options={options.products} checked={list("productIds")} errors={errors?.productIds} />
        <FormField label={t("form.potentialPartners")} name="potentialPartners" id="partnership-potential" errors={errors?.potentialPartners} description={t("form.potentialPartnersHint")} className="md:col-span-2">
          <Textarea defaultValue={v("potentialPartners")} rows={2} />
        </FormField>
      </SectionCard>
      <SectionCard title={t("form.period")} contentClassName="grid gap-3 md:grid-cols-3">
        <FormField label={t("form.started")} name="started" id="partnership-started" errors={errors?.started}>
          <Input type="date" defaultValue={v("started")} />
        </FormField>
        <FormField label={t("form.ended")} name="ended" id="partnership-ended" errors={errors?.ended}>
          <Input type="date" defaultValue={v("ended")} />
        </FormField>
        <FormField label={t("form.timePeriodMonths")} name="timePeriodMonths" id="partnership-months" errors={errors?.timePeriodMonths}>
          <Input inputMode="numeric" defaultValue={v("timePeriodMonths")} maxLength={3} />
        </FormField>
      </SectionCard>
      <SectionCard title={t("form.business")} contentClassName="grid gap-3 md:grid-cols-2">
        <CheckGroup name="businessModels" legend={t("form.businessModels")} options={BUSINESS_MODELS.map((m) => ({ id: m, name: m }))} checked={list("businessModels")} errors={errors?.businessModels} />
        <FormField label={t("form.revenueShare")} name="revenueShare" id="partnership-revenue-share" errors={errors?.revenueShare} description={t("form.revenueShareHint")}>
          <Input inputMode="decimal" defaultValue={v("revenueShare")} maxLength={6} />
        </FormField>
        <FormField label={t("form.otherModelDescription")} name="otherModelDescription" id="partnership-other-model" errors={errors?.otherModelDescription} className="md:col-span-2">
          <Textarea defaultValue={v("otherModelDescription")} rows={2} maxLength={1000} />
        </FormField>
      </SectionCard>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {mode === "new" ? t("form.create") : t("form.save")}
        </Button>
      </div>
    </Form>
  );
}
