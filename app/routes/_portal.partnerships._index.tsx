import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnySelect, FilterButtons, ListHeader, ListPager, SearchFilter } from "~/components/lists/list-controls";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import { PartnershipPhaseText, PartnershipStatusBadge } from "~/components/partnerships/partnership-phase";
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
  const period = (r: (typeof rows)[number]) => [r.started ? formatDateId(r.started) : "", r.newEnded ?? r.ended ? formatDateId((r.newEnded ?? r.ended)!) : ""].filter(Boolean).join(" – ");
  const columns: ListTableColumn<(typeof rows)[number]>[] = [
    { key: "title", header: t("col.title"), cell: (r) => <ListRowLink to={`/partnerships/${r.id}`} detail={[r.id, r.modelName].filter(Boolean).join(" · ")}>{r.title}</ListRowLink> },
    {
      key: "company",
      header: t("col.company"),
      cell: (r) => (
        <>
          {r.companyName}
          {r.partners > 1 ? <span className="text-xs text-muted-foreground">{` +${r.partners - 1}`}</span> : null}
        </>
      ),
    },
    { key: "division", header: t("col.division"), cell: (r) => r.divisionName ?? "" },
    { key: "phase", header: t("col.phase"), cell: (r) => <PartnershipPhaseText phase={r.phase} subPhase={r.subPhase} /> },
    { key: "priority", header: t("col.priority"), cell: (r) => t(`priority.${r.priority}`) },
    { key: "period", header: t("col.period"), className: "whitespace-nowrap", cell: period },
    { key: "status", header: t("col.status"), cell: (r) => <PartnershipStatusBadge status={r.status} /> },
  ];
  return (
    <>
      <ListHeader
        title={t("title.list")}
        description={t("total", { count: total })}
        exportHref={`/partnerships/export${search}`}
        exportLabel={t("export")}
        create={mayCreate ? { to: "/partnerships/new", label: t("create") } : null}
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-5" aria-label={t("filters.apply")}>
          <SearchFilter id="partnership-q" label={t("filters.q")} defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} className="md:col-span-5 lg:col-span-1" />
          <AnySelect id="partnership-status" name="status" label={t("filters.status")} defaultValue={filters.status} anyLabel={t("filters.anyStatus")} options={PARTNERSHIP_STATUSES.map((s) => ({ value: s, label: statusText(td as never, s) }))} />
          <AnySelect id="partnership-phase" name="phase" label={t("filters.phase")} defaultValue={filters.phase} anyLabel={t("filters.anyPhase")} options={PARTNERSHIP_PHASES.map((p) => ({ value: p, label: t(`phase.${p}`) }))} />
          <AnySelect id="partnership-division" name="division" label={t("filters.division")} defaultValue={filters.divisionId} anyLabel={t("filters.anyDivision")} options={options.divisions.map((d) => ({ value: String(d.id), label: d.name }))} />
          <AnySelect id="partnership-company" name="company" label={t("filters.company")} defaultValue={filters.companyId} anyLabel={t("filters.anyCompany")} options={options.companies.map((c) => ({ value: String(c.id), label: c.name }))} />
          <FilterButtons reset="/partnerships" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} className="md:col-span-5" />
        </Form>
        <ListTable columns={columns} rows={rows} empty={t("empty")} testId="partnerships-table" label={t("title.list")} />
        <ListPager base="/partnerships" search={search} page={filters.page} pages={pages} labels={{ page: t("page", { page: filters.page, pages }), previous: t("previous"), next: t("next") }} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
