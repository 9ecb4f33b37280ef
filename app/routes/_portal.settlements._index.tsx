import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataTable, FilterForm, Pagination } from "~/components/data-table/data-table";
import { RangeFilter, SelectFilter } from "~/components/data-table/filters";
import { filterQuery } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { SETTLEMENT_COLUMNS } from "~/components/settlements/columns";
import { Button } from "~/components/ui/button";
import { SETTLEMENT_STATES, SETTLEMENT_STATUSES } from "~/domain/settlement-report";
import { pageMeta } from "~/lib/page-meta";
import { listSettlements, SETTLEMENT_PAGE_SIZE } from "~/models/settlement.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { MANAGE_SETTLEMENT, parseSettlementParams, READ_PAYMENT, settlementScope } from "~/services/settlement-screens.server";

export const meta = pageMeta;
export const handle = { title: "settlements:title.list" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const params = parseSettlementParams(new URL(request.url));
  const scope = settlementScope(user);
  let { rows, total } = listSettlements(params.filters, scope, params.page);
  const pageCount = Math.max(1, Math.ceil(total / SETTLEMENT_PAGE_SIZE));
  let page = Math.min(params.page, pageCount);
  if (params.last || page !== params.page) {
    page = params.last ? pageCount : page;
    ({ rows, total } = listSettlements(params.filters, scope, page));
  }
  const from = total ? (page - 1) * SETTLEMENT_PAGE_SIZE + 1 : 0;
  // The shared pager reads page numbers: `next`/`prev` only say there is a page that way.
  const info = { total, capped: false, page, pageCount, from, to: from ? from + rows.length - 1 : 0, next: page < pageCount ? "next" : null, prev: page > 1 ? "prev" : null, isFirst: page === 1, isLast: page >= pageCount };
  const t = await requestTranslator(request, context, "settlements");
  return json({ pageTitle: t("title.list"), rows, info, filters: params.filters, maySettle: hasPermission(user, MANAGE_SETTLEMENT) });
}

export default function SettlementsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("settlements");
  const { t: tl } = useTranslation("lists");
  const { search } = useLocation();
  const query = filterQuery(search);
  const f = data.filters;
  return (
    <>
      <PageHeader
        title={t("title.list")}
        description={t("description.list")}
        crumbs={[{ label: t("title.list") }]}
        actions={
          data.maySettle ? (
            <Button asChild>
              <Link to="/settlements/import">
                <Upload aria-hidden="true" /> {t("actions.import")}
              </Link>
            </Button>
          ) : null
        }
      />
      <section aria-label={tl("table.listOf", { noun: t("noun") })} className="rounded-lg border bg-card text-card-foreground shadow-sm">
        <FilterForm sort="date" dir="desc" q={f.q} searchLabel={t("searchLabel")} searchPlaceholder={t("searchPlaceholder")} resetHref="/settlements" exportHref={`/settlements/export${query ? `?${query}` : ""}`}>
          <SelectFilter name="state" label={t("filters.state")} value={f.state} options={SETTLEMENT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))} />
          <SelectFilter name="status" label={t("filters.status")} value={f.status} options={SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
          <RangeFilter label={t("filters.date")} type="date" from={{ name: "from", value: f.dateFrom }} to={{ name: "to", value: f.dateTo }} />
        </FilterForm>
        <DataTable columns={SETTLEMENT_COLUMNS} rows={data.rows} products={[]} sort="date" dir="desc" basePath="/settlements" rowTestId="settlement-row" emptyMessage={t("empty")} />
        <Pagination info={data.info} noun={t("noun")} />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
