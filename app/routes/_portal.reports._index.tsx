import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { reportsFor } from "~/services/reports/registry.server";

export const meta = pageMeta;
export const handle = { title: "reports:title.list" };

/** The reports the viewer may open (read:report; each report's own permission). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:report");
  const t = await requestTranslator(request, context, "reports");
  return json({
    pageTitle: t("title.list"),
    reports: reportsFor(user).map((r) => ({ name: r.name, title: r.title, description: r.description ?? null })),
  });
}

export default function ReportsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const tr = t as unknown as (key: string) => string;
  return (
    <>
      <PageHeader title={t("title.list")} description={t("description.list")} crumbs={[{ label: t("title.list") }]} />
      {data.reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.reports.map((r) => (
            <li key={r.name} className="rounded-lg border bg-card p-4">
              <h2 className="text-base font-semibold">
                <Link to={`/reports/${r.name}`} className="underline-offset-4 hover:underline">
                  {tr(r.title)}
                </Link>
              </h2>
              {r.description ? <p className="mt-1 text-sm text-muted-foreground">{tr(r.description)}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
