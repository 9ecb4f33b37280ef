import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { NewPasswordSchema } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/page-meta";
import { passwordIsEmail } from "~/lib/password-rules";
import { activate, activateWithPassword, activationNeedsPassword } from "~/services/account.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

const linkOf = (request: Request) => {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", email: url.searchParams.get("email") ?? "" };
};

/**
 * activation?token=&email= from the e-mailed link; the link works once. An account that has no password yet (a
 * super-admin from `npm run create-admin`, a person added to a product) first chooses one here: the link is taken
 * only when the form is sent, and activates the account with that password.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, email } = linkOf(request);
  const pageTitle = (await requestTranslator(request, context, "auth"))("activation.pageTitle");
  if (token && email && activationNeedsPassword(token, email)) return json({ pageTitle, choosePassword: true as const, email, activated: false });
  const activated = Boolean(token && email) && activate(token, email);
  return json({ pageTitle, choosePassword: false as const, email, activated }, { status: activated ? 200 : 400 });
}

export async function action({ request }: ActionFunctionArgs) {
  const { token, email } = linkOf(request);
  const submission = parseWithZod(await readForm(request), {
    schema: NewPasswordSchema.refine((v) => !passwordIsEmail(v.password, email), { path: ["password"], message: "The password must not be your e-mail address" }),
  });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["password", "confirm"] }), { status: 400 });
  const done = Boolean(token && email) && (await activateWithPassword(token, email, submission.value.password));
  if (!done) return json(submission.reply({ formErrors: ["This activation link has expired or was already used. Ask an administrator for a new one."], hideFields: ["password", "confirm"] }), { status: 400 });
  return redirect("/login", { headers: await withToast(request, { kind: "success", title: "Account activated", description: "Your password is set. Sign in with your e-mail and password." }) });
}

function SignInButton() {
  const { t } = useTranslation("auth");
  return (
    <Button asChild className="w-full">
      <Link to="/login">{t("activation.goToSignIn")}</Link>
    </Button>
  );
}

function ChoosePassword({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({ id: "activate", lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPasswordSchema }), shouldValidate: "onBlur" });
  return (
    <AuthLayout title={t("activation.chooseTitle")} subtitle={email ? t("activation.chooseSubtitle", { email }) : undefined}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrorAlert errors={form.errors} />
        <FormField label={t("fields.newPassword")} name="password" description={t("fields.passwordHint")} errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }} />
        <FormField label={t("fields.repeatNewPassword")} name="confirm" errors={fields.confirm.errors} inputProps={{ ...getInputProps(fields.confirm, { type: "password" }), autoComplete: "new-password" }} />
        <Button type="submit" className="w-full" disabled={busy}>
          {t("activation.submit")}
        </Button>
      </Form>
    </AuthLayout>
  );
}

export default function ActivationPage() {
  const { t } = useTranslation("auth");
  const { choosePassword, email, activated } = useLoaderData<typeof loader>();
  if (choosePassword) return <ChoosePassword email={email} />;
  return (
    <AuthLayout title={activated ? t("activation.activatedTitle") : t("activation.failedTitle")}>
      <Alert variant={activated ? "success" : "destructive"} role="status">
        <AlertDescription>
          {activated ? t("activation.activated") : t("activation.failed")}
        </AlertDescription>
      </Alert>
      <SignInButton />
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
