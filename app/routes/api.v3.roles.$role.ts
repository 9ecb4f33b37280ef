import type { LoaderFunctionArgs } from "@remix-run/node";
import { findRoleByName, permissionsOfRoles } from "~/models/user.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";

/** GET roles/{role}: data.permissions, fetched by the client after OTP verification (spec section 6). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const user = await requireApiUser(request);
    const role = findRoleByName(params.role ?? "");
    if (!role) return fail(404, `There is no role ${params.role}`);
    // People read their own roles; reading other roles' permissions is for those who manage roles.
    if (!user.roles.includes(role.name) && !user.permissions.includes("manage:role")) return fail(403, "You may only read your own roles");
    return ok({ role: role.name, label: role.label, permissions: permissionsOfRoles([role.name]) });
  });
