import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart, HorizontalBarChart } from "~/components/charts";
import { PeriodFilter } from "~/components/dashboard/period-filter";
import { ChartCard, DashboardNav, dashboardQuery, FigureCard, listHref, useMonthLabel } from "~/components/dashboards/parts";
import { PageHeader } from "~/components/layout/page-header";
import { formatDateId } from "~/domain/dates";
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
  const live: [string, string][] = [["status", "issued"], ["status", "paid"]];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("sales.title")} description={t("sales.description")} crumbs={[{ label: t("nav.label") }, { label: t("sales.title") }]} />
      <DashboardNav current="sales" query={dashboardQuery(period, productId)} />
      <PeriodFilter period={period} error={error ?? undefined} requested={requested} products={products} productId={productId} />
      <p className="text-sm text-muted-foreground">{t("common.range", { from: formatDateId(period.from), to: formatDateId(period.to) })}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard label={t("common.invoiced")} amount={data.totals.amount} note={t("common.bills", { count: data.totals.count })} to={listHref("/billings", period, productId, live)} linkLabel={t("common.openList")} />
        <FigureCard label={t("common.paid")} amount={data.totals.paidAmount} note={t("common.bills", { count: data.totals.paidCount })} to={listHref("/billings", period, productId, [...live, ["paid", "paid"]])} linkLabel={t("common.openList")} />
      </div>
      <ChartCard>
        <BarChart
          title={t("sales.trendTitle")}
          description={t("common.trendRange", { from: monthLabel(data.trend.months[0].month), to: monthLabel(data.trend.months[data.trend.months.length - 1].month) })}
          categoryLabel={t("common.month")}
          format="rupiah"
          series={[{ key: "invoiced", label: t("common.invoiced") }, { key: "paid", label: t("common.paid"), tone: "success" }]}
          data={data.trend.months.map((m) => ({ label: monthLabel(m.month), values: { invoiced: m.amount, paid: m.paidAmount } }))}
          emptyText={t("common.empty")}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard>
          <HorizontalBarChart
            title={t("sales.byProductTitle")}
            categoryLabel={t("common.product")}
            format="rupiah"
            series={[{ key: "amount", label: t("common.invoiced") }]}
            data={data.byProduct.map((p) => ({ label: p.name, values: { amount: p.amount } }))}
            emptyText={t("common.empty")}
          />
        </ChartCard>
        <ChartCard>
          <HorizontalBarChart
            title={t("sales.byCustomerTitle")}
            categoryLabel={t("common.customer")}
            format="rupiah"
            series={[{ key: "amount", label: t("common.invoiced"), tone: "info" }]}
            data={data.byCustomer.map((c) => ({ label: c.name, values: { amount: c.amount } }))}
            emptyText={t("common.empty")}
          />
        </ChartCard>
      </div>
    </div>
  );
}
