import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "#db/client.server";
import { authTokens, refreshTokens, tokenBlacklist, tokenFamilies } from "#db/schema";
import { type AccessUser, loadAccessUser } from "./user.server";

/** API and mock token sign-ins (families), refresh tokens and e-mailed link tokens (hashes only), and the access-token blacklist. */

export type TokenAudience = "api" | "mock";

export function insertTokenFamily(id: string, userId: string, audience: TokenAudience) {
  db().insert(tokenFamilies).values({ id, userId, audience }).run();
}

export function findTokenFamily(id: string) {
  return db().select({ revokedAt: tokenFamilies.revokedAt, audience: tokenFamilies.audience }).from(tokenFamilies).where(eq(tokenFamilies.id, id)).get() ?? null;
}

/** Revokes a family and its refresh tokens in one transaction. */
export function revokeFamilyRows(familyId: string, reason: string, now: string) {
  db().transaction(
    (tx) => {
      tx.update(tokenFamilies).set({ revokedAt: now, revokedReason: reason }).where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt))).run();
      tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))).run();
    },
    { behavior: "immediate" },
  );
}

/** Revokes every family and every refresh token of a user (those from before families existed too). */
export function revokeUserTokenRows(userId: string, reason: string, now: string) {
  db().update(tokenFamilies).set({ revokedAt: now, revokedReason: reason }).where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt))).run();
  db().update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))).run();
}

export function insertRefreshToken(row: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: string }) {
  db().insert(refreshTokens).values(row).run();
}

export function isBlacklisted(jti: string): boolean {
  return !!db().select().from(tokenBlacklist).where(eq(tokenBlacklist.jti, jti)).get();
}

export function blacklistToken(jti: string, expiresAt: string) {
  db().insert(tokenBlacklist).values({ jti, expiresAt }).onConflictDoNothing().run();
}

export type RefreshClaim = { reusedFamilyId: string } | { user: AccessUser; familyId: string } | null;

/**
 * Takes a refresh token once, in one IMMEDIATE transaction, and stores its successor (`next`) in the same family.
 * null when the token is unknown, of another audience, of a revoked family, expired, or its user is not active;
 * `reusedFamilyId` when the token was already used (the caller revokes that family: two parties hold it).
 */
export function claimRefreshToken(tokenHash: string, audience: TokenAudience, now: string, next: { id: string; tokenHash: string; expiresAt: string }): RefreshClaim {
  return db().transaction(
    (tx) => {
      const row = tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();
      if (!row || !row.familyId) return null;
      const family = tx.select().from(tokenFamilies).where(eq(tokenFamilies.id, row.familyId)).get();
      if (!family || family.audience !== audience || family.revokedAt) return null;
      if (row.revokedAt) return { reusedFamilyId: row.familyId };
      const user = loadAccessUser(row.userId);
      if (row.expiresAt <= now || !user || user.status !== "active") return null;
      tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.id, row.id)).run();
      tx.insert(refreshTokens).values({ ...next, userId: user.id, familyId: row.familyId }).run();
      return { user, familyId: row.familyId };
    },
    { behavior: "immediate" },
  );
}

export type LinkPurpose = "activation" | "reset";

/** Stores a new link token; older unused ones of the same purpose are spent in the same transaction, so only the latest works. */
export function replaceLinkToken(row: { id: string; userId: string; purpose: LinkPurpose; tokenHash: string; expiresAt: string }) {
  db().transaction(
    (tx) => {
      tx.update(authTokens).set({ usedAt: new Date().toISOString() }).where(and(eq(authTokens.userId, row.userId), eq(authTokens.purpose, row.purpose), isNull(authTokens.usedAt))).run();
      tx.insert(authTokens).values(row).run();
    },
    { behavior: "immediate" },
  );
}

const liveLink = (tokenHash: string, userId: string, purpose: LinkPurpose) =>
  and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date().toISOString()));

/** Takes a live link token once (IMMEDIATE: two requests with the same link cannot both take it); false when none is live. */
export function consumeLinkTokenRow(tokenHash: string, userId: string, purpose: LinkPurpose): boolean {
  return db().transaction(
    (tx) => {
      const row = tx.select({ id: authTokens.id }).from(authTokens).where(liveLink(tokenHash, userId, purpose)).get();
      if (!row) return false;
      tx.update(authTokens).set({ usedAt: new Date().toISOString() }).where(eq(authTokens.id, row.id)).run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/** Whether a live link token exists, without taking it. */
export function hasLiveLinkToken(tokenHash: string, userId: string, purpose: LinkPurpose): boolean {
  return Boolean(db().select({ id: authTokens.id }).from(authTokens).where(liveLink(tokenHash, userId, purpose)).get());
}
