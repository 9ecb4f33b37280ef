import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { findUserById } from "~/models/user.server";
import { authenticator, requireAnonymous } from "~/services/auth.server";
import { safeRedirect } from "~/services/auth-session.server";
import { clientAddress } from "~/services/client-address.server";
import { clearPendingLogin, completeSignIn, readPendingLogin, writePendingLogin } from "~/services/login-flow.server";
import { otpBudget, requestOtp, verifyOtp } from "~/services/otp.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export const LoginSchema = z.object({
  email: z.string({ required_error: "Enter your e-mail address" }).trim().email("Enter a valid e-mail address"),
  password: z.string({ required_error: "Enter your password" }).min(1, "Enter your password"),
  redirectTo: z.string().optional(),
});

export const OtpSchema = z.object({
  otp: z.string({ required_error: "Enter the 6-digit code" }).trim().regex(/^\d{6}$/, "The code has 6 digits"),
  trust: z.literal("on").optional(),
});

const maskEmail = (email: string) => email.replace(/^(.{2})[^@]*(@.*)$/, (_, a: string, b: string) => `${a}•••${b}`);

const retryAfter = (ms: number) => ({ "Retry-After": String(Math.ceil(ms / 1000)) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const pending = await readPendingLogin(request);
  const user = pending ? findUserById(pending.userId) : null;
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const t = await requestTranslator(request, context, "auth");
  return json({ pageTitle: t("login.pageTitle"), step: user ? ("otp" as const) : ("password" as const), maskedEmail: user ? maskEmail(user.email) : null, redirectTo });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await readForm(request.clone());
  const intent = formData.get("intent");

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: LoginSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply({ hideFields: ["password"] }), notice: null }, { status: 400 });
    const outcome = await authenticator.authenticate("form", request);
    if (outcome.kind === "failed") {
      return json({ intent, result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), notice: null }, { status: outcome.status });
    }
    const redirectTo = submission.value.redirectTo ?? "/";
    if (outcome.kind === "signedIn") return completeSignIn(request, outcome.user.id, redirectTo);
    const sent = await requestOtp(outcome.user.id); // a code sent less than a minute ago still stands
    // The hourly codes are used up and none sent is still usable: the code step would wait for mail that never
    // comes, so say so here, and when a code can be sent again.
    if (!sent.ok && sent.code === "hourly-limit" && !otpBudget(outcome.user.id).liveCode) {
      return json({ intent, result: submission.reply({ formErrors: [sent.message], hideFields: ["password"] }), notice: null }, { status: 429, headers: retryAfter(sent.retryAfterMs) });
    }
    return redirect("/login", { headers: await writePendingLogin(request, outcome.user.id, redirectTo) });
  }

  const pending = await readPendingLogin(request);
  if (!pending) return redirect("/login");
  if (intent === "cancel") return redirect("/login", { headers: await clearPendingLogin(request) });
  if (intent === "resend") {
    const sent = await requestOtp(pending.userId);
    if (!sent.ok) return json({ intent, result: null, notice: sent.message, refused: true }, { status: 429, headers: retryAfter(sent.retryAfterMs) });
    return json({ intent, result: null, notice: "A new code is on its way. Earlier codes no longer work.", refused: false });
  }
  const submission = parseWithZod(formData, { schema: OtpSchema });
  if (submission.status !== "success") return json({ intent, result: submission.reply(), notice: null }, { status: 400 });
  const checked = verifyOtp(pending.userId, submission.value.otp, { address: clientAddress(request) });
  if (!checked.ok) return json({ intent, result: submission.reply({ fieldErrors: { otp: [checked.message] }, hideFields: ["otp"] }), notice: null }, { status: checked.status });
  return completeSignIn(request, pending.userId, pending.redirectTo, { trust: submission.value.trust === "on" });
}

function PasswordStep({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrorAlert errors={form.errors} id={form.errorId} />
      <FormField label={t("fields.email")} name="email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username", autoFocus: true }} />
      <FormField label={t("fields.password")} name="password" errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }} />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className="text-primary hover:underline">
          {t("login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" name="intent" value="password" className="w-full" disabled={busy}>
        {busy ? t("login.submitting") : t("login.submit")}
      </Button>
    </Form>
  );
}

function OtpStep() {
  const { t } = useTranslation("auth");
  const message = useServerMessage();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "otp",
    lastResult: actionData?.intent === "verify" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OtpSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="space-y-4">
      {actionData?.notice ? (
        <Alert variant={"refused" in actionData && actionData.refused ? "warning" : "info"} role={"refused" in actionData && actionData.refused ? "alert" : "status"}>
          <AlertDescription>{message(actionData.notice)}</AlertDescription>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormField label={t("otp.label")} name="otp" errors={fields.otp.errors} inputProps={{ ...getInputProps(fields.otp, { type: "text" }), inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, autoFocus: true, className: "tracking-[0.4em] text-lg tabular-nums" }} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="trust" className="size-4 accent-[hsl(var(--primary))]" />
          {t("otp.trust")}
        </label>
        <Button type="submit" name="intent" value="verify" className="w-full" disabled={busy}>
          {t("otp.submit")}
        </Button>
      </Form>
      <Form method="post" className="flex items-center justify-between text-sm">
        <Button type="submit" name="intent" value="resend" variant="link" className="px-0">
          {t("otp.resend")}
        </Button>
        <Button type="submit" name="intent" value="cancel" variant="link" className="px-0 text-muted-foreground">
          {t("otp.otherAccount")}
        </Button>
      </Form>
    </div>
  );
}

/** After logout (spec section 4) the browser's own copies go too: localStorage, sessionStorage and every IndexedDB database. */
function ClearClientState() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const loggedOut = params.has("loggedOut");
  useEffect(() => {
    if (!loggedOut) return;
    localStorage.clear();
    sessionStorage.clear();
    void indexedDB.databases?.().then((dbs) => dbs.forEach((d) => d.name && indexedDB.deleteDatabase(d.name)));
  }, [loggedOut]);
  return loggedOut ? (
    <Alert variant="info" role="status">
      <AlertDescription>{t("login.signedOut")}</AlertDescription>
    </Alert>
  ) : null;
}

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const data = useLoaderData<typeof loader>();
  if (data.step === "otp") {
    return (
      <AuthLayout title={t("otp.title")} subtitle={t("otp.subtitle", { email: data.maskedEmail })}>
        <OtpStep />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("login.title")} subtitle={t("login.subtitle")} footer={<>{t("login.newPartner")} <Link className="text-primary hover:underline" to="/register">{t("login.createAccount")}</Link></>}>
      <ClearClientState />
      <PasswordStep redirectTo={data.redirectTo} />
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
