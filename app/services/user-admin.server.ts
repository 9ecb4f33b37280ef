import type { z } from "zod";
import type { Actor } from "#machines/types";
import type { PositionMappingSchema, UserCreateSchema, UserUpdateSchema } from "~/lib/admin-schemas";
import { SUPER_ADMIN } from "~/lib/permissions";
import { DIVISION_LEVEL, findNode, findNodeByCode, type OrgNode, pathTo } from "~/models/organisation.server";
import { type AccessUser, findUserById, logActivity } from "~/models/user.server";
import {
  emailOwner,
  getAdminUser,
  insertUser,
  roleRowsByName,
  rolesOf,
  setPositionColumns,
  type UserChanges,
  updateUserRow,
  userInScope,
} from "~/models/user-admin.server";
import { type ListScope, listScope } from "./access-scope.server";
import { sendAccountEvent } from "./account-lifecycle.server";
import { revokeAllSessionsOf } from "./auth-session.server";
import { env } from "./env.server";
import { httpError } from "./http.server";
import { languageOfUser, translatorFor } from "./i18n.server";
import { sendMail } from "./mail.server";
import { resetOtpAttempts } from "./otp.server";
import { hashPassword } from "./password.server";
import { actorOf } from "./workflows.server";

/**
 * Which users an administrator sees and may act on (the levels are written down in the README):
 * - `read:user` (the catalogue's unscoped permission, held by admin and super-admin) or `read:user:any`: every user;
 * - `read:user:division`: users mapped to the divisions of access-scope.server.ts's listScope: levelAccess 1 the
 *   whole group, 2 the user's directorate, 3 (the default) the user's own division, plus grantAccess division codes;
 *   users without a division mapping are outside every division scope;
 * - anything else: nobody.
 * A user outside the scope is answered 404, as if absent, for reading and for every change.
 */
export function userScope(user: AccessUser): ListScope {
  if (user.permissions.includes("read:user") || user.permissions.includes("read:user:any")) return { all: true };
  return listScope(user, "user");
}

export const SUPER_ADMIN_ONLY = "Only a super-admin can change a super-admin's account.";
const isSuperAdmin = (user: AccessUser) => user.roles.includes(SUPER_ADMIN);

/**
 * The one rule every change to an account passes (screens and /api/v3/users* alike): an administrator who is not a
 * super-admin cannot change a super-admin (e-mail, password, roles, status, counters, mapping, deletion), so the
 * admin role can never take over or lock out the accounts above it.
 */
function assertMayChange(admin: AccessUser, userId: string) {
  if (isSuperAdmin(admin)) return;
  if ((rolesOf([userId]).get(userId) ?? []).includes(SUPER_ADMIN)) throw httpError(403, SUPER_ADMIN_ONLY);
}

/** The live (not deleted) user `id` that the admin may change: in their scope (else 404) and not above them (else 403). */
function target(admin: AccessUser, id: string) {
  const user = findUserById(id);
  if (!user || user.status === "deleted" || !userInScope(user, userScope(admin))) throw httpError(404, "User not found");
  assertMayChange(admin, id);
  return user;
}

/** Any user `id` in scope, deleted ones included (their history is kept and can be read). */
export function readableUser(admin: AccessUser, id: string) {
  const row = getAdminUser(id);
  if (!row || !userInScope(row.user, userScope(admin))) throw httpError(404, "User not found");
  return row;
}

/**
 * How an administrator's change reached us: the user screens and API by default; the machine inspector names itself,
 * carries the person's message and the version its page was opened at (inspector.server.ts applyForReal).
 */
export type AdminVia = { via?: Actor["via"]; message?: string; expectedVersion?: number };
const send = (admin: AccessUser, id: string, event: Parameters<typeof sendAccountEvent>[1], how: AdminVia) =>
  sendAccountEvent(id, how.message ? { ...event, message: how.message } : event, actorOf(admin, how.via), new Date(), how.expectedVersion);

/** Blocks an account (the account machine) and ends its sessions at once; an administrator cannot block themself. */
export function blockUser(admin: AccessUser, id: string, how: AdminVia = {}) {
  const user = target(admin, id);
  if (user.id === admin.id) throw httpError(409, "You cannot block your own account");
  if (user.status === "blocked") throw httpError(409, `${user.email} is already blocked`);
  const sent = send(admin, id, { type: "account.block" }, how);
  revokeAllSessionsOf(id);
  logActivity(admin.id, "user.blocked", { userId: id, email: user.email }, null, { kind: "user", id });
  return sent;
}

