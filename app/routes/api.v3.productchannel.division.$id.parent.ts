import type { LoaderFunctionArgs } from "@remix-run/node";
import { pathTo } from "~/models/organisation.server";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { requireNode, toApiNode } from "~/services/organisation.server";

/** GET productchannel/division/{id}/parent: the division's parent (directorate or subsidiary), its company and the path. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const node = requireNode(params.id);
    if (node.level !== 3) return fail(400, `${node.name} is not a division (it is level ${node.level}, a ${node.kind})`);
    const path = pathTo(node.id);
    const parent = path.find((n) => n.id === node.parentId) ?? null;
    return ok({ division: toApiNode(node), parent: parent && toApiNode(parent), company: path[0] ? toApiNode(path[0]) : null, path: path.map(toApiNode) });
  });

export const action = () => methodNotAllowed("GET");
