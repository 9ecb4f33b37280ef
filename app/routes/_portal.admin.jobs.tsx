import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { JobCard } from "~/components/admin/jobs/job-card";
import { JobRuns } from "~/components/admin/jobs/job-runs";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { jobsOverview, runJobNow } from "~/services/jobs.server";

export const meta = pageMeta;
export const handle = { title: "admin:jobs.title" };

export const RunJobSchema = z.object({ intent: z.literal("run"), job: z.string().trim().min(1) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "read:job");
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const t = await requestTranslator(request, context, "admin");
  return json({ pageTitle: t("jobs.title"), ...jobsOverview({ job: url.searchParams.get("job") ?? undefined, page }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUserWithPermission(request, context, "read:job");
  const parsed = RunJobSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw httpError(400, "Choose a job to run.");
  const result = runJobNow(parsed.data.job);
  const t = await requestTranslator(request, context, "admin");
  const job = parsed.data.job;
  const toast =
    result === "started"
      ? { kind: "success" as const, title: t("jobs.toast.started", { job }), description: t("jobs.toast.startedDescription") }
      : { kind: "info" as const, title: t("jobs.toast.running", { job }), description: t("jobs.toast.runningDescription") };
  return redirect(new URL(request.url).pathname + new URL(request.url).search, { headers: await withToast(request, toast) });
}

export default function JobsPage() {
  const { jobs, runs } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const anyRunning = jobs.some((j) => j.latest?.outcome === "running" && j.latest.alive);
  const filter = params.get("job") ?? "";
  const { t } = useTranslation("admin");

  useEffect(() => {
    if (!anyRunning) return;
    const timer = window.setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 3000);
    return () => window.clearInterval(timer);
  }, [anyRunning, revalidator]);

  return (
    <div>
      <PageHeader title={t("jobs.title")} description={t("jobs.description")} crumbs={[{ label: t("common.administration") }, { label: t("jobs.title") }]} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {jobs.map((job) => (
          <JobCard key={job.name} job={job} />
        ))}
      </div>
      <JobRuns jobs={jobs} runs={runs} filter={filter} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
