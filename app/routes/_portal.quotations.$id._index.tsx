import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DocumentBody } from "~/components/documents/document-body";
import { PdfDownloadButton } from "~/components/documents/pdf-download-button";
import { PricingSummary } from "~/components/documents/pricing-summary";
import { StatusBadge } from "~/components/documents/status-badge";
import { PageHeader } from "~/components/layout/page-header";
import { QuotationActions, type QuotationFormResult } from "~/components/quotations/quotation-actions";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { READ_QUOTATION } from "~/domain/quotations";
import { pageMeta } from "~/lib/page-meta";
import { QuotationApproveSchema, QuotationRejectSchema } from "~/lib/schemas/quotation";
import { requireUserWithPermission } from "~/services/auth.server";
import { refusalOf } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { readDocumentForm } from "~/services/document-attachments.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { approveQuotation, convertToPurchaseOrder, quotationDetail, rejectQuotation, requireQuotation, submitQuotation } from "~/services/quotations.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_QUOTATION);
  const detail = quotationDetail(user, params.id!);
  return json({ pageTitle: detail.row.quotationNumber, ...detail });
}

const INTENTS = ["submit", "approve", "reject", "convert"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_QUOTATION);
  const row = requireQuotation(user, params.id!);
  const form = await readDocumentForm(request);
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) throw httpError(400, "Unknown action");
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<QuotationFormResult>({ intent, fieldErrors, message }, { status });
  const t = await requestTranslator(request, context, "quotations");
  const done = async (title: string, to = `/quotations/${row.id}`) => redirect(to, { headers: await withToast(request, { kind: "success", title }) });
  try {
    if (intent === "submit") {
      submitQuotation(user, row.id);
      return done(t("toast.submitted", { number: row.quotationNumber }));
    }
    if (intent === "reject") {
      const parsed = QuotationRejectSchema.safeParse({ message: form.get("message") ?? undefined });
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      rejectQuotation(user, row.id, parsed.data.message);
      return done(t("toast.rejected", { number: row.quotationNumber }));
    }
    if (intent === "approve") {
      const parsed = QuotationApproveSchema.safeParse({ approval: form.get("approval") ?? undefined });
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      const file = form.get("file");
      await approveQuotation(user, row.id, file instanceof File ? file : null, parsed.data.approval);
      return done(t("toast.approved", { number: row.quotationNumber }));
    }
    const po = convertToPurchaseOrder(user, row.id);
    return done(t("toast.converted", { number: row.quotationNumber, po: po.poNumber }), `/purchase-orders/${po.id}`);
  } catch (error) {
    const refusal = await refusalOf(error);
    // A refused file (type, size, content) belongs beside the file field.
    const fieldErrors = intent === "approve" && refusal.message && refusal.status === 400 ? { file: [refusal.message] } : refusal.fieldErrors;
    return refused(refusal.status, fieldErrors, intent === "approve" && refusal.status === 400 ? null : refusal.message);
  }
}

export default function QuotationPage() {
  const { row, status, product, company, poNumber, signed, documents, history, may } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as QuotationFormResult | undefined;
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("quotations");
  const dl = (label: string, value: ReactNode) => (
    <div className="flex items-start justify-between gap-3 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end">{value}</dd>
    </div>
  );
  return (
    <>
      <PageHeader
        title={row.quotationNumber}
        description={`${product.productCode} · ${product.name} · ${formatDateId(row.quotationDate)}`}
        crumbs={[{ label: t("list.title"), to: "/quotations" }, { label: row.quotationNumber }]}
        actions={
          <>
            <PdfDownloadButton kind="quotation" id={row.id} />
            {may.edit ? (
              <Button variant="outline" asChild>
                <Link to="edit">
                  <Pencil className="size-4" aria-hidden="true" /> {t("detail.edit")}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <ActionAlert message={result?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <DocumentBody from={row.from} to={row.to} lines={row.details} total={row.totalPrice} note={row.note} />
          <SectionCard title={t("detail.pricing")}>
            <PricingSummary p={{ ...row, uniqueCode: 0 }} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          <SectionCard title={t("detail.status")}>
            <dl className="text-sm" data-testid="quotation-summary">
              {dl(t("detail.statusLabel"), <StatusBadge value={status} />)}
              {dl(t("detail.validUntil"), formatDateId(row.validUntil))}
              {company ? dl(t("detail.company"), company) : null}
              {row.submittedAt ? dl(t("detail.submitted"), formatDateTimeId(row.submittedAt)) : null}
              {row.approvedAt ? dl(t("detail.approved"), `${row.approvedBy ?? ""} · ${formatDateTimeId(row.approvedAt)}`) : null}
              {row.approvalNote ? dl(t("detail.approvalNote"), row.approvalNote) : null}
              {signed ? dl(t("detail.signedDocument"), <a href={signed.url} className="text-primary hover:underline">{signed.name || t("detail.download")}</a>) : null}
              {row.rejectedAt ? dl(t("detail.rejected"), `${row.rejectedBy ?? ""} · ${formatDateTimeId(row.rejectedAt)}`) : null}
              {row.rejectedReason ? dl(t("detail.reason"), row.rejectedReason) : null}
              {row.poId ? dl(t("detail.purchaseOrder"), <Link to={`/purchase-orders/${row.poId}`} className="text-primary hover:underline">{poNumber}</Link>) : null}
            </dl>
          </SectionCard>
          <QuotationActions may={may} result={result} busy={busy} />
          {documents.length ? (
            <SectionCard title={t("detail.documents")}>
              <ul className="text-sm">
                {documents.map((d) => (
                  <li key={d.id}>
                    <a href={d.url} className="text-primary hover:underline">
                      {d.name}
                    </a>
                  </li>
                ))}
              </ul>
            </SectionCard>
          ) : null}
          <SectionCard title={t("detail.history")}>
            <ol className="space-y-2 text-sm" data-testid="quotation-history">
              {history.map((h) => (
                <li key={h.id}>
                  <span className="font-medium">{t(`event.${h.event.replace("quotation.", "").replace("workflow.", "")}` as "event.start", { defaultValue: h.event })}</span>
                  <span className="block text-xs text-muted-foreground">
                    {h.by} · {formatDateTimeId(h.at)}
                  </span>
                  {h.message ? <span className="block text-xs">{h.message}</span> : null}
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
