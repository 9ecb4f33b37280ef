import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Save } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { roleLabelWith, useAdminLabels } from "~/components/admin/admin-labels";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { formatNumberId } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { permissionGroups } from "~/lib/permission-groups";
import { SUPER_ADMIN } from "~/lib/permissions";
import { listRolesWithPermissions } from "~/models/role.server";
import { hasPermission, NOT_AUTHORIZED_PATH, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { errorMessage } from "~/services/form-errors.server";
import { requestTranslator } from "~/services/i18n.server";
import { setRolePermissions } from "~/services/roles.server";
import { readForm } from "~/services/http.server";

export const meta = pageMeta;
export const handle = { title: "admin:roles.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!hasPermission(user, "read:user") && !hasPermission(user, "manage:role")) throw redirect(NOT_AUTHORIZED_PATH);
  const t = await requestTranslator(request, context, "admin");
  return json({ pageTitle: t("roles.title"), roles: listRolesWithPermissions(), groups: permissionGroups(), canEdit: hasPermission(user, "manage:role") });
}

/** Saves the whole matrix: each role holds exactly the boxes ticked in its column. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:role");
  const grants = (await readForm(request)).getAll("grant").map(String);
  const wanted = new Map<string, string[]>();
  for (const g of grants) {
    const [role, permission] = g.split("|");
    if (role && permission) wanted.set(role, [...(wanted.get(role) ?? []), permission]);
  }
  const summary: string[] = [];
  const t = await requestTranslator(request, context, "admin");
  try {
    for (const role of listRolesWithPermissions()) {
      const { added, removed } = setRolePermissions(admin, role.name, wanted.get(role.name) ?? []);
      if (added.length || removed.length) summary.push(`${roleLabelWith(t, role.name, role.label)}: ${[...added.map((p) => `+${p}`), ...removed.map((p) => `−${p}`)].join(" ")}`);
    }
  } catch (error) {
    const failure = await errorMessage(error);
    if (!failure) throw error;
    return redirect("/admin/roles", { headers: await withToast(request, { kind: "error", title: failure.message }) });
  }
  const toast = summary.length ? { kind: "success" as const, title: t("roles.toast.saved"), description: summary.join("; ") } : { kind: "info" as const, title: t("roles.toast.nothingToChange") };
  return redirect("/admin/roles", { headers: await withToast(request, toast) });
}

export default function RolesPage() {
  const { roles, groups, canEdit } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const label = useAdminLabels();
  const busy = useNavigation().state !== "idle";
  const holds = new Map(roles.map((r) => [r.name, new Set(r.permissions)]));
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("roles.title")}
        crumbs={[{ label: t("common.administration") }, { label: t("roles.crumb") }]}
        description={canEdit ? t("roles.editDescription") : t("roles.readDescription")}
      />
      <Card>
        <Form method="post">
          <div className="relative max-h-[calc(100vh-14rem)] overflow-auto">
            <table className="w-full border-separate border-spacing-0 text-xs" aria-label={t("roles.matrixLabel")}>
              <thead className="sticky top-0 z-10 bg-card">
                <tr>
                  <th scope="col" className="sticky start-0 z-20 min-w-[16rem] border-b bg-card px-3 py-2 text-start font-semibold text-muted-foreground">
                    {t("roles.permission")}
                  </th>
                  {roles.map((r) => (
                    <th key={r.name} scope="col" className="border-b px-1.5 py-2 text-center align-bottom font-semibold">
                      <Link to={`/admin/roles/${r.name}`} className="inline-block max-w-[5.5rem] leading-tight text-foreground hover:text-primary hover:underline">
                        {label.role(r.name, r.label)}
                      </Link>
                      <span className="block font-normal text-muted-foreground">
                        {t("common.userCount", { count: r.users, formatted: formatNumberId(r.users) })}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => (
                  <Fragment key={g.entity}>
                    <tr>
                      <th colSpan={roles.length + 1} scope="colgroup" className="sticky start-0 border-b bg-muted/60 px-3 py-1 text-start text-[11px] font-semibold uppercase tracking-wide text-muted-foreground">
                        {label.entity(g.entity, g.label)}
                      </th>
                    </tr>
                    {g.permissions.map((p) => (
                      <tr key={p.name} className="hover:bg-muted/40">
                        <th scope="row" className="sticky start-0 border-b bg-card px-3 py-1 text-start font-normal">
                          <span className="font-mono text-[11px]">{p.name}</span>
                          <span className="block text-[11px] text-muted-foreground">{label.permission(p.name, p.description)}</span>
                        </th>
                        {roles.map((r) => {
                          const locked = r.name === SUPER_ADMIN && p.name === "manage:role";
                          const checked = holds.get(r.name)?.has(p.name) ?? false;
                          return (
                            <td key={r.name} className="border-b px-1.5 py-1 text-center">
                              <Checkbox name="grant" value={`${r.name}|${p.name}`} defaultChecked={checked || locked} disabled={!canEdit || locked} aria-label={`${label.role(r.name, r.label)}: ${p.name}`} />
                              {locked && canEdit ? <input type="hidden" name="grant" value={`${r.name}|${p.name}`} /> : null}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {canEdit ? (
            <div className="flex items-center justify-between gap-2 border-t px-3 py-2">
              <p className="text-xs text-muted-foreground">{t("roles.superAdminKeeps")}</p>
              <Button type="submit" size="sm" disabled={busy}>
                <Save aria-hidden="true" /> {t("roles.savePermissions")}
              </Button>
            </div>
          ) : null}
        </Form>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
