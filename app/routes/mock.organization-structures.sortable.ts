import type { LoaderFunctionArgs } from "@remix-run/node";
import { findNodeByIdOrCode, mappedUsersByNode, type OrgTreeNode, topCompany, tree } from "~/models/organisation.server";
import { mockFail, mockHandler, mockReply, mockText, mockUser } from "~/services/mock.server";
import { toApiNode } from "~/services/organisation.server";
import { mayReadPeople, peopleScope } from "~/services/people-access.server";

type Node = ReturnType<typeof toApiNode> & { positionMapping: { _id: string; fullname: string | null; email: string; status: string }[]; children: Node[] };

/**
 * GET /mock/organization-structures/sortable?id=: the tree (from the top company, or the node id/code given) with the
 * users mapped to each node, those of the caller's user list scope. It always lists people, so it needs read:user.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const caller = await mockUser(request, context);
    if (!mayReadPeople(caller)) return mockFail(403, "The people of the organisation need the read:user permission");
    const id = mockText(request, "id", 60);
    const root = id ? findNodeByIdOrCode(id) : topCompany();
    if (!root) return mockFail(404, `There is no organisation node ${id ?? ""}`.trim());
    const [top] = tree(root.id);
    const ids: string[] = [];
    const walk = (n: OrgTreeNode) => {
      ids.push(n.id);
      n.children.forEach(walk);
    };
    walk(top);
    const mapped = mappedUsersByNode(ids, peopleScope(caller).sees);
    const shape = (n: OrgTreeNode): Node => ({ ...toApiNode(n), positionMapping: mapped.get(n.id) ?? [], children: n.children.map(shape) });
    return mockReply(shape(top), { total: ids.length, filtered: ids.length, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
