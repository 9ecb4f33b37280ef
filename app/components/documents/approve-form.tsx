import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

/** The signer's approval: a message, the SKUM data and a signature image (multipart; works without JavaScript). */
export function ApproveForm({ version }: { version: number | null }) {
  const actionData = useActionData<{ intent?: string; fieldErrors?: Record<string, string[]> }>();
  const busy = useNavigation().formData?.get("intent") === "approve";
  const errors = actionData?.intent === "approve" ? actionData.fieldErrors : undefined;
  const { t } = useTranslation("documents");
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3">
      <input type="hidden" name="intent" value="approve" />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      <FormField label={t("approve.message")} name="message" errors={errors?.message}>
        <Textarea rows={2} placeholder={t("approve.messagePlaceholder")} />
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <FormField label={t("approve.skumNumber")} name="skumNo" errors={errors?.skumNo} inputProps={{ type: "text" }} />
        <FormField label={t("approve.skumRelease")} name="skumRelease" errors={errors?.skumRelease} inputProps={{ type: "date" }} />
      </div>
      <FormField label={t("approve.signature")} name="signature" errors={errors?.signature} description={t("approve.signatureHint")}>
        <Input type="file" accept=".png,.jpg,.jpeg" />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? t("approve.approving") : t("approve.submit")}
      </Button>
    </Form>
  );
}
