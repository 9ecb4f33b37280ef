import type { LoaderFunctionArgs } from "@remix-run/node";
import { divisionsOf } from "~/models/organisation.server";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";
import { requireNode, toApiNode } from "~/services/organisation.server";

/** GET organization-structures/{id}/get-divisions: the divisions below {id}, {id} itself if it is one, or the one above it. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const node = requireNode(params.id);
    return ok({ data: divisionsOf(node.id).map(toApiNode) });
  });

export const action = () => methodNotAllowed("GET");
