import { randomUUID } from "node:crypto";
import { and, type AnyColumn, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db, writeTransaction } from "#db/client.server";
import { activityLogs, orgNodes, otpCodes, roles, userRoles, users, workflowTransitions } from "#db/schema";
import { containsLike, type ListQuery, type ListSpec } from "~/lib/list-query";
import type { ListScope } from "~/domain/list-scope";

/**
 * The users list, detail, statistics and history behind both the admin screens and GET users & co.
 * Soft-deleted users (status deleted, deleted_at set) keep their rows and history; the list hides them
 * unless the status filter asks for them.
 */
export const USER_LIST_SPEC = {
  likeor: ["fullname", "phoneNumber", "email", "nik", "referenceId"],
  filters: {
    "positionMapping.company._id": { hint: "an organisation node id" },
    "positionMapping.division._id": { hint: "an organisation node id" },
    "positionMapping.unit._id": { hint: "an organisation node id" },
    "positionMapping.position._id": { hint: "an organisation node id" },
    "positionMapping.division.code": { hint: "a division code such as DIT-DDB" },
    roles: { pattern: /^[a-z][a-z-]{1,39}$/, hint: "a role name such as admin" },
    status: { values: ["pending", "active", "blocked", "deleted"] },
    type: { values: ["telkom", "external", "partner"] },
  },
  sorts: [
    "fullname", "email", "phoneNumber", "nik", "referenceId", "status", "type", "jobPosition", "country", "roles", "fail_login_attempt", "levelAccess",
    "positionMapping.division.name", "positionMapping.unit.name", "positionMapping.position.name", "createdAt", "updatedAt",
  ],
  defaultPerPage: 10,
  maxPerPage: 100,
} as const satisfies ListSpec<string, string, string>;

type Spec = typeof USER_LIST_SPEC;
export type UserListQuery = ListQuery<Spec["likeor"][number], keyof Spec["filters"] & string, Spec["sorts"][number]>;
export type UserSortColumn = Spec["sorts"][number];

const company = alias(orgNodes, "company");
const division = alias(orgNodes, "division");
const unit = alias(orgNodes, "unit");
const position = alias(orgNodes, "position");

const primaryRole = sql<string>`(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} order by ur.position limit 1)`;

