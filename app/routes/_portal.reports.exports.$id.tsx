import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { formatNumberId } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { findAttachment } from "~/models/attachments.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { exportRunFor } from "~/services/reports/exports.server";
import { findReport } from "~/services/reports/registry.server";
import { downloadResponse } from "~/services/uploads.server";

export const meta = pageMeta;
export const handle = { title: "reports:title.list" };

/**
 * An export run (issue 22): rows done of total while it is written, then the download (?download=1). Only its owner
 * may read it or download it; anyone else gets the 404 of a run that does not exist.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:report");
  const run = exportRunFor(user, params.id);
  const url = new URL(request.url);
  if (url.searchParams.get("download")) {
    const file = run.status === "done" && run.attachmentId ? findAttachment(run.attachmentId) : null;
    if (!file) throw httpError(409, "This export is not ready to download.");
    return downloadResponse(file) as unknown as TypedResponse<never>;
  }
  const t = await requestTranslator(request, context, "reports");
  const report = findReport(run.report);
  return json({
    pageTitle: t("exportRun.title"),
    id: run.id,
    report: run.report,
    reportTitle: report?.title ?? null,
    status: run.status,
    rowsDone: run.rowsDone,
    rowsTotal: run.rowsTotal,
    error: run.error,
    createdAt: run.createdAt,
    filters: JSON.parse(run.filters) as Record<string, string>,
  });
}

const POLL_MS = 2_000;

export default function ReportExportPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const tr = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const revalidator = useRevalidator();
  const pending = data.status === "queued" || data.status === "running";
  // With JavaScript the page asks again every 2 s; without it the <noscript> meta refresh below reloads it.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  const percent = data.rowsTotal > 0 ? Math.min(100, Math.round((data.rowsDone / data.rowsTotal) * 100)) : pending ? 0 : 100;
  const back = `/reports/${data.report}${Object.keys(data.filters).length ? `?${new URLSearchParams(data.filters).toString()}` : ""}`;
  const title = data.reportTitle ? tr(data.reportTitle) : data.report;
  return (
    <>
      {pending ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(POLL_MS / 1000)} />
        </noscript>
      ) : null}
      <PageHeader
        title={t("exportRun.title")}
        description={title}
        crumbs={[{ label: t("title.list"), to: "/reports" }, { label: title, to: back }, { label: t("exportRun.title") }]}
      />
      <section aria-labelledby="export-status" className="max-w-xl rounded-lg border bg-card p-4">
        <h2 id="export-status" className="mb-2 text-base font-semibold" data-testid="export-status">
          {t(`exportRun.status.${data.status}`)}
        </h2>
        <progress
          className="h-3 w-full"
          max={data.rowsTotal || 1}
          value={data.status === "done" ? data.rowsTotal || 1 : data.rowsDone}
          aria-label={t("exportRun.progressLabel")}
        />
        <p className="mt-2 text-sm text-muted-foreground" aria-live="polite" data-testid="export-progress">
          {t("exportRun.progress", { done: formatNumberId(data.rowsDone), total: formatNumberId(data.rowsTotal), percent })}
        </p>
        {data.status === "failed" && data.error ? (
          <p role="alert" className="mt-2 text-sm text-destructive" data-testid="export-error">
            {tr(data.error)}
          </p>
        ) : null}
        <div className="mt-4 flex gap-2">
          {data.status === "done" ? (
            <Button asChild>
              <a href={`/reports/exports/${data.id}?download=1`} download>
                {t("export.xlsx")}
              </a>
            </Button>
          ) : null}
          <Button variant="outline" asChild>
            <Link to={back}>{t("exportRun.back")}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
