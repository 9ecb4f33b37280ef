import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CashOutTable } from "~/components/cash-outs/cash-out-table";
import { AnySelect, DateFilter, FilterButtons, ListHeader, ListPager, SearchFilter } from "~/components/lists/list-controls";
import { Button } from "~/components/ui/button";
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
  return (
    <>
      <ListHeader
        title={t("title.list")}
        description={t("total", { count: total })}
        exportHref={`/cash-outs/export${search}`}
        exportLabel={t("export")}
        create={mayRequest ? { to: "/cash-outs/new", label: t("newRequest") } : null}
      >
        {mayApprove ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/cash-outs/approvals">{t("approvalsLink")}</Link>
          </Button>
        ) : null}
      </ListHeader>
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="grid gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label={t("filters.apply")}>
          <SearchFilter id="co-q" label={t("filters.q")} defaultValue={filters.q} placeholder={t("filters.qPlaceholder")} className="xl:col-span-2" />
          <AnySelect id="co-state" name="state" label={t("filters.state")} defaultValue={filters.state} anyLabel={t("filters.anyState")} options={CASH_OUT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
          <AnySelect id="co-product" name="product" label={t("filters.product")} defaultValue={filters.productId} anyLabel={t("filters.anyProduct")} options={products.map((p) => ({ value: p.id, label: p.name }))} />
          <DateFilter id="co-from" name="from" label={t("filters.from")} defaultValue={filters.from} />
          <DateFilter id="co-to" name="to" label={t("filters.to")} defaultValue={filters.to} />
          <FilterButtons reset="/cash-outs" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} className="xl:col-span-6" />
        </Form>
        <CashOutTable rows={rows} empty={t("empty")} />
        <ListPager base="/cash-outs" search={search} page={filters.page} pages={pages} labels={{ page: t("page", { page: filters.page, pages }), previous: t("previous"), next: t("next") }} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
