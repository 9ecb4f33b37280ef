import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { PartnershipPhaseText, PartnershipStatusBadge } from "~/components/partnerships/partnership-phase";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { statusText } from "~/components/documents/status-badge";
import { formatDateId } from "~/domain/dates";
import { MANAGE_PARTNERSHIP, PARTNERSHIP_PHASES, PARTNERSHIP_STATUSES } from "~/domain/partnerships";
import { pageMeta } from "~/lib/page-meta";
import { listPartnerships, PARTNERSHIP_PAGE_SIZE, partnershipFilterOptions } from "~/models/partnership.server";
import { hasPermission, requireUser } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { parsePartnershipParams, partnershipScope } from "~/services/partnerships.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // read:partnership sees all; :division the viewer's divisions; a partner (:own) the partnerships of their company.
  const scope = partnershipScope(user);
  const url = new URL(request.url);
  const filters = parsePartnershipParams(url);
  const { rows, total } = listPartnerships(filters, scope);
  const t = await requestTranslator(request, context, "partnerships");
  return json({
    pageTitle: t("title.list"), rows, total, filters, search: url.search,
    pages: Math.max(1, Math.ceil(total / PARTNERSHIP_PAGE_SIZE)),
    options: partnershipFilterOptions(scope),
    mayCreate: hasPermission(user, MANAGE_PARTNERSHIP),
  });
}

export default function PartnershipsPage() {
  const { rows, total, filters, pages, options, search, mayCreate } = useLoaderData<typeof loader>();
  const { t } = useTranslation("partnerships");
  const { t: td } = useTranslation("documents");
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `/partnerships?${params.toString()}`;
  };
  const period = (r: (typeof rows)[number]) => [r.started ? formatDateId(r.started) : "", r.newEnded ?? r.ended ? formatDateId((r.newEnded ?? r.ended)!) : ""].filter(Boolean).join(" – ");
  return (
    <>
      <PageHeader
        title={t("title.list")}
        description={t("total", { count: total })}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={`/partnerships/export${search}`} download>
                {t("export")}
              </a>
            </Button>
            {mayCreate ? (
              <Button asChild size="sm">
                <Link to="/partnerships/new">{t("create")}</Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-5" aria-label={t("filters.apply")}>
          <div className="space-y-1 md:col-span-5 lg:col-span-1">
            <Label htmlFor="partnership-q">{t("filters.q")}</Label>
            <Input id="partnership-q" name="q" type="search" defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="partnership-status">{t("filters.status")}</Label>
            <NativeSelect id="partnership-status" name="status" defaultValue={filters.status}>
              <option value="">{t("filters.anyStatus")}</option>
              {PARTNERSHIP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusText(td as never, s)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="partnership-phase">{t("filters.phase")}</Label>
            <NativeSelect id="partnership-phase" name="phase" defaultValue={filters.phase}>
              <option value="">{t("filters.anyPhase")}</option>
              {PARTNERSHIP_PHASES.map((p) => (
                <option key={p} value={p}>
                  {t(`phase.${p}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="partnership-division">{t("filters.division")}</Label>
            <NativeSelect id="partnership-division" name="division" defaultValue={filters.divisionId}>
              <option value="">{t("filters.anyDivision")}</option>
              {options.divisions.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="partnership-company">{t("filters.company")}</Label>
            <NativeSelect id="partnership-company" name="company" defaultValue={filters.companyId}>
              <option value="">{t("filters.anyCompany")}</option>
              {options.companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-end gap-2 md:col-span-5">
            <Button type="submit" size="sm">
              {t("filters.apply")}
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/partnerships">{t("filters.reset")}</Link>
            </Button>
          </div>
        </Form>
        {rows.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="partnerships-table">
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-3">{t("col.title")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.company")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.division")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.phase")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.priority")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.period")}</th>
                  <th scope="col" className="py-2">{t("col.status")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b last:border-0">
                    <td className="py-2 pr-3">
                      <Link to={`/partnerships/${r.id}`} className="font-medium text-primary hover:underline">
                        {r.title}
                      </Link>
                      <div className="text-xs text-muted-foreground">{[r.id, r.modelName].filter(Boolean).join(" · ")}</div>
                    </td>
                    <td className="py-2 pr-3">
                      {r.companyName}
                      {r.partners > 1 ? <span className="text-xs text-muted-foreground">{` +${r.partners - 1}`}</span> : null}
                    </td>
                    <td className="py-2 pr-3">{r.divisionName ?? ""}</td>
                    <td className="py-2 pr-3">
                      <PartnershipPhaseText phase={r.phase} subPhase={r.subPhase} />
                    </td>
                    <td className="py-2 pr-3">{t(`priority.${r.priority}`)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{period(r)}</td>
                    <td className="py-2">
                      <PartnershipStatusBadge status={r.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        )}
        {pages > 1 ? (
          <nav className="flex items-center justify-between text-sm" aria-label={t("page", { page: filters.page, pages })}>
            {filters.page > 1 ? <Link to={pageHref(filters.page - 1)}>{t("previous")}</Link> : <span />}
            <span>{t("page", { page: filters.page, pages })}</span>
            {filters.page < pages ? <Link to={pageHref(filters.page + 1)}>{t("next")}</Link> : <span />}
          </nav>
        ) : null}
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
