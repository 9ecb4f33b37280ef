import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ActRecords } from "~/components/documents/act-records";
import { ApproveForm } from "~/components/documents/approve-form";
import { AttachmentsCard } from "~/components/documents/attachments-card";
import { PdfDownloadButton } from "~/components/documents/pdf-download-button";
import { DocumentBody } from "~/components/documents/document-body";
import { ReasonForm } from "~/components/documents/reason-form";
import { Timeline } from "~/components/documents/timeline";
import { InvoiceAmount } from "~/components/invoice/invoice-amount";
import { InvoiceChain } from "~/components/invoice/invoice-chain";
import { ReissueCard, ReplacementLinks } from "~/components/invoice/replacement-links";
import { PaymentsReceivedCard } from "~/components/documents/payments-received-card";
import { DeliveryHistoryCard, ResendSchema } from "~/components/invoice/delivery-history";
import { PageHeader } from "~/components/layout/page-header";
import { ReplaceInvoiceCard, TaxInvoicePanel } from "~/components/tax-invoice-panel";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Card, CardContent } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { daysBetween, todayInJakarta } from "~/domain/dates";
import { ApproveSchema, ReasonSchema, VersionSchema } from "~/lib/schemas/documents";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { amountDueOf, getBilling, type PaymentHistoryEntry } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { getProduct, invoiceSignerOf } from "~/models/product.server";
import { timelineOf, workflowVersion } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { mayUploadTo, readDocumentForm, uploadIntent } from "~/services/document-attachments.server";
import { runIntent } from "~/services/form-actions.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { approveInvoice, decideInvoice, reissueInvoice } from "~/services/invoices.server";
import { creditNoteCardData, requestCreditNote } from "~/services/credit-notes.server";
import { CreditNoteCard } from "~/components/credit-notes/invoice-card";
import { deliveryHistoryOf, RESEND_PERMISSION, resendInvoice } from "~/services/invoice-delivery.server";
import { clientAddress } from "~/services/client-address.server";
import { READ_PERMISSION, requireReadableRow } from "~/services/document-access.server";
import { attachmentsOf } from "~/services/uploads.server";

export const meta = pageMeta;

const INVOICE_ATTACHMENT_TYPES = ["invoice", "tax_invoice", "ba_rekon", "other"] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id!));
  const signer = invoiceSignerOf(invoice.productId);
  const t = await requestTranslator(request, context, "documents");
  const billing = getBilling(invoice.billingId)!;
  return json({
    pageTitle: invoice.invoiceNumber ?? t("invoice.title"),
    invoice, billing, product: getProduct(invoice.productId)!, signerName: signer?.name ?? null,
    timeline: timelineOf("invoice", invoice.id), version: workflowVersion("invoice", invoice.id), attachments: attachmentsOf("invoice", invoice.id),
    dayPassed: daysBetween(invoice.createdAt.slice(0, 10), todayInJakarta(new Date())),
    delivery: deliveryHistoryOf(invoice),
    creditNote: creditNoteCardData(user, invoice, billing.finalPrice),
    received: { amountDue: amountDueOf(billing), linkPayments: hasPermission(user, "read:payment") },
    may: {
      resend: hasPermission(user, RESEND_PERMISSION),
      approve: hasPermission(user, "approve:invoice") && (signer?.userId === user.id || user.roles.includes("super-admin")),
      decide: hasPermission(user, "approve:invoice"),
      cancel: hasPermission(user, "cancel:invoice"),
      reissue: hasPermission(user, "reissue:invoice"),
      retryTax: hasPermission(user, "retry:tax-invoice"),
      upload: mayUploadTo(user, "invoice"),
    },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id!));
  const formData = await readDocumentForm(request);
  const intent = String(formData.get("intent"));
  const t = await requestTranslator(request, context, "documents");
  const back = async (title: string, to = `/invoices/${invoice.id}`) => redirect(to, { headers: await withToast(request, { kind: "success", title }) });
  switch (intent) {
    case "approve":
      return runIntent(intent, formData, ApproveSchema, async (v) => {
        const signature = formData.get("signature");
        await approveInvoice(user, invoice.id, { ...v, signature: signature instanceof File ? signature : null });
        return back(t("invoice.toast.approved", { number: getInvoice(invoice.id)!.invoiceNumber }));
      });
    case "return":
    case "reject":
    case "cancel":
      return runIntent(intent, formData, ReasonSchema, async ({ message, version }) => {
        decideInvoice(user, invoice.id, `invoice.${intent}`, message, version);
        return back(t(intent === "return" ? "invoice.toast.returned" : intent === "reject" ? "invoice.toast.rejected" : "invoice.toast.canceled"));
      });
    case "creditNote":
      return runIntent(intent, formData, ReasonSchema, async ({ message }) => {
        const note = requestCreditNote(user, invoice.id, message);
        return back((await requestTranslator(request, context, "creditNotes"))(note.creditNoteNumber ? "toast.issued" : "toast.awaiting", { number: note.creditNoteNumber }), `/credit-notes/${note.id}`);
      });
    case "reissue":
      return runIntent(intent, formData, VersionSchema, async ({ version }) => back(t("invoice.toast.reissued"), `/invoices/${reissueInvoice(user, invoice.id, version)}`));
    case "resend":
      return runIntent(intent, formData, ResendSchema, async ({ to }) => {
        const { recipients } = resendInvoice(user, invoice.id, clientAddress(request), to ?? null);
        return back(t("invoice.delivery.toast.queued", { recipients: recipients.join(", ") }));
      });
    case "upload":
      return uploadIntent(request, formData, { user, ownerKind: "invoice", ownerId: invoice.id }, `/invoices/${invoice.id}`);
    default:
      throw httpError(400, "Unknown action");
  }
}

