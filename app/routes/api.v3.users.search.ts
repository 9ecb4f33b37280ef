import type { LoaderFunctionArgs } from "@remix-run/node";
import { covers } from "~/lib/permissions";
import { searchUserOptions } from "~/models/user-admin.server";
import { methodNotAllowed, requireApiAnyPermission, textParam } from "~/services/admin-api.server";
import { apiHandler, ok } from "~/services/api.server";
import { userScope } from "~/services/user-admin.server";

/**
 * GET users/search?filter=term: up to 20 active users whose name, e-mail, NIK or reference id contains the term,
 * as picker entries {label, email, value (reference id), userId}. For user admins (within their scope) and for
 * product managers choosing owners and members (any active user, these few fields only).
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireApiAnyPermission(request, ["read:user", "manage:product"]);
    const term = textParam(request, "filter") ?? "";
    const scope = covers(user.permissions, "read:user") ? userScope(user) : { all: true as const };
    return ok({ data: searchUserOptions(term, scope) });
  });

export const action = () => methodNotAllowed("GET");
