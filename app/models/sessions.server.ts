import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { prepared } from "#db/prepared";
import { sessions, trustedDevices } from "#db/schema";
import { revokeUserTokenRows } from "./tokens.server";

/** Browser sessions and trusted devices, stored by the hash of their tokens (services/auth-session.server.ts holds the cookies). */

export function insertSession(row: { id: string; userId: string; expiresAt: string; ip: string | null; userAgent: string | null }) {
  db().insert(sessions).values(row).run();
}

/** The session row by its hashed id, unless revoked (expiry is the caller's to check: time passes without a write). */
export function findUnrevokedSession(id: string): { id: string; userId: string; expiresAt: string } | null {
  const row = prepared(db(), "unrevoked-session", (h) =>
    h
      .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder("id")), isNull(sessions.revokedAt)))
      .prepare(),
  ).get({ id });
  return row ?? null;
}

export function revokeSession(id: string, now = new Date().toISOString()) {
  db().update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id)).run();
}

export function revokeSessionsOf(userId: string, now = new Date().toISOString()) {
  db().update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).run();
}

/**
 * Ends every sign-in of a user in one transaction: their browser sessions but `keepSessionId`, every trusted
 * device, and every API and mock token family with its refresh tokens.
 */
export function endSignInRows(userId: string, { keepSessionId, reason, now = new Date().toISOString() }: { keepSessionId: string | null; reason: string; now?: string }) {
  db().transaction(
    (tx) => {
      const others = keepSessionId ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)) : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      tx.update(sessions).set({ revokedAt: now }).where(others).run();
      tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId)).run();
      revokeUserTokenRows(userId, reason, now);
    },
    { behavior: "immediate" },
  );
}

export function insertTrustedDevice(row: { id: string; userId: string; tokenHash: string; userAgent: string | null; expiresAt: string }) {
  db().insert(trustedDevices).values(row).run();
}

/** Whether a trust with this token hash is live for the user. */
export function hasLiveTrustedDevice(tokenHash: string, userId: string, now = new Date().toISOString()): boolean {
  const row = db()
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .get();
  return Boolean(row);
}
