import { Link } from "@remix-run/react";
import { ArrowDownRight, ArrowUpRight, Banknote, FileText, Landmark, Minus, Receipt, ShoppingCart, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { AGEING_BUCKETS, type AgeingBucket, type AgeingTotals } from "~/domain/ageing";
import { formatDateShortId } from "~/domain/dates";
import { formatNumberId, formatRupiah } from "~/domain/money";
import type { Period, PeriodError } from "~/domain/report-period";
import type { DashboardSummary } from "~/services/dashboards/summary.server";
import { PeriodFilter } from "./period-filter";

export type SummaryView = DashboardSummary & {
  error: PeriodError | null;
  requested: { from: string; to: string };
  ageing: { buckets: Record<AgeingBucket, AgeingTotals>; total: AgeingTotals };
  products: { id: string; name: string }[];
  productId: string | null;
};

/** The invoice list filtered to an ageing bucket (and the dashboard's product): the list behind each ageing figure. */
export function ageingListHref(bucket: AgeingBucket, productId: string | null) {
  const q = new URLSearchParams({ ageing: bucket });
  if (productId) q.set("product", productId);
  return `/invoices?${q.toString()}`;
}

function Growth({ value }: { value: number | null }) {
  const { t } = useTranslation("dashboardSummary");
  if (value === null) return <span className="text-xs text-muted-foreground">{t("cards.growthNone")}</span>;
  const shown = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(Math.abs(value));
  if (value === 0)
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Minus aria-hidden="true" className="size-3.5" /> {t("cards.growthFlat")}
      </span>
    );
  return value > 0 ? (
    <span className="inline-flex items-center gap-1 text-xs text-success">
      <ArrowUpRight aria-hidden="true" className="size-3.5" /> {t("cards.growthUp", { value: shown })}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs text-destructive">
      <ArrowDownRight aria-hidden="true" className="size-3.5" /> {t("cards.growthDown", { value: shown })}
    </span>
  );
}

function FigureCard({ id, icon, label, amount, note, growth, tone }: { id: string; icon: ReactNode; label: string; amount: number; note: string; growth: number | null; tone: string }) {
  return (
    <Card data-testid={`summary-${id}`}>
      <CardContent className="space-y-2 p-4">
        <div className="flex items-center gap-2">
          <span className={`flex size-8 shrink-0 items-center justify-center rounded-md ${tone}`}>{icon}</span>
          <h3 className="text-xs font-medium text-muted-foreground">{label}</h3>
        </div>
        <p className="truncate text-xl font-semibold tabular-nums" data-testid={`summary-${id}-amount`}>
          {formatRupiah(amount)}
        </p>
        <p className="text-xs text-muted-foreground" data-testid={`summary-${id}-note`}>
          {note}
        </p>
        <Growth value={growth} />
      </CardContent>
    </Card>
  );
}

