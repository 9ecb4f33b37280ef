import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusBadge, statusText } from "~/components/documents/status-badge";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import { APPROVE_REDEMPTION } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { RedemptionRejectSchema } from "~/lib/schemas/rewards";
import { hasPermission, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { formValues, type RewardActionData, refusalReply, refusedForm } from "~/services/rewards/form-reply.server";
import { approveRedemption, fulfilRedemption, redemptionDetail, rejectRedemption, requireRedemptionFor, requireRewardReader } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireRewardReader(user);
  const { row, history, version } = redemptionDetail(user, params.id!);
  const t = await requestTranslator(request, context, "rewards");
  return json({ pageTitle: t("title.redemption", { number: row.number }), row, history, version, mayDecide: hasPermission(user, APPROVE_REDEMPTION), own: row.userId === user.id });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, APPROVE_REDEMPTION);
  const row = requireRedemptionFor(user, params.id!);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form);
  const version = Number(values.version) || undefined;
  const t = await requestTranslator(request, context, "rewards");
  const done = async (key: "approved" | "rejected" | "fulfilled") => redirect(`/rewards/redemptions/${row.id}`, { headers: await withToast(request, { kind: "success", title: t(`toast.${key}`, { number: row.number }) }) });
  const actor = actorOf(user);
  try {
    if (intent === "approve") {
      approveRedemption(row.id, actor, version);
      return done("approved");
    }
    if (intent === "reject") {
      const parsed = RedemptionRejectSchema.safeParse(values);
      if (!parsed.success) return refusedForm(intent, values, 400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      rejectRedemption(row.id, parsed.data.reason, actor, version);
      return done("rejected");
    }
    if (intent === "fulfil") {
      fulfilRedemption(row.id, actor, version);
      return done("fulfilled");
    }
    throw httpError(400, "Unknown action");
  } catch (error) {
    return refusalReply(error, intent, values);
  }
}

export default function RedemptionPage() {
  const { row, history, version, mayDecide, own } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RewardActionData | undefined;
  const { t } = useTranslation(["rewards", "documents"]);
  const dl = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageHeader title={t("title.redemption", { number: row.number })} description={<StatusBadge value={row.state} />} crumbs={[{ label: t("title.redemptions"), to: "/rewards/redemptions" }, { label: row.number }]} />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.summary")}>
            <dl className="text-sm" data-testid="redemption-summary">
              {dl(t("col.item"), row.itemName)}
              {dl(t("col.points"), formatNumberId(row.points))}
              {dl(t("col.requester"), `${row.userName} · ${formatDateTimeId(row.createdAt)}`)}
              {row.deciderName ? dl(t("col.decider"), `${row.deciderName}${row.decidedAt ? ` · ${formatDateTimeId(row.decidedAt)}` : ""}`) : null}
              {row.rejectReason ? dl(t("detail.reason"), row.rejectReason) : null}
              {row.fulfilledAt ? dl(t("detail.fulfilledAt"), formatDateTimeId(row.fulfilledAt)) : null}
            </dl>
          </SectionCard>
          <SectionCard title={t("detail.history")}>
            <ol className="space-y-2 text-sm">
              {history.map((h) => (
                <li key={h.id}>
                  <span className="font-medium">{statusText(t, h.toState)}</span> · {h.actorName} · {formatDateTimeId(h.at)}
                  {h.message ? <span className="block text-muted-foreground">{h.message}</span> : null}
                </li>
              ))}
            </ol>
          </SectionCard>
        </div>
        {mayDecide && (row.state === "requested" || row.state === "approved") ? (
          <SectionCard title={t("detail.decide")} contentClassName="space-y-4">
            {own && row.state === "requested" ? <p className="text-sm text-muted-foreground">{t("detail.ownRequest")}</p> : null}
            {row.state === "requested" ? (
              <>
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="version" value={version} />
                  <Button type="submit" disabled={own}>
                    {t("detail.approve")}
                  </Button>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="reject" />
                  <input type="hidden" name="version" value={version} />
                  <FormField label={t("detail.rejectReason")} name="reason" id="rd-reason" errors={actionData?.intent === "reject" ? actionData.fieldErrors.reason : undefined} required>
                    <Textarea rows={3} maxLength={500} defaultValue={actionData?.intent === "reject" ? actionData.values.reason : undefined} />
                  </FormField>
                  <Button type="submit" variant="destructive" disabled={own}>
                    {t("detail.reject")}
                  </Button>
                </Form>
              </>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="fulfil" />
                <input type="hidden" name="version" value={version} />
                <Button type="submit">{t("detail.fulfil")}</Button>
              </Form>
            )}
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
