import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Timeline } from "~/components/documents/timeline";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { StatusBadge } from "~/components/documents/status-badge";
import { PaymentReasonForm } from "~/components/payments/reason-form";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateShortId, formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { PaymentReasonSchema } from "~/lib/schemas/payments";
import { useServerMessage } from "~/lib/server-message";
import { pageMeta } from "~/lib/page-meta";
import { allocationsWithDocuments, importOfPayment } from "~/models/payment-screens.server";
import { availableCredit, creditCustomerOfPayment } from "~/models/customer-credit.server";
import { timelineOf } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm, responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { unmatchPayment } from "~/services/payments/index.server";
import { MANAGE_SETTLEMENT, READ_PAYMENT, requireReadablePayment } from "~/services/payment-screens.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const payment = requireReadablePayment(user, params.id!);
  const t = await requestTranslator(request, context, "payments");
  const file = importOfPayment(payment.importId);
  return json({
    pageTitle: `${t("title.detail")} ${payment.referenceNo || payment.id.slice(0, 8)}`,
    payment,
    file: file ? { fileName: file.fileName, layout: file.layout, createdAt: file.createdAt, importedByName: file.importedByName } : null,
    allocations: allocationsWithDocuments(payment.id),
    timeline: timelineOf("payment", payment.id),
    may: { settle: hasPermission(user, MANAGE_SETTLEMENT) },
    credit: ((customerId) => (customerId ? { customerId, available: availableCredit(customerId) } : null))(creditCustomerOfPayment(payment.id)),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const payment = requireReadablePayment(user, params.id!);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const t = await requestTranslator(request, context, "payments");
  if (intent !== "unmatch") throw httpError(400, "Unknown action");
  const parsed = PaymentReasonSchema.safeParse({ ...Object.fromEntries(form), paymentId: payment.id });
  // The reason's messages are English server messages: FieldError shows them in the reader's language.
  if (!parsed.success) return json({ intent, fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]>, message: null }, { status: 400 });
  try {
    await unmatchPayment(payment.id, parsed.data.reason, actorOf(user));
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status >= 500) throw error;
    return json({ intent, fieldErrors: {} as Record<string, string[]>, message }, { status: error.status });
  }
  return redirect(`/payments/${payment.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.unmatched") }) });
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

export default function PaymentPage() {
  const { payment, file, allocations, timeline, may, credit } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("payments");
  const message = useServerMessage();
  const reference = payment.referenceNo || payment.id.slice(0, 8);
  const waiting = payment.state === "unmatched" || payment.state === "partlyMatched";
  // A credit payment once un-matched has given its credit back: there is nothing left to undo.
  const canUnmatch = may.settle && payment.state !== "unmatched" && !(payment.source === "credit" && payment.state === "notOurs");
  return (
    <>
      <PageHeader
        title={`${t("title.detail")} ${reference}`}
        description={`${formatRupiah(payment.amount)} · ${formatDateShortId(payment.transactionDate)}`}
        crumbs={[{ label: t("title.list"), to: "/payments" }, { label: reference }]}
        actions={
          <div className="flex gap-2">
            <StatusBadge value={payment.statusMatch} />
            <StatusBadge value={payment.statusPayment} />
          </div>
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.statementLine")}>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
              <Field label={t("detail.source")}>{t(`source.${payment.source}`)}</Field>
              <Field label={t("detail.account")}>{payment.account}</Field>
              <Field label={t("detail.bank")}>
                <span className="uppercase">{payment.bank || "–"}</span>
              </Field>
              <Field label={t("detail.transactionDate")}>{formatDateShortId(payment.transactionDate)}</Field>
              <Field label={t("detail.reference")}>{payment.referenceNo || "–"}</Field>
              <Field label={t("detail.credit")}>{formatRupiah(payment.credit)}</Field>
              <Field label={t("detail.balance")}>{payment.balance === null ? "–" : formatRupiah(payment.balance)}</Field>
              <Field label={t("detail.branchCode")}>{payment.branchCode ?? "–"}</Field>
              <Field label={t("detail.trxid")}>{payment.trxid ?? "–"}</Field>
              <Field label={t("detail.allocated")}>{formatRupiah(payment.allocatedAmount)}</Field>
              {file ? <Field label={t("detail.file")}>{`${file.fileName} (${file.layout.toUpperCase()}, ${file.importedByName})`}</Field> : null}
            </dl>
            <dl className="mt-3 space-y-3">
              <Field label={t("detail.description")}>{payment.description || "–"}</Field>
              {payment.matchNote ? <Field label={t("detail.note")}>{message(payment.matchNote)}</Field> : null}
            </dl>
          </SectionCard>
          <SectionCard title={t("detail.allocations")}>
            {allocations.length ? (
              <ul className="divide-y" data-testid="allocations">
                {allocations.map((a) => (
                  <li key={a.id} className={a.reversedAt ? "py-2 text-muted-foreground line-through decoration-1" : "py-2"}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="space-x-2">
                        <Link to={`/billings/${a.billingId}`} className="font-medium text-primary hover:underline">
                          {a.billingNumber ?? a.billingId.slice(0, 8)}
                        </Link>
                        {a.invoiceId ? (
                          <Link to={`/invoices/${a.invoiceId}`} className="text-primary hover:underline">
                            {a.invoiceNumber ?? t("queue.invoice")}
                          </Link>
                        ) : null}
                        <span className="text-sm">{a.customerName}</span>
                      </span>
                      <span className="font-medium">{formatRupiah(a.amount)}</span>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      {a.auto ? t("detail.auto") : t("detail.byHand", { name: a.createdByName })} · {formatDateTimeId(a.createdAt)}
                      {a.surplus ? ` · ${t("detail.surplus", { amount: formatRupiah(a.surplus) })}` : ""}
                    </p>
                    {a.reversedAt ? <p className="text-xs no-underline">{t("detail.reversed", { name: a.reversedByName ?? "", reason: a.reversedReason ?? "" })}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t("detail.noAllocations")}</p>
            )}
          </SectionCard>
          <SectionCard title={t("detail.history")}>
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
        <div className="space-y-4">
          {credit ? (
            <SectionCard title={t("credits.open")} contentClassName="space-y-2 text-sm">
              {payment.source === "credit" ? <p>{t("credits.paymentCredit")}</p> : null}
              <p>{t("credits.onBilling", { amount: formatRupiah(credit.available) })}</p>
              <Link to={`/payments/credits/${credit.customerId}`} className="text-primary hover:underline">
                {may.settle ? `${t("credits.applyTitle")} · ${t("credits.refundTitle")}` : t("credits.history")}
              </Link>
            </SectionCard>
          ) : null}
          {waiting && may.settle ? (
            <SectionCard title={t("title.unmatched")}>
              <Button asChild>
                <Link to={`/payments/unmatched?payment=${payment.id}`}>{t("detail.matchInQueue")}</Link>
              </Button>
            </SectionCard>
          ) : null}
          {canUnmatch ? (
            <SectionCard title={t("detail.unmatchTitle")} contentClassName="space-y-2">
              <p className="text-sm text-muted-foreground">{t("detail.unmatchHint")}</p>
              <PaymentReasonForm intent="unmatch" paymentId={payment.id} label={t("detail.unmatchSubmit")} reasonLabel={t("detail.reason")} variant="destructive" errors={actionData?.fieldErrors?.reason} />
            </SectionCard>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
