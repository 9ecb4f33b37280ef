import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import type { MenuKind } from "#db/schema";
import { COLOR_TONES, ICON_HELP, parseMenuIcon, PRODUCT_IMAGES } from "~/components/layout/icon-catalogue";
import { MenuIcon } from "~/components/layout/menu-icon";
import { PageHeader } from "~/components/layout/page-header";
import { MenuBadge } from "~/components/layout/side-menu";
import { roleLabel, type ShellMenuNode } from "~/components/layout/shell-types";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { safeHref } from "~/lib/safe-href";
import { cn } from "~/lib/utils";
import { createMenuItem, deleteMenuItem, findMenuItem, listAssignableRoles, listMenuForEditor, menuStructureProblem, moveMenuItem, updateMenuItem } from "~/models/menu-admin.server";
import { logActivity } from "~/models/user.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { menuFor } from "~/services/menu.server";

export const meta: MetaFunction = () => [{ title: "Menu editor · Digimon" }];
export const handle = { title: "Menu editor" };

// Listed here rather than imported from the schema, which would pull drizzle into the browser bundle.
const menuKinds = ["header", "item", "group", "external"] as const satisfies readonly MenuKind[];
const KIND_LABEL: Record<MenuKind, string> = { header: "Group header", item: "Single item", group: "Collapsible group", external: "External link" };

