import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyStatusBadge } from "~/components/companies/company-status";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
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
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `/companies?${params.toString()}`;
  };
  return (
    <>
      <PageHeader
        title={t("title.list")}
        description={t("total", { count: total })}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={`/companies/export${search}`} download>
                {t("export")}
              </a>
            </Button>
            {mayRegister ? (
              <Button asChild size="sm">
                <Link to="/companies/new">{t("register")}</Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-4" aria-label={t("filters.apply")}>
          <div className="space-y-1 md:col-span-2">
            <Label htmlFor="company-q">{t("filters.q")}</Label>
            <Input id="company-q" name="q" type="search" defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="company-status">{t("filters.status")}</Label>
            <NativeSelect id="company-status" name="status" defaultValue={filters.status}>
              <option value="">{t("filters.anyStatus")}</option>
              {COMPANY_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="company-category">{t("filters.category")}</Label>
            <NativeSelect id="company-category" name="category" defaultValue={filters.category}>
              <option value="">{t("filters.anyCategory")}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-end gap-2 md:col-span-4">
            <Button type="submit" size="sm">
              {t("filters.apply")}
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/companies">{t("filters.reset")}</Link>
            </Button>
          </div>
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
