import type { ActionFunctionArgs } from "@remix-run/node";
import { RolePermissionsSchema } from "~/lib/admin-schemas";
import { findRoleWithPermissions } from "~/models/role.server";
import { methodNotAllowed, parseBodyOr400 } from "~/services/admin-api.server";
import { apiHandler, ok, requireApiPermission } from "~/services/api.server";
import { setRolePermissions } from "~/services/roles.server";

/** PUT roles/{role}/permissions {permissions: [...]}: the role holds exactly these from now on (manage:role). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiHandler(async () => {
    if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed("PUT");
    const admin = await requireApiPermission(request, "manage:role");
    const { permissions } = await parseBodyOr400(request, RolePermissionsSchema);
    const { added, removed } = setRolePermissions(admin, params.role ?? "", permissions);
    const role = findRoleWithPermissions(params.role ?? "")!;
    return ok({ role: role.name, permissions: role.permissions, added, removed });
  });

export const loader = () => methodNotAllowed("PUT");
