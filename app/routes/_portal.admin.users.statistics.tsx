import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Figure } from "~/components/admin/list-parts";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatNumberId } from "~/domain/money";
import { userStatistics } from "~/models/user-admin.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { userScope } from "~/services/user-admin.server";

export const meta: MetaFunction = () => [{ title: "User statistics · Digimon" }];
export const handle = { title: "User statistics" };

/** Users by status, role and division (the same figures as GET users/data/statistic), within the viewer's scope. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "read:user");
  return json(userStatistics(userScope(admin)));
}

export default function UserStatisticsPage() {
  const s = useLoaderData<typeof loader>();
  const live = s.total - s.byStatus.deleted;
  return (
    <div className="space-y-4">
      <PageHeader title="User statistics" crumbs={[{ label: "Administration" }, { label: "Users", to: "/admin/users" }, { label: "Statistics" }]} description="Accounts by status, by role and by division. Deleted accounts count only under status." />
      <div className="flex flex-wrap gap-2">
        <Figure label="All accounts" value={s.total} />
        <Figure label="Active" value={s.byStatus.active} to="/admin/users?status=active" tone="success" />
        <Figure label="Pending" value={s.byStatus.pending} to="/admin/users?status=pending" tone="warning" />
        <Figure label="Blocked" value={s.byStatus.blocked} to="/admin/users?status=blocked" tone="destructive" />
        <Figure label="Deleted" value={s.byStatus.deleted} to="/admin/users?status=deleted" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown title="By role" total={live} rows={s.byRole.map((r) => ({ key: r.role, label: r.label, count: r.count, to: `/admin/users?role=${encodeURIComponent(r.role)}` }))} note="A person with two roles counts under both." />
        <Breakdown title="By division" total={live} rows={s.byDivision.map((d) => ({ key: d._id ?? "none", label: d.name, sub: d.code ?? undefined, count: d.count, to: d._id ? `/admin/users?division=${encodeURIComponent(d._id)}` : undefined }))} />
      </div>
    </div>
  );
}

function Breakdown({ title, rows, total, note }: { title: string; rows: { key: string; label: string; sub?: string; count: number; to?: string }[]; total: number; note?: string }) {
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
              <th>Name</th>
              <th>Users</th>
              <th>Share</th>
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
