import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { Play } from "lucide-react";
import { useEffect } from "react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateTimeId } from "~/domain/dates";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { type JobRunView, jobsOverview, runJobNow } from "~/services/jobs.server";

export const meta: MetaFunction = () => [{ title: "Jobs · Digimon" }];
export const handle = { title: "Jobs" };

export const RunJobSchema = z.object({ intent: z.literal("run"), job: z.string().trim().min(1) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "read:job");
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return json(jobsOverview({ job: url.searchParams.get("job") ?? undefined, page }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUserWithPermission(request, context, "read:job");
  const parsed = RunJobSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw httpError(400, "Choose a job to run.");
  const result = runJobNow(parsed.data.job);
  const toast =
    result === "started"
      ? { kind: "success" as const, title: `${parsed.data.job} started`, description: "Its run appears below; the page updates while it works." }
      : { kind: "info" as const, title: `${parsed.data.job} is already running`, description: "A job is never started twice; its run is listed below." };
  return redirect(new URL(request.url).pathname + new URL(request.url).search, { headers: await withToast(request, toast) });
}

const OUTCOME: Record<string, NonNullable<BadgeProps["variant"]>> = { running: "info", succeeded: "success", failed: "destructive", cancelled: "secondary" };

function Outcome({ run }: { run: Pick<JobRunView, "outcome" | "alive"> }) {
  const stale = run.outcome === "running" && !run.alive;
  return (
    <Badge variant={stale ? "warning" : OUTCOME[run.outcome]} title={stale ? "No heartbeat: the process probably died; the next run takes over" : undefined}>
      {stale ? "running (no heartbeat)" : run.outcome}
    </Badge>
  );
}

function Counts({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts).filter(([, v]) => v !== 0);
  if (!entries.length) return <span className="text-muted-foreground">–</span>;
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-0.5">
      {entries.map(([k, v]) => (
        <span key={k} className="whitespace-nowrap">
          <span className="text-muted-foreground">{k}</span> {v.toLocaleString("id-ID")}
        </span>
      ))}
    </span>
  );
}

const when = (iso: string | null) => (iso ? formatDateTimeId(new Date(iso)) : "–");
const every = (interval: string) => `every ${interval.replace(/(\d+)s$/, "$1 s").replace(/(\d+)m$/, "$1 min")}`;

export default function JobsPage() {
  const { jobs, runs } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const anyRunning = jobs.some((j) => j.latest?.outcome === "running" && j.latest.alive);
  const filter = params.get("job") ?? "";

  useEffect(() => {
    if (!anyRunning) return;
    const timer = window.setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 3000);
    return () => window.clearInterval(timer);
  }, [anyRunning, revalidator]);

  const pages = Math.max(1, Math.ceil(runs.total / runs.perPage));
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(filter ? { job: filter } : {}), page: String(page) })}`;

  return (
    <div>
      <PageHeader title="Jobs" description="Scheduled work of the portal: each run with its start, end, outcome, counts and error." crumbs={[{ label: "Administration" }, { label: "Jobs" }]} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {jobs.map((job) => {
          const busy = navigation.state !== "idle" && navigation.formData?.get("job") === job.name;
          return (
            <Card key={job.name} role="region" aria-labelledby={`job-${job.name}`} className="flex flex-col">
              <CardHeader className="space-y-1 pb-3">
                <div className="flex items-start justify-between gap-2">
                  <CardTitle id={`job-${job.name}`} className="text-base">
                    {job.title}
                  </CardTitle>
                  {job.latest ? <Outcome run={job.latest} /> : <Badge variant="outline">never ran</Badge>}
                </div>
                <CardDescription>{job.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-3 text-sm">
                <dl className="grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-xs text-muted-foreground">Schedule</dt>
                    <dd>{every(job.interval)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Last run</dt>
                    <dd>{job.latest ? when(job.latest.startedAt) : "–"}</dd>
                  </div>
                </dl>
                {job.latest ? <Counts counts={job.latest.counts} /> : null}
                <Form method="post" className="mt-auto">
                  <input type="hidden" name="intent" value="run" />
                  <input type="hidden" name="job" value={job.name} />
                  <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Run ${job.title} now`}>
                    <Play aria-hidden="true" /> Run now
                  </Button>
                </Form>
              </CardContent>
            </Card>
          );
        })}
      </div>

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
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
