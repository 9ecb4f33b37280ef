import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Save, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { roleLabelWith, useAdminLabels } from "~/components/admin/admin-labels";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { formatNumberId } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { permissionGroups } from "~/lib/permission-groups";
import { SUPER_ADMIN } from "~/lib/permissions";
import { findRoleWithPermissions } from "~/models/role.server";
import { hasPermission, NOT_AUTHORIZED_PATH, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { errorMessage } from "~/services/form-errors.server";
import { requestTranslator } from "~/services/i18n.server";
import { httpError, readForm } from "~/services/http.server";
import { setRolePermissions } from "~/services/roles.server";

export const meta = pageMeta;
export const handle = { title: "admin:roles.role" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!hasPermission(user, "read:user") && !hasPermission(user, "manage:role")) throw redirect(NOT_AUTHORIZED_PATH);
  const role = findRoleWithPermissions(params.role ?? "");
  if (!role) throw httpError(404, `There is no role ${params.role}`);
  const t = await requestTranslator(request, context, "admin");
  const label = roleLabelWith(t, role.name, role.label);
  return json({ pageTitle: `${label} · ${t("roles.crumb")}`, role, groups: permissionGroups(), canEdit: hasPermission(user, "manage:role") });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:role");
  const here = `/admin/roles/${params.role}`;
  const permissions = (await readForm(request)).getAll("permission").map(String);
  const t = await requestTranslator(request, context, "admin");
  try {
    const { added, removed } = setRolePermissions(admin, params.role ?? "", permissions);
    const description = [...added.map((p) => `+${p}`), ...removed.map((p) => `−${p}`)].join(" ");
    return redirect(here, { headers: await withToast(request, description ? { kind: "success", title: t("roles.toast.saved"), description } : { kind: "info", title: t("roles.toast.nothingToChange") }) });
  } catch (error) {
    const failure = await errorMessage(error);
    if (!failure) throw error;
    if (failure.status === 404) throw error;
    return redirect(here, { headers: await withToast(request, { kind: "error", title: failure.message }) });
  }
}

export default function RolePage() {
  const { role, groups, canEdit } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const label = useAdminLabels();
  const roleLabel = label.role(role.name, role.label);
  const busy = useNavigation().state !== "idle";
  const holds = new Set(role.permissions);
  return (
    <div className="space-y-4">
      <PageHeader
        title={roleLabel}
        crumbs={[{ label: t("common.administration") }, { label: t("roles.crumb"), to: "/admin/roles" }, { label: roleLabel }]}
        description={
          <>
            <span className="font-mono">{role.name}</span> · {label.roleDescription(role.name, role.description)}
          </>
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/users?role=${encodeURIComponent(role.name)}`}>
              <Users aria-hidden="true" /> {t("roles.withRole", { count: role.users, formatted: formatNumberId(role.users) })}
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
                  <h2 className="text-sm">{label.entity(g.entity, g.label)}</h2>
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
                        <span className="block text-xs text-muted-foreground">{label.permission(p.name, p.description)}</span>
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
              <Save aria-hidden="true" /> {t("roles.saveRole", { role: roleLabel })}
            </Button>
          </div>
        ) : null}
      </Form>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
