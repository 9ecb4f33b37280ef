import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
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
import { logActivity } from "~/models/user.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { menuFor } from "~/services/menu.server";

export const meta: MetaFunction = () => [{ title: "Menu editor · Digimon" }];
export const handle = { title: "Menu editor" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "manage:menu");
  const url = new URL(request.url);
  const roles = listAssignableRoles();
  const editId = url.searchParams.get("edit");
  const previewRole = roles.some((r) => r.name === url.searchParams.get("preview")) ? url.searchParams.get("preview")! : "member";
  const rows = listMenuForEditor();
  const editing = editId && editId !== "new" ? rows.find((r) => r.id === editId) ?? null : null;
  if (editId && editId !== "new" && !editing) throw httpError(404, "That menu entry does not exist (any more).");
  return json({ rows, roles, editing, creating: editId === "new", previewRole, preview: menuFor([previewRole]) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:menu");
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");

  if (intent === "move") {
    const direction = formData.get("direction") === "up" ? "up" : "down";
    if (!findMenuItem(id)) throw httpError(404, "That menu entry does not exist (any more).");
    moveMenuItem(id, direction);
    return redirect("/admin/menu", { headers: await withToast(request, { kind: "success", title: `Moved ${direction}` }) });
  }
  if (intent === "delete") {
    const removed = deleteMenuItem(id);
    if (!removed) throw httpError(404, "That menu entry does not exist (any more).");
    logActivity(user.id, "menu.deleted", { id, title: removed.title });
    return redirect("/admin/menu", { headers: await withToast(request, { kind: "success", title: `Deleted “${removed.title}”`, description: removed.kind === "group" ? "Its entries were deleted with it." : undefined }) });
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
  return redirect(`/admin/menu?edit=${savedId}`, { headers: await withToast(request, { kind: "success", title: v.id ? "Menu entry saved" : "Menu entry added", description: "Everyone sees the change on their next page." }) });
}

export default function MenuEditor() {
  const { rows, roles, editing, creating, previewRole, preview } = useLoaderData<typeof loader>();
  const groups = rows.filter((r) => r.kind === "group");
  return (
    <div>
      <PageHeader
        title="Menu editor"
        crumbs={[{ label: "Administration" }, { label: "Menu editor" }]}
        description="The side menu everyone sees: entries, their order, icons, badges and the roles allowed. A page whose entry leaves out a role is closed to that role."
        actions={
          <Button asChild size="sm">
            <Link to="?edit=new">
              <Plus aria-hidden="true" /> Add entry
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
                <h2>{editing ? `Edit “${editing.title}”` : creating ? "New entry" : "Edit an entry"}</h2>
              </CardTitle>
              {!editing && !creating ? <CardDescription>Choose an entry’s pencil, or add one.</CardDescription> : null}
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