/** Unblocks and clears the failed sign-in count; an account that is not blocked is refused (409). */
export function unblockUser(admin: AccessUser, id: string, how: AdminVia = {}) {
  const user = target(admin, id);
  if (user.status !== "blocked") throw httpError(409, `${user.email} is not blocked, so there is nothing to unblock.`);
  const sent = send(admin, id, { type: "account.unblock" }, how);
  logActivity(admin.id, "user.unblocked", { userId: id, email: user.email }, null, { kind: "user", id });
  return sent;
}

/** Sets the failed sign-in count (usually back to 0), which also ends a temporary lock. */
export function setFailedLoginCounter(admin: AccessUser, id: string, value: number, how: AdminVia = {}) {
  const user = target(admin, id);
  const sent = send(admin, id, { type: "account.resetFailures", value }, how);
  logActivity(admin.id, "user.login-attempts-set", { userId: id, email: user.email, value }, null, { kind: "user", id });
  return sent;
}

/** Clears the wrong-code count of the user's current one-time code; returns how many codes were reset. */
export function resetOtpAttemptsOf(admin: AccessUser, id: string) {
  const user = target(admin, id);
  const reset = resetOtpAttempts(id);
  logActivity(admin.id, "user.otp-attempts-reset", { userId: id, email: user.email, codes: reset }, null, { kind: "user", id });
  return reset;
}

/** Roles by name, in the order given; unknown names are refused, and only a super-admin may give the super-admin role. */
function resolveRoles(admin: AccessUser, names: string[]) {
  const unique = [...new Set(names)];
  const rows = roleRowsByName(unique);
  const unknown = unique.filter((n) => !rows.some((r) => r.name === n));
  if (unknown.length) throw httpError(400, `Unknown role ${unknown.join(", ")}`, { field: "roles" });
  if (unique.includes(SUPER_ADMIN) && !isSuperAdmin(admin)) throw httpError(403, "Only a super-admin can give the super-admin role", { field: "roles" });
  return unique.map((n) => rows.find((r) => r.name === n)!.id);
}

function checkGrantAccess(codes: string[]) {
  const unknown = codes.filter((c) => findNodeByCode(c)?.level !== DIVISION_LEVEL);
  if (unknown.length) throw httpError(400, unknown.length === 1 ? `${unknown[0]} is not a division code` : `${unknown.join(", ")} are not division codes`, { field: "grantAccess" });
}

/** Only someone who sees the whole group may hand out access levels and grants (no one widens their own reach). */
function checkAccessChange(admin: AccessUser, targetId: string | null) {
  if (targetId === admin.id) throw httpError(409, "You cannot change your own roles or access level", { field: "levelAccess" });
  if (!userScope(admin).all || admin.levelAccess > 1) throw httpError(403, "Only a group-level administrator (access level 1) can change access levels and grants", { field: "levelAccess" });
}

export async function createUser(admin: AccessUser, input: z.infer<typeof UserCreateSchema>) {
  if (emailOwner(input.email)) throw httpError(409, "This email is already in use.", { field: "email" });
  const roleIds = resolveRoles(admin, input.roles);
  checkGrantAccess(input.grantAccess);
  if (input.levelAccess !== 3 || input.grantAccess.length) checkAccessChange(admin, null);
  const id = insertUser({
    fullname: input.fullname, email: input.email, phoneNumber: input.phoneNumber ?? null, nik: input.nik ?? null, referenceId: input.referenceId ?? null, type: input.type,
    jobPosition: input.jobPosition ?? null, country: input.country, roleIds, levelAccess: input.levelAccess, grantAccess: input.grantAccess, passwordHash: await hashPassword(input.password),
  });
  logActivity(admin.id, "user.created", { userId: id, email: input.email, roles: input.roles }, null, { kind: "user", id });
  // The password is handed over by the administrator, never by e-mail.
  // In the new account's language: none is stored yet, so the portal's default (the one they will sign in to).
  const t = translatorFor(languageOfUser(findUserById(id)), "mail");
  await sendMail({
    to: input.email,
    subject: t("account.created.subject"),
    text: t("account.created.body", { name: input.fullname, admin: admin.displayName, email: input.email, loginUrl: `${env().PUBLIC_URL}/login` }),
  });
  return id;
}

