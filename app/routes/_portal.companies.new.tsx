import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyForm } from "~/components/companies/company-form";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { MANAGE_COMPANY } from "~/domain/companies";
import { CompanySchema, PicSchema } from "~/lib/schemas/company";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { type CompanyFormResult, filesOf, isPartnerOnly, refusalOf, registerCompany } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_COMPANY);
  const t = await requestTranslator(request, context, "companies");
  return json({ pageTitle: t("title.new"), partnerEmail: isPartnerOnly(user) ? user.email : null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_COMPANY);
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<CompanyFormResult>({ fieldErrors, message, values }, { status });
  const parsed = CompanySchema.safeParse(values);
  // A partner is the first PIC themselves; staff name one.
  const pic = isPartnerOnly(user) ? null : PicSchema.safeParse(values);
  if (!parsed.success || (pic && !pic.success)) {
    return refused(400, { ...(parsed.success ? {} : parsed.error.flatten().fieldErrors), ...(pic && !pic.success ? pic.error.flatten().fieldErrors : {}) } as Record<string, string[]>);
  }
  const t = await requestTranslator(request, context, "companies");
  try {
    const id = await registerCompany(user, actorOf(user), parsed.data, pic?.success ? pic.data : null, filesOf(form, "documents"), clientAddress(request));
    return redirect(`/companies/${id}`, { headers: await withToast(request, { kind: "success", title: t("toast.registered", { name: parsed.data.name }) }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export default function NewCompanyPage() {
  const { partnerEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CompanyFormResult | undefined;
  const { t } = useTranslation("companies");
  return (
    <>
      <PageHeader title={t("title.new")} crumbs={[{ label: t("title.list"), to: "/companies" }, { label: t("title.new") }]} />
      <ActionAlert message={actionData?.message} />
      <CompanyForm mode="new" values={actionData?.values ?? {}} errors={actionData?.fieldErrors} partnerEmail={partnerEmail} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
