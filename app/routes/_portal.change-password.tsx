import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { pageMeta } from "~/lib/page-meta";
import { PasswordSchema, passwordIsEmail } from "~/lib/password-rules";
import { findUserById } from "~/models/user.server";
import { changePassword } from "~/services/account.server";
import { requireUser } from "~/services/auth.server";
import { readWebSession } from "~/services/auth-session.server";
import { withToast } from "~/services/cookies.server";
import { verifyPassword } from "~/services/password.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "profile:changePassword.title" };

/** The sign-in issue's password rules; the e-mail rule needs the account, so the server adds it (and the browser when it knows the e-mail). */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: "Enter your current password" }).min(1, "Enter your current password"),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ required_error: "Enter the new password again" }),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "The two new passwords differ" });
    if (v.newPassword === v.currentPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Choose a password different from the current one" });
  });

const withEmailRule = (email: string) =>
  ChangePasswordSchema.superRefine((v, ctx) => {
    if (passwordIsEmail(v.newPassword, email)) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Do not use your e-mail address as the password" });
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await requestTranslator(request, context, "profile");
  return json({ pageTitle: t("changePassword.title"), email: user.email });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await readForm(request);
  const submission = await parseWithZod(formData, {
    schema: withEmailRule(user.email).superRefine(async (v, ctx) => {
      const account = findUserById(user.id);
      if (!(await verifyPassword(account?.passwordHash ?? null, v.currentPassword))) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "The current password is not right" });
    }),
    async: true,
  });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["currentPassword", "newPassword", "confirmPassword"] }), { status: 400 });
  // This browser stays signed in; every other session, API sign-in and trusted device ends.
  const current = await readWebSession(request, context);
  await changePassword(user.id, submission.value.newPassword, { keepSessionId: current?.session.id ?? null });
  return redirect("/profile", {
    headers: await withToast(request, { kind: "success", title: "Password changed", description: "You were signed out everywhere else, and every device will ask for a code at its next sign-in." }),
  });
}

export default function ChangePasswordPage() {
  const { t } = useTranslation("profile");
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: withEmailRule(email) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div>
      <PageHeader title={t("changePassword.title")} crumbs={[{ label: t("title"), to: "/profile" }, { label: t("changePassword.title") }]} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4 text-primary" /> {t("changePassword.cardTitle")}
            </h2>
          </CardTitle>
          <CardDescription>{t("changePassword.cardDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormErrorAlert errors={form.errors} id={form.errorId} />
            <FormField label={t("changePassword.currentPassword")} name="currentPassword" required errors={fields.currentPassword.errors} inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }} />
            <FormField label={t("changePassword.newPassword")} name="newPassword" required errors={fields.newPassword.errors} inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }} />
            <FormField label={t("changePassword.newPasswordAgain")} name="confirmPassword" required errors={fields.confirmPassword.errors} inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }} />
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy ? t("changePassword.submitting") : t("changePassword.submit")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
