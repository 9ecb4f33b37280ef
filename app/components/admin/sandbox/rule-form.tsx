import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { REVIEWER_NOTES } from "~/integrations/tax-authority/catalogue";
import type { action } from "~/routes/_portal.admin.sandbox";
import { FINEST_FIELDS, SandboxRuleSchema, TAX_FIELDS } from "./sandbox-schemas";

const FIELD_KEYS = { ...TAX_FIELDS, ...FINEST_FIELDS };

export function RuleForm({ systemName, outcomes, fields }: { systemName: "tax-authority" | "accounting"; outcomes: { value: string; label: string }[]; fields: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "system" in actionData && actionData.system === systemName ? actionData.result : undefined;
  const [form, f] = useForm({ id: `rule-${systemName}`, lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: SandboxRuleSchema }), shouldValidate: "onSubmit", defaultValue: { remaining: "1" } });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="system" value={systemName} />
      <FormField label={t("sandbox.form.outcome")} name={f.outcome.name} errors={f.outcome.errors}>
        <NativeSelect {...getSelectProps(f.outcome)}>
          <option value="">{t("sandbox.form.choose")}</option>
          {outcomes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("sandbox.form.nextRequests")} name={f.remaining.name} errors={f.remaining.errors} description={t("sandbox.form.nextRequestsHint")} inputProps={{ ...getInputProps(f.remaining, { type: "number" }), min: 1 }} />
      <FormField label={t("sandbox.form.onlyWhen")} name={f.matchField.name} errors={f.matchField.errors}>
        <NativeSelect {...getSelectProps(f.matchField)}>
          <option value="">{t("sandbox.form.anyRequest")}</option>
          {Object.entries(fields).map(([value, label]) => (
            <option key={value} value={value}>
              {value in FIELD_KEYS ? t(`sandbox.fields.${value as keyof typeof FIELD_KEYS}`) : label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("sandbox.form.contains")} name={f.matchValue.name} errors={f.matchValue.errors} inputProps={getInputProps(f.matchValue, { type: "text" })} />
      {systemName === "tax-authority" ? (
        <FormField label={t("sandbox.form.reviewerNote")} name={f.note.name} errors={f.note.errors} className="sm:col-span-2" description={t("sandbox.form.forExample", { notes: REVIEWER_NOTES.join(" · ") })}>
          <Textarea {...getTextareaProps(f.note)} rows={2} />
        </FormField>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit">{t("sandbox.form.add")}</Button>
      </div>
    </Form>
  );
}
