import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { type Tx, db } from "#db/client.server";
import { prepared } from "#db/prepared";
import { activityLogs, orgNodes, permissions, rolePermissions, roles, userRoles, users } from "#db/schema";
import { type AccountContext, type AccountInput, accountMachine, accountMachineVersion, accountStatusOf } from "#machines/account.machine";
import type { WorkflowBinding } from "./transaction.server";

export type UserRow = typeof users.$inferSelect;

/** The spec's defaults when a user has no position mapping (section 3, "Session token claims"). */
export const DEFAULT_DIVISION = { code: "DIT-DDB", name: "DIGITAL BUSINESS" };

export type AccessUser = {
  id: string;
  email: string;
  fullname: string | null;
  displayName: string;
  status: UserRow["status"];
  referenceId: string;
  roles: string[];
  role: string;
  permissions: string[];
  levelAccess: number;
  grantAccess: string[];
  division: { id: string | null; code: string; name: string };
  unit: { id: string | null; code: string | null; name: string | null };
  avatarPath: string | null;
  /** The language chosen in the profile; null follows the portal's default (services/i18n.server.ts). */
  language: "id" | "en" | null;
};

export const findUserByEmail = (email: string) => db().select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
export const findUserById = (id: string) => db().select().from(users).where(eq(users.id, id)).get();

const division = alias(orgNodes, "division");
const unit = alias(orgNodes, "unit");

/** A user with everything a request needs: roles in order, the union of their permissions, division and unit. */
export function loadAccessUser(id: string): AccessUser | null {
  // Every request reads its user: the three queries are prepared once per connection (db/prepared.ts).
  const handle = db();
  const row = prepared(handle, "access-user", (h) =>
    h
      .select({ user: users, divisionCode: division.code, divisionName: division.name, unitCode: unit.code, unitName: unit.name })
      .from(users)
      .leftJoin(division, eq(division.id, users.positionDivisionId))
      .leftJoin(unit, eq(unit.id, users.positionUnitId))
      .where(eq(users.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id });
  if (!row || row.user.status === "deleted") return null;
  const roleNames = prepared(handle, "access-user-roles", (h) =>
    h.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, sql.placeholder("id"))).orderBy(asc(userRoles.position)).prepare(),
  )
    .all({ id })
    .map((r) => r.name);
  return {
    id: row.user.id,
    email: row.user.email,
    fullname: row.user.fullname,
    // Spec section 2: the display name defaults to DIGIMON when the user has no fullname.
    displayName: row.user.fullname?.trim() || "DIGIMON",
    status: row.user.status,
    referenceId: row.user.referenceId,
    roles: roleNames,
    role: roleNames[0] ?? "member",
    permissions: permissionsOfRoles(roleNames),
    levelAccess: row.user.levelAccess,
    grantAccess: row.user.grantAccess,
    division: { id: row.user.positionDivisionId, code: row.divisionCode ?? DEFAULT_DIVISION.code, name: row.divisionName ?? DEFAULT_DIVISION.name },
    unit: { id: row.user.positionUnitId, code: row.unitCode, name: row.unitName },
    avatarPath: row.user.avatarPath,
    language: row.user.language,
  };
}

export function permissionsOfRoles(roleNames: string[]): string[] {
  if (!roleNames.length) return [];
  // The role names travel as one JSON parameter so a single prepared statement serves any number of roles.
  return prepared(db(), "permissions-of-roles", (h) =>
    h
      .selectDistinct({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(sql`${roles.name} in (select value from json_each(${sql.placeholder("names")}))`)
      .orderBy(asc(permissions.name))
      .prepare(),
  )
    .all({ names: JSON.stringify(roleNames) })
    .map((p) => p.name);
}

export function findRoleByName(name: string) {
  return db().select().from(roles).where(eq(roles.name, name)).get();
}

/** Writes the hash only: the failed sign-in count and lock belong to the account machine (clearFailuresForNewPassword). */
export function setPasswordHash(id: string, passwordHash: string) {
  db().update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, id)).run();
}

export function createPendingUser(input: { fullname: string; email: string; phoneNumber: string; country: string; passwordHash: string; roleName?: string; type?: string; jobPosition?: string; nik?: string }) {
  const id = randomUUID();
  const role = findRoleByName(input.roleName ?? "partner");
  db().transaction(
    (tx) => {
      tx.insert(users).values({ id, fullname: input.fullname, email: input.email.toLowerCase(), phoneNumber: input.phoneNumber, country: input.country, passwordHash: input.passwordHash, status: "pending", type: input.type ?? "external", jobPosition: input.jobPosition ?? null, nik: input.nik ?? null, referralCode: `REF${id.slice(0, 8).toUpperCase()}` }).run();
      if (role) tx.insert(userRoles).values({ userId: id, roleId: role.id, position: 0 }).run();
    },
    { behavior: "immediate" },
  );
  return id;
}

export function logActivity(userId: string | null, action: string, detail: Record<string, unknown> = {}, ip?: string | null, entity?: { kind: string; id: string }) {
  db().insert(activityLogs).values({ userId, action, detail, ip: ip ?? null, entity: entity?.kind ?? null, entityId: entity?.id ?? null }).run();
}

/** What the account machine opens an instance from, for an account that has none yet (seeded or older accounts). */
export function accountInputOf(tx: Tx, id: string): AccountInput | null {
  const row = tx.select({ status: users.status, failures: users.failLoginAttempt, lockedUntil: users.lockedUntil, activatedAt: users.activatedAt }).from(users).where(eq(users.id, id)).get();
  if (!row) return null;
  return { status: row.status, failures: row.failures, lockedUntil: row.lockedUntil, activated: row.activatedAt !== null || row.status === "active" };
}

/**
 * The account machine's binding (workflow kind "user"): after each transition it writes the account's status,
 * failed sign-in count and lock from the machine, in the same transaction, and the activation or deletion time.
 */
export function accountBinding(): WorkflowBinding {
  return {
    kind: "user",
    machineId: "account",
    version: accountMachineVersion,
    machine: accountMachine,
    describe: (tx, id) => {
      const row = tx.select({ email: users.email }).from(users).where(eq(users.id, id)).get();
      return row ? `The account ${row.email}` : null;
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // opened from the row as it is
      const context = rec.context as AccountContext;
      const now = new Date().toISOString();
      const changes: Partial<UserRow> = { status: accountStatusOf(rec.value, context.activated), failLoginAttempt: context.failures, lockedUntil: context.lockedUntil, updatedAt: now };
      if (rec.event.type === "account.activate") changes.activatedAt = now;
      if (rec.to === "deleted") changes.deletedAt = now;
      tx.update(users).set(changes).where(eq(users.id, rec.entityId)).run();
    },
  };
}
