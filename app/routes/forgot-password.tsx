import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { ForgotPasswordSchema } from "~/lib/account-schemas";
import { forgotPassword } from "~/services/account.server";
import { requireAnonymous } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "Forgot password · Digimon" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), sent: false }, { status: 400 });
  // The same answer whether or not the address exists; past the limits (per address and per client) a 429 says when to retry.
  const outcome = forgotPassword(submission.value.email, clientAddress(request));
  if (!outcome.ok) return json({ result: submission.reply({ formErrors: [outcome.message] }), sent: false }, { status: outcome.status });
  return json({ result: submission.reply({ resetForm: true }), sent: true });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({ id: "forgot", lastResult: actionData?.result, onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }), shouldValidate: "onBlur" });
  return (
    <AuthLayout title="Forgot your password?" subtitle="We will e-mail you a link to set a new one." footer={<Link className="text-primary hover:underline" to="/login">Back to sign in</Link>}>
      {actionData?.sent ? (
        <Alert variant="success" role="status">
          <AlertDescription>If an account uses that address, a reset link is on its way. It works once, within one hour.</AlertDescription>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrorAlert errors={form.errors} id={form.errorId} />
        <FormField label="E-mail" name="email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
        <Button type="submit" className="w-full" disabled={busy}>
          Send reset link
        </Button>
      </Form>
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
