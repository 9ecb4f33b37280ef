import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData } from "@remix-run/react";
import { type z } from "zod";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { useServerMessage } from "~/lib/server-message";
import type { action } from "~/routes/_portal.admin.organisation";

export function useIntentForm<S extends z.ZodTypeAny>(intent: string, schema: S, id: string, defaultValue?: Record<string, string>) {
  const actionData = useActionData<typeof action>();
  return useForm({
    id,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/** The form's own errors (English from the server), in the reader's language. */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  const message = useServerMessage();
  return errors?.length ? (
    <Alert variant="destructive" id={id}>
      <AlertDescription>{errors.map((e) => message(e)).join(" ")}</AlertDescription>
    </Alert>
  ) : null;
}
