import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FolderInput, Pencil, Plus, Trash2 } from "lucide-react";
import { z } from "zod";
import { Detail } from "~/components/admin/list-parts";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { badgeVariants } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatNumberId } from "~/domain/money";
import { OrgNodeCreateSchema } from "~/lib/admin-schemas";
import { cn } from "~/lib/utils";
import { allNodes, dependentsOf, kindOfLevel, mappedUsersByNode, MAX_LEVEL, type OrgTreeNode, pathTo, topCompany, tree } from "~/models/organisation.server";
import { hasPermission, NOT_AUTHORIZED_PATH, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { replyFromError } from "~/services/form-errors.server";
import { peopleScope } from "~/services/people-access.server";
import { createOrgNode, deleteOrgNode, updateOrgNode } from "~/services/organisation.server";
import { readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "Organisation · Digimon" }];
export const handle = { title: "Organisation" };

const KIND_LABEL: Record<string, string> = { company: "Company", directorate: "Directorate", division: "Division", unit: "Unit", position: "Position" };

const RenameSchema = z.object({
  name: z.string({ required_error: "Enter a name" }).trim().min(2, "Enter a name").max(120),
  code: OrgNodeCreateSchema.shape.code,
  loker: OrgNodeCreateSchema.shape.loker,
});
const MoveSchema = z.object({ parentId: z.string({ required_error: "Choose the new parent" }).trim().min(1, "Choose the new parent").max(60) });
const DeleteSchema = z.object({});

type TreeItem = { id: string; code: string; name: string; kind: string; level: number; users: number; children: TreeItem[] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!hasPermission(user, "manage:organisation") && !hasPermission(user, "read:user")) throw redirect(NOT_AUTHORIZED_PATH);
  const nodes = allNodes();
  const wanted = new URL(request.url).searchParams.get("node");
  const selected = nodes.find((n) => n.id === wanted) ?? topCompany();
  const mapped = mappedUsersByNode(nodes.map((n) => n.id));
  const shape = (n: OrgTreeNode): TreeItem => ({ id: n.id, code: n.code, name: n.name, kind: n.kind, level: n.level, users: mapped.get(n.id)?.length ?? 0, children: n.children.map(shape) });
  return json({
    canEdit: hasPermission(user, "manage:organisation"),
    tree: tree().map(shape),
    selected: selected && {
      ...selected,
      path: pathTo(selected.id).map((n) => ({ id: n.id, name: n.name, code: n.code })),
      dependents: dependentsOf(selected.id),
      // The node's head count is organisation data; who they are is people data (read:user, in the user scope).
      users: (mappedUsersByNode([selected.id], peopleScope(user).sees).get(selected.id) ?? []).slice(0, 25),
      parents: nodes.filter((n) => n.level === selected.level - 1).map((n) => ({ id: n.id, name: n.name, code: n.code })),
      childKind: selected.level < MAX_LEVEL ? kindOfLevel(selected.level + 1) : null,
      usersFilter: selected.level === 3 ? `division=${selected.id}` : selected.level === 4 ? `division=${selected.parentId}&unit=${selected.id}` : null,
    },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:organisation");
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const nodeId = String(formData.get("nodeId") ?? "");
  const at = (id: string) => `/admin/organisation?node=${encodeURIComponent(id)}`;
  const schema = intent === "create" ? OrgNodeCreateSchema : intent === "rename" ? RenameSchema : intent === "move" ? MoveSchema : DeleteSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "create") {
      const node = createOrgNode(admin, submission.value as z.infer<typeof OrgNodeCreateSchema>);
      return redirect(at(node.id), { headers: await withToast(request, { kind: "success", title: `${KIND_LABEL[node.kind]} ${node.name} added` }) });
    }
    if (intent === "rename") {
      const value = submission.value as z.infer<typeof RenameSchema>;
      const { node, changed } = updateOrgNode(admin, nodeId, { ...value, loker: value.loker ?? null });
      return redirect(at(node.id), { headers: await withToast(request, changed.length ? { kind: "success", title: `Saved: ${changed.join(", ")}` } : { kind: "info", title: "Nothing to change" }) });
    }
    if (intent === "move") {
      const { node } = updateOrgNode(admin, nodeId, submission.value as z.infer<typeof MoveSchema>);
      return redirect(at(node.id), { headers: await withToast(request, { kind: "success", title: `${node.name} moved` }) });
    }
    if (intent === "delete") {
      const node = deleteOrgNode(admin, nodeId);
      return redirect(at(node.parentId ?? ""), { headers: await withToast(request, { kind: "success", title: `${node.name} deleted` }) });
    }
  } catch (error) {
    const reply = await replyFromError(error, (o) => submission.reply(o));
    if (!reply) throw error;
    return json({ intent, result: reply.result }, { status: reply.status });
  }
  return json({ intent, result: submission.reply({ formErrors: ["Unknown action"] }) }, { status: 400 });
}

