import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { OrgNodeUpdateSchema } from "~/lib/admin-schemas";
import { childrenOf, pathTo } from "~/models/organisation.server";
import { methodNotAllowed, parseBodyOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission, requireApiUser } from "~/services/api.server";
import { deleteOrgNode, requireNode, toApiNode, updateOrgNode } from "~/services/organisation.server";

/** GET organization-structures/{id} ({id} is an id or a code): the node, its path from the top and its children. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const node = requireNode(params.id);
    return ok({ ...toApiNode(node), path: pathTo(node.id).map(toApiNode), children: childrenOf(node.id).map(toApiNode) });
  });

/**
 * PUT organization-structures/{id} {name?, code?, loker?, parentId?, revenueSettings?}: rename, recode or move
 * (the new parent must be one level up). DELETE: refused with 409 while children, users, products or documents hang on it.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method === "PUT" || request.method === "PATCH") {
      const admin = await requireApiPermission(request, "manage:organisation");
      const input = await parseBodyOr400(request, OrgNodeUpdateSchema);
      const { node, changed } = updateOrgNode(admin, params.id ?? "", input);
      return ok({ ...toApiNode(node), changed });
    }
    if (request.method === "DELETE") {
      const admin = await requireApiPermission(request, "manage:organisation");
      const node = deleteOrgNode(admin, params.id ?? "");
      return ok({ _id: node.id, code: node.code, deleted: true });
    }
    return methodNotAllowed("GET, PUT or DELETE");
  });
