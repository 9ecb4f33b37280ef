import type { LoaderFunctionArgs } from "@remix-run/node";
import { mappedUsersByNode, type OrgTreeNode, tree } from "~/models/organisation.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { requireNode, toApiNode } from "~/services/organisation.server";

type SortableNode = ReturnType<typeof toApiNode> & { children: SortableNode[]; positionMapping?: { _id: string; fullname: string | null; email: string; status: string }[] };

/**
 * GET organization-structures/{id}/sortable?positionMapping=true: the subtree of {id} nested in display order;
 * with positionMapping=true every node lists the users mapped to it (their deepest mapping).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const node = requireNode(params.id);
    const flag = textParam(request, "positionMapping", { max: 5 });
    if (flag !== null && flag !== "true" && flag !== "false") return fail(400, "positionMapping must be true or false");
    const [root] = tree(node.id);
    const withUsers = flag === "true";
    const ids: string[] = [];
    const collect = (n: OrgTreeNode) => {
      ids.push(n.id);
      n.children.forEach(collect);
    };
    collect(root);
    const mapped = withUsers ? mappedUsersByNode(ids) : null;
    const shape = (n: OrgTreeNode): SortableNode => ({ ...toApiNode(n), ...(mapped ? { positionMapping: mapped.get(n.id) ?? [] } : {}), children: n.children.map(shape) });
    return ok(shape(root));
  });

export const action = () => methodNotAllowed("GET");
