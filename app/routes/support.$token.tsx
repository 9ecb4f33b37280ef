import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/layout/auth-layout";
import { ActionAlert } from "~/components/ui/action-alert";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { SupportReportSchema } from "~/lib/schemas/tickets";
import { pageMeta } from "~/lib/page-meta";
import { clientAddress } from "~/services/client-address.server";
import { readForm, responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { billingOfSupportToken, reportProblem } from "~/services/tickets.server";

export const meta = pageMeta;

/**
 * support/{token}: the invoice e-mail's "Report a problem" link (issue 23). No sign-in: the signed, expiring token
 * names the billing; an altered link is 404 and an expired one 410, each with a message the customer can act on.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const billing = await billingOfSupportToken(params.token ?? "");
  const t = await requestTranslator(request, context, "tickets");
  return json({ pageTitle: t("title.support"), billing: { number: billing.billingNumber ?? billing.id, product: billing.productName }, customer: billing.customer });
}

type ActionData = { fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string>; done?: { ticketNumber: string; added: boolean } };

export async function action({ request, params }: ActionFunctionArgs) {
  const billing = await billingOfSupportToken(params.token ?? "");
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const parsed = SupportReportSchema.safeParse(values);
  if (!parsed.success) return json<ActionData>({ fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]>, message: null, values }, { status: 400 });
  try {
    const done = reportProblem(billing, parsed.data, clientAddress(request));
    return json<ActionData>({ fieldErrors: {}, message: null, values: {}, done });
  } catch (error) {
    if (!(error instanceof Response) || error.status >= 500) throw error;
    return json<ActionData>({ fieldErrors: {}, message: await responseMessage(error), values }, { status: error.status });
  }
}

export default function SupportPage() {
  const { billing, customer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("tickets");
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.fieldErrors;
  const v = actionData?.values;
  if (actionData?.done) {
    return (
      <AuthLayout title={t("title.support")}>
        <Alert variant="success" role="status">
          <AlertDescription>{t(actionData.done.added ? "support.added" : "support.thanks", { number: actionData.done.ticketNumber })}</AlertDescription>
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("title.support")} subtitle={t("support.intro", { billing: billing.number, product: billing.product })}>
      <ActionAlert message={actionData?.message} />
      <Form method="post" className="space-y-3" noValidate>
        <FormField label={t("support.name")} name="name" id="support-name" errors={errors?.name} required>
          <Input defaultValue={v?.name ?? customer.name} maxLength={200} autoComplete="name" />
        </FormField>
        <FormField label={t("support.email")} name="email" id="support-email" errors={errors?.email} required>
          <Input defaultValue={v?.email ?? customer.email} maxLength={200} type="email" autoComplete="email" />
        </FormField>
        <FormField label={t("support.phone")} name="phone" id="support-phone" errors={errors?.phone}>
          <Input defaultValue={v?.phone ?? customer.phone} maxLength={40} type="tel" autoComplete="tel" />
        </FormField>
        <FormField label={t("support.title")} name="title" id="support-title" errors={errors?.title} required>
          <Input defaultValue={v?.title} maxLength={200} />
        </FormField>
        <FormField label={t("support.description")} name="description" id="support-description" errors={errors?.description} required>
          <Textarea defaultValue={v?.description} maxLength={5000} rows={5} />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {t("support.submit")}
        </Button>
      </Form>
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