type Data = SerializeFrom<typeof loader>;

export default function OrganisationPage() {
  const data = useLoaderData<typeof loader>();
  const s = data.selected;
  return (
    <div className="space-y-4">
      <PageHeader title="Organisation" crumbs={[{ label: "Administration" }, { label: "Organisation" }]} description="The group's structure: company, directorates, divisions, units and positions (levels 1 to 5)." />
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,26rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader className="pb-2">
            <CardTitle asChild>
              <h2>Structure</h2>
            </CardTitle>
            <CardDescription>Choose a node to see and change it. The number is the people mapped there.</CardDescription>
          </CardHeader>
          <CardContent className="max-h-[calc(100vh-14rem)] overflow-auto pe-2">
            <nav aria-label="Organisation tree">
              <TreeList items={data.tree} selectedId={s?.id ?? null} />
            </nav>
          </CardContent>
        </Card>
        {s ? <NodePanel data={data} /> : <p className="text-sm text-muted-foreground">The tree is empty.</p>}
      </div>
    </div>
  );
}

function TreeList({ items, selectedId, depth = 0 }: { items: TreeItem[]; selectedId: string | null; depth?: number }) {
  return (
    <ul className={cn("space-y-0.5 text-sm", depth > 0 && "ms-3 border-s ps-2")} role={depth === 0 ? "tree" : "group"}>
      {items.map((n) => (
        <li key={n.id} role="treeitem" aria-selected={n.id === selectedId} aria-expanded={n.children.length ? true : undefined}>
          <Link
            to={`?node=${encodeURIComponent(n.id)}`}
            preventScrollReset
            className={cn("flex items-center gap-2 rounded px-1.5 py-0.5 hover:bg-accent", n.id === selectedId && "bg-primary/10 font-semibold text-primary")}
            aria-current={n.id === selectedId ? "page" : undefined}
          >
            <span className="min-w-0 flex-1 truncate" title={n.name}>
              {n.name}
            </span>
            <span className="shrink-0 font-mono text-[10px] text-muted-foreground">{n.code}</span>
            {n.users ? (
              <span className="shrink-0 rounded bg-muted px-1 text-[10px] tabular-nums text-muted-foreground" title={`${n.users} people mapped here`}>
                {n.users}
              </span>
            ) : null}
          </Link>
          {n.children.length ? <TreeList items={n.children} selectedId={selectedId} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

function NodePanel({ data }: { data: Data }) {
  const s = data.selected!;
  const d = s.dependents;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="pb-2">
          <p className="text-xs text-muted-foreground">{s.path.map((p) => p.name).join(" › ")}</p>
          <CardTitle asChild>
            <h2 className="flex flex-wrap items-center gap-2">
              {s.name} <span className={badgeVariants({ variant: "secondary" })}>{KIND_LABEL[s.kind]} · level {s.level}</span>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <dl>
            <Detail label="Code">
              <span className="font-mono">{s.code}</span>
            </Detail>
            <Detail label="Loker">{s.loker ?? "—"}</Detail>
            <Detail label="Child nodes">{formatNumberId(d.children)}</Detail>
            <Detail label="People mapped">
              {formatNumberId(d.users)}
              {s.usersFilter && d.users ? (
                <Link to={`/admin/users?${s.usersFilter}`} className="ms-2 text-primary hover:underline">
                  see them
                </Link>
              ) : null}
            </Detail>
            <Detail label="Products">{formatNumberId(d.products)}</Detail>
            <Detail label="Documents">{formatNumberId(d.documents)}</Detail>
          </dl>
          {s.users.length ? (
            <div>
              <p className="mb-1 text-xs font-medium text-muted-foreground">Mapped here</p>
              <ul className="space-y-0.5 text-sm">
                {s.users.map((u) => (
                  <li key={u._id}>
                    <Link to={`/admin/users/${u._id}`} className="text-primary hover:underline">
                      {u.fullname ?? u.email}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {data.canEdit ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <RenameForm data={data} />
          {s.parentId ? <MoveForm data={data} /> : null}
          {s.childKind ? <CreateForm data={data} /> : null}
          <DeleteForm data={data} />
        </div>
      ) : null}
    </div>
  );
}

function useIntentForm<S extends z.ZodTypeAny>(intent: string, schema: S, id: string, defaultValue?: Record<string, string>) {
  const actionData = useActionData<typeof action>();
  return useForm({
    id,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.length ? (
    <Alert variant="destructive" id={id}>
      <AlertDescription>{errors.join(" ")}</AlertDescription>
    </Alert>
  ) : null;
}

function RenameForm({ data }: { data: Data }) {
  const s = data.selected!;
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useIntentForm("rename", RenameSchema, `rename-${s.id}`, { name: s.name, code: s.code, loker: s.loker ?? "" });
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">Rename</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <FormField label="Name" name={fields.name.name} required errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Code" name={fields.code.name} required errors={fields.code.errors} inputProps={{ ...getInputProps(fields.code, { type: "text" }), className: "font-mono uppercase" }} />
            <FormField label="Loker" name={fields.loker.name} errors={fields.loker.errors} inputProps={{ ...getInputProps(fields.loker, { type: "text" }), className: "uppercase" }} />
          </div>
          <Button type="submit" name="intent" value="rename" size="sm" disabled={busy}>
            <Pencil aria-hidden="true" /> Save
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function MoveForm({ data }: { data: Data }) {
  const s = data.selected!;
  const [form, fields] = useIntentForm("move", MoveSchema, `move-${s.id}`, { parentId: s.parentId ?? "" });
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">Move</h3>
        </CardTitle>
        <CardDescription>A {KIND_LABEL[s.kind].toLowerCase()} moves under another level {s.level - 1} node; everything below it moves along.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <div className="space-y-1.5">
            <Label htmlFor={fields.parentId.id}>New parent</Label>
            <NativeSelect id={fields.parentId.id} name={fields.parentId.name} defaultValue={s.parentId ?? ""} aria-invalid={fields.parentId.errors ? true : undefined} aria-describedby={fields.parentId.errors ? fields.parentId.errorId : undefined}>
              {s.parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.code})
                </option>
              ))}
            </NativeSelect>
            <FieldError id={fields.parentId.errorId} errors={fields.parentId.errors} />
          </div>
          <Button type="submit" name="intent" value="move" size="sm" variant="outline">
            <FolderInput aria-hidden="true" /> Move
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function CreateForm({ data }: { data: Data }) {
  const s = data.selected!;
  const [form, fields] = useIntentForm("create", OrgNodeCreateSchema, `create-under-${s.id}`);
  const kind = KIND_LABEL[s.childKind!];
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm">Add a {kind.toLowerCase()} under {s.name}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="parentId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <FormField label={`${kind} name`} name={fields.name.name} required errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <div className="grid grid-cols-2 gap-3">
            <FormField label={`${kind} code`} name={fields.code.name} required errors={fields.code.errors} inputProps={{ ...getInputProps(fields.code, { type: "text" }), className: "font-mono uppercase" }} />
            <FormField label={`${kind} loker`} name={fields.loker.name} errors={fields.loker.errors} inputProps={{ ...getInputProps(fields.loker, { type: "text" }), className: "uppercase" }} />
          </div>
          <Button type="submit" name="intent" value="create" size="sm">
            <Plus aria-hidden="true" /> Add {kind.toLowerCase()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function DeleteForm({ data }: { data: Data }) {
  const s = data.selected!;
  const [form] = useIntentForm("delete", DeleteSchema, `delete-${s.id}`);
  const d = s.dependents;
  const blocked = d.children + d.users + d.products + d.documents > 0;
  return (
    <Card className="border-destructive/40">
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-sm text-destructive">Delete</h3>
        </CardTitle>
        <CardDescription>{blocked ? "Only a node nothing hangs on can be deleted: move or remove its children, people, products and documents first." : "Nothing hangs on this node; it can be deleted."}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="nodeId" value={s.id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <Button type="submit" name="intent" value="delete" size="sm" variant="destructive">
            <Trash2 aria-hidden="true" /> Delete {s.name}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
