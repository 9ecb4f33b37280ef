import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyStatusBadge } from "~/components/companies/company-status";
import { AnySelect, FilterButtons, ListHeader, ListPager, SearchFilter } from "~/components/lists/list-controls";
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
        {rows.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="companies-table">
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-3">{t("col.name")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.category")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.city")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.taxId")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.pics")}</th>
                  <th scope="col" className="py-2 pr-3">{t("col.registeredAt")}</th>
                  <th scope="col" className="py-2">{t("col.status")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b last:border-0">
                    <td className="py-2 pr-3">
                      <Link to={`/companies/${r.id}`} className="font-medium text-primary hover:underline">
                        {r.name}
                      </Link>
                      <div className="text-xs text-muted-foreground">{r.email}</div>
                    </td>
                    <td className="py-2 pr-3">{r.category}</td>
                    <td className="py-2 pr-3">{r.city}</td>
                    <td className="py-2 pr-3 tabular-nums">{r.taxId}</td>
                    <td className="py-2 pr-3 tabular-nums">{r.pics}</td>
                    <td className="py-2 pr-3">{r.registeredAt ? formatDateTimeId(r.registeredAt) : ""}</td>
                    <td className="py-2">
                      <CompanyStatusBadge status={r.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        )}
        <ListPager base="/companies" search={search} page={filters.page} pages={pages} labels={{ page: t("page", { page: filters.page, pages }), previous: t("previous"), next: t("next") }} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
