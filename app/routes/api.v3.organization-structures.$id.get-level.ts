import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";
import { requireNode } from "~/services/organisation.server";

/** GET organization-structures/{id}/get-level: {_id, code, level, kind} (1 company, 2 directorate, 3 division, 4 unit, 5 position). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const node = requireNode(params.id);
    return ok({ _id: node.id, code: node.code, level: node.level, kind: node.kind });
  });

export const action = () => methodNotAllowed("GET");
