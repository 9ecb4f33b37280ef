import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CashOutTable } from "~/components/cash-outs/cash-out-table";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { APPROVE_CASHOUT, CASH_OUT_STATES, REQUEST_CASHOUT } from "~/domain/cash-outs";
import { pageMeta } from "~/lib/page-meta";
import { CASH_OUT_PAGE_SIZE, listCashOuts, productsWithBalance } from "~/models/cash-out.server";
import { hasPermission, requireUser } from "~/services/auth.server";
import { parseCashOutParams, requireCashOutReader } from "~/services/cash-out/cash-outs.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireCashOutReader(user);
  const url = new URL(request.url);
  const filters = parseCashOutParams(url);
  const { rows, total } = listCashOuts(filters);
  const t = await requestTranslator(request, context, "cashOuts");
  return json({
    pageTitle: t("title.list"),
    rows,
    total,
    filters,
    pages: Math.max(1, Math.ceil(total / CASH_OUT_PAGE_SIZE)),
    products: productsWithBalance().map((p) => ({ id: p.id, name: p.name })),
    search: url.search,
    mayRequest: hasPermission(user, REQUEST_CASHOUT),
    mayApprove: hasPermission(user, APPROVE_CASHOUT),
  });
}

export default function CashOutsPage() {
  const { rows, total, filters, pages, products, search, mayRequest, mayApprove } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cashOuts");
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `/cash-outs?${params.toString()}`;
  };
  return (
    <>
      <PageHeader
        title={t("title.list")}
        description={t("total", { count: total })}
        actions={
          <div className="flex flex-wrap gap-2">
            {mayApprove ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/cash-outs/approvals">{t("approvalsLink")}</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <a href={`/cash-outs/export${search}`} download>
                {t("export")}
              </a>
            </Button>
            {mayRequest ? (
              <Button asChild size="sm">
                <Link to="/cash-outs/new">{t("newRequest")}</Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label={t("filters.apply")}>
          <div className="space-y-1 xl:col-span-2">
            <Label htmlFor="co-q">{t("filters.q")}</Label>
            <Input id="co-q" name="q" type="search" defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="co-state">{t("filters.state")}</Label>
            <NativeSelect id="co-state" name="state" defaultValue={filters.state}>
              <option value="">{t("filters.anyState")}</option>
              {CASH_OUT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`state.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="co-product">{t("filters.product")}</Label>
            <NativeSelect id="co-product" name="product" defaultValue={filters.productId}>
              <option value="">{t("filters.anyProduct")}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="co-from">{t("filters.from")}</Label>
            <Input id="co-from" name="from" type="date" defaultValue={filters.from} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="co-to">{t("filters.to")}</Label>
            <Input id="co-to" name="to" type="date" defaultValue={filters.to} />
          </div>
          <div className="flex items-end gap-2 xl:col-span-6">
            <Button type="submit" size="sm">
              {t("filters.apply")}
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/cash-outs">{t("filters.reset")}</Link>
            </Button>
          </div>
        </Form>
        <CashOutTable rows={rows} empty={t("empty")} />
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
