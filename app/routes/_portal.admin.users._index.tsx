import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Figure, Pager, RoleBadges, SortableHead, UserStatusBadge, withParams } from "~/components/admin/list-parts";
import { UserListActions } from "~/components/admin/users-list/user-actions";
import { PER_PAGE, UserFilters } from "~/components/admin/users-list/user-filters";
import { PageHeader } from "~/components/layout/page-header";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateShortId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import { USER_STATUSES } from "~/lib/admin-schemas";
import { pageMeta } from "~/lib/page-meta";
import { divisionOptions, unitOptions } from "~/models/organisation.server";
import { allRoleNames, listUsers, type UserListQuery, type UserSortColumn, userStatistics } from "~/models/user-admin.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { menuAllowsPath } from "~/services/menu.server";
import { userScope } from "~/services/user-admin.server";

export const meta = pageMeta;
export const handle = { title: "admin:users.title" };

/** The screen's URL names (friendlier than the API's), mapped onto the same list query as GET users. */
const SORTS = {
  name: "fullname", email: "email", nik: "nik", phone: "phoneNumber", roles: "roles", division: "positionMapping.division.name",
  unit: "positionMapping.unit.name", status: "status", attempts: "fail_login_attempt", created: "createdAt",
} as const satisfies Record<string, UserSortColumn>;
type SortKey = keyof typeof SORTS;

const QuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  division: z.string().trim().max(60).catch(""),
  unit: z.string().trim().max(60).catch(""),
  role: z.string().trim().max(40).catch(""),
  status: z.enum(["", ...USER_STATUSES]).catch(""),
  sort: z.enum(Object.keys(SORTS) as [SortKey, ...SortKey[]]).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  perpage: z.coerce.number().int().refine((n) => (PER_PAGE as readonly number[]).includes(n)).catch(25),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:user");
  const f = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const scope = userScope(user);
  const query: UserListQuery = {
    currpage: f.page - 1,
    perpage: f.perpage,
    likeor: f.q ? (["fullname", "phoneNumber", "email", "nik"] as const).map((field) => ({ field, term: f.q })) : [],
    filters: {
      ...(f.division ? { "positionMapping.division._id": [f.division] } : {}),
      ...(f.unit ? { "positionMapping.unit._id": [f.unit] } : {}),
      ...(f.role ? { roles: [f.role] } : {}),
      ...(f.status ? { status: [f.status] } : {}),
    },
    sort: [{ column: SORTS[f.sort], dir: f.dir === "asc" ? 1 : -1 }],
  };
  const { rows, total } = listUsers(query, scope);
  const t = await requestTranslator(request, context, "admin");
  const divisions = divisionOptions().filter((d) => scope.all || scope.divisionIds.includes(d.id));
  return json({
    pageTitle: t("users.title"),
    filters: f,
    total,
    stats: userStatistics(scope).byStatus,
    canManage: hasPermission(user, "manage:user"),
    // The roles screen is reachable when the side menu's entry admits the user's role (the shell checks that on every request).
    canSeeRoles: menuAllowsPath("/admin/roles", user.roles),
    divisions,
    units: unitOptions(f.division || null).filter((u) => scope.all || (u.parentId !== null && scope.divisionIds.includes(u.parentId))),
    roles: allRoleNames(),
    rows: rows.map((r) => ({
      id: r.user.id, fullname: r.user.fullname, email: r.user.email, nik: r.user.nik, phone: r.user.phoneNumber, roles: r.roles, status: r.user.status,
      attempts: r.user.failLoginAttempt, created: r.user.createdAt, division: r.divisionName, unit: r.unitName,
    })),
  });
}

export default function UsersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation(["admin", "common"]);
  const { pathname, search } = useLocation();
  const f = data.filters;
  const roleLabels = Object.fromEntries(data.roles.map((r) => [r.name, r.label]));
  const statusLink = (status: string) => withParams(pathname, search, { status, page: null });
  const head = (cols: [SortKey, string][], align?: "end") => <SortableHead columns={cols.map(([column, label]) => ({ column, label }))} sort={f.sort} dir={f.dir} align={align} />;
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("users.title")}
        crumbs={[{ label: t("common.administration") }, { label: t("users.title") }]}
        description={t("users.list.description")}
        actions={<UserListActions canSeeRoles={data.canSeeRoles} canManage={data.canManage} />}
      />

      <div className="flex flex-wrap gap-2" aria-label={t("users.list.byStatus")}>
        <Figure label={t("users.status.active")} value={data.stats.active} to={statusLink("active")} tone="success" />
        <Figure label={t("users.status.pending")} value={data.stats.pending} to={statusLink("pending")} tone="warning" />
        <Figure label={t("users.status.blocked")} value={data.stats.blocked} to={statusLink("blocked")} tone="destructive" />
        <Figure label={t("users.status.deleted")} value={data.stats.deleted} to={statusLink("deleted")} />
      </div>

      <Card>
        <UserFilters data={data} />
        <Table aria-label={t("users.title")}>
          <TableHeader>
            <TableRow>
              {head([["name", t("users.list.columns.name")], ["email", t("users.list.columns.email")]])}
              {head([["nik", t("users.list.columns.nik")]])}
              {head([["phone", t("users.list.columns.phone")]])}
              {head([["roles", t("users.list.columns.roles")]])}
              {head([["division", t("users.list.columns.division")], ["unit", t("users.list.columns.unit")]])}
              {head([["status", t("users.list.columns.status")]])}
              {head([["attempts", t("users.list.columns.failed")]], "end")}
              {head([["created", t("users.list.columns.created")]])}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} className="py-12 text-center text-muted-foreground">
                  {t("common:noData")}
                </TableCell>
              </TableRow>
            ) : (
              data.rows.map((u) => (
                <TableRow key={u.id}>
                  <TableCell className="max-w-[18rem]">
                    <Link to={`/admin/users/${u.id}`} className="block truncate font-medium text-primary hover:underline">
                      {u.fullname || "DIGIMON"}
                    </Link>
                    <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                  </TableCell>
                  <TableCell className="font-mono text-xs">{u.nik ?? "—"}</TableCell>
                  <TableCell className="whitespace-nowrap text-xs">{u.phone ?? "—"}</TableCell>
                  <TableCell>
                    <RoleBadges roles={u.roles} labels={roleLabels} />
                  </TableCell>
                  <TableCell className="max-w-[16rem]">
                    {u.division ? (
                      <>
                        <span className="block truncate text-xs" title={u.division}>
                          {u.division}
                        </span>
                        <span className="block truncate text-[11px] text-muted-foreground" title={u.unit ?? undefined}>
                          {u.unit ?? "—"}
                        </span>
                      </>
                    ) : (
                      <span className="text-xs text-muted-foreground">{t("users.list.notMapped")}</span>
                    )}
                  </TableCell>
                  <TableCell>
                    <UserStatusBadge status={u.status} />
                  </TableCell>
                  <TableCell className="text-end">{u.attempts ? <span className="font-semibold text-destructive">{formatNumberId(u.attempts)}</span> : "0"}</TableCell>
                  <TableCell className="whitespace-nowrap text-xs text-muted-foreground">{formatDateShortId(u.created)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <Pager page={f.page} perpage={f.perpage} total={data.total} noun={t("users.list.noun")} />
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
