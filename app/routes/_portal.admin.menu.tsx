import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EntryForm } from "~/components/admin/menu-editor/entry-form";
import { MenuEntries } from "~/components/admin/menu-editor/menu-entries";
import { MenuItemSchema } from "~/components/admin/menu-editor/menu-item-schema";
import { MenuPreview } from "~/components/admin/menu-editor/menu-preview";
import { ProductImages } from "~/components/admin/menu-editor/product-images";
import { PageHeader } from "~/components/layout/page-header";
import { type ShellMenuNode } from "~/components/layout/shell-types";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { createMenuItem, deleteMenuItem, findMenuItem, listAssignableRoles, listMenuForEditor, menuStructureProblem, moveMenuItem, updateMenuItem } from "~/models/menu-admin.server";
import { pageMeta } from "~/lib/page-meta";
import { logActivity } from "~/models/user.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { menuFor } from "~/services/menu.server";

export const meta = pageMeta;
export const handle = { title: "admin:menu.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "manage:menu");
  const url = new URL(request.url);
  const roles = listAssignableRoles();
  const editId = url.searchParams.get("edit");
  const previewRole = roles.some((r) => r.name === url.searchParams.get("preview")) ? url.searchParams.get("preview")! : "member";
  const rows = listMenuForEditor();
  const editing = editId && editId !== "new" ? rows.find((r) => r.id === editId) ?? null : null;
  if (editId && editId !== "new" && !editing) throw httpError(404, "That menu entry does not exist (any more).");
  const t = await requestTranslator(request, context, "admin");
  return json({ pageTitle: t("menu.title"), rows, roles, editing, creating: editId === "new", previewRole, preview: menuFor([previewRole]) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:menu");
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const t = await requestTranslator(request, context, "admin");

  if (intent === "move") {
    const direction = formData.get("direction") === "up" ? "up" : "down";
    if (!findMenuItem(id)) throw httpError(404, "That menu entry does not exist (any more).");
    moveMenuItem(id, direction);
    return redirect("/admin/menu", { headers: await withToast(request, { kind: "success", title: direction === "up" ? t("menu.toast.movedUp") : t("menu.toast.movedDown") }) });
  }
  if (intent === "delete") {
    const removed = deleteMenuItem(id);
    if (!removed) throw httpError(404, "That menu entry does not exist (any more).");
    logActivity(user.id, "menu.deleted", { id, title: removed.title });
    return redirect("/admin/menu", { headers: await withToast(request, { kind: "success", title: t("menu.toast.deleted", { title: removed.title }), description: removed.kind === "group" ? t("menu.toast.deletedGroup") : undefined }) });
  }
  if (intent !== "save") throw httpError(400, "Unknown request.");

  const submission = parseWithZod(formData, { schema: MenuItemSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const v = submission.value;
  const input = { kind: v.kind, title: v.title, url: v.url ?? null, icon: v.icon ?? null, badge: v.badge ?? null, badgeColor: v.badgeColor ?? null, roles: v.roles, newTab: v.newTab === "on", parentId: v.parentId || null };
  if (v.id && !findMenuItem(v.id)) throw httpError(404, "That menu entry does not exist (any more).");
  const problem = menuStructureProblem(input, v.id);
  if (problem) return json(submission.reply({ fieldErrors: { [problem.field]: [problem.message] } }), { status: 400 });
  const known = new Set(listAssignableRoles().map((r) => r.name));
  const unknown = v.roles.filter((r) => !known.has(r));
  if (unknown.length) return json(submission.reply({ fieldErrors: { roles: [`Unknown role: ${unknown.join(", ")}`] } }), { status: 400 });

  const savedId = v.id ? (updateMenuItem(v.id, input), v.id) : createMenuItem(input);
  logActivity(user.id, v.id ? "menu.updated" : "menu.created", { id: savedId, title: input.title });
  return redirect(`/admin/menu?edit=${savedId}`, { headers: await withToast(request, { kind: "success", title: v.id ? t("menu.toast.saved") : t("menu.toast.added"), description: t("menu.toast.everyoneSees") }) });
}

export default function MenuEditor() {
  const { rows, roles, editing, creating, previewRole, preview } = useLoaderData<typeof loader>();
  const groups = rows.filter((r) => r.kind === "group");
  const { t } = useTranslation("admin");
  return (
    <div>
      <PageHeader
        title={t("menu.title")}
        crumbs={[{ label: t("common.administration") }, { label: t("menu.title") }]}
        description={t("menu.description")}
        actions={
          <Button asChild size="sm">
            <Link to="?edit=new">
              <Plus aria-hidden="true" /> {t("menu.addEntry")}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4 xl:grid-cols-5">
        <MenuEntries rows={rows} roles={roles} editing={editing} />
        <div className="space-y-4 xl:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{editing ? t("menu.editEntry", { title: editing.title }) : creating ? t("menu.newEntry") : t("menu.editAnEntry")}</h2>
              </CardTitle>
              {!editing && !creating ? <CardDescription>{t("menu.chooseHint")}</CardDescription> : null}
            </CardHeader>
            {editing || creating ? (
              <CardContent>
                <EntryForm key={editing?.id ?? "new"} editing={editing} roles={roles} groups={groups} />
              </CardContent>
            ) : null}
          </Card>
          <MenuPreview roles={roles} previewRole={previewRole} preview={preview as ShellMenuNode[]} editing={editing} />
          <ProductImages />
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
