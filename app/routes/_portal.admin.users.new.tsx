import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { UserPlus } from "lucide-react";
import type { z } from "zod";
import { UserProfileFields } from "~/components/admin/user-fields";
import { PageHeader } from "~/components/layout/page-header";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { UserCreateSchema } from "~/lib/admin-schemas";
import { divisionOptions } from "~/models/organisation.server";
import { allRoleNames } from "~/models/user-admin.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { replyFromError } from "~/services/form-errors.server";
import { createUser, userScope } from "~/services/user-admin.server";
import { readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "New user · Digimon" }];
export const handle = { title: "New user" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:user");
  return json({ roles: allRoleNames(), divisions: divisionOptions().map((d) => ({ value: d.value, label: d.label })), accessEditable: userScope(admin).all && admin.levelAccess <= 1 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:user");
  const submission = parseWithZod(await readForm(request), { schema: UserCreateSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    const id = await createUser(admin, submission.value);
    return redirect(`/admin/users/${id}`, { headers: await withToast(request, { kind: "success", title: `${submission.value.fullname} was created`, description: "Hand the first password over in person; they can change it after signing in." }) });
  } catch (error) {
    const reply = await replyFromError(error, (o) => submission.reply({ ...o, hideFields: ["password"] }));
    if (!reply) throw error;
    return json(reply.result, { status: reply.status });
  }
}

export default function NewUserPage() {
  const data = useLoaderData<typeof loader>();
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
      <PageHeader title="New user" crumbs={[{ label: "Administration" }, { label: "Users", to: "/admin/users" }, { label: "New user" }]} description="Creates an active account. The person receives an e-mail; you hand over the first password." />
      <Card className="max-w-4xl">
        <CardHeader className="pb-3">
          <CardTitle asChild>
            <h2>Account</h2>
          </CardTitle>
          <CardDescription>Fields marked * are required. The position in the organisation is set on the user's page afterwards.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormErrorAlert errors={form.errors} id={form.errorId} />
            <UserProfileFields fields={fields} roles={data.roles} divisions={data.divisions} accessEditable={data.accessEditable} defaults={{ roles: [], grantAccess: [], levelAccess: 3 }} />
            <FormField
              label="First password"
              name={fields.password.name}
              required
              errors={fields.password.errors}
              description="At least 10 characters with letters and digits, not the e-mail address"
              className="max-w-sm"
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            />
            <div className="flex justify-end gap-2">
              <Button asChild variant="ghost">
                <Link to="/admin/users">Cancel</Link>
              </Button>
              <Button type="submit" disabled={busy}>
                <UserPlus aria-hidden="true" /> Create user
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
