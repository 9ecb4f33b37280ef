import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type UserFormValues, UserProfileFields } from "~/components/admin/user-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { formatDateId } from "~/domain/dates";
import { UserEditSchema } from "~/lib/admin-schemas";
import type { action } from "~/routes/_portal.admin.users.$id";
import type { UserData } from "./user-data";

export function ProfileCard({ data }: { data: UserData }) {
  const { t } = useTranslation(["admin", "common"]);
  const u = data.user;
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<UserFormValues>({
    id: "user-profile",
    lastResult: actionData?.intent === "update" ? actionData.result : undefined,
    defaultValue: {
      fullname: u.fullname ?? "",
      email: u.email,
      phoneNumber: u.phoneNumber ?? "",
      nik: u.nik ?? "",
      referenceId: u.referenceId,
      type: u.type,
      jobPosition: u.jobPosition ?? "",
      country: u.country,
      roles: u.roles,
      levelAccess: u.levelAccess,
      grantAccess: u.grantAccess,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserEditSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle asChild>
          <h2>{t("users.detail.profile")}</h2>
        </CardTitle>
        <CardDescription>
          {t("users.detail.created", { date: formatDateId(u.createdAt) })} <span className="font-mono">{u.referralCode ?? "—"}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <fieldset disabled={!data.canManage} className="space-y-4">
            <FormErrorAlert errors={form.errors} id={form.errorId} />
            <UserProfileFields
              fields={fields}
              roles={data.roles}
              divisions={data.divisions}
              accessEditable={data.accessEditable}
              rolesEditable={!data.isSelf}
              defaults={{ roles: u.roles, grantAccess: u.grantAccess, levelAccess: u.levelAccess }}
            />
            {data.canManage ? (
              <div className="flex justify-end">
                <Button type="submit" name="intent" value="update" disabled={busy}>
                  <Save aria-hidden="true" /> {t("common:saveChanges")}
                </Button>
              </div>
            ) : null}
          </fieldset>
        </Form>
      </CardContent>
    </Card>
  );
}