export const MenuItemSchema = z
  .object({
    id: z.string().optional(),
    kind: z.enum(menuKinds, { required_error: "Choose the kind of entry" }),
    title: z.string({ required_error: "Enter a title" }).trim().min(1, "Enter a title").max(60, "Use at most 60 characters"),
    url: z.string().trim().max(500, "Use at most 500 characters").optional(),
    icon: z
      .string()
      .trim()
      .max(80)
      .optional()
      .refine((v) => !v || parseMenuIcon(v) !== null, `Write the icon as ${ICON_HELP}`),
    badge: z.string().trim().max(12, "Use at most 12 characters").optional(),
    badgeColor: z.enum(COLOR_TONES).optional(),
    parentId: z.string().optional(),
    // The form always sends an empty "roles" (see EntryForm), so a list with nothing ticked still reports its error.
    roles: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : (Array.isArray(v) ? v : [v]).filter((r) => typeof r === "string" && r !== "")),
      z.array(z.string()).min(1, "Choose at least one role"),
    ),
    newTab: z.literal("on").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "item" && v.kind !== "external") return;
    // Stored only when the side menu would link it as written (lib/safe-href.ts): "/\\host" or a tab inside
    // "/\t/host" would take a click to another site, javascript: and data: would run in the portal.
    const linkable = Boolean(v.url) && safeHref(v.url) === v.url;
    if (v.kind === "item" && !(v.url && v.url.startsWith("/"))) ctx.addIssue({ code: "custom", path: ["url"], message: "A single item links to a portal page: start the address with /" });
    else if (v.kind === "item" && !linkable) ctx.addIssue({ code: "custom", path: ["url"], message: "This address would leave the portal: write a portal path such as /invoices" });
    if (v.kind === "external" && !(v.url && linkable && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v.url))) ctx.addIssue({ code: "custom", path: ["url"], message: "An external link needs a full address starting with https://" });
  });

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

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function EntryForm({ editing, roles, groups }: { editing: Row | null; roles: { name: string; label: string }[]; groups: Row[] }) {
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `menu-entry-${editing?.id ?? "new"}`,
    lastResult,
    defaultValue: editing
      ? { kind: editing.kind, title: editing.title, url: editing.url ?? "", icon: editing.icon ?? "", badge: editing.badge ?? "", badgeColor: editing.badgeColor ?? "primary", parentId: editing.parentId ?? "", newTab: editing.newTab ? "on" : undefined }
      : { kind: "item", badgeColor: "primary" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MenuItemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [icon, setIcon] = useState(editing?.icon ?? "");
  const [kind, setKind] = useState<string>(editing?.kind ?? "item");
  const chosenRoles = new Set(editing?.roles ?? []);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {form.errors?.length ? (
        <Alert variant="destructive">
          <AlertDescription>{form.errors.join(" ")}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Kind" name="kind" errors={fields.kind.errors}>
        <NativeSelect {...getSelectProps(fields.kind)} onChange={(e) => setKind(e.target.value)}>
          {menuKinds.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Title" name="title" required errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
      <FormField
        label="Address"
        name="url"
        errors={fields.url.errors}
        description={kind === "external" ? "A full address, e.g. https://efaktur.pajak.go.id" : kind === "item" ? "A portal path, e.g. /invoices. Its pages are then open only to the roles below." : "Headers and groups are not links; this is ignored."}
        inputProps={getInputProps(fields.url, { type: "text" })}
      />
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <FormField label="Icon" name="icon" errors={fields.icon.errors} description={ICON_HELP} inputProps={{ ...getInputProps(fields.icon, { type: "text" }), placeholder: "ri:bill-line", onChange: (e) => setIcon(e.target.value) }} />
        <span className="mb-[42px] flex size-9 items-center justify-center rounded-md border bg-muted/40" aria-label="Icon preview" role="img">
          <MenuIcon value={icon} />
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Badge" name="badge" errors={fields.badge.errors} description="Short text, e.g. New" inputProps={getInputProps(fields.badge, { type: "text" })} />
        <FormField label="Badge colour" name="badgeColor" errors={fields.badgeColor.errors}>
          <NativeSelect {...getSelectProps(fields.badgeColor)}>
            {COLOR_TONES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Inside group" name="parentId" errors={fields.parentId.errors} description="Items and external links may sit inside a collapsible group.">
        <NativeSelect {...getSelectProps(fields.parentId)}>
          <option value="">Top level</option>
          {groups
            .filter((g) => g.id !== editing?.id)
            .map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
        </NativeSelect>
      </FormField>
      <fieldset aria-describedby={fields.roles.errors ? `${fields.roles.id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Roles that see it</legend>
        <input type="hidden" name={fields.roles.name} value="" />
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
          {roles.map((r) => (
            <label key={r.name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={fields.roles.name} value={r.name} defaultChecked={chosenRoles.has(r.name)} className="size-4 accent-[hsl(var(--primary))]" />
              {r.label}
            </label>
          ))}
        </div>
        <FieldError id={`${fields.roles.id}-error`} errors={fields.roles.errors} className="mt-1.5" />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.newTab.name} defaultChecked={fields.newTab.initialValue === "on"} className="size-4 accent-[hsl(var(--primary))]" />
        Open external links in a new tab
      </label>
      <div className="flex justify-end gap-2 border-t pt-4">
        <Button asChild variant="ghost">
          <Link to="/admin/menu">Cancel</Link>
        </Button>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {editing ? "Save entry" : "Add entry"}
        </Button>
      </div>
    </Form>
  );
}

function PreviewList({ nodes, depth = 0 }: { nodes: ShellMenuNode[]; depth?: number }) {
  return (
    <ul className={cn("space-y-0.5", depth > 0 && "ms-6 border-s ps-2")}>
      {nodes.map((n) => (
        <li key={n.id}>
          {n.kind === "header" ? (
            <p className="pt-2 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">{n.title}</p>
          ) : (
            <span className="flex items-center gap-2 py-1 text-sm">
              <MenuIcon value={n.icon} /> {n.title} <MenuBadge node={n} className="ms-1" />
            </span>
          )}
          {n.children.length ? <PreviewList nodes={n.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function MenuEditor() {
  const { rows, roles, editing, creating, previewRole, preview } = useLoaderData<typeof loader>();
  const groups = rows.filter((r) => r.kind === "group");
  const siblingsOf = (r: Row) => rows.filter((s) => s.parentId === r.parentId);
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
        <Card className="xl:col-span-3">
          <CardHeader>
            <CardTitle asChild>
              <h2>Entries</h2>
            </CardTitle>
            <CardDescription>{rows.length} entries, in menu order.</CardDescription>
          </CardHeader>
          <CardContent className="p-0">
            <ul className="divide-y border-t" aria-label="Menu entries">
              {rows.map((r) => {
                const siblings = siblingsOf(r);
                const index = siblings.findIndex((s) => s.id === r.id);
                return (
                  <li key={r.id} className={cn("flex items-center gap-3 px-4 py-2", editing?.id === r.id && "bg-primary/5", r.kind === "header" && "bg-muted/40")}>
                    <span className={cn("flex min-w-0 flex-1 items-center gap-3", r.depth > 0 && "ps-8")}>
                      {r.kind === "header" ? <span className="w-5 shrink-0" /> : <MenuIcon value={r.icon} />}
                      <span className="min-w-0">
                        <span className={cn("flex items-center gap-2 text-sm", r.kind === "header" ? "text-xs font-semibold uppercase tracking-wider text-muted-foreground" : "font-medium")}>
                          {r.title}
                          {r.badge ? <MenuBadge node={{ ...r, children: [] } as ShellMenuNode} className="ms-0" /> : null}
                          {r.kind === "external" ? <ExternalLink aria-label="external link" className="size-3.5 text-muted-foreground" /> : null}
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">
                          {KIND_LABEL[r.kind]}
                          {r.url ? ` · ${r.url}` : ""} · {r.roles.length === roles.length ? "every role" : r.roles.map(roleLabel).join(", ")}
                        </span>
                      </span>
                    </span>
                    <span className="flex shrink-0 items-center gap-0.5">
                      <Form method="post" className="contents">
                        <input type="hidden" name="id" value={r.id} />
                        <input type="hidden" name="intent" value="move" />
                        <Button type="submit" name="direction" value="up" variant="ghost" size="icon" className="size-8" disabled={index === 0} aria-label={`Move ${r.title} up`}>
                          <ArrowUp aria-hidden="true" />
                        </Button>
                        <Button type="submit" name="direction" value="down" variant="ghost" size="icon" className="size-8" disabled={index === siblings.length - 1} aria-label={`Move ${r.title} down`}>
                          <ArrowDown aria-hidden="true" />
                        </Button>
                      </Form>
                      <Button asChild variant="ghost" size="icon" className="size-8">
                        <Link to={`?edit=${r.id}`} aria-label={`Edit ${r.title}`}>
                          <Pencil aria-hidden="true" />
                        </Link>
                      </Button>
                      <Form
                        method="post"
                        onSubmit={(e) => {
                          if (!window.confirm(`Delete “${r.title}”${r.kind === "group" ? " and its entries" : ""}?`)) e.preventDefault();
                        }}
                      >
                        <input type="hidden" name="id" value={r.id} />
                        <Button type="submit" name="intent" value="delete" variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" aria-label={`Delete ${r.title}`}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </Form>
                    </span>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>

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

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Preview as a role</h2>
              </CardTitle>
              <Form method="get" className="flex gap-2 pt-1">
                {editing ? <input type="hidden" name="edit" value={editing.id} /> : null}
                <label htmlFor="preview-role" className="sr-only">
                  Role
                </label>
                <NativeSelect id="preview-role" name="preview" defaultValue={previewRole} className="h-8" onChange={(e) => e.currentTarget.form?.requestSubmit()}>
                  {roles.map((r) => (
                    <option key={r.name} value={r.name}>
                      {r.label}
                    </option>
                  ))}
                </NativeSelect>
                <noscript>
                  <Button type="submit" size="sm" variant="outline">
                    Show
                  </Button>
                </noscript>
              </Form>
            </CardHeader>
            <CardContent>
              <PreviewList nodes={preview as ShellMenuNode[]} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Product images</h2>
              </CardTitle>
              <CardDescription>Use as icon with img:name.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
                {PRODUCT_IMAGES.map((name) => (
                  <li key={name} className="flex items-center gap-2">
                    <MenuIcon value={`img:${name}`} />
                    <code className="truncate">img:{name}</code>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-xs text-muted-foreground">
                Also <code className="rounded bg-muted px-1">ri:</code> remix icons, <code className="rounded bg-muted px-1">bi:</code> bootstrap icons and <code className="rounded bg-muted px-1">color:inbox:warning</code> colour icons.
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
