import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { Figure } from "~/components/admin/list-parts";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatNumberId } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { userStatistics } from "~/models/user-admin.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { userScope } from "~/services/user-admin.server";

export const meta = pageMeta;
export const handle = { title: "admin:users.statistics.title" };

/** Users by status, role and division (the same figures as GET users/data/statistic), within the viewer's scope. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "read:user");
  const t = await requestTranslator(request, context, "admin");
  return json({ pageTitle: t("users.statistics.title"), ...userStatistics(userScope(admin)) });
}

export default function UserStatisticsPage() {
  const s = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const label = useAdminLabels();
  const live = s.total - s.byStatus.deleted;
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("users.statistics.title")}
        crumbs={[{ label: t("common.administration") }, { label: t("users.title"), to: "/admin/users" }, { label: t("users.statistics.crumb") }]}
        description={t("users.statistics.description")}
      />
      <div className="flex flex-wrap gap-2">
        <Figure label={t("users.statistics.allAccounts")} value={s.total} />
        <Figure label={t("users.status.active")} value={s.byStatus.active} to="/admin/users?status=active" tone="success" />
        <Figure label={t("users.status.pending")} value={s.byStatus.pending} to="/admin/users?status=pending" tone="warning" />
        <Figure label={t("users.status.blocked")} value={s.byStatus.blocked} to="/admin/users?status=blocked" tone="destructive" />
        <Figure label={t("users.status.deleted")} value={s.byStatus.deleted} to="/admin/users?status=deleted" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown title={t("users.statistics.byRole")} total={live} rows={s.byRole.map((r) => ({ key: r.role, label: label.role(r.role, r.label), count: r.count, to: `/admin/users?role=${encodeURIComponent(r.role)}` }))} note={t("users.statistics.byRoleNote")} />
        <Breakdown title={t("users.statistics.byDivision")} total={live} rows={s.byDivision.map((d) => ({ key: d._id ?? "none", label: d.name, sub: d.code ?? undefined, count: d.count, to: d._id ? `/admin/users?division=${encodeURIComponent(d._id)}` : undefined }))} />
      </div>
    </div>
  );
}

function Breakdown({ title, rows, total, note }: { title: string; rows: { key: string; label: string; sub?: string; count: number; to?: string }[]; total: number; note?: string }) {
  const { t } = useTranslation("admin");
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm tabular-nums" aria-label={title}>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("users.statistics.name")}</th>
              <th scope="col">{t("users.statistics.users")}</th>
              <th scope="col">{t("users.statistics.share")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b last:border-0">
                <td className="w-1/2 py-1.5 pe-3">
                  {r.to ? (
                    <Link to={r.to} className="hover:text-primary hover:underline">
                      {r.label}
                    </Link>
                  ) : (
                    r.label
                  )}
                  {r.sub ? <span className="ms-1.5 font-mono text-xs text-muted-foreground">{r.sub}</span> : null}
                </td>
                <td className="w-16 py-1.5 text-end font-medium">{formatNumberId(r.count)}</td>
                <td className="py-1.5 ps-3">
                  <div className="flex items-center gap-2">
                    <div className="h-2 flex-1 rounded-full bg-muted">
                      <div className="h-2 rounded-full bg-primary" style={{ width: `${(r.count / max) * 100}%` }} />
                    </div>
                    <span className="w-12 text-end text-xs text-muted-foreground">{total ? `${Math.round((r.count / total) * 100)}%` : "0%"}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {note ? <p className="mt-2 text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
