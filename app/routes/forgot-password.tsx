import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { ForgotPasswordSchema } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/page-meta";
import { forgotPassword } from "~/services/account.server";
import { requireAnonymous } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { readForm } from "~/services/http.server";
import { requestLanguage, requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const t = await requestTranslator(request, context, "auth");
  return json({ pageTitle: t("forgot.pageTitle") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), sent: false }, { status: 400 });
  // The same answer whether or not the address exists; past the limits (per address and per client) a 429 says when to retry.
  // The mail goes out in the account's language, or the language of this page when the account has none stored.
  const outcome = forgotPassword(submission.value.email, clientAddress(request), await requestLanguage(request, context));
  if (!outcome.ok) return json({ result: submission.reply({ formErrors: [outcome.message] }), sent: false }, { status: outcome.status });
  return json({ result: submission.reply({ resetForm: true }), sent: true });
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({ id: "forgot", lastResult: actionData?.result, onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }), shouldValidate: "onBlur" });
  return (
    <AuthLayout
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={
        <Link className="text-primary hover:underline" to="/login">
          {t("forgot.backToSignIn")}
        </Link>
      }
    >
      {actionData?.sent ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t("forgot.sent")}</AlertDescription>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrorAlert errors={form.errors} id={form.errorId} />
        <FormField label={t("fields.email")} name="email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
        <Button type="submit" className="w-full" disabled={busy}>
          {t("forgot.submit")}
        </Button>
      </Form>
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
