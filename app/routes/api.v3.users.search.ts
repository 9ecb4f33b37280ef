import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchUserOptions } from "~/models/user-admin.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { userScope } from "~/services/user-admin.server";

/**
 * GET users/search?filter=term: up to 20 active users whose name, e-mail, NIK or reference id contains the term,
 * as picker entries {label, email, value (reference id), userId}. People need read:user (issue 16), and only those
 * of the caller's user list scope are found. (The portal's product form picks owners and members on the server.)
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireApiPermission(request, "read:user");
    const term = textParam(request, "filter") ?? "";
    const scope = userScope(user);
    return ok({ data: searchUserOptions(term, scope) });
  });

export const action = () => methodNotAllowed("GET");
