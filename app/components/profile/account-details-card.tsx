import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { formatDateId } from "~/domain/dates";
import type { action } from "~/routes/_portal.profile";
import { Detail } from "./detail";
import type { ProfileData } from "./profile-data";
import { ProfileSchema } from "./profile-schema";

/** The account's name and phone (editable) and the details set by the administrators. */
export function AccountDetailsCard({ profile }: { profile: ProfileData["profile"] }) {
  const { t } = useTranslation("profile");
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { fullname: profile.fullname ?? "", phoneNumber: profile.phoneNumber ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("details.title")}</h2>
        </CardTitle>
        <CardDescription>{t("details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormErrorAlert errors={form.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("details.fullname")} name="fullname" required errors={fields.fullname.errors} inputProps={{ ...getInputProps(fields.fullname, { type: "text" }), autoComplete: "name" }} />
            <FormField
              label={t("details.phoneNumber")}
              name="phoneNumber"
              errors={fields.phoneNumber.errors}
              inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
            />
          </div>
          <dl className="grid gap-2 rounded-md bg-muted/50 p-3">
            <Detail label={t("details.email")}>{profile.email}</Detail>
            <Detail label={t("details.nik")}>{profile.nik}</Detail>
            <Detail label={t("details.referenceId")}>{profile.referenceId}</Detail>
            <Detail label={t("details.type")}>{profile.type}</Detail>
            <Detail label={t("details.jobPosition")}>{profile.jobPosition}</Detail>
            <Detail label={t("details.memberSince")}>{formatDateId(profile.createdAt)}</Detail>
          </dl>
          <div className="flex justify-end">
            <Button type="submit" name="intent" value="profile" disabled={busy}>
              {t("details.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
