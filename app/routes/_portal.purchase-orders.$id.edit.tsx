import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PurchaseOrderForm } from "~/components/documents/po-form";
import { PageHeader } from "~/components/layout/page-header";
import { PurchaseOrderSchema } from "~/lib/schemas/documents";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { productsInScope } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { requireReadableRow } from "~/services/document-access.server";
import { updatePurchaseOrder } from "~/services/purchase-orders.server";
import { readForm } from "~/services/http.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:purchase-order");
  const po = requireReadableRow(user, "purchase-order", getPurchaseOrder(params.id!));
  if (po.statusPo !== "unbilled") throw redirect(`/purchase-orders/${po.id}`);
  const t = await requestTranslator(request, context, "documents");
  return json({ pageTitle: t("po.editTitle", { number: po.poNumber }), po, products: productsInScope(listScope(user, "purchase-order")) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:purchase-order");
  // Authorise before parsing: a document outside the scope answers 404 whatever the form holds.
  requireReadableRow(user, "purchase-order", getPurchaseOrder(params.id!));
  const submission = parseWithZod(await readForm(request), { schema: PurchaseOrderSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  updatePurchaseOrder(user, params.id!, submission.value);
  const t = await requestTranslator(request, context, "documents");
  return redirect(`/purchase-orders/${params.id}`, { headers: await withToast(request, { kind: "success", title: t("po.toast.saved") }) });
}

export default function EditPurchaseOrder() {
  const { po, products } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("documents");
  return (
    <>
      <PageHeader title={t("po.editTitle", { number: po.poNumber })} crumbs={[{ label: t("po.list"), to: "/purchase-orders" }, { label: po.poNumber, to: `/purchase-orders/${po.id}` }, { label: t("po.edit") }]} />
      <PurchaseOrderForm
        lastResult={lastResult}
        products={products}
        lockProduct
        submitLabel={t("po.saveChanges")}
        defaultValue={{ productId: po.productId, poDate: po.poDate, from: { ...po.from, sap_customer_id: po.from.sap_customer_id ?? "" }, to: { ...po.to, sap_customer_id: po.to.sap_customer_id ?? "" }, note: po.note, details: po.details.map((d) => ({ item: d.item, description: d.description, quantity: d.quantity, price: d.price })) }}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
