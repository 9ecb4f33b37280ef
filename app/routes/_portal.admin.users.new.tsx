import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { UserProfileFields } from "~/components/admin/user-fields";
import { PageHeader } from "~/components/layout/page-header";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { UserCreateSchema } from "~/lib/admin-schemas";
import { pageMeta } from "~/lib/page-meta";
import { divisionOptions } from "~/models/organisation.server";
import { allRoleNames } from "~/models/user-admin.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { replyFromError } from "~/services/form-errors.server";
import { requestTranslator } from "~/services/i18n.server";
import { createUser, userScope } from "~/services/user-admin.server";
import { readForm } from "~/services/http.server";

export const meta = pageMeta;
export const handle = { title: "admin:users.create.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:user");
  const t = await requestTranslator(request, context, "admin");
  return json({ pageTitle: t("users.create.title"), roles: allRoleNames(), divisions: divisionOptions().map((d) => ({ value: d.value, label: d.label })), accessEditable: userScope(admin).all && admin.levelAccess <= 1 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:user");
  const submission = parseWithZod(await readForm(request), { schema: UserCreateSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    const id = await createUser(admin, submission.value);
    const t = await requestTranslator(request, context, "admin");
    return redirect(`/admin/users/${id}`, { headers: await withToast(request, { kind: "success", title: t("users.toast.created", { name: submission.value.fullname }), description: t("users.toast.createdDescription") }) });
  } catch (error) {
    const reply = await replyFromError(error, (o) => submission.reply({ ...o, hideFields: ["password"] }));
    if (!reply) throw error;
    return json(reply.result, { status: reply.status });
  }
}

export default function NewUserPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation(["admin", "common"]);
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<z.infer<typeof UserCreateSchema>>({
    id: "user-new",
    lastResult,
    defaultValue: { type: "telkom", country: "Indonesia", levelAccess: 3, roles: [], grantAccess: [] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserCreateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("users.create.title")}
        crumbs={[{ label: t("common.administration") }, { label: t("users.title"), to: "/admin/users" }, { label: t("users.create.title") }]}
        description={t("users.create.description")}
      />
      <Card className="max-w-4xl">
        <CardHeader className="pb-3">
          <CardTitle asChild>
            <h2>{t("users.create.account")}</h2>
          </CardTitle>
          <CardDescription>{t("users.create.required")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormErrorAlert errors={form.errors} id={form.errorId} />
            <UserProfileFields fields={fields} roles={data.roles} divisions={data.divisions} accessEditable={data.accessEditable} defaults={{ roles: [], grantAccess: [], levelAccess: 3 }} />
            <FormField
              label={t("users.create.firstPassword")}
              name={fields.password.name}
              required
              errors={fields.password.errors}
              description={t("users.create.passwordHint")}
              className="max-w-sm"
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            />
            <div className="flex justify-end gap-2">
              <Button asChild variant="ghost">
                <Link to="/admin/users">{t("common:cancel")}</Link>
              </Button>
              <Button type="submit" disabled={busy}>
                <UserPlus aria-hidden="true" /> {t("users.create.createUser")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
