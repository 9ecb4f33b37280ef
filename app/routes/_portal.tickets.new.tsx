import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { MANAGE_TICKET, TICKET_PRIORITIES, TICKET_SLA_HOURS } from "~/domain/tickets";
import { TicketSchema } from "~/lib/schemas/tickets";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { readForm, responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { billingInScope, openTicket } from "~/services/tickets.server";

export const meta = pageMeta;

/** ?billing=BL-... looks the billing up (a GET form, so it works without JavaScript) and fills in its customer. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_TICKET);
  const t = await requestTranslator(request, context, "tickets");
  const asked = (new URL(request.url).searchParams.get("billing") ?? "").trim().slice(0, 64);
  const found = asked ? billingInScope(user, asked) : null;
  return json({
    pageTitle: t("title.new"),
    asked,
    billing: found ? { number: found.billingNumber ?? found.id, product: `${found.productCode} · ${found.productName}`, customer: found.customer } : null,
    notFound: Boolean(asked) && !found,
  });
}

type ActionData = { fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_TICKET);
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const parsed = TicketSchema.safeParse(values);
  if (!parsed.success) return json<ActionData>({ fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]>, message: null, values }, { status: 400 });
  const t = await requestTranslator(request, context, "tickets");
  try {
    const ticket = openTicket(user, parsed.data);
    return redirect(`/tickets/${ticket.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.created", { number: ticket.ticketId }) }) });
  } catch (error) {
    if (!(error instanceof Response) || error.status >= 500) throw error;
    const body = (await error.clone().json().catch(() => null)) as { fieldErrors?: Record<string, string[]> } | null;
    return json<ActionData>({ fieldErrors: body?.fieldErrors ?? {}, message: body?.fieldErrors ? null : await responseMessage(error), values }, { status: error.status });
  }
}

export default function NewTicketPage() {
  const { asked, billing, notFound } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("tickets");
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors;
  const v = actionData?.values;
  const billingErrors = errors?.billing ?? (notFound ? [t("fields.billingHint")] : undefined);
  return (
    <>
      <PageHeader title={t("title.new")} description={t("description.new")} crumbs={[{ label: t("title.list"), to: "/tickets" }, { label: t("title.new") }]} />
      <ActionAlert message={actionData?.message} />
      <SectionCard title={t("title.new")} contentClassName="space-y-4">
        <Form method="get" className="flex max-w-xl flex-wrap items-end gap-2">
          <FormField label={t("fields.billing")} name="billing" id="ticket-billing-lookup" description={t("fields.billingHint")} errors={notFound ? billingErrors : undefined} className="min-w-[16rem] flex-1">
            <Input defaultValue={asked} maxLength={64} autoComplete="off" />
          </FormField>
          <Button type="submit" variant="outline">
            {t("fields.lookup")}
          </Button>
        </Form>
        {billing ? (
          <p className="text-sm" data-testid="ticket-billing-found">
            {`${billing.number} · ${billing.product}`}
          </p>
        ) : null}
        <Form method="post" className="max-w-xl space-y-3" noValidate>
          <input type="hidden" name="billing" value={v?.billing ?? billing?.number ?? asked} />
          {errors?.billing ? <p className="text-sm text-destructive">{errors.billing.join(" ")}</p> : null}
          <FormField label={t("fields.title")} name="title" id="ticket-title" errors={errors?.title} required>
            <Input defaultValue={v?.title} maxLength={200} />
          </FormField>
          <FormField label={t("fields.customerName")} name="customerName" id="ticket-customer-name" errors={errors?.customerName} required>
            <Input defaultValue={v?.customerName ?? billing?.customer.name} maxLength={200} />
          </FormField>
          <FormField label={t("fields.customerPhone")} name="customerPhone" id="ticket-customer-phone" errors={errors?.customerPhone}>
            <Input defaultValue={v?.customerPhone ?? billing?.customer.phone} maxLength={40} type="tel" />
          </FormField>
          <FormField label={t("fields.customerEmail")} name="customerEmail" id="ticket-customer-email" errors={errors?.customerEmail}>
            <Input defaultValue={v?.customerEmail ?? billing?.customer.email} maxLength={200} type="email" />
          </FormField>
          <FormField label={t("fields.priority")} name="priority" id="ticket-priority" errors={errors?.priority} required>
            <NativeSelect defaultValue={v?.priority ?? "normal"}>
              {TICKET_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {`${t(`priority.${p}`)} · ${TICKET_SLA_HOURS[p]} h`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("fields.description")} name="description" id="ticket-description" errors={errors?.description} required>
            <Textarea defaultValue={v?.description} maxLength={5000} rows={5} />
          </FormField>
          <Button type="submit" disabled={busy || (!billing && !v?.billing)}>
            {t("create")}
          </Button>
        </Form>
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
