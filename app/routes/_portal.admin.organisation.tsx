import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { NodePanel } from "~/components/admin/organisation/node-panel";
import { asKind, DeleteSchema, MoveSchema, RenameSchema } from "~/components/admin/organisation/node-schemas";
import { type TreeItem, TreeList } from "~/components/admin/organisation/tree-list";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { OrgNodeCreateSchema } from "~/lib/admin-schemas";
import { pageMeta } from "~/lib/page-meta";
import { allNodes, dependentsOf, kindOfLevel, mappedUsersByNode, MAX_LEVEL, type OrgTreeNode, pathTo, topCompany, tree } from "~/models/organisation.server";
import { hasPermission, NOT_AUTHORIZED_PATH, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { replyFromError } from "~/services/form-errors.server";
import { requestTranslator } from "~/services/i18n.server";
import { peopleScope } from "~/services/people-access.server";
import { createOrgNode, deleteOrgNode, updateOrgNode } from "~/services/organisation.server";
import { readForm } from "~/services/http.server";

export const meta = pageMeta;
export const handle = { title: "admin:organisation.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!hasPermission(user, "manage:organisation") && !hasPermission(user, "read:user")) throw redirect(NOT_AUTHORIZED_PATH);
  const nodes = allNodes();
  const wanted = new URL(request.url).searchParams.get("node");
  const selected = nodes.find((n) => n.id === wanted) ?? topCompany();
  const mapped = mappedUsersByNode(nodes.map((n) => n.id));
  const shape = (n: OrgTreeNode): TreeItem => ({ id: n.id, code: n.code, name: n.name, kind: n.kind, level: n.level, users: mapped.get(n.id)?.length ?? 0, children: n.children.map(shape) });
  const t = await requestTranslator(request, context, "admin");
  return json({
    pageTitle: t("organisation.title"),
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
  const t = await requestTranslator(request, context, "admin");
  const at = (id: string) => `/admin/organisation?node=${encodeURIComponent(id)}`;
  const schema = intent === "create" ? OrgNodeCreateSchema : intent === "rename" ? RenameSchema : intent === "move" ? MoveSchema : DeleteSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "create") {
      const node = createOrgNode(admin, submission.value as z.infer<typeof OrgNodeCreateSchema>);
      return redirect(at(node.id), { headers: await withToast(request, { kind: "success", title: t(`organisation.toast.added.${asKind(node.kind)}`, { name: node.name }) }) });
    }
    if (intent === "rename") {
      const value = submission.value as z.infer<typeof RenameSchema>;
      const { node, changed } = updateOrgNode(admin, nodeId, { ...value, loker: value.loker ?? null });
      return redirect(at(node.id), { headers: await withToast(request, changed.length ? { kind: "success", title: t("organisation.toast.saved", { fields: changed.join(", ") }) } : { kind: "info", title: t("organisation.toast.nothingToChange") }) });
    }
    if (intent === "move") {
      const { node } = updateOrgNode(admin, nodeId, submission.value as z.infer<typeof MoveSchema>);
      return redirect(at(node.id), { headers: await withToast(request, { kind: "success", title: t("organisation.toast.moved", { name: node.name }) }) });
    }
    if (intent === "delete") {
      const node = deleteOrgNode(admin, nodeId);
      return redirect(at(node.parentId ?? ""), { headers: await withToast(request, { kind: "success", title: t("organisation.toast.deleted", { name: node.name }) }) });
    }
  } catch (error) {
    const reply = await replyFromError(error, (o) => submission.reply(o));
    if (!reply) throw error;
    return json({ intent, result: reply.result }, { status: reply.status });
  }
  return json({ intent, result: submission.reply({ formErrors: ["Unknown action"] }) }, { status: 400 });
}

export default function OrganisationPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const s = data.selected;
  return (
    <div className="space-y-4">
      <PageHeader title={t("organisation.title")} crumbs={[{ label: t("common.administration") }, { label: t("organisation.title") }]} description={t("organisation.description")} />
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,26rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader className="pb-2">
            <CardTitle asChild>
              <h2>{t("organisation.structure")}</h2>
            </CardTitle>
            <CardDescription>{t("organisation.structureHint")}</CardDescription>
          </CardHeader>
          <CardContent className="max-h-[calc(100vh-14rem)] overflow-auto pe-2">
            <nav aria-label={t("organisation.treeLabel")}>
              <TreeList items={data.tree} selectedId={s?.id ?? null} />
            </nav>
          </CardContent>
        </Card>
        {s ? <NodePanel data={data} /> : <p className="text-sm text-muted-foreground">{t("organisation.empty")}</p>}
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
