import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError } from "~/components/ui/field-error";
import { UserDeleteSchema } from "~/lib/admin-schemas";
import { useServerMessage } from "~/lib/server-message";
import type { action } from "~/routes/_portal.admin.users.$id";

export function DeleteForm({ email }: { email: string }) {
  const { t } = useTranslation("admin");
  const message = useServerMessage();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "user-delete",
    lastResult: actionData?.intent === "delete" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserDeleteSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <p className="text-sm font-medium text-destructive">{t("users.detail.deleteTitle")}</p>
      <p className="text-xs text-muted-foreground">{t("users.detail.deleteHint")}</p>
      {form.errors?.length ? <p className="text-xs font-medium text-destructive">{form.errors.map(message).join(" ")}</p> : null}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox name={fields.confirm.name} aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined} />
        {t("users.detail.deleteConfirm", { email })}
      </label>
      <FieldError id={fields.confirm.errorId} errors={fields.confirm.errors} />
      <Button type="submit" name="intent" value="delete" variant="destructive" size="sm">
        <Trash2 aria-hidden="true" /> {t("users.detail.deleteUser")}
      </Button>
    </Form>
  );
}
