import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Save, Users } from "lucide-react";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { formatNumberId } from "~/domain/money";
import { permissionGroups } from "~/lib/permission-groups";
import { SUPER_ADMIN } from "~/lib/permissions";
import { findRoleWithPermissions } from "~/models/role.server";
import { hasPermission, NOT_AUTHORIZED_PATH, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { errorMessage } from "~/services/form-errors.server";
import { httpError, readForm } from "~/services/http.server";
import { setRolePermissions } from "~/services/roles.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.role.label ?? "Role"} · Roles · Digimon` }];
export const handle = { title: "Role" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!hasPermission(user, "read:user") && !hasPermission(user, "manage:role")) throw redirect(NOT_AUTHORIZED_PATH);
  const role = findRoleWithPermissions(params.role ?? "");
  if (!role) throw httpError(404, `There is no role ${params.role}`);
  return json({ role, groups: permissionGroups(), canEdit: hasPermission(user, "manage:role") });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:role");
  const here = `/admin/roles/${params.role}`;
  const permissions = (await readForm(request)).getAll("permission").map(String);
  try {
    const { added, removed } = setRolePermissions(admin, params.role ?? "", permissions);
    const description = [...added.map((p) => `+${p}`), ...removed.map((p) => `−${p}`)].join(" ");
    return redirect(here, { headers: await withToast(request, description ? { kind: "success", title: "Permissions saved", description } : { kind: "info", title: "Nothing to change" }) });
  } catch (error) {
    const failure = await errorMessage(error);
    if (!failure) throw error;
    if (failure.status === 404) throw error;
    return redirect(here, { headers: await withToast(request, { kind: "error", title: failure.message }) });
  }
}

export default function RolePage() {
  const { role, groups, canEdit } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const holds = new Set(role.permissions);
  return (
    <div className="space-y-4">
      <PageHeader
        title={role.label}
        crumbs={[{ label: "Administration" }, { label: "Roles", to: "/admin/roles" }, { label: role.label }]}
        description={
          <>
            <span className="font-mono">{role.name}</span> · {role.description}
          </>
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/users?role=${encodeURIComponent(role.name)}`}>
              <Users aria-hidden="true" /> {formatNumberId(role.users)} {role.users === 1 ? "user" : "users"} with this role
            </Link>
          </Button>
        }
      />
      <Form method="post" className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((g) => (
            <Card key={g.entity}>
              <CardHeader className="pb-2">
                <CardTitle asChild>
                  <h2 className="text-sm">{g.label}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-1.5">
                {g.permissions.map((p) => {
                  const locked = role.name === SUPER_ADMIN && p.name === "manage:role";
                  return (
                    <label key={p.name} className="flex items-start gap-2 text-sm">
                      <Checkbox name="permission" value={p.name} defaultChecked={holds.has(p.name) || locked} disabled={!canEdit || locked} className="mt-0.5" />
                      {locked && canEdit ? <input type="hidden" name="permission" value={p.name} /> : null}
                      <span>
                        <span className="font-mono text-xs">{p.name}</span>
                        <span className="block text-xs text-muted-foreground">{p.description}</span>
                      </span>
                    </label>
                  );
                })}
              </CardContent>
            </Card>
          ))}
        </div>
        {canEdit ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              <Save aria-hidden="true" /> Save {role.label}
            </Button>
          </div>
        ) : null}
      </Form>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
