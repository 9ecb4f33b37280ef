import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiUser } from "~/services/api.server";
import { requireNode, revenueSettingsOf } from "~/services/organisation.server";

/** GET organization-structures/{id}/get-revenue-settings: {settings, inheritedFrom} from the nearest node up the tree that has any. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    return ok(revenueSettingsOf(requireNode(params.id)));
  });

export const action = () => methodNotAllowed("GET");
