import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CashOutActions } from "~/components/cash-outs/cash-out-actions";
import { CashOutHistory } from "~/components/cash-outs/cash-out-history";
import { CashOutStateBadge } from "~/components/cash-outs/cash-out-state";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { SectionCard } from "~/components/ui/section-card";
import { APPROVE_CASHOUT } from "~/domain/cash-outs";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { CashOutCompleteSchema, CashOutRejectSchema } from "~/lib/schemas/cash-out";
import { pageMeta } from "~/lib/page-meta";
import { productForCashOut } from "~/models/cash-out.server";
import { hasPermission, requireUser } from "~/services/auth.server";
import { approveCashOut, cashOutDetail, completeCashOut, rejectCashOut, requireCashOut, requireCashOutReader } from "~/services/cash-out/cash-outs.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireCashOutReader(user);
  const { row, history, movements, attachments, proof } = cashOutDetail(params.id!);
  const t = await requestTranslator(request, context, "cashOuts");
  const mayDecide = hasPermission(user, APPROVE_CASHOUT);
  return json({
    pageTitle: t("title.detail", { number: row.number }),
    row,
    product: productForCashOut(row.productId),
    history: history.map((h) => ({
      id: h.id,
      event: h.event,
      to: h.toState,
      by: h.actorName,
      at: h.at,
      message: h.message,
    })),
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: m.amount,
      at: m.at,
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      url: a.url,
      name: a.oriFilename,
    })),
    proof: proof && { url: proof.url, name: proof.oriFilename },
    mayDecide,
    ownRequest: row.makerId === user.id,
  });
}

type ActionData = {
  intent: string;
  fieldErrors: Record<string, string[]>;
  message: string | null;
  values: Record<string, string>;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  // Deciding and marking the transfer done are the checker's (approve:cashout); maker-checker is the machine's guard.
  if (!hasPermission(user, APPROVE_CASHOUT)) throw httpError(403, "You need the permission approve:cashout for this.");
  const row = requireCashOut(params.id!);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ActionData>({ intent, fieldErrors, message, values }, { status });
  const t = await requestTranslator(request, context, "cashOuts");
  const actor = actorOf(user);
  const done = async (key: "approved" | "rejected" | "completed") =>
    redirect(`/cash-outs/${row.id}`, {
      headers: await withToast(request, {
        kind: "success",
        title: t(`toast.${key}`),
      }),
    });
  try {
    if (intent === "approve") {
      approveCashOut(row.id, actor);
      return done("approved");
    }
    if (intent === "reject") {
      const parsed = CashOutRejectSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      rejectCashOut(row.id, parsed.data.reason, actor);
      return done("rejected");
    }
    if (intent === "complete") {
      const parsed = CashOutCompleteSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      await completeCashOut(row.id, parsed.data.reference, form.get("proof"), actor);
      return done("completed");
    }
    throw httpError(400, "Unknown action");
  } catch (error) {
    if (!(error instanceof Response) || error.status >= 500 || error.status === 403 || error.status === 404) throw error;
    const body = (await error
      .clone()
      .json()
      .catch(() => null)) as { message?: string; field?: string } | null;
    if (!body?.message) throw error;
    return body.field ? refused(error.status, { [body.field]: [body.message] }) : refused(error.status, {}, body.message);
  }
}

export default function CashOutPage() {
  const { row, product, history, movements, attachments, proof, mayDecide, ownRequest } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("cashOuts");
  const dl = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageHeader
        title={t("title.detail", { number: row.number })}
        description={<CashOutStateBadge state={row.state} />}
        crumbs={[{ label: t("title.list"), to: "/cash-outs" }, { label: row.number }]}
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.summary")}>
            <dl className="text-sm" data-testid="cash-out-summary">
              {dl(t("detail.product"), product?.name ?? row.productId)}
              {dl(t("detail.amount"), <span className="font-medium tabular-nums">{formatRupiah(row.amount)}</span>)}
              {dl(t("detail.destination"), `${row.bankName} ${row.accountNumber} · ${row.accountHolder}`)}
              {dl(t("detail.maker"), `${row.makerName} · ${formatDateTimeId(row.createdAt)}`)}
              {row.checkerName ? dl(t("detail.checker"), `${row.checkerName}${row.decidedAt ? ` · ${formatDateTimeId(row.decidedAt)}` : ""}`) : null}
              {row.rejectReason ? dl(t("detail.reason"), row.rejectReason) : null}
              {row.note ? dl(t("detail.note"), row.note) : null}
              {dl(
                t("detail.attachments"),
                attachments.length ? (
                  <ul>
                    {attachments.map((a) => (
                      <li key={a.id}>
                        <a href={a.url} className="text-primary hover:underline">
                          {a.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  t("detail.noAttachments")
                )
              )}
            </dl>
          </SectionCard>
          {row.state === "approved" || row.state === "completed" ? (
            <SectionCard title={t("detail.transfer")}>
              {row.state === "approved" ? (
                <p className="text-sm">{t("detail.transferWaiting")}</p>
              ) : (
                <dl className="text-sm" data-testid="cash-out-transfer">
                  {dl(t("detail.reference"), row.transferReference)}
                  {row.transferVia ? dl(t("detail.completedBy"), `${t(`detail.transferVia.${row.transferVia}`)} · ${row.completedByName ?? ""}`) : null}
                  {proof
                    ? dl(
                        t("detail.proof"),
                        <a href={proof.url} className="text-primary hover:underline">
                          {proof.name}
                        </a>
                      )
                    : null}
                </dl>
              )}
            </SectionCard>
          ) : null}
          <CashOutHistory history={history} movements={movements} />
        </div>
        {mayDecide && (row.state === "requested" || row.state === "approved") ? (
          <CashOutActions state={row.state} ownRequest={ownRequest} errors={actionData?.fieldErrors} intent={actionData?.intent} />
        ) : null}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