function Ranking({ title, rows, testId }: { title: string; rows: DashboardSummary["popularProducts"]; testId: string }) {
  const { t } = useTranslation("dashboardSummary");
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{t("popular.note")}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        {rows.length === 0 ? (
          <p className="px-6 pb-6 text-sm text-muted-foreground">{t("popular.empty")}</p>
        ) : (
          <Table data-testid={testId}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("popular.name")}</TableHead>
                <TableHead className="text-end">{t("popular.count")}</TableHead>
                <TableHead className="text-end">{t("popular.amount")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={r.id || r.name}>
                  <TableCell className="max-w-[16rem] truncate font-medium">
                    <span className="me-2 text-xs text-muted-foreground tabular-nums">{i + 1}.</span>
                    {r.name}
                  </TableCell>
                  <TableCell className="text-end tabular-nums">{formatNumberId(r.count)}</TableCell>
                  <TableCell className="text-end tabular-nums">{formatRupiah(r.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The summary dashboard of the home page (issue 22): period picker, six figures, receivables ageing, rankings. */
export function SummaryDashboard({ summary }: { summary: SummaryView }) {
  const { t } = useTranslation("dashboardSummary");
  const period: Period = summary.period;
  const docs = (n: number) => t("cards.documents", { count: n, formatted: formatNumberId(n) });
  const bucketLabel = (b: AgeingBucket) => t(`ageing.buckets.${b}`);
  return (
    <section aria-labelledby="summary-title" className="space-y-4" data-testid="summary-dashboard">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="summary-title" className="text-lg font-semibold tracking-tight">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="summary-range">
            {t("description", { from: formatDateShortId(period.from), to: formatDateShortId(period.to), prevFrom: formatDateShortId(summary.previous.from), prevTo: formatDateShortId(summary.previous.to) })}
          </p>
        </div>
      </div>
      <PeriodFilter period={period} error={summary.error ?? undefined} requested={summary.requested} products={summary.products} productId={summary.productId} action="/" />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-6">
        <FigureCard id="po" icon={<ShoppingCart className="size-4" aria-hidden="true" />} label={t("cards.po")} amount={summary.po.amount} note={docs(summary.po.count)} growth={summary.po.growth} tone="bg-primary/10 text-primary" />
        <FigureCard id="billing" icon={<Receipt className="size-4" aria-hidden="true" />} label={t("cards.billing")} amount={summary.billing.amount} note={docs(summary.billing.count)} growth={summary.billing.growth} tone="bg-info/10 text-info" />
        <FigureCard id="invoice" icon={<FileText className="size-4" aria-hidden="true" />} label={t("cards.invoice")} amount={summary.invoice.amount} note={docs(summary.invoice.count)} growth={summary.invoice.growth} tone="bg-info/10 text-info" />
        <FigureCard id="revenue" icon={<Wallet className="size-4" aria-hidden="true" />} label={t("cards.revenue")} amount={summary.revenue.amount} note={t("cards.payments", { count: summary.revenue.count, formatted: formatNumberId(summary.revenue.count) })} growth={summary.revenue.growth} tone="bg-success/10 text-success" />
        <FigureCard id="expense" icon={<Banknote className="size-4" aria-hidden="true" />} label={t("cards.expense")} amount={summary.expense.amount} note={t("cards.expenseNote")} growth={summary.expense.growth} tone="bg-warning/15 text-warning" />
        <FigureCard id="liabilities" icon={<Landmark className="size-4" aria-hidden="true" />} label={t("cards.liabilities")} amount={summary.liabilities.amount} note={t("cards.liabilitiesNote")} growth={summary.liabilities.growth} tone="bg-destructive/10 text-destructive" />
      </div>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("ageing.title")}</h2>
          </CardTitle>
          <CardDescription>{t("ageing.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <BarChart
            title={t("ageing.chartTitle")}
            categoryLabel={t("ageing.bucket")}
            format="rupiah"
            series={[{ key: "amount", label: t("ageing.amount"), tone: "warning" }]}
            data={AGEING_BUCKETS.map((b) => ({ label: bucketLabel(b), values: { amount: summary.ageing.buckets[b].amount } }))}
          />
          <Table data-testid="ageing-table">
            <TableHeader>
              <TableRow>
                <TableHead>{t("ageing.bucket")}</TableHead>
                <TableHead className="text-end">{t("ageing.count")}</TableHead>
                <TableHead className="text-end">{t("ageing.amount")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {AGEING_BUCKETS.map((b) => {
                const totals = summary.ageing.buckets[b];
                const href = ageingListHref(b, summary.productId);
                return (
                  <TableRow key={b} data-testid={`ageing-${b}`}>
                    <TableCell className="font-medium">{bucketLabel(b)}</TableCell>
                    <TableCell className="text-end tabular-nums">
                      <Link to={href} className="text-primary hover:underline" data-testid={`ageing-${b}-count`} aria-label={t("ageing.openList", { count: totals.count, bucket: bucketLabel(b) })}>
                        {formatNumberId(totals.count)}
                      </Link>
                    </TableCell>
                    <TableCell className="text-end tabular-nums">
                      <Link to={href} className="text-primary hover:underline" data-testid={`ageing-${b}-amount`}>
                        {formatRupiah(totals.amount)}
                      </Link>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell className="font-semibold">{t("ageing.total")}</TableCell>
                <TableCell className="text-end font-semibold tabular-nums">{formatNumberId(summary.ageing.total.count)}</TableCell>
                <TableCell className="text-end font-semibold tabular-nums">{formatRupiah(summary.ageing.total.amount)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </CardContent>
      </Card>

      <div className="grid gap-4 xl:grid-cols-2">
        <Ranking title={t("popular.products")} rows={summary.popularProducts} testId="popular-products" />
        <Ranking title={t("popular.customers")} rows={summary.popularCustomers} testId="popular-customers" />
      </div>
    </section>
  );
}
