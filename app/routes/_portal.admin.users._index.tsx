import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { BarChart3, KeyRound, ShieldCheck, UserPlus } from "lucide-react";
import { z } from "zod";
import { Figure, Pager, RoleBadges, SortableHead, UserStatusBadge, withParams } from "~/components/admin/list-parts";
import { PER_PAGE, UserFilters } from "~/components/admin/users-list/user-filters";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateShortId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import { USER_STATUSES } from "~/lib/admin-schemas";
import { divisionOptions, unitOptions } from "~/models/organisation.server";
import { allRoleNames, listUsers, type UserListQuery, type UserSortColumn, userStatistics } from "~/models/user-admin.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { menuAllowsPath } from "~/services/menu.server";
import { userScope } from "~/services/user-admin.server";

export const meta: MetaFunction = () => [{ title: "Users · Digimon" }];
export const handle = { title: "Users" };

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
  const divisions = divisionOptions().filter((d) => scope.all || scope.divisionIds.includes(d.id));
  return json({
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
  const { pathname, search } = useLocation();
  const f = data.filters;
  const roleLabels = Object.fromEntries(data.roles.map((r) => [r.name, r.label]));
  const statusLink = (status: string) => withParams(pathname, search, { status, page: null });
  const head = (cols: [SortKey, string][], align?: "end") => <SortableHead columns={cols.map(([column, label]) => ({ column, label }))} sort={f.sort} dir={f.dir} align={align} />;
  return (
    <div className="space-y-4">
      <PageHeader
        title="Users"
        crumbs={[{ label: "Administration" }, { label: "Users" }]}
        description="Staff and partner accounts: roles, position in the organisation, sign-in state."
        actions={
          <>
            <Form method="get" action="/admin/users/referral" className="flex items-center gap-1" aria-label="Referral lookup">
              <Label htmlFor="referral-code" className="sr-only">
                Referral code
              </Label>
              <Input id="referral-code" name="code" placeholder="Referral code" className="h-8 w-36 text-xs uppercase" maxLength={40} required />
              <Button type="submit" variant="outline" size="sm">
                <KeyRound aria-hidden="true" /> Look up
              </Button>
            </Form>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/users/statistics">
                <BarChart3 aria-hidden="true" /> Statistics
              </Link>
            </Button>
            {data.canSeeRoles ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/admin/roles">
                  <ShieldCheck aria-hidden="true" /> Roles
                </Link>
              </Button>
            ) : null}
            {data.canManage ? (
              <Button asChild size="sm">
                <Link to="/admin/users/new">
                  <UserPlus aria-hidden="true" /> New user
                </Link>
              </Button>
            ) : null}
          </>
        }
      />

      <div className="flex flex-wrap gap-2" aria-label="Users by status">
        <Figure label="Active" value={data.stats.active} to={statusLink("active")} tone="success" />
        <Figure label="Pending" value={data.stats.pending} to={statusLink("pending")} tone="warning" />
        <Figure label="Blocked" value={data.stats.blocked} to={statusLink("blocked")} tone="destructive" />
        <Figure label="Deleted" value={data.stats.deleted} to={statusLink("deleted")} />
      </div>

      <Card>
        <UserFilters data={data} />
        <Table aria-label="Users">
          <TableHeader>
            <TableRow>
              {head([["name", "Name"], ["email", "E-mail"]])}
              {head([["nik", "NIK"]])}
              {head([["phone", "Phone"]])}
              {head([["roles", "Roles"]])}
              {head([["division", "Division"], ["unit", "Unit"]])}
              {head([["status", "Status"]])}
              {head([["attempts", "Failed"]], "end")}
              {head([["created", "Created"]])}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} className="py-12 text-center text-muted-foreground">
                  No Data Available
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
                      <span className="text-xs text-muted-foreground">Not mapped</span>
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
        <Pager page={f.page} perpage={f.perpage} total={data.total} noun="users" />
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
