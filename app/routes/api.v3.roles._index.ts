import type { LoaderFunctionArgs } from "@remix-run/node";
import { listRolesWithPermissions } from "~/models/role.server";
import { methodNotAllowed, requireApiAnyPermission } from "~/services/admin-api.server";
import { apiHandler, ok } from "~/services/api.server";

/** GET roles: every role with its permissions and number of users, for user admins and role managers. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiAnyPermission(request, ["read:user", "manage:role"]);
    return ok({ data: listRolesWithPermissions().map(({ id, ...r }) => ({ _id: id, ...r })) });
  });

export const action = () => methodNotAllowed("GET");
