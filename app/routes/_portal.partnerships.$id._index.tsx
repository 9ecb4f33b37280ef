import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { PartnershipContractsSlot } from "~/components/partnerships/partnership-contracts-slot";
import { PartnershipPhaseText, PartnershipStatusBadge } from "~/components/partnerships/partnership-phase";
import { PartnershipHistory } from "~/components/partnerships/partnership-history";
import { PartnershipStepForms } from "~/components/partnerships/partnership-steps";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { basisPointsToPercent } from "~/domain/partnerships";
import { pageMeta } from "~/lib/page-meta";
import { PartnershipExtendSchema, PartnershipNoteSchema, PartnershipStopSchema } from "~/lib/schemas/partnership";
import { requireUser } from "~/services/auth.server";
import { refusalOf } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { movePartnership, partnershipDetail, type PartnershipFormResult, type PhaseStep, requirePartnershipInScope } from "~/services/partnerships.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const detail = partnershipDetail(user, params.id!);
  const t = await requestTranslator(request, context, "partnerships");
  return json({ pageTitle: t("title.detail", { title: detail.row.title }), ...detail });
}

const INTENTS = ["advance", "approve", "end", "stop", "extend"] as const;
type Intent = (typeof INTENTS)[number];
const TOAST: Record<Intent, "moved" | "approved" | "ended" | "stopped" | "extended"> = { advance: "moved", approve: "approved", end: "ended", stop: "stopped", extend: "extended" };

