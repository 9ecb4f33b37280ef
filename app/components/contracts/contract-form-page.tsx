import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import type { contractNewLoader, ContractFormResult } from "~/services/contract-screens.server";

/** /contracts/new and /agreements/new: a real multipart form post (works without JavaScript), errors beside each field. */
export function ContractFormPage() {
  const { family, kinds, companies, preset } = useLoaderData<typeof contractNewLoader>();
  const result = useActionData<ContractFormResult>();
  const { t } = useTranslation("contracts");
  const busy = useNavigation().state === "submitting";
  const base = family === "agreement" ? "/agreements" : "/contracts";
  const v = (name: string, fallback = "") => {
    const value = result?.values[name];
    return typeof value === "string" ? value : fallback;
  };
  const chosen = new Set(Array.isArray(result?.values.companyIds) ? result.values.companyIds : typeof result?.values.companyIds === "string" ? [result.values.companyIds] : []);
  const err = (name: string) => result?.fieldErrors[name];
  return (
    <>
      <PageHeader title={t(`${family}.new`)} crumbs={[{ label: t(`${family}.title`), to: base }, { label: t(`${family}.new`) }]} />
      <ActionAlert message={result?.message} />
      <Form method="post" encType="multipart/form-data" className="space-y-4">
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
          <FormField label={t("form.poId")} name="poId" errors={err("poId")} inputProps={{ defaultValue: v("poId", preset.poId) }} />
          <FormField label={t("form.productId")} name="productId" errors={err("productId")} description={t("form.productHint")} inputProps={{ defaultValue: v("productId") }} />
          <FormField label={t("form.partnershipId")} name="partnershipId" errors={err("partnershipId")} inputProps={{ defaultValue: v("partnershipId", preset.partnershipId) }} />
          <FormField label={t("form.file")} name="file" errors={err("file")} description={t("form.fileHint")} inputProps={{ type: "file", accept: ".pdf,.jpg,.jpeg,.png" }} />
          <FormField className="md:col-span-2" label={t("form.note")} name="note" errors={err("note")}>
            <Textarea rows={3} maxLength={2000} defaultValue={v("note")} />
          </FormField>
        </SectionCard>
        <Button type="submit" disabled={busy}>
          {t("form.save")}
        </Button>
      </Form>
    </>
  );
}
