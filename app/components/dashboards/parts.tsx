// The pieces the issue-22 dashboards share: the figure cards, month labels in the reader's language, and the
// query string that carries the period and product into every link (so a figure opens the list it counts).
import { Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HorizontalBarChart, type ChartTone } from "~/components/charts";
import { PeriodFilter } from "~/components/dashboard/period-filter";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardContent } from "~/components/ui/card";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { type Period, periodSearchParams } from "~/domain/report-period";

/** "2026-03" as "Mar 26" (en) or "Mar 26" / "Agu 25" (id). */
export function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-GB", { month: "short", year: "2-digit", timeZone: "UTC" });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/** The dashboard's own URL parameters (period, product) for its links and between dashboards. */
export function dashboardQuery(period: Period, productId: string | null) {
  const p = new URLSearchParams(periodSearchParams(period));
  if (productId) p.set("product", productId);
  return p.toString();
}

/** A list address with the period's dates and the product, plus the list's own filters. */
export function listHref(path: string, period: Period, productId: string | null, extra: [string, string][] = []) {
  const p = new URLSearchParams([["from", period.from], ["to", period.to], ...extra]);
  if (productId) p.set("product", productId);
  return `${path}?${p.toString()}`;
}

export function FigureCard({ label, amount, note, to, linkLabel }: { label: string; amount: number; note?: ReactNode; to?: string; linkLabel?: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-4">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-lg font-semibold tabular-nums" data-figure={label}>
          {formatRupiah(amount)}
        </span>
        {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
        {to ? (
          <Link to={to} className="text-xs font-medium text-primary underline-offset-4 hover:underline" aria-label={linkLabel ? `${label}: ${linkLabel}` : undefined}>
            {linkLabel}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A dashboard's chart in a card. */
export function ChartCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardContent className="p-4">{children}</CardContent>
    </Card>
  );
}

const BOARDS = [
  ["management", "/dashboards/management"],
  ["sales", "/dashboards/sales"],
  ["am", "/dashboards/am-performance"],
  ["payments", "/dashboards/payments"],
] as const;

/** Links between the four dashboards, keeping the period and product. */
export function DashboardNav({ current, query }: { current: (typeof BOARDS)[number][0]; query: string }) {
  const { t } = useTranslation("dashboards");
  return (
    <nav aria-label={t("nav.label")} className="flex flex-wrap gap-1 rounded-lg border bg-card p-1 text-sm shadow-sm">
      {BOARDS.map(([key, path]) => (
        <Link
          key={key}
          to={`${path}?${query}`}
          aria-current={key === current ? "page" : undefined}
          className={key === current ? "rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground" : "rounded-md px-3 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"}
        >
          {t(`nav.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

type Board = (typeof BOARDS)[number][0];

/** A dashboard's head: its title, the links to the other dashboards, the period and product filter, and the dates read. */
export function DashboardHead({ board, ...filter }: { board: Board } & Pick<ComponentProps<typeof PeriodFilter>, "period" | "error" | "requested" | "products" | "productId">) {
  const { t } = useTranslation("dashboards");
  return (
    <>
      <PageHeader title={t(`${board}.title`)} description={t(`${board}.description`)} crumbs={[{ label: t("nav.label") }, { label: t(`${board}.title`) }]} />
      <DashboardNav current={board} query={dashboardQuery(filter.period, filter.productId ?? null)} />
      <PeriodFilter {...filter} />
      <p className="text-sm text-muted-foreground">{t("common.range", { from: formatDateId(filter.period.from), to: formatDateId(filter.period.to) })}</p>
    </>
  );
}

/** "Jan 26 to Nov 26": the months a trend chart spans, for its description. */
export function useTrendRange() {
  const { t } = useTranslation("dashboards");
  const monthLabel = useMonthLabel();
  return (months: ReadonlyArray<{ month: string }>) => (months.length ? t("common.trendRange", { from: monthLabel(months[0].month), to: monthLabel(months[months.length - 1].month) }) : "");
}

/** A ranking in rupiah (by product, customer, division, channel, manager): one horizontal bar a row, largest first as given. */
export function RankingCard({ title, categoryLabel, seriesLabel, tone, rows }: { title: string; categoryLabel: string; seriesLabel: string; tone?: ChartTone; rows: ReadonlyArray<{ label: string; amount: number }> }) {
  const { t } = useTranslation("dashboards");
  return (
    <ChartCard>
      <HorizontalBarChart
        title={title}
        categoryLabel={categoryLabel}
        format="rupiah"
        series={[{ key: "amount", label: seriesLabel, ...(tone ? { tone } : {}) }]}
        data={rows.map((r) => ({ label: r.label, values: { amount: r.amount } }))}
        emptyText={t("common.empty")}
      />
    </ChartCard>
  );
}
