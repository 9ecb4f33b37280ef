import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { orgNodes } from "./organisation";

export const userStatuses = ["pending", "active", "blocked", "deleted"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    fullname: text("fullname"),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    nik: text("nik"),
    type: text("type").notNull().default("telkom"),
    jobPosition: text("job_position"),
    passwordHash: text("password_hash"),
    country: text("country").notNull().default("Indonesia"),
    status: text("status", { enum: userStatuses }).notNull().default("pending"),
    failLoginAttempt: integer("fail_login_attempt").notNull().default(0),
    /** Until when sign-in is refused after too many failures (ISO); written by the account machine's binding. */
    lockedUntil: text("locked_until"),
    referralCode: text("referral_code").unique(),
    avatarPath: text("avatar_path"),
    /** The language the user chose in their profile ("id" or "en"); null follows the portal's DEFAULT_LANGUAGE. */
    language: text("language", { enum: ["id", "en"] }),
    referenceId: text("reference_id").notNull().default("99999"),
    levelAccess: integer("level_access").notNull().default(3),
    grantAccess: jsonText<string[]>("grant_access").notNull().default([]),
    positionCompanyId: text("position_company_id").references(() => orgNodes.id, { onDelete: "set null" }),
    positionDivisionId: text("position_division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    positionUnitId: text("position_unit_id").references(() => orgNodes.id, { onDelete: "set null" }),
    positionId: text("position_id").references(() => orgNodes.id, { onDelete: "set null" }),
    activatedAt: text("activated_at"),
    deletedAt: text("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    index("users_status_idx").on(t.status),
    index("users_division_idx").on(t.positionDivisionId),
    index("users_unit_idx").on(t.positionUnitId),
    index("users_fullname_idx").on(t.fullname),
    index("users_nik_idx").on(t.nik),
  ],
);

export const roles = sqliteTable("roles", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
});

export const permissions = sqliteTable("permissions", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
});

export const rolePermissions = sqliteTable(
  "role_permissions",
  {
    roleId: text("role_id").notNull().references(() => roles.id, { onDelete: "cascade" }),
    permissionId: text("permission_id").notNull().references(() => permissions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** A user's roles in order: the first is the primary role that the token's `role` claim carries. */
export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    roleId: text("role_id").notNull().references(() => roles.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/** Every sign-in, change and workflow action a person made (the users admin shows it). */
export const activityLogs = sqliteTable(
  "activity_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    detail: jsonText<Record<string, unknown>>("detail"),
    ip: text("ip"),
    at: createdAt(),
  },
  // The audit report reads a period of changes of some kinds of record (entity in (...), created_at range).
  (t) => [index("activity_logs_user_idx").on(t.userId, t.id), index("activity_logs_entity_created_idx").on(t.entity, t.at)],
);
