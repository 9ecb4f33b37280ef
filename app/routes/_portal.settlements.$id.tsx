import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Timeline } from "~/components/documents/timeline";
import { BankCreditCard, DifferencesCard, LinesCard, SummaryCard } from "~/components/settlements/detail";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateShortId, formatDateTimeId } from "~/domain/dates";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { getPayment } from "~/models/payment.server";
import { differencesOf, linesOf } from "~/models/settlement.server";
import { timelineOf } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { readDocumentForm } from "~/services/document-attachments.server";
import { httpError, responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { candidatesFor, MANAGE_SETTLEMENT, READ_PAYMENT, requireReadableSettlement, settlementScope } from "~/services/settlement-screens.server";
import { pairBankCredit, resolveDifference, settleSettlementWithFiles, unpairBankCredit } from "~/services/settlements/index.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

const LINES_PAGE = 100;
const TOASTS = { resolve: "resolved", pair: "paired", unpair: "unpaired", settle: "settled" } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const s = requireReadableSettlement(user, params.id!);
  const scope = settlementScope(user);
  const offset = Math.max(0, Math.floor(Number(new URL(request.url).searchParams.get("from")) || 0));
  const t = await requestTranslator(request, context, "settlements");
  const maySettle = hasPermission(user, MANAGE_SETTLEMENT);
  const bank = s.bankPaymentId ? getPayment(s.bankPaymentId) : null;
  return json({
    pageTitle: `${t("title.detail")} ${s.reference}`,
    settlement: s,
    lines: linesOf(s.id, { offset, limit: LINES_PAGE, productIds: scope }),
    offset,
    // A scoped reader sees only their products' lines, so the differences (which name other transactions) are not theirs.
    differences: scope === null ? differencesOf(s.id) : [],
    bank: bank
      ? {
          id: bank.id,
          referenceNo: bank.referenceNo,
          amount: bank.amount,
          transactionDate: bank.transactionDate,
        }
      : null,
    candidates: maySettle && !s.bankPaymentId && s.state !== "settled" ? candidatesFor(s) : [],
    timeline: timelineOf("settlement", s.id),
    may: { settle: maySettle },
  });
}

type ActionResult = {
  intent: string;
  fieldErrors: Record<string, string[]>;
  message: string | null;
  differenceId?: number;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const s = requireReadableSettlement(user, params.id!);
  // Multipart when settling with the bank's advice attached; the upload size is checked before it is read.
  const form = await readDocumentForm(request);
  const intent = String(form.get("intent") ?? "");
  const reason = String(form.get("reason") ?? "").trim();
  const t = await requestTranslator(request, context, "settlements");
  const fail = (status: number, r: Omit<ActionResult, "intent">) => json<ActionResult>({ intent, ...r }, { status });
  const differenceId = Number(form.get("differenceId"));
  if ((intent === "resolve" || intent === "unpair") && !reason) {
    return fail(400, {
      fieldErrors: {
        reason: [intent === "resolve" ? "Give a reason for resolving the difference." : "Give a reason for unpairing the bank credit."],
      },
      message: null,
      differenceId,
    });
  }
  if (intent === "pair" && !form.get("paymentId"))
    return fail(400, {
      fieldErrors: { paymentId: ["Choose the bank credit that paid the net."] },
      message: null,
    });
  let toast: string;
  try {
    const actor = actorOf(user);
    if (intent === "resolve") resolveDifference(s.id, differenceId, reason, actor);
    else if (intent === "pair") pairBankCredit(s.id, String(form.get("paymentId")), actor);
    else if (intent === "unpair") unpairBankCredit(s.id, reason, actor);
    else if (intent === "settle") await settleSettlementWithFiles(s.id, form.getAll("attachments"), actor);
    else throw httpError(400, "Unknown action");
    toast = t(`toast.${TOASTS[intent as keyof typeof TOASTS]}`);
  } catch (error) {
    const message = error instanceof Response && error.status < 500 ? await responseMessage(error) : null;
    if (!message) throw error;
    return fail((error as Response).status, {
      fieldErrors: {},
      message,
      differenceId,
    });
  }
  return redirect(`/settlements/${s.id}`, {
    headers: await withToast(request, { kind: "success", title: toast }),
  });
}

export default function SettlementPage() {
  const { settlement: s, lines, offset, differences, bank, candidates, timeline, may } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t } = useTranslation("settlements");
  const message = useServerMessage();
  const open = s.state !== "settled";
  const errorsFor = (intent: string, differenceId?: number) =>
    actionData?.intent === intent && (differenceId === undefined || actionData.differenceId === differenceId) ? actionData.fieldErrors.reason?.map((m) => message(m)) : undefined;
  return (
    <>
      <PageHeader
        title={`${t("title.detail")} ${s.reference}`}
        description={`${formatDateShortId(s.reportDate)} · ${s.channelName}`}
        crumbs={[{ label: t("title.list"), to: "/settlements" }, { label: s.reference }]}
        actions={
          <div className="flex gap-2">
            <Badge variant="outline">{t(`states.${s.state}` as "states.imported")}</Badge>
            <Badge variant="outline">{t(`statuses.${s.statusSettlement}` as "statuses.settled")}</Badge>
          </div>
        }
      />
      <ActionAlert message={actionData?.message} />
      {s.importStatus === "importing" ? (
        <Alert variant="warning" className="mb-4">
          <AlertTitle>{t("import.unfinished", { done: s.importedLines, total: s.lineCount })}</AlertTitle>
          <AlertDescription>{t("import.unfinishedHelp")}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SummaryCard settlement={s} />

          <DifferencesCard differences={differences} canResolve={may.settle && open} errorsFor={errorsFor} />

          <LinesCard lines={lines} offset={offset} pageSize={LINES_PAGE} total={s.lineCount} />
        </div>

        <div className="space-y-4">
          <BankCreditCard bank={bank} matchedBy={s.matchedBy} candidates={candidates} canAct={may.settle && open} errors={errorsFor("unpair")} />
          {may.settle && s.state === "reconciled" ? (
            <SectionCard title={t("forms.settle")}>
              <Form method="post" encType="multipart/form-data" className="space-y-2">
                <input type="hidden" name="intent" value="settle" />
                <p className="text-sm text-muted-foreground">{t("forms.settleHelp")}</p>
                <FormField label={t("forms.settleFiles")} name="attachments" id="settle-attachments">
                  <Input type="file" multiple accept=".pdf,.jpg,.jpeg,.png,.xlsx" />
                </FormField>
                <Button type="submit">{t("forms.settle")}</Button>
              </Form>
            </SectionCard>
          ) : null}
          <SectionCard title={t("detail.attachments")}>
            <ul className="text-sm">
              {s.attachments.map((a) => (
                <li key={a.fileId ?? a.sha256}>
                  {a.fileId ? (
                    <a className="underline underline-offset-2" href={`/files/${a.fileId}`} download>
                      {a.filename}
                    </a>
                  ) : (
                    a.filename
                  )}{" "}
                  · {formatDateTimeId(a.at)}
                </li>
              ))}
            </ul>
          </SectionCard>
          <SectionCard title={t("detail.history")}>
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
