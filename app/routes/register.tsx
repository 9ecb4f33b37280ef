import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { COUNTRIES, RegisterSchema } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/page-meta";
import { register } from "~/services/account.server";
import { clientAddress } from "~/services/client-address.server";
import { requireAnonymous } from "~/services/auth.server";
import { readForm } from "~/services/http.server";
import { requestLanguage, requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const t = await requestTranslator(request, context, "auth");
  return json({ pageTitle: t("register.pageTitle") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await readForm(request), { schema: RegisterSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: ["password"] }), sentTo: null }, { status: 400 });
  // A used address answers like a new one (its owner is mailed instead), so the form tells nobody who has an account.
  // The activation mail is written in the language of the page the person registered on (they have no stored one yet).
  const outcome = await register(submission.value, clientAddress(request), await requestLanguage(request, context));
  if (!outcome.ok) return json({ result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), sentTo: null }, { status: outcome.status });
  return json({ result: submission.reply({ resetForm: true }), sentTo: submission.value.email });
}

export default function RegisterPage() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    defaultValue: { country: "Indonesia" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <AuthLayout
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <>
          {t("register.alreadyRegistered")}{" "}
          <Link className="text-primary hover:underline" to="/login">
            {t("register.signIn")}
          </Link>
        </>
      }
    >
      {actionData?.sentTo ? (
        <Alert variant="success" role="status">
          <AlertTitle>{t("register.sentTitle")}</AlertTitle>
          <AlertDescription>{t("register.sent", { email: actionData.sentTo })}</AlertDescription>
        </Alert>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormErrorAlert errors={form.errors} id={form.errorId} />
          <FormField label={t("register.fullname")} name="fullname" errors={fields.fullname.errors} inputProps={{ ...getInputProps(fields.fullname, { type: "text" }), autoComplete: "name" }} />
          <FormField label={t("fields.email")} name="email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
          <FormField label={t("register.phoneNumber")} name="phoneNumber" errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel", placeholder: "081234567890" }} />
          <FormField label={t("register.country")} name="country" errors={fields.country.errors}>
            <NativeSelect {...getSelectProps(fields.country)}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`register.countries.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("fields.password")} name="password" description={t("fields.passwordHint")} errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }} />
          <Button type="submit" className="w-full" disabled={busy}>
            {t("register.submit")}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
