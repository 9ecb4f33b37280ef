import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { DunningSettingsForm } from "~/components/product/dunning-settings";
import { ProductForm } from "~/components/product/product-form";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { editProductDefaults, productFormOptions, productView, requireManageableProduct, saveProduct } from "~/services/products.server";
import { readForm } from "~/services/http.server";
import { dunningSettingsOf, saveDunningSettings } from "~/services/dunning.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "products:title.edit" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:product");
  const view = productView(requireManageableProduct(user, params.id ?? ""));
  const t = await requestTranslator(request, context, "products");
  return json({
    pageTitle: t("title.editNamed", { name: view.name }),
    product: { id: view.id, name: view.name, productCode: view.productCode },
    defaultValue: editProductDefaults(view),
    options: productFormOptions(view),
    stored: {
      imageLogo: view.imageLogo,
      templateLogos: { po: view.documentTemplate.po.logo_url, billing: view.documentTemplate.billing.logo_url, invoice: view.documentTemplate.invoice.logo_url },
      galleries: { benefits: view.benefits, banners: view.banners, features: view.features },
      keyMasks: { sandbox: view.payment.sandbox.keyMask, production: view.payment.production.keyMask },
    },
    dunning: dunningSettingsOf(view.id),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:product");
  const form = await readForm(request);
  // The payment-reminder schedule is a form of its own on this page (issue 21).
  if (form.get("intent") === "dunning") {
    const saved = saveDunningSettings(user, params.id ?? "", form);
    if (!saved.ok) return json({ dunning: { fieldErrors: saved.fieldErrors, values: saved.values } }, { status: 400 });
    const t = await requestTranslator(request, context, "dunning");
    return redirect(`/products/${params.id}/edit`, { headers: await withToast(request, { kind: "success", title: t("settings.saved") }) });
  }
  const outcome = await saveProduct(user, form, params.id ?? "");
  if (!outcome.ok) return json({ result: outcome.result }, { status: outcome.status });
  const invited = outcome.invited.length ? `Activation e-mail sent to ${outcome.invited.join(", ")}.` : undefined;
  return redirect(`/products/${outcome.id}`, { headers: await withToast(request, { kind: "success", title: "Product saved", description: invited }) });
}

export default function EditProductPage() {
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation("common");
  const { product, defaultValue, options, stored, dunning } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <PageHeader
        title={t("title.editNamed", { name: product.name })}
        crumbs={[{ label: t("title.list"), to: "/products" }, { label: `${product.productCode} · ${product.name}`, to: `/products/${product.id}` }, { label: tc("edit") }]}
        description={t("form.editDescription")}
      />
      <ProductForm key={product.id} mode="edit" defaultValue={defaultValue} lastResult={actionData && "result" in actionData ? actionData.result : undefined} options={options} stored={stored} cancelTo={`/products/${product.id}`} />
      <DunningSettingsForm
        values={actionData && "dunning" in actionData ? { ...actionData.dunning.values, custom: dunning.custom } : dunning}
        errors={actionData && "dunning" in actionData ? actionData.dunning.fieldErrors : undefined}
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
