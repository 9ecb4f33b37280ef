import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { COUNTRIES, RegisterSchema } from "~/lib/account-schemas";
import { register } from "~/services/account.server";
import { clientAddress } from "~/services/client-address.server";
import { requireAnonymous } from "~/services/auth.server";
import { readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "Create an account · Digimon" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await readForm(request), { schema: RegisterSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: ["password"] }), sentTo: null }, { status: 400 });
  // A used address answers like a new one (its owner is mailed instead), so the form tells nobody who has an account.
  const outcome = await register(submission.value, clientAddress(request));
  if (!outcome.ok) return json({ result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), sentTo: null }, { status: outcome.status });
  return json({ result: submission.reply({ resetForm: true }), sentTo: submission.value.email });
}

export default function RegisterPage() {
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
    <AuthLayout title="Create an account" subtitle="For partner staff. We e-mail you a link to activate it." footer={<>Already registered? <Link className="text-primary hover:underline" to="/login">Sign in</Link></>}>
      {actionData?.sentTo ? (
        <Alert variant="success" role="status">
          <AlertTitle>Check your e-mail</AlertTitle>
          <AlertDescription>We sent a message to {actionData.sentTo}. If the address is new, it holds your activation link, valid for 7 days.</AlertDescription>
        </Alert>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormErrorAlert errors={form.errors} id={form.errorId} />
          <FormField label="Full name" name="fullname" errors={fields.fullname.errors} inputProps={{ ...getInputProps(fields.fullname, { type: "text" }), autoComplete: "name" }} />
          <FormField label="E-mail" name="email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
          <FormField label="Phone number" name="phoneNumber" errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel", placeholder: "081234567890" }} />
          <FormField label="Country" name="country" errors={fields.country.errors}>
            <NativeSelect {...getSelectProps(fields.country)}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Password" name="password" description="At least 10 characters, with letters and digits." errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }} />
          <Button type="submit" className="w-full" disabled={busy}>
            Create account
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
