import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { writeTransaction } from "#db/client.server";
import { roles, userRoles, users } from "#db/schema";

/**
 * A pending super-admin without a password (`npm run create-admin`): they choose the password themselves from
 * the activation link. Level access 1 (the whole group), like the role's demo account. Throws when the role is
 * missing, which means the reference data was never written.
 */
export function createPendingSuperAdmin(input: { email: string; fullname: string | null }): string {
  const id = randomUUID();
  writeTransaction((tx) => {
    const role = tx.select({ id: roles.id }).from(roles).where(eq(roles.name, "super-admin")).get();
    if (!role) throw new Error("The role super-admin does not exist: the reference data is missing (start the portal once, or run npm run seed).");
    tx.insert(users).values({ id, email: input.email, fullname: input.fullname, status: "pending", passwordHash: null, levelAccess: 1, jobPosition: "Super Admin", referralCode: `REF${id.slice(0, 8).toUpperCase()}` }).run();
    tx.insert(userRoles).values({ userId: id, roleId: role.id, position: 0 }).run();
  });
  return id;
}
