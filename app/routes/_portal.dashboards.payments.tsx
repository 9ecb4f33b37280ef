import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart, HorizontalBarChart } from "~/components/charts";
import { PeriodFilter } from "~/components/dashboard/period-filter";
import { ChartCard, DashboardNav, dashboardQuery, FigureCard, listHref, useMonthLabel } from "~/components/dashboards/parts";
import { PageHeader } from "~/components/layout/page-header";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { paymentsDashboard } from "~/services/dashboards/payments.server";
import { dashboardRequest } from "~/services/dashboards/request.server";
import { hasPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "dashboards:payments.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, period, error, requested, products, productId } = await dashboardRequest(request, context);
  const t = await requestTranslator(request, context, "dashboards");
  return json({ pageTitle: t("payments.title"), period, error, requested, products, productId, mayList: hasPermission(user, "read:payment"), data: paymentsDashboard(user, period, productId) });
}

export default function PaymentsDashboardPage() {
  const { period, error, requested, products, productId, mayList, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboards");
  const monthLabel = useMonthLabel();
  const months = data.trend.months;
  const range = t("common.trendRange", { from: monthLabel(months[0].month), to: monthLabel(months[months.length - 1].month) });
  // The Payments list has no product filter: its links carry the dates only.
  const list = (extra: [string, string][] = []) => (mayList ? listHref("/payments", period, null, extra) : undefined);
  const s = data.settlement;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("payments.title")} description={t("payments.description")} crumbs={[{ label: t("nav.label") }, { label: t("payments.title") }]} />
      <DashboardNav current="payments" query={dashboardQuery(period, productId)} />
      <PeriodFilter period={period} error={error ?? undefined} requested={requested} products={products} productId={productId} />
      <p className="text-sm text-muted-foreground">{t("common.range", { from: formatDateId(period.from), to: formatDateId(period.to) })}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard label={t("payments.collected")} amount={data.collected.amount} note={t("common.payments", { count: data.collected.count })} to={list()} linkLabel={mayList ? t("common.openList") : undefined} />
        <FigureCard label={t("payments.unmatched")} amount={data.collected.unmatchedAmount} note={t("common.payments", { count: data.collected.unmatchedCount })} to={list([["status_match", "unmatched"]])} linkLabel={mayList ? t("common.openList") : undefined} />
        <FigureCard label={t("payments.settled")} amount={data.collected.settledAmount} note={t("common.payments", { count: data.collected.settledCount })} to={list([["status_payment", "settled"]])} linkLabel={mayList ? t("common.openList") : undefined} />
        <FigureCard label={t("payments.fees")} amount={s.fees} note={t("payments.feesNote", { channel: formatRupiah(s.channelFee), mps: formatRupiah(s.mpsFee), count: s.transactions })} />
      </div>
      <ChartCard>
        <BarChart
          title={t("payments.trendTitle")}
          description={range}
          categoryLabel={t("common.month")}
          format="rupiah"
          series={[{ key: "collected", label: t("payments.collected") }, { key: "unmatched", label: t("payments.unmatched"), tone: "warning" }, { key: "settled", label: t("payments.settled"), tone: "success" }]}
          data={months.map((m) => ({ label: monthLabel(m.month), values: { collected: m.collected, unmatched: m.unmatched, settled: m.settled } }))}
          emptyText={t("common.empty")}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard>
          <BarChart
            title={t("payments.feesTitle")}
            description={range}
            categoryLabel={t("common.month")}
            format="rupiah"
            series={[{ key: "fees", label: t("payments.fees"), tone: "destructive" }]}
            data={months.map((m) => ({ label: monthLabel(m.month), values: { fees: m.fees } }))}
            emptyText={t("common.empty")}
          />
        </ChartCard>
        <ChartCard>
          <HorizontalBarChart
            title={t("payments.byChannelTitle")}
            categoryLabel={t("common.channel")}
            format="rupiah"
            series={[{ key: "amount", label: t("payments.collected"), tone: "info" }]}
            data={data.byChannel.map((c) => ({ label: c.channel, values: { amount: c.amount } }))}
            emptyText={t("common.empty")}
          />
        </ChartCard>
      </div>
    </div>
  );
}