/** One form per phase step, told apart by `intent`; each parsed with its schema, then sent through the workflow service. */
function parseStep(intent: Intent, values: Record<string, string>): { step: PhaseStep } | { fieldErrors: Record<string, string[]> } {
  if (intent === "stop") {
    const parsed = PartnershipStopSchema.safeParse(values);
    return parsed.success ? { step: { type: "stop", reason: parsed.data.reason } } : { fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]> };
  }
  if (intent === "extend") {
    const parsed = PartnershipExtendSchema.safeParse(values);
    return parsed.success ? { step: { type: "extend", ...parsed.data } } : { fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]> };
  }
  const parsed = PartnershipNoteSchema.safeParse(values);
  return parsed.success ? { step: { type: intent, note: parsed.data.note } } : { fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]> };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requirePartnershipInScope(user, params.id!);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) throw httpError(400, "Unknown action");
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<PartnershipFormResult>({ intent, fieldErrors, message, values }, { status });
  const parsed = parseStep(intent, values);
  if ("fieldErrors" in parsed) return refused(400, parsed.fieldErrors);
  const t = await requestTranslator(request, context, "partnerships");
  try {
    movePartnership(user, actorOf(user), row.id, parsed.step);
    return redirect(`/partnerships/${row.id}`, { headers: await withToast(request, { kind: "success", title: t(`toast.${TOAST[intent]}`) }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export default function PartnershipPage() {
  const { row, divisionName, companionName, partners, products, history, activity, steps, mayEdit } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PartnershipFormResult | undefined;
  const { t } = useTranslation("partnerships");
  const busy = useNavigation().state === "submitting";
  const errorsOf = (intent: string) => (actionData?.intent === intent ? actionData.fieldErrors : undefined);
  const none = t("detail.none");
  const day = (v: string | null) => (v ? formatDateId(v) : none);
  const dl = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1" data-testid={testId}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageHeader
        title={row.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PartnershipStatusBadge status={row.status} />
            <PartnershipPhaseText phase={row.partnershipPhase} subPhase={row.partnershipSubPhase} />
          </span>
        }
        crumbs={[{ label: t("title.list"), to: "/partnerships" }, { label: row.title }]}
        actions={
          mayEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/partnerships/${row.id}/edit`}>{t("detail.edit")}</Link>
            </Button>
          ) : null
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.summary")}>
            <dl className="text-sm" data-testid="partnership-summary">
              {row.description ? dl(t("form.description"), row.description) : null}
              {dl(t("detail.phase"), <PartnershipPhaseText phase={row.partnershipPhase} subPhase={row.partnershipSubPhase} />, "partnership-phase")}
              {dl(t("detail.model"), row.modelName ? `${row.modelCode} · ${row.modelName}` : none)}
              {dl(t("detail.flow"), row.flowName ?? none)}
              {dl(t("detail.category"), row.category ? t(`category.${row.category}` as "category.strategic") : none)}
              {dl(t("detail.productCategory"), row.productCategory ?? none)}
              {dl(t("detail.division"), divisionName ?? none)}
              {dl(t("detail.companion"), companionName ?? none)}
              {dl(t("detail.initiationType"), row.initiationType ? t(`initiation.${row.initiationType}` as "initiation.inbound") : none)}
              {dl(t("detail.initiatedBy"), row.initiatedBy ?? none)}
              {dl(t("detail.priority"), t(`priority.${row.priority}`))}
              {dl(t("detail.dueDate"), day(row.dueDate))}
              {row.assignNote ? dl(t("detail.assignNote"), row.assignNote) : null}
              {row.potentialPartners.length ? dl(t("detail.potentialPartners"), row.potentialPartners.join(", ")) : null}
              {row.approvedAt ? dl(t("detail.approved"), t("detail.by", { by: row.approvedBy ?? "", at: formatDateTimeId(row.approvedAt) })) : null}
              {row.stoppedAt ? dl(t("detail.stopped"), t("detail.by", { by: row.stoppedBy ?? "", at: formatDateTimeId(row.stoppedAt) })) : null}
              {row.stopReason ? dl(t("detail.stopReason"), row.stopReason) : null}
              {row.closedAt ? dl(t("detail.closedAt"), formatDateTimeId(row.closedAt)) : null}
            </dl>
          </SectionCard>
          <SectionCard title={t("detail.period")}>
            <dl className="text-sm" data-testid="partnership-period">
              {dl(t("detail.started"), day(row.started))}
              {dl(t("detail.ended"), day(row.ended))}
              {row.newEnded ? dl(t("detail.newEnded"), day(row.newEnded), "partnership-new-ended") : null}
              {row.timePeriodMonths !== null ? dl(t("col.period"), t("detail.timePeriod", { count: row.timePeriodMonths })) : null}
            </dl>
          </SectionCard>
          <SectionCard title={t("detail.business")}>
            <dl className="text-sm">
              {dl(t("detail.businessModels"), row.businessModels.length ? row.businessModels.join(", ") : none)}
              {dl(t("detail.revenueShare"), row.revenueShareBp === null ? none : t("detail.revenueShareValue", { group: basisPointsToPercent(row.revenueShareBp), partner: basisPointsToPercent(10_000 - row.revenueShareBp) }))}
              {row.otherModelDescription ? dl(t("detail.otherModel"), row.otherModelDescription) : null}
            </dl>
          </SectionCard>
          <SectionCard title={t("detail.partners")}>
            <ul className="divide-y text-sm" data-testid="partnership-partners">
              {partners.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2 py-1">
                  <Link to={`/companies/${c.id}`} className="text-primary hover:underline">
                    {c.name}
                  </Link>
                  <span className="text-muted-foreground">{[c.phoneNumber, c.email].filter(Boolean).join(" · ")}</span>
                </li>
              ))}
            </ul>
          </SectionCard>
          <SectionCard title={t("detail.products")}>
            {products.length ? (
              <ul className="text-sm" data-testid="partnership-products">
                {products.map((p) => (
                  <li key={p.id}>
                    <Link to={`/products/${p.id}`} className="text-primary hover:underline">
                      {`${p.code} · ${p.name}`}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t("detail.noProducts")}</p>
            )}
          </SectionCard>
          {/* Contracts of this partnership: the contracts engineer fills this slot (issue 23). */}
          <PartnershipContractsSlot partnershipId={row.id} />
        </div>
        <div className="space-y-4">
          {/* Keyed by the history, so a step taken clears the forms (with JavaScript the page is not reloaded). */}
          <PartnershipStepForms key={history.length} steps={steps} errorsOf={errorsOf} busy={busy} />
          <PartnershipHistory history={history} />
          <SectionCard title={t("detail.activity")}>
            <ol className="divide-y text-sm" data-testid="partnership-activity">
              {activity.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2 py-1">
                  <span>{t(`action.${a.action}` as "action.partnership.create", { defaultValue: a.action })}</span>
                  <span className="text-muted-foreground">{`${a.by ?? ""} · ${formatDateTimeId(a.at)}`}</span>
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
