import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts";
import { ChartCard, DashboardHead, FigureCard, listHref, RankingCard, useMonthLabel, useTrendRange } from "~/components/dashboards/parts";
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
  const trendRange = useTrendRange();
  const months = data.trend.months;
  const range = trendRange(months);
  // The Payments list has no product filter: its links carry the dates only.
  const list = (extra: [string, string][] = []) => (mayList ? listHref("/payments", period, null, extra) : undefined);
  const s = data.settlement;
  return (
    <div className="flex flex-col gap-4">
      <DashboardHead board="payments" period={period} error={error ?? undefined} requested={requested} products={products} productId={productId} />
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
        <RankingCard title={t("payments.byChannelTitle")} categoryLabel={t("common.channel")} seriesLabel={t("payments.collected")} tone="info" rows={data.byChannel.map((c) => ({ label: c.channel, amount: c.amount }))} />
      </div>
    </div>
  );
}
