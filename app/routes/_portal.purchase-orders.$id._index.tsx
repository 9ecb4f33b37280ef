import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Pencil, Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AttachmentsCard } from "~/components/documents/attachments-card";
import { PdfDownloadButton } from "~/components/documents/pdf-download-button";
import { DocumentBody } from "~/components/documents/document-body";
import { StatusBadge } from "~/components/documents/status-badge";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { activityOf } from "~/models/activity.server";
import { billingsOfPo } from "~/models/billing.server";
import { getProduct } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { quotationOfPo } from "~/models/quotation.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { readDocumentForm, uploadIntent } from "~/services/document-attachments.server";
import { READ_PERMISSION, requireReadableRow } from "~/services/document-access.server";
import { attachmentsOf } from "~/services/uploads.server";

export const meta = pageMeta;

const PO_ATTACHMENT_TYPES = ["po", "kontrak", "bast", "pks", "other"] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION["purchase-order"]);
  const po = requireReadableRow(user, "purchase-order", getPurchaseOrder(params.id!));
  return json({
    pageTitle: po.poNumber,
    po, product: getProduct(po.productId)!, billings: billingsOfPo(po.id), attachments: attachmentsOf("purchase_order", po.id), history: activityOf("purchase_order", po.id),
    canManage: hasPermission(user, "manage:purchase-order"), canBill: hasPermission(user, "manage:billing"),
    // Issue 23: the quotation it was made from, linked back (only for a reader of quotations).
    quotation: hasPermission(user, "read:quotation") ? quotationOfPo(po.id) : null,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:purchase-order");
  const po = requireReadableRow(user, "purchase-order", getPurchaseOrder(params.id!));
  return uploadIntent(request, await readDocumentForm(request), { user, ownerKind: "purchase_order", ownerId: po.id }, `/purchase-orders/${po.id}`);
}

export default function PurchaseOrderPage() {
  const { po, product, billings, attachments, history, canManage, canBill, quotation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("documents");
  const { t: tq } = useTranslation("quotations");
  const historyAction = (action: string) =>
    action === "purchase-order.created" ? t("po.created") : action === "purchase-order.updated" ? t("po.updated") : action.replace("purchase-order.", "").replace(/^\w/, (c) => c.toUpperCase());
  const openBilling = billings.find((b) => b.status !== "discarded" && b.status !== "canceled");
  return (
    <>
      <PageHeader
        title={po.poNumber}
        description={<>{product.name} · {formatDateId(po.poDate)}</>}
        crumbs={[{ label: t("po.list"), to: "/purchase-orders" }, { label: po.poNumber }]}
        actions={
          <>
            <PdfDownloadButton kind="po" id={po.id} />
            {canManage && po.statusPo === "unbilled" ? (
              <Button variant="outline" asChild>
                <Link to="edit">
                  <Pencil className="size-4" aria-hidden="true" /> {t("po.edit")}
                </Link>
              </Button>
            ) : null}
            {canBill && !openBilling ? (
              <Button asChild>
                <Link to={`/billings/new?po=${po.id}`}>
                  <Receipt className="size-4" aria-hidden="true" /> {t("po.createBilling")}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 xl:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <DocumentBody from={po.from} to={po.to} lines={po.details} total={po.totalPrice} note={po.note} />
          <AttachmentsCard items={attachments} types={PO_ATTACHMENT_TYPES} canUpload={canManage} error={actionData?.message} />
        </div>
        <div className="space-y-4">
          <SectionCard title={t("po.status")} contentClassName="space-y-3 text-sm">
            <div className="flex items-center justify-between">
              <span className="text-muted-foreground">{t("po.poStatus")}</span>
              <StatusBadge value={po.statusPo} />
            </div>
            <div className="flex items-center justify-between">
              <span className="text-muted-foreground">{t("po.total")}</span>
              <span className="font-semibold tabular-nums">{formatRupiah(po.totalPrice)}</span>
            </div>
            {quotation ? (
              <div className="flex items-center justify-between">
                <span className="text-muted-foreground">{tq("po.fromQuotation")}</span>
                <Link to={`/quotations/${quotation.id}`} className="text-primary hover:underline">
                  {quotation.quotationNumber}
                </Link>
              </div>
            ) : null}
            <div>
              <p className="mb-1 text-muted-foreground">{t("po.billings")}</p>
              {billings.length === 0 ? <p>{t("po.notBilled")}</p> : null}
              <ul className="space-y-1">
                {billings.map((b) => (
                  <li key={b.id} className="flex items-center justify-between gap-2">
                    <Link to={`/billings/${b.id}`} className="text-primary hover:underline">
                      {b.billingNumber ?? t("po.draftBilling")}
                    </Link>
                    <StatusBadge value={b.status} />
                  </li>
                ))}
              </ul>
            </div>
          </SectionCard>
          <SectionCard title={t("po.history")}>
            <ol className="space-y-2 text-sm">
              {history.map((h) => (
                <li key={h.id}>
                  <span className="font-medium">{historyAction(h.action)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {h.by ?? t("po.system")} · {formatDateTimeId(h.at)}
                  </span>
                </li>
              ))}
            </ol>
          </SectionCard>
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