const SORT_COLUMNS: Record<UserSortColumn, SQL | AnyColumn> = {
  fullname: sql`lower(coalesce(${users.fullname}, ''))`,
  email: users.email,
  phoneNumber: users.phoneNumber,
  nik: users.nik,
  referenceId: users.referenceId,
  status: users.status,
  type: users.type,
  jobPosition: sql`lower(coalesce(${users.jobPosition}, ''))`,
  country: users.country,
  roles: primaryRole,
  fail_login_attempt: users.failLoginAttempt,
  levelAccess: users.levelAccess,
  "positionMapping.division.name": division.name,
  "positionMapping.unit.name": unit.name,
  "positionMapping.position.name": position.name,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const LIKE_COLUMNS = { fullname: users.fullname, phoneNumber: users.phoneNumber, email: users.email, nik: users.nik, referenceId: users.referenceId } as const;

function scopeCondition(scope: ListScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.divisionIds.length ? inArray(users.positionDivisionId, scope.divisionIds) : sql`0`;
}

function whereOf(query: Pick<UserListQuery, "likeor" | "filters">, scope: ListScope): SQL | undefined {
  const f = query.filters;
  const parts: (SQL | undefined)[] = [scopeCondition(scope)];
  if (query.likeor.length) parts.push(or(...query.likeor.map(({ field, term }) => sql`${LIKE_COLUMNS[field]} like ${containsLike(term)} escape '\\'`)));
  parts.push(f.status?.length ? inArray(users.status, f.status as (typeof users.status.enumValues)[number][]) : ne(users.status, "deleted"));
  if (f.type?.length) parts.push(inArray(users.type, f.type));
  if (f["positionMapping.company._id"]?.length) parts.push(inArray(users.positionCompanyId, f["positionMapping.company._id"]));
  if (f["positionMapping.division._id"]?.length) parts.push(inArray(users.positionDivisionId, f["positionMapping.division._id"]));
  if (f["positionMapping.unit._id"]?.length) parts.push(inArray(users.positionUnitId, f["positionMapping.unit._id"]));
  if (f["positionMapping.position._id"]?.length) parts.push(inArray(users.positionId, f["positionMapping.position._id"]));
  if (f["positionMapping.division.code"]?.length) parts.push(inArray(division.code, f["positionMapping.division.code"]));
  if (f.roles?.length) {
    parts.push(sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.name in (${sql.join(f.roles.map((r) => sql`${r}`), sql`, `)}))`);
  }
  return and(...parts.filter((p): p is SQL => Boolean(p)));
}

const listColumns = {
  user: users,
  companyName: company.name,
  divisionCode: division.code,
  divisionName: division.name,
  unitCode: unit.code,
  unitName: unit.name,
  positionName: position.name,
};

function joined() {
  return db()
    .select(listColumns)
    .from(users)
    .leftJoin(company, eq(company.id, users.positionCompanyId))
    .leftJoin(division, eq(division.id, users.positionDivisionId))
    .leftJoin(unit, eq(unit.id, users.positionUnitId))
    .leftJoin(position, eq(position.id, users.positionId));
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>["rows"][number];

/** One page of users in scope, with their roles, and the total matching. */
export function listUsers(query: UserListQuery, scope: ListScope) {
  const where = whereOf(query, scope);
  const total = db()
    .select({ n: count() })
    .from(users)
    .leftJoin(division, eq(division.id, users.positionDivisionId))
    .where(where)
    .get()!.n;
  const order = (query.sort.length ? query.sort : [{ column: "fullname" as const, dir: 1 as const }]).map(({ column, dir }) => (dir === 1 ? sql`${SORT_COLUMNS[column]} asc nulls last` : sql`${SORT_COLUMNS[column]} desc nulls last`));
  const rows = joined()
    .where(where)
    .orderBy(...order, asc(users.id))
    .limit(query.perpage)
    .offset(query.currpage * query.perpage)
    .all();
  const rolesById = rolesOf(rows.map((r) => r.user.id));
  return { rows: rows.map((r) => ({ ...r, roles: rolesById.get(r.user.id) ?? [] })), total };
}

export function rolesOf(ids: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!ids.length) return out;
  const rows = db().select({ userId: userRoles.userId, name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(inArray(userRoles.userId, ids)).orderBy(asc(userRoles.position)).all();
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.name]);
  return out;
}

/** One user with the joins the list has (deleted ones included: their history is kept). */
export function getAdminUser(id: string): AdminUserRow | null {
  const row = joined().where(eq(users.id, id)).get();
  if (!row) return null;
  return { ...row, roles: rolesOf([id]).get(id) ?? [] };
}

export function userInScope(row: { positionDivisionId: string | null }, scope: ListScope) {
  return scope.all || (row.positionDivisionId !== null && scope.divisionIds.includes(row.positionDivisionId));
}

/** The user as the API returns it (spec section 3 field names); never the password hash. */
export function toApiUser(r: AdminUserRow) {
  const u = r.user;
  return {
    _id: u.id,
    userId: u.id,
    fullname: u.fullname,
    email: u.email,
    phoneNumber: u.phoneNumber,
    nik: u.nik,
    roles: r.roles,
    type: u.type,
    jobPosition: u.jobPosition,
    country: u.country,
    status: u.status,
    fail_login_attempt: u.failLoginAttempt,
    referenceId: u.referenceId,
    referralCode: u.referralCode,
    levelAccess: u.levelAccess,
    grantAccess: u.grantAccess,
    positionMapping: {
      company: u.positionCompanyId ? { _id: u.positionCompanyId, name: r.companyName } : null,
      division: u.positionDivisionId ? { _id: u.positionDivisionId, code: r.divisionCode, name: r.divisionName } : null,
      unit: u.positionUnitId ? { _id: u.positionUnitId, code: r.unitCode, name: r.unitName } : null,
      position: u.positionId ? { _id: u.positionId, name: r.positionName } : null,
    },
    activatedAt: u.activatedAt,
    deletedAt: u.deletedAt,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export function roleRowsByName(names: string[]) {
  if (!names.length) return [];
  return db().select().from(roles).where(inArray(roles.name, names)).all();
}

export function allRoleNames(): { name: string; label: string }[] {
  return db().select({ name: roles.name, label: roles.label }).from(roles).orderBy(sql`${roles}.rowid`).all();
}

export type NewUser = {
  fullname: string; email: string; phoneNumber: string | null; nik: string | null; referenceId: string | null; type: string; jobPosition: string | null; country: string;
  roleIds: string[]; levelAccess: number; grantAccess: string[]; passwordHash: string;
};

export function insertUser(input: NewUser): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  writeTransaction((tx) => {
    tx.insert(users).values({
      id, fullname: input.fullname, email: input.email, phoneNumber: input.phoneNumber, nik: input.nik, referenceId: input.referenceId ?? "99999", type: input.type, jobPosition: input.jobPosition,
      country: input.country, passwordHash: input.passwordHash, status: "active", activatedAt: now, levelAccess: input.levelAccess, grantAccess: input.grantAccess,
      referralCode: `REF${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`,
    }).run();
    tx.insert(userRoles).values(input.roleIds.map((roleId, i) => ({ userId: id, roleId, position: i }))).run();
  });
  return id;
}

export type UserChanges = Partial<Pick<typeof users.$inferInsert, "fullname" | "email" | "phoneNumber" | "nik" | "referenceId" | "type" | "jobPosition" | "country" | "levelAccess" | "grantAccess">> & { roleIds?: string[] };

export function updateUserRow(id: string, changes: UserChanges) {
  const { roleIds, ...columns } = changes;
  writeTransaction((tx) => {
    tx.update(users).set({ ...columns, updatedAt: new Date().toISOString() }).where(eq(users.id, id)).run();
    if (roleIds) {
      tx.delete(userRoles).where(eq(userRoles.userId, id)).run();
      if (roleIds.length) tx.insert(userRoles).values(roleIds.map((roleId, i) => ({ userId: id, roleId, position: i }))).run();
    }
  });
}

export function emailOwner(email: string) {
  return db().select({ id: users.id, status: users.status }).from(users).where(eq(users.email, email.trim().toLowerCase())).get() ?? null;
}

export function setPositionColumns(id: string, mapping: { companyId: string | null; divisionId: string | null; unitId: string | null; positionId: string | null }) {
  db()
    .update(users)
    .set({ positionCompanyId: mapping.companyId, positionDivisionId: mapping.divisionId, positionUnitId: mapping.unitId, positionId: mapping.positionId, updatedAt: new Date().toISOString() })
    .where(eq(users.id, id))
    .run();
}

export function findUserByReferral(code: string) {
  const row = db().select({ id: users.id }).from(users).where(eq(users.referralCode, code.trim().toUpperCase())).get();
  return row ? getAdminUser(row.id) : null;
}

/** Users by status, by role and by division, within the caller's scope. */
export function userStatistics(scope: ListScope) {
  const scoped = scopeCondition(scope);
  const byStatus = db().select({ status: users.status, count: count() }).from(users).where(scoped).groupBy(users.status).all();
  const live = and(ne(users.status, "deleted"), scoped);
  const byRole = db()
    .select({ role: roles.name, label: roles.label, count: sql<number>`count(${users.id})` })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .leftJoin(users, and(eq(users.id, userRoles.userId), live))
    .groupBy(roles.id)
    .orderBy(desc(sql`count(${users.id})`), asc(roles.name))
    .all();
  const byDivision = db()
    .select({ _id: users.positionDivisionId, code: division.code, name: division.name, count: count() })
    .from(users)
    .leftJoin(division, eq(division.id, users.positionDivisionId))
    .where(live)
    .groupBy(users.positionDivisionId)
    .orderBy(desc(count()), asc(division.name))
    .all();
  const statuses = Object.fromEntries(["pending", "active", "blocked", "deleted"].map((s) => [s, byStatus.find((r) => r.status === s)?.count ?? 0])) as Record<"pending" | "active" | "blocked" | "deleted", number>;
  return {
    total: Object.values(statuses).reduce((a, b) => a + b, 0),
    byStatus: statuses,
    byRole: byRole.map((r) => ({ role: r.role, label: r.label, count: Number(r.count) })),
    byDivision: byDivision.map((d) => ({ _id: d._id, code: d.code, name: d.name ?? "Not mapped", count: d.count })),
  };
}

export type ActivityEntry = { source: "activity" | "workflow"; id: number; action: string; entity: string | null; entityId: string | null; detail: Record<string, unknown> | null; ip: string | null; at: string };

/** Everything a person did, newest first: activity log (sign-ins, changes) and workflow transitions they made. */
export function activityHistory(userId: string, { limit, offset }: { limit: number; offset: number }): { rows: ActivityEntry[]; total: number } {
  const total =
    db().select({ n: count() }).from(activityLogs).where(eq(activityLogs.userId, userId)).get()!.n +
    db().select({ n: count() }).from(workflowTransitions).where(eq(workflowTransitions.actorId, userId)).get()!.n;
  const rows = db().all<{ source: "activity" | "workflow"; id: number; action: string; entity: string | null; entity_id: string | null; detail: string | null; ip: string | null; at: string }>(sql`
    select 'activity' as source, id, action, entity, entity_id, detail, ip, created_at as at from activity_logs where user_id = ${userId}
    union all
    select 'workflow' as source, id, kind || '.' || event as action, kind as entity, entity_id,
           json_object('from', from_state, 'to', to_state, 'message', message, 'via', via) as detail, null as ip, created_at as at
      from workflow_transitions where actor_id = ${userId}
    order by at desc, id desc limit ${limit} offset ${offset}`);
  return {
    total,
    rows: rows.map((r) => ({ source: r.source, id: r.id, action: r.action, entity: r.entity, entityId: r.entity_id, detail: parseJson(r.detail), ip: r.ip, at: r.at })),
  };
}

function parseJson(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: text };
  }
}

/** Quick search for pickers (product owners and members): label, email, value (the reference id, "NIK"), userId. */
export function searchUserOptions(term: string, scope: ListScope, { limit = 20, divisionId }: { limit?: number; divisionId?: string | null } = {}) {
  const like = containsLike(term);
  const parts: (SQL | undefined)[] = [scopeCondition(scope), eq(users.status, "active")];
  if (term) parts.push(or(sql`${users.fullname} like ${like} escape '\\'`, sql`${users.email} like ${like} escape '\\'`, sql`${users.nik} like ${like} escape '\\'`, sql`${users.referenceId} like ${like} escape '\\'`));
  if (divisionId) parts.push(eq(users.positionDivisionId, divisionId));
  return db()
    .select({ userId: users.id, fullname: users.fullname, email: users.email, nik: users.nik, referenceId: users.referenceId, jobPosition: users.jobPosition, divisionId: users.positionDivisionId })
    .from(users)
    .where(and(...parts.filter((p): p is SQL => Boolean(p))))
    .orderBy(asc(users.fullname))
    .limit(limit)
    .all()
    .map((u) => ({ label: u.fullname ?? u.email, email: u.email, value: u.referenceId, userId: u.userId, nik: u.nik, jobPosition: u.jobPosition, divisionId: u.divisionId }));
}

/** The wrong tries on the user's current (unused) one-time code, or null when there is none. */
export function currentOtpAttempts(userId: string): number | null {
  const row = db().select({ attempts: otpCodes.attempts }).from(otpCodes).where(and(eq(otpCodes.userId, userId), sql`${otpCodes.usedAt} is null`)).orderBy(desc(otpCodes.createdAt)).get();
  return row ? row.attempts : null;
}

/** What administrators did to this account (blocked, mapped, edited...), newest first. */
export function accountChanges(userId: string, limit = 20) {
  const actor = alias(users, "actor");
  return db()
    .select({ id: activityLogs.id, action: activityLogs.action, detail: activityLogs.detail, at: activityLogs.at, by: actor.fullname, byEmail: actor.email })
    .from(activityLogs)
    .leftJoin(actor, eq(actor.id, activityLogs.userId))
    .where(and(eq(activityLogs.entity, "user"), eq(activityLogs.entityId, userId)))
    .orderBy(desc(activityLogs.id))
    .limit(limit)
    .all();
}
