import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { db, writeTransaction } from "#db/client.server";
import { permissions, rolePermissions, roles, userRoles, users } from "#db/schema";

export type RoleWithPermissions = { id: string; name: string; label: string; description: string; permissions: string[]; users: number };

/**
 * The active users who hold a permission through one of their roles: the people a workflow tells when something waits
 * for them (company approvers, partnership approvers, contract verifiers).
 */
export function activeUserIdsWithPermission(permission: string): string[] {
  return db()
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(permissions.name, permission), eq(users.status, "active")))
    .all()
    .map((r) => r.id);
}

/** Every role with its permission names and how many live users hold it. */
export function listRolesWithPermissions(): RoleWithPermissions[] {
  const roleRows = db().select().from(roles).orderBy(sql`${roles}.rowid`).all();
  const grants = db().select({ roleId: rolePermissions.roleId, name: permissions.name }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)).orderBy(asc(permissions.name)).all();
  const holders = db()
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), ne(users.status, "deleted")))
    .groupBy(userRoles.roleId)
    .all();
  return roleRows.map((r) => ({
    id: r.id, name: r.name, label: r.label, description: r.description,
    permissions: grants.filter((g) => g.roleId === r.id).map((g) => g.name),
    users: holders.find((h) => h.roleId === r.id)?.n ?? 0,
  }));
}

export function findRoleWithPermissions(name: string): RoleWithPermissions | null {
  return listRolesWithPermissions().find((r) => r.name === name) ?? null;
}

/** Replaces the role's permissions with `names` (each from the catalogue; missing permission rows are created). */
export function replaceRolePermissions(roleId: string, names: string[], catalogue: Record<string, string>) {
  writeTransaction((tx) => {
    for (const name of names) tx.insert(permissions).values({ id: `perm-${name}`, name, description: catalogue[name] ?? "" }).onConflictDoNothing().run();
    const ids = names.length ? tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names)).all().map((p) => p.id) : [];
    tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId)).run();
    if (ids.length) tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId }))).run();
  });
}
