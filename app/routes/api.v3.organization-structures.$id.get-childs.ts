import type { LoaderFunctionArgs } from "@remix-run/node";
import { childrenOf, descendantsAtLevel, MAX_LEVEL } from "~/models/organisation.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { requireNode, toApiNode } from "~/services/organisation.server";

/**
 * GET organization-structures/{id}/get-childs?level=N: the nodes at level N below {id} (without level: the direct
 * children). After sign-in the portal asks the top company for level 3, its divisions, kept as value=code, label=name.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const node = requireNode(params.id);
    const raw = textParam(request, "level", { max: 3 });
    if (raw === null) return ok({ data: childrenOf(node.id).map(toApiNode) });
    const level = Number(raw);
    if (!/^\d+$/.test(raw) || level <= node.level || level > MAX_LEVEL) return fail(400, `level must be a whole number from ${node.level + 1} to ${MAX_LEVEL} for ${node.name} (level ${node.level})`);
    return ok({ data: descendantsAtLevel(node.id, level).map(toApiNode) });
  });

export const action = () => methodNotAllowed("GET");
