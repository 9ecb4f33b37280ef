import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyForm } from "~/components/companies/company-form";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { CompanySchema } from "~/lib/schemas/company";
import { pageMeta } from "~/lib/page-meta";
import { requireUser } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { type CompanyFormResult, editCompany, filesOf, formValuesOf, isPartnerOnly, refusalOf, requireCompanyEditor } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requireCompanyEditor(user, params.id!);
  const t = await requestTranslator(request, context, "companies");
  const note = row.status === "rejected" ? "resubmit" : row.status === "approved" && isPartnerOnly(user) ? "amend" : null;
  return json({ pageTitle: t("title.edit", { name: row.name }), id: row.id, name: row.name, values: formValuesOf(row), note });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requireCompanyEditor(user, params.id!);
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<CompanyFormResult>({ fieldErrors, message, values }, { status });
  const parsed = CompanySchema.safeParse(values);
  if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "companies");
  try {
    const { resubmitted } = await editCompany(user, actorOf(user), row.id, parsed.data, filesOf(form, "documents"), clientAddress(request));
    return redirect(`/companies/${row.id}`, { headers: await withToast(request, { kind: "success", title: t(resubmitted ? "toast.resubmitted" : "toast.saved") }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export default function EditCompanyPage() {
  const { id, name, values, note } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CompanyFormResult | undefined;
  const { t } = useTranslation("companies");
  return (
    <>
      <PageHeader title={t("title.edit", { name })} crumbs={[{ label: t("title.list"), to: "/companies" }, { label: name, to: `/companies/${id}` }, { label: t("detail.edit") }]} />
      <ActionAlert message={actionData?.message} />
      <CompanyForm mode="edit" values={actionData?.values ?? values} errors={actionData?.fieldErrors} partnerEmail={null} note={note === "resubmit" ? t("form.resubmitNote") : note === "amend" ? t("form.amendNote") : null} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
