import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ReasonForm } from "~/components/documents/reason-form";
import { Timeline } from "~/components/documents/timeline";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { CANCEL_INVOICE } from "~/domain/credit-notes";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { ReasonSchema, VersionSchema } from "~/lib/schemas/documents";
import { pageMeta } from "~/lib/page-meta";
import { getBilling } from "~/models/billing.server";
import { timelineOf, workflowVersion } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { approveCreditNote, rejectCreditNote, requireReadableCreditNote } from "~/services/credit-notes.server";
import { READ_PERMISSION } from "~/services/document-access.server";
import { env } from "~/services/env.server";
import { runIntent } from "~/services/form-actions.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const note = requireReadableCreditNote(user, params.id!);
  const t = await requestTranslator(request, context, "creditNotes");
  const creator = getBilling(note.billingId)?.createdBy ?? null;
  const waiting = note.status === "awaiting approval";
  return json({
    pageTitle: note.creditNoteNumber ? t("title.detail", { number: note.creditNoteNumber }) : t("title.pending"),
    note,
    timeline: timelineOf("creditNote", note.id),
    version: workflowVersion("creditNote", note.id),
    threshold: env().CREDIT_NOTE_SECOND_APPROVAL_ABOVE,
    // The screen offers the decision only to a person the server would accept; the server checks again.
    may: { decide: waiting && hasPermission(user, CANCEL_INVOICE) && user.id !== note.requestedById && user.id !== creator, waiting },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const note = requireReadableCreditNote(user, params.id!);
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  const t = await requestTranslator(request, context, "creditNotes");
  const back = async (title: string) => redirect(`/credit-notes/${note.id}`, { headers: await withToast(request, { kind: "success", title }) });
  switch (intent) {
    case "approve":
      return runIntent(intent, formData, VersionSchema, async ({ version }) => {
        const { note: issued } = approveCreditNote(user, note.id, version);
        return back(t("toast.approved", { number: issued.creditNoteNumber }));
      });
    case "reject":
      return runIntent(intent, formData, ReasonSchema, async ({ message, version }) => {
        rejectCreditNote(user, note.id, message, version);
        return back(t("toast.rejected"));
      });
    default:
      throw httpError(400, "Unknown action");
  }
}

export default function CreditNotePage() {
  const { note, timeline, version, threshold, may, pageTitle } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ intent?: string; message?: string }>();
  const { t } = useTranslation("creditNotes");
  const rows: [string, string | null][] = [
    [t("fields.invoice"), note.invoiceNumber],
    [t("fields.amount"), formatRupiah(note.amount)],
    [t("fields.dpp"), formatRupiah(note.dpp)],
    [t("fields.ppn"), formatRupiah(note.ppn)],
    [t("fields.reason"), note.reason],
    [t("fields.requestedBy"), `${note.requestedByName} · ${formatDateTimeId(note.requestedAt)}`],
    [t("fields.secondApprover"), note.secondApproverName ? `${note.secondApproverName} · ${formatDateTimeId(note.secondApprovedAt!)}` : null],
    [t("fields.rejectedBy"), note.rejectedByName ? `${note.rejectedByName} · ${formatDateTimeId(note.rejectedAt!)}` : null],
    [t("fields.rejectReason"), note.rejectReason],
    [t("fields.issuedAt"), note.issuedAt ? formatDateTimeId(note.issuedAt) : null],
  ];
  return (
    <>
      <PageHeader
        title={pageTitle}
        description={`${note.customerName} · ${t(`status.${note.status}` as "status.issued")}`}
        crumbs={[{ label: t("title.list"), to: "/credit-notes" }, { label: note.creditNoteNumber ?? t("title.pending") }]}
        actions={
          note.pdfPath ? (
            <Button asChild variant="outline">
              <Link to={note.pdfPath} reloadDocument>
                {t("detail.download")}
              </Link>
            </Button>
          ) : null
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={pageTitle}>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd>{label === t("fields.invoice") ? <Link className="text-primary hover:underline" to={`/invoices/${note.invoiceId}`}>{value}</Link> : value}</dd>
                  </div>
                ))}
            </dl>
            {note.status === "issued" && !note.pdfPath ? <p className="mt-3 text-sm text-muted-foreground">{t("fields.noPdf")}</p> : null}
          </SectionCard>
          <SectionCard title={t("detail.history")}>
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
        {may.waiting ? (
          <SectionCard title={t("detail.decide")} contentClassName="space-y-4">
            <p className="text-sm text-muted-foreground">{t("detail.decideHint", { amount: formatRupiah(threshold), requester: note.requestedByName })}</p>
            {may.decide ? (
              <>
                <Form method="post">
                  <input type="hidden" name="version" value={version ?? ""} />
                  <Button type="submit" name="intent" value="approve">
                    {t("detail.approve")}
                  </Button>
                </Form>
                <ReasonForm intent="reject" label={t("detail.reject")} reasonLabel={t("detail.rejectReason")} version={version} variant="destructive" />
              </>
            ) : (
              <p className="text-sm">{t("detail.notYou")}</p>
            )}
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