export default function InvoicePage() {
  const { invoice, billing, product, signerName, timeline, version, attachments, dayPassed, delivery, may, received, creditNote } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  const state = invoice.statusInvoice;
  const title = invoice.invoiceNumber ?? t("invoice.of", { billing: invoice.billingNumber });
  const signer = signerName ?? t("invoice.designatedSigner");
  // An approved invoice is cancelled with a credit note (issue 21): its own card below.
  const canCancel = may.cancel && ["invoiced", "rejected"].includes(state);
  return (
    <>
      <PageHeader
        title={title}
        description={<>{product.name} · {invoice.customerName} · {t("invoice.daysSinceCreation", { count: dayPassed })}</>}
        crumbs={[{ label: t("invoice.list"), to: "/invoices" }, { label: invoice.invoiceNumber ?? t("invoice.awaitingApproval") }]}
        actions={<PdfDownloadButton kind="invoice" id={invoice.id}>{invoice.invoiceNumber ? `Invoice_${invoice.invoiceNumber}.pdf` : t("invoice.draftPdf")}</PdfDownloadButton>}
      />
      {actionData?.message && actionData.intent !== "upload" && actionData.intent !== "resend" ? (
        <Alert variant="destructive" className="mb-4" role="alert">
          <AlertDescription>{message(actionData.message)}</AlertDescription>
        </Alert>
      ) : null}
      <ReplacementLinks statusInvoice={state} replacedByInvoiceId={invoice.replacedByInvoiceId} replacesInvoiceId={invoice.replacesInvoiceId} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <DocumentBody from={billing.from} to={billing.to} lines={billing.details} total={billing.totalPrice} />
          <SectionCard title={t("invoice.approvalAndRecords")} contentClassName="space-y-3">
            {state === "invoiced" ? <p className="text-sm text-muted-foreground">{t("invoice.waitingFor", { signer })}</p> : null}
            <ActRecords approved={invoice.approved} requested={invoice.requested} returned={invoice.returned} rejected={invoice.rejected} canceled={invoice.canceled} />
          </SectionCard>
          {invoice.sendTax ? (
            <div className="space-y-1">
              <TaxInvoicePanel invoiceId={invoice.id} statusInvoice={state} statusFaktur={invoice.statusFaktur} taxInvoice={invoice.taxInvoice} requested={invoice.requested} mayRetry={may.retryTax} live />
              <Link to="tax-invoice" className="text-xs text-primary hover:underline">
                {t("invoice.everyTaxRequest")}
              </Link>
            </div>
          ) : null}
          <AttachmentsCard items={attachments} types={INVOICE_ATTACHMENT_TYPES} canUpload={may.upload} error={actionData?.intent === "upload" ? actionData.message : null} />
          <SectionCard title={t("timeline.label")}>
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          <InvoiceAmount invoice={invoice} billing={billing} />
          {state === "invoiced" && (may.approve || may.decide) ? (
            <SectionCard title={t("invoice.decide")} contentClassName="space-y-5">
              {may.approve ? <ApproveForm version={version} /> : <p className="text-sm text-muted-foreground">{t("invoice.onlySignerApproves", { signer })}</p>}
              <ReasonForm intent="return" label={t("invoice.return")} reasonLabel={t("invoice.returnReason")} version={version} placeholder={t("invoice.returnPlaceholder")} />
              <ReasonForm intent="reject" label={t("invoice.reject")} reasonLabel={t("invoice.rejectReason")} version={version} variant="destructive" />
            </SectionCard>
          ) : null}
          {state === "approved" && may.reissue && !invoice.replacedByInvoiceId ? <ReplaceInvoiceCard /> : null}
          {state === "returned" && may.reissue && !invoice.replacedByInvoiceId ? <ReissueCard version={version} /> : null}
          {canCancel ? (
            <Card>
              <CardContent className="pt-6">
                <ReasonForm intent="cancel" label={t("invoice.cancel")} reasonLabel={t("invoice.cancelReason")} version={version} variant="destructive" />
              </CardContent>
            </Card>
          ) : null}
          {creditNote.offer || creditNote.notes.length ? <CreditNoteCard {...creditNote} /> : null}
          {state === "approved" || billing.paymentHistory.length ? <PaymentsReceivedCard statusPaid={billing.statusPaid} paidAmount={billing.paidAmount} history={billing.paymentHistory as PaymentHistoryEntry[]} {...received} /> : null}
          <DeliveryHistoryCard history={delivery} approved={state === "approved"} canResend={may.resend} error={actionData?.intent === "resend" ? actionData.message : null} />
          <InvoiceChain invoice={invoice} billing={billing} />
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
