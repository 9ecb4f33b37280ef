import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LineChart } from "~/components/charts";
import { ChartCard, DashboardHead, FigureCard, RankingCard, useMonthLabel, useTrendRange } from "~/components/dashboards/parts";
import { TicketCounts } from "~/components/tickets/ticket-counts";
import { formatNumberId } from "~/domain/money";
import { READ_TICKET } from "~/domain/tickets";
import { pageMeta } from "~/lib/page-meta";
import { ticketCounts } from "~/models/ticket.server";
import { managementDashboard } from "~/services/dashboards/management.server";
import { dashboardRequest } from "~/services/dashboards/request.server";
import { hasPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { ticketScope } from "~/services/tickets.server";

export const meta = pageMeta;
export const handle = { title: "dashboards:management.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, period, error, requested, products, productId } = await dashboardRequest(request, context);
  const t = await requestTranslator(request, context, "dashboards");
  // The tickets' six counts stand as they are now (a ticket's state, not the period's), in the ticket list's scope.
  const tickets = hasPermission(user, READ_TICKET) ? ticketCounts(ticketScope(user)) : null;
  return json({ pageTitle: t("management.title"), period, error, requested, products, productId, data: managementDashboard(user, period, productId), tickets });
}

/** The growth line under a figure, in the summary dashboard's words. */
function useGrowth() {
  const { t } = useTranslation("dashboardSummary");
  return (growth: number | null, previous: number) =>
    growth === null ? (previous === 0 ? t("cards.growthNone") : t("cards.growthFlat")) : growth > 0 ? t("cards.growthUp", { value: growth }) : growth < 0 ? t("cards.growthDown", { value: Math.abs(growth) }) : t("cards.growthFlat");
}

export default function ManagementDashboardPage() {
  const { period, error, requested, products, productId, data, tickets } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboards");
  const { t: ts } = useTranslation("dashboardSummary");
  const monthLabel = useMonthLabel();
  const trendRange = useTrendRange();
  const growth = useGrowth();
  const s = data.summary;
  const months = data.trend.months;
  return (
    <div className="flex flex-col gap-4">
      <DashboardHead board="management" period={period} error={error ?? undefined} requested={requested} products={products} productId={productId} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard label={ts("cards.po")} amount={s.po.amount} note={`${ts("cards.documents", { count: s.po.count, formatted: formatNumberId(s.po.count) })} · ${growth(s.po.growth, s.po.previous.amount)}`} />
        <FigureCard label={ts("cards.billing")} amount={s.billing.amount} note={`${ts("cards.documents", { count: s.billing.count, formatted: formatNumberId(s.billing.count) })} · ${growth(s.billing.growth, s.billing.previous.amount)}`} />
        <FigureCard label={ts("cards.invoice")} amount={s.invoice.amount} note={`${ts("cards.documents", { count: s.invoice.count, formatted: formatNumberId(s.invoice.count) })} · ${growth(s.invoice.growth, s.invoice.previous.amount)}`} />
        <FigureCard label={ts("cards.revenue")} amount={s.revenue.amount} note={`${ts("cards.payments", { count: s.revenue.count, formatted: formatNumberId(s.revenue.count) })} · ${growth(s.revenue.growth, s.revenue.previous.amount)}`} />
        <FigureCard label={ts("cards.expense")} amount={s.expense.amount} note={`${ts("cards.expenseNote")} · ${growth(s.expense.growth, s.expense.previous)}`} />
        <FigureCard label={ts("cards.liabilities")} amount={s.liabilities.amount} note={`${ts("cards.liabilitiesNote")} · ${growth(s.liabilities.growth, s.liabilities.previous)}`} />
      </div>
      <ChartCard>
        <LineChart
          title={t("management.trendTitle")}
          description={trendRange(months)}
          categoryLabel={t("common.month")}
          format="rupiah"
          series={[{ key: "revenue", label: t("common.revenue"), tone: "success" }, { key: "invoiced", label: t("common.invoiced"), tone: "primary" }]}
          data={months.map((m) => ({ label: monthLabel(m.month), values: { revenue: m.revenue, invoiced: m.invoiced } }))}
          emptyText={t("common.empty")}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <RankingCard title={t("management.byDivisionTitle")} categoryLabel={t("common.division")} seriesLabel={t("common.invoiced")} tone="info" rows={data.byDivision.map((d) => ({ label: d.name ?? t("common.noDivision"), amount: d.amount }))} />
        <RankingCard title={t("management.byProductTitle")} categoryLabel={t("common.product")} seriesLabel={t("common.invoiced")} rows={data.byProduct.map((p) => ({ label: p.name, amount: p.amount }))} />
      </div>
      {tickets ? (
        <section aria-labelledby="dashboard-tickets" className="flex flex-col gap-2">
          <h2 id="dashboard-tickets" className="text-base font-semibold">
            {t("management.ticketsTitle")}
          </h2>
          <TicketCounts counts={tickets} hrefFor={(status) => (status ? `/tickets?status=${status}` : "/tickets")} />
        </section>
      ) : null}
    </div>
  );
}
