import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { Counts, jobText, Outcome, when } from "./job-parts";
import type { JobsData } from "./jobs-data";

/** The runs of every job (or of the chosen one), newest first, a page at a time. */
export function JobRuns({ jobs, runs, filter }: { jobs: JobsData["jobs"]; runs: JobsData["runs"]; filter: string }) {
  const { t } = useTranslation("admin");
  const text = jobText(t);
  const pages = Math.max(1, Math.ceil(runs.total / runs.perPage));
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(filter ? { job: filter } : {}), page: String(page) })}`;
  return (
    <Card className="mt-5">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{t("jobs.runs.title")}</CardTitle>
        <nav aria-label={t("jobs.runs.filter")} className="flex flex-wrap gap-1 text-sm">
          {[{ name: "", title: t("jobs.runs.all") }, ...jobs.map((j) => ({ name: j.name, title: text.title(j) }))].map((j) => (
            <Link
              key={j.name || "all"}
              to={j.name ? `?job=${j.name}` : "?"}
              aria-current={filter === j.name ? "page" : undefined}
              className={`rounded-md px-2 py-1 ${filter === j.name ? "bg-primary text-primary-foreground" : "hover:bg-accent"}`}
            >
              {j.title}
            </Link>
          ))}
        </nav>
      </CardHeader>
      <CardContent>
        <Table aria-label={t("jobs.runs.label")}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-14">#</TableHead>
              <TableHead>{t("jobs.runs.job")}</TableHead>
              <TableHead>{t("jobs.runs.trigger")}</TableHead>
              <TableHead>{t("jobs.runs.started")}</TableHead>
              <TableHead>{t("jobs.runs.ended")}</TableHead>
              <TableHead className="text-end">{t("jobs.runs.duration")}</TableHead>
              <TableHead>{t("jobs.runs.outcome")}</TableHead>
              <TableHead>{t("jobs.runs.counts")}</TableHead>
              <TableHead>{t("jobs.runs.error")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {runs.rows.length === 0 ? (
              <TableEmptyRow colSpan={9} className="py-6">
                {t("jobs.runs.none")}
              </TableEmptyRow>
            ) : (
              runs.rows.map((run) => (
                <TableRow key={run.id}>
                  <TableCell className="text-muted-foreground">{run.id}</TableCell>
                  <TableCell className="font-medium">{run.job}</TableCell>
                  <TableCell>{run.trigger === "schedule" || run.trigger === "manual" ? t(`jobs.trigger.${run.trigger}`) : run.trigger}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(run.startedAt)}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(run.endedAt)}</TableCell>
                  <TableCell className="text-end">{run.seconds === null ? "–" : t("jobs.runs.seconds", { seconds: run.seconds.toLocaleString("id-ID") })}</TableCell>
                  <TableCell>
                    <Outcome run={run} />
                  </TableCell>
                  <TableCell className="text-xs">
                    <Counts counts={run.counts} />
                  </TableCell>
                  <TableCell className="max-w-[22rem] text-xs">
                    {run.error ? (
                      <details>
                        <summary className="cursor-pointer truncate text-destructive">{run.error.split("\n")[0]}</summary>
                        <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-words text-[11px] text-muted-foreground">{run.error}</pre>
                      </details>
                    ) : (
                      <span className="text-muted-foreground">–</span>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        {pages > 1 ? (
          <nav aria-label={t("jobs.runs.pages")} className="mt-3 flex items-center justify-end gap-2 text-sm">
            {runs.page > 1 ? <Link to={pageLink(runs.page - 1)}>{t("jobs.runs.newer")}</Link> : null}
            <span className="text-muted-foreground">
              {t("jobs.runs.pageOf", { page: runs.page, pages })}
            </span>
            {runs.page < pages ? <Link to={pageLink(runs.page + 1)}>{t("jobs.runs.older")}</Link> : null}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
