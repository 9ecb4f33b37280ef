import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** Browser sessions. The cookie holds only the id; the row holds its sha-256 so a leaked table opens nothing. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time codes, stored hashed; single use, 5 minutes, at most 5 wrong tries. */
export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_user_idx").on(t.userId, t.createdAt)],
);

/** "Trust this device": what makes fingerprintStatus true on the next sign-in. */
export const trustedDevices = sqliteTable(
  "trusted_devices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    userAgent: text("user_agent"),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId)],
);

/** Activation and password-reset links: single use, stored hashed. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["activation", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * One token sign-in (API or mock) and everything it hands out: the access tokens carry its id (`sid`), and each
 * refresh token belongs to it. Revoking the family (logout, a refresh token used twice, a password change or reset)
 * ends every access and refresh token of that sign-in at once. The audience keeps the mock's tokens out of the
 * real API and back.
 */
export const tokenFamilies = sqliteTable(
  "token_families",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    audience: text("audience", { enum: ["api", "mock"] }).notNull(),
    revokedAt: text("revoked_at"),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
  },
  (t) => [index("token_families_user_idx").on(t.userId)],
);

/** Refresh tokens, stored hashed; rotated on use (a used one keeps its row, so a second use is recognised). */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    // Null only for tokens issued before families existed; such a token is refused.
    familyId: text("family_id").references(() => tokenFamilies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.userId), index("refresh_tokens_family_idx").on(t.familyId)],
);

/** Access tokens refused before their expiry (logout). Rows can be pruned after expires_at. */
export const tokenBlacklist = sqliteTable("token_blacklist", {
  jti: text("jti").primaryKey(),
  expiresAt: text("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for throttling (sign-in per IP, OTP resends). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
});
