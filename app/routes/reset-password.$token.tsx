import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NewPasswordSchema } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/page-meta";
import { passwordIsEmail } from "~/lib/password-rules";
import { resetPassword } from "~/services/account.server";
import { requireAnonymous } from "~/services/auth.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const t = await requestTranslator(request, context, "auth");
  return json({ pageTitle: t("reset.pageTitle"), email: new URL(request.url).searchParams.get("email") ?? "" });
}

/** reset-password/{token}?email= from the e-mailed link: single use, one hour. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const email = new URL(request.url).searchParams.get("email") ?? "";
  const submission = parseWithZod(await readForm(request), {
    schema: NewPasswordSchema.refine((v) => !passwordIsEmail(v.password, email), { path: ["password"], message: "The password must not be your e-mail address" }),
  });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: ["password", "confirm"] }), done: false }, { status: 400 });
  const done = await resetPassword(params.token ?? "", email, submission.value.password);
  if (!done) return json({ result: submission.reply({ formErrors: ["This reset link has expired or was already used. Ask for a new one."], hideFields: ["password", "confirm"] }), done: false }, { status: 400 });
  return json({ result: submission.reply({ resetForm: true }), done: true });
}

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({ id: "reset", lastResult: actionData?.result, onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPasswordSchema }), shouldValidate: "onBlur" });
  if (actionData?.done) {
    return (
      <AuthLayout title={t("reset.doneTitle")}>
        <Alert variant="success" role="status">
          <AlertDescription>{t("reset.done")}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">{t("reset.signIn")}</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("reset.title")} subtitle={email ? t("reset.forEmail", { email }) : undefined}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrorAlert errors={form.errors} />
        <FormField label={t("fields.newPassword")} name="password" description={t("fields.passwordHint")} errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }} />
        <FormField label={t("fields.repeatNewPassword")} name="confirm" errors={fields.confirm.errors} inputProps={{ ...getInputProps(fields.confirm, { type: "password" }), autoComplete: "new-password" }} />
        <Button type="submit" className="w-full" disabled={busy}>
          {t("reset.submit")}
        </Button>
      </Form>
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
