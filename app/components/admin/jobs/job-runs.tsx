import { Link } from "@remix-run/react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { Counts, Outcome, when } from "./job-parts";
import type { JobsData } from "./jobs-data";

/** The runs of every job (or of the chosen one), newest first, a page at a time. */
export function JobRuns({ jobs, runs, filter }: { jobs: JobsData["jobs"]; runs: JobsData["runs"]; filter: string }) {
  const pages = Math.max(1, Math.ceil(runs.total / runs.perPage));
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(filter ? { job: filter } : {}), page: String(page) })}`;
  return (
    <Card className="mt-5">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">Runs</CardTitle>
        <nav aria-label="Filter by job" className="flex flex-wrap gap-1 text-sm">
          {[{ name: "", title: "All jobs" }, ...jobs].map((j) => (
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
        <Table aria-label="Job runs">
          <TableHeader>
            <TableRow>
              <TableHead className="w-14">#</TableHead>
              <TableHead>Job</TableHead>
              <TableHead>Trigger</TableHead>
              <TableHead>Started</TableHead>
              <TableHead>Ended</TableHead>
              <TableHead className="text-end">Duration</TableHead>
              <TableHead>Outcome</TableHead>
              <TableHead>Counts</TableHead>
              <TableHead>Error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {runs.rows.length === 0 ? (
              <TableEmptyRow colSpan={9} className="py-6">
                No runs yet.
              </TableEmptyRow>
            ) : (
              runs.rows.map((run) => (
                <TableRow key={run.id}>
                  <TableCell className="text-muted-foreground">{run.id}</TableCell>
                  <TableCell className="font-medium">{run.job}</TableCell>
                  <TableCell>{run.trigger}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(run.startedAt)}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(run.endedAt)}</TableCell>
                  <TableCell className="text-end">{run.seconds === null ? "–" : `${run.seconds.toLocaleString("id-ID")} s`}</TableCell>
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
          <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
            {runs.page > 1 ? <Link to={pageLink(runs.page - 1)}>Newer</Link> : null}
            <span className="text-muted-foreground">
              Page {runs.page} of {pages}
            </span>
            {runs.page < pages ? <Link to={pageLink(runs.page + 1)}>Older</Link> : null}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
