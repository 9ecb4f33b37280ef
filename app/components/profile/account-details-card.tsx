import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
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
          <h2>Account details</h2>
        </CardTitle>
        <CardDescription>Your name is what colleagues see on documents and in history records.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormErrorAlert errors={form.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Full name" name="fullname" required errors={fields.fullname.errors} inputProps={{ ...getInputProps(fields.fullname, { type: "text" }), autoComplete: "name" }} />
            <FormField
              label="Phone number"
              name="phoneNumber"
              errors={fields.phoneNumber.errors}
              inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
            />
          </div>
          <dl className="grid gap-2 rounded-md bg-muted/50 p-3">
            <Detail label="E-mail">{profile.email}</Detail>
            <Detail label="NIK">{profile.nik}</Detail>
            <Detail label="Reference ID">{profile.referenceId}</Detail>
            <Detail label="Type">{profile.type}</Detail>
            <Detail label="Job position">{profile.jobPosition}</Detail>
            <Detail label="Member since">{formatDateId(profile.createdAt)}</Detail>
          </dl>
          <div className="flex justify-end">
            <Button type="submit" name="intent" value="profile" disabled={busy}>
              Save changes
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
