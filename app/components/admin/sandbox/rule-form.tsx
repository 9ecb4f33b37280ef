import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { REVIEWER_NOTES } from "~/integrations/tax-authority/catalogue";
import type { action } from "~/routes/_portal.admin.sandbox";
import { SandboxRuleSchema } from "./sandbox-schemas";

export function RuleForm({ systemName, outcomes, fields }: { systemName: "tax-authority" | "accounting"; outcomes: { value: string; label: string }[]; fields: Record<string, string> }) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "system" in actionData && actionData.system === systemName ? actionData.result : undefined;
  const [form, f] = useForm({ id: `rule-${systemName}`, lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: SandboxRuleSchema }), shouldValidate: "onSubmit", defaultValue: { remaining: "1" } });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="system" value={systemName} />
      <FormField label="Outcome" name={f.outcome.name} errors={f.outcome.errors}>
        <NativeSelect {...getSelectProps(f.outcome)}>
          <option value="">Choose…</option>
          {outcomes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="For the next … requests" name={f.remaining.name} errors={f.remaining.errors} description="Leave empty with a match below: every matching request." inputProps={{ ...getInputProps(f.remaining, { type: "number" }), min: 1 }} />
      <FormField label="Only when this field" name={f.matchField.name} errors={f.matchField.errors}>
        <NativeSelect {...getSelectProps(f.matchField)}>
          <option value="">(any request)</option>
          {Object.entries(fields).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="contains" name={f.matchValue.name} errors={f.matchValue.errors} inputProps={getInputProps(f.matchValue, { type: "text" })} />
      {systemName === "tax-authority" ? (
        <FormField label="Reviewer's note (for “Document's returned with notes”)" name={f.note.name} errors={f.note.errors} className="sm:col-span-2" description={`For example: ${REVIEWER_NOTES.join(" · ")}`}>
          <Textarea {...getTextareaProps(f.note)} rows={2} />
        </FormField>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit">Add rule</Button>
      </div>
    </Form>
  );
}
