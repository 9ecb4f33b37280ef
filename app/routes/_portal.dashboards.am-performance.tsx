import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LineChart } from "~/components/charts";
import { ChartCard, DashboardHead, RankingCard, useMonthLabel, useTrendRange } from "~/components/dashboards/parts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatRupiah } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { amPerformanceDashboard } from "~/services/dashboards/am-performance.server";
import { dashboardRequest } from "~/services/dashboards/request.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "dashboards:am.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, period, error, requested, products, productId } = await dashboardRequest(request, context);
  const t = await requestTranslator(request, context, "dashboards");
  return json({ pageTitle: t("am.title"), period, error, requested, products, productId, data: amPerformanceDashboard(user, period, productId) });
}

export default function AmPerformanceDashboardPage() {
  const { period, error, requested, products, productId, data } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("dashboards");
  const monthLabel = useMonthLabel();
  const trendRange = useTrendRange();
  const months = data.trend.months;
  const hasTarget = months.some((m) => m.target !== null);
  const nameOf = (m: (typeof data.managers)[number]) => m.name ?? (m.userId ? t("am.hidden") : t("am.unknown"));
  const percent = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-GB", { maximumFractionDigits: 1 });
  return (
    <div className="flex flex-col gap-4">
      <DashboardHead board="am" period={period} error={error ?? undefined} requested={requested} products={products} productId={productId} />
      <ChartCard>
        <LineChart
          title={t("am.trendTitle")}
          description={trendRange(months)}
          categoryLabel={t("common.month")}
          format="rupiah"
          series={[{ key: "amount", label: t("common.invoiced") }, ...(hasTarget ? [{ key: "target", label: t("am.target"), tone: "warning" as const, dashed: true }] : [])]}
          data={months.map((m) => ({ label: monthLabel(m.month), values: { amount: m.amount, target: m.target ?? 0 } }))}
          emptyText={t("common.empty")}
        />
      </ChartCard>
      <RankingCard title={t("am.rankingTitle")} categoryLabel={t("am.manager")} seriesLabel={t("common.invoiced")} rows={data.managers.map((m) => ({ label: nameOf(m), amount: m.amount }))} />
      <section aria-labelledby="am-table-title" className="rounded-lg border bg-card shadow-sm">
        <h2 id="am-table-title" className="p-4 pb-0 text-base font-semibold">
          {t("am.rankingTitle")}
        </h2>
        <p className="px-4 pt-1 text-xs text-muted-foreground">{t("am.targetHint")}</p>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t("am.manager")}</TableHead>
              {[t("common.count"), t("common.invoiced"), t("common.paid"), t("am.target"), t("am.achievement")].map((label) => (
                <TableHead key={label} scope="col" className="text-right">
                  {label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.managers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="text-muted-foreground">
                  {t("common.empty")}
                </TableCell>
              </TableRow>
            ) : (
              data.managers.map((m, i) => (
                <TableRow key={m.userId ?? `none-${i}`}>
                  <TableCell>{nameOf(m)}</TableCell>
                  <TableCell className="text-right tabular-nums">{m.count}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRupiah(m.amount)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRupiah(m.paidAmount)}</TableCell>
                  <TableCell className="text-right tabular-nums">{m.target === null ? t("am.noTarget") : formatRupiah(m.target)}</TableCell>
                  <TableCell className="text-right tabular-nums">{m.achievement === null ? "–" : `${percent.format(m.achievement)}%`}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
