import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { QuotationForm } from "~/components/quotations/quotation-form";
import { addDays, todayInJakarta } from "~/domain/dates";
import { DEFAULT_VALIDITY_DAYS, MANAGE_QUOTATION } from "~/domain/quotations";
import { pageMeta } from "~/lib/page-meta";
import { GROUP_SELLER } from "~/lib/seller";
import { requireUserWithPermission } from "~/services/auth.server";
import { refusalOf } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { quotationCompanyOptions, readQuotationPost } from "~/services/quotation-company.server";
import { requestTranslator } from "~/services/i18n.server";
import { createQuotation, productsForQuotations } from "~/services/quotations.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_QUOTATION);
  const products = productsForQuotations(user);
  const today = todayInJakarta(new Date());
  const t = await requestTranslator(request, context, "quotations");
  return json({ pageTitle: t("new.title"), products, companies: quotationCompanyOptions(user), today, validUntil: addDays(today, DEFAULT_VALIDITY_DAYS) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_QUOTATION);
  const post = readQuotationPost(user, await readForm(request));
  if (post.answer !== null) return json(post.answer, { status: post.status });
  try {
    const created = createQuotation(user, post.value);
    const t = await requestTranslator(request, context, "quotations");
    return redirect(`/quotations/${created.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.created", { number: created.quotationNumber }) }) });
  } catch (error) {
    const refused = await refusalOf(error);
    return json(post.reply({ fieldErrors: refused.fieldErrors, formErrors: refused.message ? [refused.message] : [] }), { status: refused.status });
  }
}

export default function NewQuotation() {
  const { products, companies, today, validUntil } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("quotations");
  return (
    <>
      <PageHeader title={t("new.title")} crumbs={[{ label: t("list.title"), to: "/quotations" }, { label: t("new.crumb") }]} />
      <QuotationForm
        lastResult={lastResult}
        products={products}
        companies={companies}
        submitLabel={t("new.submit")}
        defaultValue={{ productId: products[0]?.id ?? "", quotationDate: today, validUntil, from: GROUP_SELLER, includePph: false, details: [{ item: "", description: "", quantity: 1, price: 0 }] }}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
