import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";

/**
 * A decision that needs a reason (return, reject, cancel): one small form, its own intent, the version it was made on.
 * `label` is the button, `reasonLabel` the reason field's label (both in the reader's language).
 */
export function ReasonForm({ intent, label, reasonLabel, version, variant = "outline", placeholder }: { intent: string; label: string; reasonLabel: string; version: number | null; variant?: ButtonProps["variant"]; placeholder?: string }) {
  const actionData = useActionData<{ intent?: string; fieldErrors?: Record<string, string[]> }>();
  const busy = useNavigation().formData?.get("intent") === intent;
  const errors = actionData?.intent === intent ? actionData.fieldErrors?.message : undefined;
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      <FormField label={reasonLabel} name="message" errors={errors}>
        <Textarea rows={2} placeholder={placeholder} required minLength={3} />
      </FormField>
      <Button type="submit" variant={variant} size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
