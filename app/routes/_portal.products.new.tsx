import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ProductForm } from "~/components/product/product-form";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { newProductDefaults, productFormOptions, saveProduct } from "~/services/products.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "products:title.new" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:product");
  const t = await requestTranslator(request, context, "products");
  return json({ pageTitle: t("title.new"), defaultValue: newProductDefaults(user), options: productFormOptions() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:product");
  const outcome = await saveProduct(user, await readForm(request));
  if (!outcome.ok) return json({ result: outcome.result }, { status: outcome.status });
  const invited = outcome.invited.length ? `Activation e-mail sent to ${outcome.invited.join(", ")}.` : undefined;
  return redirect(`/products/${outcome.id}`, { headers: await withToast(request, { kind: "success", title: "Product created", description: invited }) });
}

export default function NewProductPage() {
  const { t } = useTranslation("products");
  const { defaultValue, options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <PageHeader title={t("title.new")} crumbs={[{ label: t("title.list"), to: "/products" }, { label: t("title.new") }]} description={t("form.newDescription")} />
      <ProductForm mode="create" defaultValue={defaultValue} lastResult={actionData?.result} options={options} cancelTo="/products" />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
