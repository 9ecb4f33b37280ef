import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { QuotationForm } from "~/components/quotations/quotation-form";
import { MANAGE_QUOTATION } from "~/domain/quotations";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { refusalOf } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { quotationCompanyOptions, readQuotationPost } from "~/services/quotation-company.server";
import { requestTranslator } from "~/services/i18n.server";
import { editQuotation, formValuesOf, productsForQuotations, quotationDetail } from "~/services/quotations.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_QUOTATION);
  const detail = quotationDetail(user, params.id!);
  // Only a draft within its date is edited; anything else shows its page (which says why).
  if (!detail.may.edit) throw redirect(`/quotations/${detail.row.id}`);
  const t = await requestTranslator(request, context, "quotations");
  return json({
    pageTitle: t("edit.title", { number: detail.row.quotationNumber }), id: detail.row.id, number: detail.row.quotationNumber,
    values: formValuesOf(detail.row), products: productsForQuotations(user), companies: quotationCompanyOptions(user),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_QUOTATION);
  // Authorise before parsing: a quotation outside the scope answers 404 whatever the form holds.
  quotationDetail(user, params.id!);
  const post = readQuotationPost(user, await readForm(request));
  if (post.answer !== null) return json(post.answer, { status: post.status });
  try {
    editQuotation(user, params.id!, post.value);
  } catch (error) {
    const refused = await refusalOf(error);
    return json(post.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.message ? [refused.message] : [] }), { status: refused.status });
  }
  const t = await requestTranslator(request, context, "quotations");
  return redirect(`/quotations/${params.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.saved") }) });
}

export default function EditQuotation() {
  const { id, number, values, products, companies } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("quotations");
  return (
    <>
      <PageHeader title={t("edit.title", { number })} crumbs={[{ label: t("list.title"), to: "/quotations" }, { label: number, to: `/quotations/${id}` }, { label: t("edit.crumb") }]} />
      <QuotationForm lastResult={lastResult} products={products} companies={companies} lockProduct submitLabel={t("edit.submit")} defaultValue={values} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
