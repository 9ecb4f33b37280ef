import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyStatusBadge } from "~/components/companies/company-status";
import { AnySelect, FilterButtons, ListHeader, ListPager, SearchFilter } from "~/components/lists/list-controls";
import { ListRowLink, ListTable, type ListTableColumn } from "~/components/lists/list-table";
import { SectionCard } from "~/components/ui/section-card";
import { COMPANY_STATES, MANAGE_COMPANY } from "~/domain/companies";
import { formatDateTimeId } from "~/domain/dates";
import { pageMeta } from "~/lib/page-meta";
import { COMPANY_PAGE_SIZE, companyCategories, listCompanies } from "~/models/company.server";
import { hasPermission, requireUser } from "~/services/auth.server";
import { companyScope, parseCompanyParams } from "~/services/companies.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // Staff with read:company see every company; a partner (manage:company alone) only their own.
  const scope = companyScope(user);
  const url = new URL(request.url);
  const filters = parseCompanyParams(url);
  const { rows, total } = listCompanies(filters, scope);
  const t = await requestTranslator(request, context, "companies");
  return json({
    pageTitle: t("title.list"),
    rows,
    total,
    filters,
    pages: Math.max(1, Math.ceil(total / COMPANY_PAGE_SIZE)),
    categories: companyCategories(scope),
    search: url.search,
    mayRegister: hasPermission(user, MANAGE_COMPANY),
  });
}

export default function CompaniesPage() {
  const { rows, total, filters, pages, categories, search, mayRegister } = useLoaderData<typeof loader>();
  const { t } = useTranslation("companies");
  const columns: ListTableColumn<(typeof rows)[number]>[] = [
    { key: "name", header: t("col.name"), cell: (r) => <ListRowLink to={`/companies/${r.id}`} detail={r.email}>{r.name}</ListRowLink> },
    { key: "category", header: t("col.category"), cell: (r) => r.category },
    { key: "city", header: t("col.city"), cell: (r) => r.city },
    { key: "taxId", header: t("col.taxId"), className: "tabular-nums", cell: (r) => r.taxId },
    { key: "pics", header: t("col.pics"), className: "tabular-nums", cell: (r) => r.pics },
    { key: "registeredAt", header: t("col.registeredAt"), cell: (r) => (r.registeredAt ? formatDateTimeId(r.registeredAt) : "") },
    { key: "status", header: t("col.status"), cell: (r) => <CompanyStatusBadge status={r.status} /> },
  ];
  return (
    <>
      <ListHeader
        title={t("title.list")}
        description={t("total", { count: total })}
        exportHref={`/companies/export${search}`}
        exportLabel={t("export")}
        create={mayRegister ? { to: "/companies/new", label: t("register") } : null}
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-4" aria-label={t("filters.apply")}>
          <SearchFilter id="company-q" label={t("filters.q")} defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} className="md:col-span-2" />
          <AnySelect id="company-status" name="status" label={t("filters.status")} defaultValue={filters.status} anyLabel={t("filters.anyStatus")} options={COMPANY_STATES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          <AnySelect id="company-category" name="category" label={t("filters.category")} defaultValue={filters.category} anyLabel={t("filters.anyCategory")} options={categories.map((c) => ({ value: c, label: c }))} />
          <FilterButtons reset="/companies" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} className="md:col-span-4" />
        </Form>
        <ListTable columns={columns} rows={rows} empty={t("empty")} testId="companies-table" label={t("title.list")} />
        <ListPager base="/companies" search={search} page={filters.page} pages={pages} labels={{ page: t("page", { page: filters.page, pages }), previous: t("previous"), next: t("next") }} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
