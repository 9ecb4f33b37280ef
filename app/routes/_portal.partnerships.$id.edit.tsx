import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { PartnershipForm } from "~/components/partnerships/partnership-form";
import { ActionAlert } from "~/components/ui/action-alert";
import { pageMeta } from "~/lib/page-meta";
import { PartnershipSchema } from "~/lib/schemas/partnership";
import { partnershipFormOptions, partnersOf, productsOf, userName } from "~/models/partnership.server";
import { requireUser } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { refusalOf } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { editPartnership, type PartnershipFormResult, partnershipFormValues, readPartnershipForm, requirePartnershipEditor } from "~/services/partnerships.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requirePartnershipEditor(user, params.id!);
  const t = await requestTranslator(request, context, "partnerships");
  const values = partnershipFormValues(row, partnersOf(row.id).map((c) => c.id), productsOf(row.id).map((p) => p.id));
  return json({ pageTitle: t("title.edit", { title: row.title }), id: row.id, title: row.title, values, options: partnershipFormOptions(row.companionUserId ? { id: row.companionUserId, name: userName(row.companionUserId) ?? row.companionUserId } : null) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requirePartnershipEditor(user, params.id!);
  const values = readPartnershipForm(await readForm(request));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<PartnershipFormResult>({ fieldErrors, message, values }, { status });
  const parsed = PartnershipSchema.safeParse(values);
  if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "partnerships");
  try {
    editPartnership(user, actorOf(user), row.id, parsed.data, clientAddress(request));
    return redirect(`/partnerships/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.saved") }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export default function EditPartnershipPage() {
  const { id, title, values, options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PartnershipFormResult | undefined;
  const { t } = useTranslation("partnerships");
  return (
    <>
      <PageHeader title={t("title.edit", { title })} crumbs={[{ label: t("title.list"), to: "/partnerships" }, { label: title, to: `/partnerships/${id}` }, { label: t("detail.edit") }]} />
      <ActionAlert message={actionData?.message} />
      <PartnershipForm mode="edit" values={actionData?.values ?? values} errors={actionData?.fieldErrors} options={options} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
