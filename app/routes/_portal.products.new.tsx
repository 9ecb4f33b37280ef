import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/page-header";
import { ProductForm } from "~/components/product/product-form";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { newProductDefaults, productFormOptions, saveProduct } from "~/services/products.server";
import { readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "New product · Digimon" }];
export const handle = { title: "New product" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:product");
  return json({ defaultValue: newProductDefaults(user), options: productFormOptions() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:product");
  const outcome = await saveProduct(user, await readForm(request));
  if (!outcome.ok) return json({ result: outcome.result }, { status: outcome.status });
  const invited = outcome.invited.length ? `Activation e-mail sent to ${outcome.invited.join(", ")}.` : undefined;
  return redirect(`/products/${outcome.id}`, { headers: await withToast(request, { kind: "success", title: "Product created", description: invited }) });
}

export default function NewProductPage() {
  const { defaultValue, options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <PageHeader title="New product" crumbs={[{ label: "Catalogue", to: "/products" }, { label: "New product" }]} description="Everything about a product in one form; it is saved whole or not at all." />
      <ProductForm mode="create" defaultValue={defaultValue} lastResult={actionData?.result} options={options} cancelTo="/products" />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
