import type { LoaderFunctionArgs } from "@remix-run/node";
import { mappedUsersByNode, type OrgTreeNode, tree } from "~/models/organisation.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { requireNode, toApiNode } from "~/services/organisation.server";
import { mayReadPeople, peopleScope } from "~/services/people-access.server";

type SortableNode = ReturnType<typeof toApiNode> & { children: SortableNode[]; positionMapping?: { _id: string; fullname: string | null; email: string; status: string }[] };

/**
 * GET organization-structures/{id}/sortable?positionMapping=true: the subtree of {id} nested in display order;
 * with positionMapping=true every node lists the users mapped to it (their deepest mapping). The tree is for every
 * signed-in caller; the people in it need read:user (else 403) and are those of the caller's user list scope.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const caller = await requireApiUser(request);
    const node = requireNode(params.id);
    const flag = textParam(request, "positionMapping", { max: 5 });
    if (flag !== null && flag !== "true" && flag !== "false") return fail(400, "positionMapping must be true or false");
    if (flag === "true" && !mayReadPeople(caller)) return fail(403, "The people of the organisation need the read:user permission; ask without positionMapping for the tree alone");
    const [root] = tree(node.id);
    const withUsers = flag === "true";
    const ids: string[] = [];
    const collect = (n: OrgTreeNode) => {
      ids.push(n.id);
      n.children.forEach(collect);
    };
    collect(root);
    const mapped = withUsers ? mappedUsersByNode(ids, peopleScope(caller).sees) : null;
    const shape = (n: OrgTreeNode): SortableNode => ({ ...toApiNode(n), ...(mapped ? { positionMapping: mapped.get(n.id) ?? [] } : {}), children: n.children.map(shape) });
    return ok(shape(root));
  });

export const action = () => methodNotAllowed("GET");
