import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts";
import { ChartCard, DashboardHead, FigureCard, listHref, RankingCard, useMonthLabel, useTrendRange } from "~/components/dashboards/parts";
import { pageMeta } from "~/lib/page-meta";
import { salesDashboard } from "~/services/dashboards/sales.server";
import { dashboardRequest } from "~/services/dashboards/request.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "dashboards:sales.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, period, error, requested, products, productId } = await dashboardRequest(request, context);
  const t = await requestTranslator(request, context, "dashboards");
  return json({ pageTitle: t("sales.title"), period, error, requested, products, productId, data: salesDashboard(user, period, productId) });
}

export default function SalesDashboardPage() {
  const { period, error, requested, products, productId, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboards");
  const monthLabel = useMonthLabel();
  const trendRange = useTrendRange();
  const live: [string, string][] = [["status", "issued"], ["status", "paid"]];
  return (
    <div className="flex flex-col gap-4">
      <DashboardHead board="sales" period={period} error={error ?? undefined} requested={requested} products={products} productId={productId} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard label={t("common.invoiced")} amount={data.totals.amount} note={t("common.bills", { count: data.totals.count })} to={listHref("/billings", period, productId, live)} linkLabel={t("common.openList")} />
        <FigureCard label={t("common.paid")} amount={data.totals.paidAmount} note={t("common.bills", { count: data.totals.paidCount })} to={listHref("/billings", period, productId, [...live, ["paid", "paid"]])} linkLabel={t("common.openList")} />
      </div>
      <ChartCard>
        <BarChart
          title={t("sales.trendTitle")}
          description={trendRange(data.trend.months)}
          categoryLabel={t("common.month")}
          format="rupiah"
          series={[{ key: "invoiced", label: t("common.invoiced") }, { key: "paid", label: t("common.paid"), tone: "success" }]}
          data={data.trend.months.map((m) => ({ label: monthLabel(m.month), values: { invoiced: m.amount, paid: m.paidAmount } }))}
          emptyText={t("common.empty")}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <RankingCard title={t("sales.byProductTitle")} categoryLabel={t("common.product")} seriesLabel={t("common.invoiced")} rows={data.byProduct.map((p) => ({ label: p.name, amount: p.amount }))} />
        <RankingCard title={t("sales.byCustomerTitle")} categoryLabel={t("common.customer")} seriesLabel={t("common.invoiced")} tone="info" rows={data.byCustomer.map((c) => ({ label: c.name, amount: c.amount }))} />
      </div>
    </div>
  );
}
