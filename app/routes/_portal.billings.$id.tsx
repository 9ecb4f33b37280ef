import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AttachmentsCard } from "~/components/documents/attachments-card";
import { GatewayPaymentCard } from "~/components/documents/gateway-payment-card";
import type { GatewayMps } from "~/domain/gateway";
import { PaymentsReceivedCard } from "~/components/documents/payments-received-card";
import { CustomerCreditCard } from "~/components/payments/customer-credit-card";
import { PdfDownloadButton } from "~/components/documents/pdf-download-button";
import { DocumentBody } from "~/components/documents/document-body";
import { PricingSummary } from "~/components/documents/pricing-summary";
import { ReasonForm } from "~/components/documents/reason-form";
import { StatusBadge, statusText } from "~/components/documents/status-badge";
import { Timeline } from "~/components/documents/timeline";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId } from "~/domain/dates";
import { ReasonSchema, VersionSchema } from "~/lib/schemas/documents";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { amountDueOf, getBilling, type PaymentHistoryEntry } from "~/models/billing.server";
import { invoicesOfBilling } from "~/models/invoice.server";
import { getProduct } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { timelineOf, workflowVersion } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { gatewayPaymentsOfBilling, regenerateGatewayPayment } from "~/services/gateway.server";
import { cancelBilling, discardBilling, issueBilling } from "~/services/billings.server";
import { withToast } from "~/services/cookies.server";
import { readDocumentForm, uploadIntent } from "~/services/document-attachments.server";
import { runIntent } from "~/services/form-actions.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { READ_PERMISSION, requireReadableRow } from "~/services/document-access.server";
import { attachmentsOf } from "~/services/uploads.server";
import { creditOfferFor } from "~/services/payments/credit.server";

export const meta = pageMeta;

