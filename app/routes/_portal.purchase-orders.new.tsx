import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PurchaseOrderForm } from "~/components/documents/po-form";
import { PageHeader } from "~/components/layout/page-header";
import { todayInJakarta } from "~/domain/dates";
import { PurchaseOrderSchema } from "~/lib/schemas/documents";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { GROUP_SELLER } from "~/lib/seller";
import { productsInScope } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { readForm } from "~/services/http.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:purchase-order");
  const products = productsInScope(listScope(user, "purchase-order"));
  const preselected = new URL(request.url).searchParams.get("product");
  const t = await requestTranslator(request, context, "documents");
  return json({ pageTitle: t("po.new.title"), products, today: todayInJakarta(new Date()), preselected: preselected && products.some((p) => p.id === preselected) ? preselected : (products[0]?.id ?? "") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:purchase-order");
  const submission = parseWithZod(await readForm(request), { schema: PurchaseOrderSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  const created = createPurchaseOrder(user, submission.value);
  const t = await requestTranslator(request, context, "documents");
  return redirect(`/purchase-orders/${created.id}`, { headers: await withToast(request, { kind: "success", title: t("po.toast.created", { number: created.poNumber }) }) });
}

export default function NewPurchaseOrder() {
  const { products, today, preselected } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("documents");
  return (
    <>
      <PageHeader title={t("po.new.title")} crumbs={[{ label: t("po.list"), to: "/purchase-orders" }, { label: t("po.new.crumb") }]} />
      <PurchaseOrderForm
        lastResult={lastResult}
        products={products}
        submitLabel={t("po.new.submit")}
        defaultValue={{ productId: preselected, poDate: today, from: GROUP_SELLER, details: [{ item: "", description: "", quantity: 1, price: 0 }] }}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
