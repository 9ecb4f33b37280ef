import { PERMISSIONS, SUPER_ADMIN } from "~/lib/permissions";
import { findRoleWithPermissions, replaceRolePermissions } from "~/models/role.server";
import { type AccessUser, logActivity } from "~/models/user.server";
import { httpError } from "./http.server";

/**
 * A super-admin decides which permissions a role holds. Every name must be in the catalogue, and the
 * super-admin role keeps manage:role (else nobody could ever edit roles again). The change reaches
 * sessions and tokens on their next request, because both load the user's permissions afresh.
 */
export function setRolePermissions(admin: AccessUser, roleName: string, names: string[]) {
  const role = findRoleWithPermissions(roleName);
  if (!role) throw httpError(404, `There is no role ${roleName}`);
  const unique = [...new Set(names)];
  const unknown = unique.filter((n) => !(n in PERMISSIONS));
  if (unknown.length) throw httpError(400, `Not in the permission catalogue: ${unknown.join(", ")}`, { field: "permissions" });
  if (role.name === SUPER_ADMIN && !unique.includes("manage:role")) throw httpError(409, "The super-admin role must keep manage:role, or nobody could edit roles any more", { field: "permissions" });
  const added = unique.filter((n) => !role.permissions.includes(n));
  const removed = role.permissions.filter((n) => !unique.includes(n));
  if (!added.length && !removed.length) return { added, removed };
  replaceRolePermissions(role.id, unique, PERMISSIONS);
  logActivity(admin.id, "role.permissions-changed", { role: role.name, added, removed }, null, { kind: "role", id: role.id });
  return { added, removed };
}