const BILLING_ATTACHMENT_TYPES = ["billing", "ba_rekon", "bast", "other"] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.billing);
  const billing = requireReadableRow(user, "billing", getBilling(params.id!));
  const t = await requestTranslator(request, context, "documents");
  return json({
    pageTitle: billing.billingNumber ?? t("billing.draftTitle"),
    billing, product: getProduct(billing.productId)!, po: billing.poId ? getPurchaseOrder(billing.poId) : null, invoices: invoicesOfBilling(billing.id),
    timeline: timelineOf("billing", billing.id), version: workflowVersion("billing", billing.id), attachments: attachmentsOf("billing", billing.id), canManage: hasPermission(user, "manage:billing"),
    amountDue: amountDueOf(billing), linkPayments: hasPermission(user, "read:payment"),
    gateway: gatewayPaymentsOfBilling(billing.id), now: new Date().toISOString(), creditOffer: creditOfferFor(user, billing),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:billing");
  const billing = requireReadableRow(user, "billing", getBilling(params.id!));
  const formData = await readDocumentForm(request);
  const intent = String(formData.get("intent"));
  const t = await requestTranslator(request, context, "documents");
  const back = async (title: string, to = `/billings/${billing.id}`) => redirect(to, { headers: await withToast(request, { kind: "success", title }) });
  switch (intent) {
    case "issue":
      return runIntent(intent, formData, VersionSchema, async ({ version }) => {
        issueBilling(user, billing.id, version);
        return back(t("billing.toast.issued", { number: getBilling(billing.id)!.billingNumber }));
      });
    case "discard":
      return runIntent(intent, formData, VersionSchema, async ({ version }) => {
        discardBilling(user, billing.id, version);
        return back(t("billing.toast.discarded"), billing.poId ? `/purchase-orders/${billing.poId}` : "/billings");
      });
    case "cancel":
      return runIntent(intent, formData, ReasonSchema, async ({ message, version }) => {
        cancelBilling(user, billing.id, message, version);
        return back(t("billing.toast.canceled"));
      });
    case "regenerateVa": {
      const outcome = await regenerateGatewayPayment(user, billing.id);
      return back(outcome === "created" ? t("billing.gateway.regenerated") : t("billing.gateway.regeneratePending"));
    }
    case "upload":
      return uploadIntent(request, formData, { user, ownerKind: "billing", ownerId: billing.id }, `/billings/${billing.id}`);
    default:
      throw httpError(400, "Unknown action");
  }
}

export default function BillingPage() {
  const { billing, product, po, invoices, timeline, version, attachments, canManage, gateway: gatewayPayments, now, amountDue, linkPayments, creditOffer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  const isDraft = billing.status === "draft";
  const gateway = billing.bank.account_number === "-";
  return (
    <>
      <PageHeader
        title={billing.billingNumber ?? t("billing.draftTitle")}
        description={<>{product.name} · {billing.to.name}</>}
        crumbs={[{ label: t("billing.list"), to: "/billings" }, { label: billing.billingNumber ?? t("billing.draft") }]}
        actions={<PdfDownloadButton kind="billing" id={billing.id} />}
      />
      {actionData?.message && actionData.intent !== "upload" ? (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{message(actionData.message)}</AlertDescription>
        </Alert>
      ) : null}
      {isDraft ? (
        <Alert variant="info" className="mb-4">
          <AlertDescription>{t("billing.draftNotice")}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <DocumentBody from={billing.from} to={billing.to} lines={billing.details} total={billing.totalPrice} />
          <AttachmentsCard items={attachments} types={BILLING_ATTACHMENT_TYPES} canUpload={canManage} error={actionData?.intent === "upload" ? actionData.message : null} />
          <SectionCard title={t("timeline.label")}>
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          <Card>
            <CardHeader className="flex-row items-center justify-between pb-3">
              <CardTitle className="text-base">{t("billing.amount")}</CardTitle>
              <StatusBadge value={billing.status} />
            </CardHeader>
            <CardContent>
              <PricingSummary p={billing} />
            </CardContent>
          </Card>
          {canManage && (isDraft || billing.status === "issued") ? (
            <SectionCard title={t("billing.actions")} contentClassName="space-y-4">
              {isDraft ? (
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="version" value={version ?? ""} />
                  <Button type="submit" name="intent" value="issue">
                    {t("billing.issue")}
                  </Button>
                  <Button type="submit" name="intent" value="discard" variant="outline">
                    {t("billing.discard")}
                  </Button>
                </Form>
              ) : null}
              {billing.status === "issued" && billing.statusPaid === "unpaid" ? <ReasonForm intent="cancel" label={t("billing.cancel")} reasonLabel={t("billing.cancelReason")} version={version} variant="destructive" /> : null}
            </SectionCard>
          ) : null}
          {isDraft ? null : <PaymentsReceivedCard statusPaid={billing.statusPaid} amountDue={amountDue} paidAmount={billing.paidAmount} history={billing.paymentHistory as PaymentHistoryEntry[]} linkPayments={linkPayments} />}
          {creditOffer ? <CustomerCreditCard offer={creditOffer} /> : null}
          <GatewayPaymentCard va={billing.va} mps={billing.mps as GatewayMps | null} gateway={gatewayPayments} canManage={canManage} now={now} />
          <SectionCard title={t("billing.details.title")}>
            <dl className="grid grid-cols-[8rem_1fr] gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">{t("billing.details.purchaseOrder")}</dt>
              <dd>{po ? <Link className="text-primary hover:underline" to={`/purchase-orders/${po.id}`}>{po.poNumber}</Link> : "—"}</dd>
              <dt className="text-muted-foreground">{t("billing.details.invoice")}</dt>
              <dd className="space-y-1">
                {invoices.length === 0 ? t("billing.details.invoiceLater") : null}
                {invoices.map((inv) => (
                  <Link key={inv.id} className="block text-primary hover:underline" to={`/invoices/${inv.id}`}>
                    {inv.invoiceNumber ?? t("invoice.awaitingApproval")} ({statusText(t as never, inv.statusInvoice)})
                  </Link>
                ))}
              </dd>
              <dt className="text-muted-foreground">{t("billing.details.billingDate")}</dt>
              <dd>{formatDateId(billing.billingDate)}</dd>
              <dt className="text-muted-foreground">{t("billing.details.dueDate")}</dt>
              <dd>{formatDateId(billing.dueDate)}</dd>
              <dt className="text-muted-foreground">{t("billing.details.payment")}</dt>
              <dd>{t(`billing.paymentMethod.${billing.config.payment_method}`)} · {statusText(t as never, billing.statusPaid)}</dd>
              <dt className="text-muted-foreground">{t("billing.details.kodeWapu")}</dt>
              <dd>{billing.config.kode_wapu} · {billing.config.afiliasi}</dd>
              <dt className="text-muted-foreground">{t("billing.details.taxInvoice")}</dt>
              <dd>{billing.includeTaxInvoice ? t("billing.details.taxOnApproval") : t("billing.details.taxNotRequested")}</dd>
              <dt className="text-muted-foreground">{t("billing.details.bank")}</dt>
              <dd>{gateway ? t("billing.details.gateway") : `${billing.bank.bank_name} ${billing.bank.account_number} a.n. ${billing.bank.owner}`}</dd>
            </dl>
          </SectionCard>
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
