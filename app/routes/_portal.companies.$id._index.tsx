import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyDecision } from "~/components/companies/company-decision";
import { CompanyPics } from "~/components/companies/company-pics";
import { CompanyStatusBadge } from "~/components/companies/company-status";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { APPROVE_COMPANY, type CompanyStateName, MANAGE_COMPANY } from "~/domain/companies";
import { formatDateTimeId } from "~/domain/dates";
import { CompanyReasonSchema, PicSchema } from "~/lib/schemas/company";
import { pageMeta } from "~/lib/page-meta";
import { hasPermission, requireUser } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { addPic, approveCompany, companyDetail, type CompanyFormResult, decidePic, refusalOf, rejectCompany, requireCompanyInScope } from "~/services/companies.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const detail = companyDetail(user, params.id!);
  const t = await requestTranslator(request, context, "companies");
  return json({
    pageTitle: t("title.detail", { name: detail.row.name }),
    ...detail,
    mayEdit: hasPermission(user, MANAGE_COMPANY),
    mayDecide: hasPermission(user, APPROVE_COMPANY),
  });
}

const INTENTS = ["approve", "reject", "addPic", "approvePic", "rejectPic"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requireCompanyInScope(user, params.id!);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) throw httpError(400, "Unknown action");
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<CompanyFormResult>({ intent, fieldErrors, message, values }, { status });
  const t = await requestTranslator(request, context, "companies");
  const actor = actorOf(user);
  const ip = clientAddress(request);
  const done = async (key: "approved" | "rejected" | "picAdded" | "picApproved" | "picRejected") =>
    redirect(`/companies/${row.id}`, {
      headers: await withToast(request, {
        kind: "success",
        title: t(`toast.${key}`),
      }),
    });
  try {
    if (intent === "approve") {
      approveCompany(user, actor, row.id);
      return done("approved");
    }
    if (intent === "reject") {
      const parsed = CompanyReasonSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      rejectCompany(user, actor, row.id, parsed.data.reason);
      return done("rejected");
    }
    if (intent === "addPic") {
      const parsed = PicSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      addPic(user, actor, row.id, parsed.data, ip);
      return done("picAdded");
    }
    const picId = String(values.picId ?? "");
    if (intent === "approvePic") {
      decidePic(user, actor, row.id, picId, { approve: true }, ip);
      return done("picApproved");
    }
    const parsed = CompanyReasonSchema.safeParse(values);
    if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
    decidePic(user, actor, row.id, picId, { approve: false, reason: parsed.data.reason }, ip);
    return done("picRejected");
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export default function CompanyPage() {
  const { row, pics, documents, history, activity, mayEdit, mayDecide } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CompanyFormResult | undefined;
  const { t } = useTranslation("companies");
  const busy = useNavigation().state === "submitting";
  const errorsOf = (intent: string, picId?: string) => (actionData?.intent === intent && (!picId || actionData.values.picId === picId) ? actionData.fieldErrors : undefined);
  const dl = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const who = (by: string | null, at: string | null) => (at ? t("detail.by", { by: by ?? "", at: formatDateTimeId(at) }) : "");
  return (
    <>
      <PageHeader
        title={row.name}
        description={<CompanyStatusBadge status={row.status as CompanyStateName} />}
        crumbs={[{ label: t("title.list"), to: "/companies" }, { label: row.name }]}
        actions={
          mayEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/companies/${row.id}/edit`}>{t("detail.edit")}</Link>
            </Button>
          ) : null
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.summary")}>
            <dl className="text-sm" data-testid="company-summary">
              {dl(t("form.category"), row.category)}
              {dl(t("form.taxId"), <span className="tabular-nums">{row.taxId}</span>)}
              {dl(t("form.email"), row.email)}
              {dl(t("form.phoneNumber"), row.phoneNumber)}
              {row.website ? dl(t("form.website"), row.website) : null}
              {dl(t("detail.address"), [row.address.street, row.address.city, row.address.state, row.address.postalCode, row.address.country].filter(Boolean).join(", "))}
              {row.description ? dl(t("form.description"), row.description) : null}
              {dl(t("detail.registered"), who(row.createdBy, row.registeredAt))}
              {row.approvedAt ? dl(t("detail.approved"), who(row.approvedBy, row.approvedAt)) : null}
              {row.rejectedAt ? dl(t("detail.rejected"), who(row.rejectedBy, row.rejectedAt)) : null}
              {row.rejectedReason ? dl(t("detail.reason"), row.rejectedReason) : null}
            </dl>
          </SectionCard>
          <SectionCard title={t("detail.experience")}>
            <p className="text-sm">{row.isExperienced ? t("detail.experienced") : t("detail.notExperienced")}</p>
            {row.experience.length ? (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {row.experience.map((e, i) => (
                  <li key={i}>{`${e.title} · ${e.client} · ${e.year}`}</li>
                ))}
              </ul>
            ) : null}
          </SectionCard>
          <SectionCard title={t("detail.documents")}>
            {documents.length ? (
              <ul className="text-sm">
                {documents.map((d) => (
                  <li key={d.id}>
                    <a href={d.url} className="text-primary hover:underline">
                      {d.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t("detail.noDocuments")}</p>
            )}
          </SectionCard>
          <CompanyPics pics={pics} mayEdit={mayEdit} mayDecide={mayDecide} errorsOf={errorsOf} busy={busy} who={who} />
        </div>
        <div className="space-y-4">
          <CompanyDecision mayDecide={mayDecide && row.status === "registered"} history={history} errors={errorsOf("reject")} busy={busy} />
          <SectionCard title={t("detail.activity")}>
            <ol className="divide-y text-sm" data-testid="company-activity">
              {activity.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2 py-1">
                  <span>
                    {t(`action.${a.action}` as "action.company.edit", {
                      defaultValue: a.action,
                    })}
                  </span>
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