/** Changes what was sent; roles, access level and grants only when they really change (and then by the rules above). */
export function updateUser(admin: AccessUser, id: string, input: z.infer<typeof UserUpdateSchema>, { clearMissing = false } = {}) {
  const current = readableUser(admin, id);
  target(admin, id);
  const u = current.user;
  const changes: UserChanges = {};
  if (input.email !== undefined && input.email !== u.email) {
    const owner = emailOwner(input.email);
    if (owner && owner.id !== id) throw httpError(409, "This email is already in use.", { field: "email" });
    changes.email = input.email;
  }
  const simple = ["fullname", "phoneNumber", "nik", "referenceId", "type", "jobPosition", "country"] as const;
  const clearable = new Set<string>(["phoneNumber", "nik", "jobPosition", "referenceId"]);
  for (const key of simple) {
    // The screen sends every field, and an emptied one arrives absent: that clears it. The API changes only what it sends.
    let value = input[key] === undefined && clearMissing && clearable.has(key) ? null : input[key];
    if (value === undefined) continue;
    if (value === null && key === "referenceId") value = "99999";
    if (value === null && !clearable.has(key)) continue;
    if (value !== u[key]) (changes as Record<string, unknown>)[key] = value;
  }
  const rolesChanged = input.roles !== undefined && JSON.stringify([...new Set(input.roles)]) !== JSON.stringify(current.roles);
  const levelChanged = input.levelAccess !== undefined && input.levelAccess !== u.levelAccess;
  const grantsChanged = input.grantAccess !== undefined && JSON.stringify(input.grantAccess) !== JSON.stringify(u.grantAccess);
  if (rolesChanged) {
    if (id === admin.id) throw httpError(409, "You cannot change your own roles or access level", { field: "roles" });
    changes.roleIds = resolveRoles(admin, input.roles!);
  }
  if (levelChanged || grantsChanged) {
    checkAccessChange(admin, id);
    if (grantsChanged) checkGrantAccess(input.grantAccess!);
    if (levelChanged) changes.levelAccess = input.levelAccess;
    if (grantsChanged) changes.grantAccess = input.grantAccess;
  }
  const changed = Object.keys(changes).map((k) => (k === "roleIds" ? "roles" : k));
  if (!changed.length) return { changed };
  updateUserRow(id, changes);
  logActivity(admin.id, "user.updated", { userId: id, email: changes.email ?? u.email, changed }, null, { kind: "user", id });
  return { changed };
}

/** Soft delete: status deleted and deleted_at; the row, its history and its documents stay. Sessions end at once. */
export function deleteUser(admin: AccessUser, id: string, how: AdminVia = {}) {
  const user = target(admin, id);
  if (user.id === admin.id) throw httpError(409, "You cannot delete your own account");
  const sent = send(admin, id, { type: "account.delete" }, how);
  revokeAllSessionsOf(id);
  logActivity(admin.id, "user.deleted", { userId: id, email: user.email }, null, { kind: "user", id });
  return sent;
}

type Mapping = { companyId: string | null; divisionId: string | null; unitId: string | null; positionId: string | null };

/** The full mapping from a position (or a unit), checked against any ids the caller also sent. */
export function resolvePositionMapping(input: z.infer<typeof PositionMappingSchema>): Mapping & { nodes: OrgNode[] } {
  const startId = (input.positionId ?? input.unitId)!;
  const start = findNode(startId);
  const field = input.positionId ? "positionId" : "unitId";
  const expected = input.positionId ? 5 : 4;
  if (!start) throw httpError(400, `There is no organisation node ${startId}`, { field });
  if (start.level !== expected) throw httpError(400, expected === 5 ? `${start.name} is not a position` : `${start.name} is not a unit`, { field });
  const path = pathTo(start.id);
  const at = (level: number) => path.find((n) => n.level === level) ?? null;
  const mapping: Mapping = { companyId: at(1)?.id ?? null, divisionId: at(3)?.id ?? null, unitId: at(4)?.id ?? null, positionId: at(5)?.id ?? null };
  const checks: [keyof Mapping, string | null | undefined][] = [["unitId", input.unitId], ["divisionId", input.divisionId], ["companyId", input.companyId]];
  for (const [key, given] of checks) {
    if (given && given !== mapping[key]) {
      const node = findNode(given);
      throw httpError(400, `${start.name} is not under ${node?.name ?? given}`, { field: key });
    }
  }
  return { ...mapping, nodes: path };
}

export function setPositionMapping(admin: AccessUser, id: string, input: z.infer<typeof PositionMappingSchema>) {
  const user = target(admin, id);
  const mapping = resolvePositionMapping(input);
  const scope = userScope(admin);
  if (!scope.all && (!mapping.divisionId || !scope.divisionIds.includes(mapping.divisionId))) throw httpError(403, "You can only map users to positions in your own divisions", { field: "positionId" });
  setPositionColumns(id, mapping);
  logActivity(admin.id, "user.position-mapped", { userId: id, email: user.email, path: mapping.nodes.map((n) => n.code) }, null, { kind: "user", id });
  return mapping;
}

export function clearPositionMapping(admin: AccessUser, id: string) {
  const user = target(admin, id);
  if (!user.positionCompanyId && !user.positionDivisionId && !user.positionUnitId && !user.positionId) throw httpError(409, `${user.email} has no position mapping`);
  setPositionColumns(id, { companyId: null, divisionId: null, unitId: null, positionId: null });
  logActivity(admin.id, "user.position-cleared", { userId: id, email: user.email }, null, { kind: "user", id });
}
