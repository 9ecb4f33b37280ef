import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { cellText, ReportFilters, reportLanguage } from "~/components/reports/report-filters";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatNumberId, formatRupiah } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { reportScreen, requireReportReader } from "~/services/reports/screen.server";

export const meta = pageMeta;
export const handle = { title: "reports:title.list" };

/**
 * A report: its filters in the URL, one page of its rows with the totals. The issue's file address,
 * /reports/{name}?format=xlsx|pdf, is answered with a redirect to the resource route that writes the files
 * (_portal.reports.$name.export.ts), with the same query.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, report } = await requireReportReader(request, context, params.name);
  const url = new URL(request.url);
  if (url.searchParams.has("format")) throw redirect(`/reports/${report.name}/export${url.search}`);
  const screen = reportScreen(report, user, url);
  const t = await requestTranslator(request, context, "reports");
  return json({ pageTitle: t(screen.title as never), ...screen }, { status: screen.errors ? 400 : 200 });
}

export default function ReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("reports");
  const language = reportLanguage(i18n.language);
  const tr = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const { search } = useLocation();
  const href = (changes: Record<string, string | null>) => {
    const p = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    const s = p.toString();
    return `/reports/${data.name}${s ? `?${s}` : ""}`;
  };
  // The files come from the resource route (_portal.reports.$name.export.ts): a download is a document request.
  const fileHref = (format: "xlsx" | "pdf") => href({ format, page: null }).replace("?", "/export?");
  const from = data.count === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const to = (data.page - 1) * data.pageSize + data.rows.length;
  return (
    <>
      <PageHeader
        title={tr(data.title)}
        description={data.description ? tr(data.description) : undefined}
        crumbs={[{ label: t("title.list"), to: "/reports" }, { label: tr(data.title) }]}
        actions={
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              {/* No download attribute: a large export answers with a redirect to its progress page (a page, not a file);
                  a small one still downloads, by its Content-Disposition. */}
              <a href={fileHref("xlsx")}>
                {t("export.xlsx")}
              </a>
            </Button>
            <Button variant="outline" asChild>
              <a href={fileHref("pdf")} download>
                {t("export.pdf")}
              </a>
            </Button>
          </div>
        }
      />
      <ReportFilters name={data.name} fields={data.fields} values={data.values} errors={data.errors} tr={tr} />
      {data.summary ? (
        <section aria-labelledby="report-summary" className="mb-4">
          <h2 id="report-summary" className="mb-2 text-sm font-semibold">
            {t("table.summary")}
          </h2>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {data.summary.map((s) => (
              <div key={s.label} className="rounded-md border bg-card p-2">
                <dt className="text-xs text-muted-foreground">{tr(s.label)}</dt>
                <dd className="text-sm font-semibold tabular-nums">{formatRupiah(s.amount)}</dd>
                <dd className="text-xs text-muted-foreground">{t("table.invoices", { count: s.count, formatted: formatNumberId(s.count) })}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="rounded-lg border bg-card">
        <Table aria-label={tr(data.title)}>
          <TableHeader>
            <TableRow>
              {data.columns.map((c) => (
                <TableHead key={c.key} className={c.type === "rupiah" || c.type === "number" ? "text-end" : undefined}>
                  {tr(c.label)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={data.columns.length} className="text-center text-muted-foreground">
                  {t("table.empty")}
                </TableCell>
              </TableRow>
            ) : (
              data.rows.map((row, i) => (
                <TableRow key={i}>
                  {data.columns.map((c, j) => (
                    <TableCell key={c.key} className={c.type === "rupiah" || c.type === "number" ? "text-end" : undefined}>
                      {cellText(c.type, c.translate, row[j], tr, language)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
          {data.totals ? (
            <TableFooter>
              <TableRow data-testid="report-totals">
                {data.columns.map((c, j) => (
                  <TableCell key={c.key} className={c.type === "rupiah" || c.type === "number" ? "text-end font-semibold" : "font-semibold"}>
                    {j === 0 ? t("table.totals") : data.totals?.[c.key] !== undefined ? cellText(c.type, false, data.totals[c.key] ?? null, tr, language) : ""}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
        <nav aria-label={t("table.pages")} className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
          <p aria-live="polite" data-testid="report-summary">
            {t("table.showing", { from: formatNumberId(from), to: formatNumberId(to), total: formatNumberId(data.count) })}
          </p>
          <div className="flex gap-2">
            {data.page > 1 ? (
              <Button variant="outline" size="sm" asChild>
                <Link to={href({ page: String(data.page - 1) })}>{t("table.previous")}</Link>
              </Button>
            ) : null}
            {to < data.count ? (
              <Button variant="outline" size="sm" asChild>
                <Link to={href({ page: String(data.page + 1) })}>{t("table.next")}</Link>
              </Button>
            ) : null}
          </div>
        </nav>
      </div>
    </>
  );
}
