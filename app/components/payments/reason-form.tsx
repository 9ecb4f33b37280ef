import { Form, useNavigation } from "@remix-run/react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";

/** A payment decision that needs a reason (not ours, un-match): its intent, the payment it is about, and the reason field. */
export function PaymentReasonForm({ intent, paymentId, label, reasonLabel, errors, variant = "outline" }: { intent: string; paymentId: string; label: string; reasonLabel: string; errors?: string[]; variant?: ButtonProps["variant"] }) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="paymentId" value={paymentId} />
      <FormField label={reasonLabel} name="reason" id={`${intent}-reason`} errors={errors}>
        <Textarea rows={2} required minLength={3} maxLength={500} />
      </FormField>
      <Button type="submit" variant={variant} size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
