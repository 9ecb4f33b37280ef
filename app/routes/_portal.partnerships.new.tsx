import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { PartnershipForm } from "~/components/partnerships/partnership-form";
import { ActionAlert } from "~/components/ui/action-alert";
import { MANAGE_PARTNERSHIP } from "~/domain/partnerships";
import { pageMeta } from "~/lib/page-meta";
import { PartnershipSchema } from "~/lib/schemas/partnership";
import { partnershipFormOptions } from "~/models/partnership.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { refusalOf } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { createPartnership, type PartnershipFormResult, readPartnershipForm } from "~/services/partnerships.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, MANAGE_PARTNERSHIP);
  const t = await requestTranslator(request, context, "partnerships");
  return json({ pageTitle: t("title.new"), options: partnershipFormOptions() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_PARTNERSHIP);
  const values = readPartnershipForm(await readForm(request));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<PartnershipFormResult>({ fieldErrors, message, values }, { status });
  const parsed = PartnershipSchema.safeParse(values);
  if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "partnerships");
  try {
    const id = createPartnership(user, actorOf(user), parsed.data, clientAddress(request));
    return redirect(`/partnerships/${id}`, { headers: await withToast(request, { kind: "success", title: t("toast.created", { title: parsed.data.title }) }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export default function NewPartnershipPage() {
  const { options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PartnershipFormResult | undefined;
  const { t } = useTranslation("partnerships");
  return (
    <>
      <PageHeader title={t("title.new")} crumbs={[{ label: t("title.list"), to: "/partnerships" }, { label: t("title.new") }]} />
      <ActionAlert message={actionData?.message} />
      <PartnershipForm mode="new" values={actionData?.values ?? { priority: "medium" }} errors={actionData?.fieldErrors} options={options} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
