import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { otpCodes } from "#db/schema";

/** The sign-in codes (keyed hashes only): services/otp.server.ts decides, these read and write the rows. */

/** The account's codes created after `since`, oldest first. */
export function recentOtpCodes(userId: string, since: string) {
  return db().select({ createdAt: otpCodes.createdAt, usedAt: otpCodes.usedAt, expiresAt: otpCodes.expiresAt, attempts: otpCodes.attempts }).from(otpCodes).where(and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, since))).orderBy(asc(otpCodes.createdAt)).all();
}

/**
 * Replaces the account's open code by a new one unless `perWindow` codes were already created after `since`,
 * in one IMMEDIATE transaction so parallel requests cannot exceed the budget. Returns the creation time of the
 * oldest code in the window when the budget is spent (nothing written), null when the code was stored.
 */
export function replaceOtpCode(input: { id: string; userId: string; codeHash: string; expiresAt: string; now: string; since: string; perWindow: number }): string | null {
  const { userId } = input;
  return db().transaction(
    (tx) => {
      const recent = tx.select({ createdAt: otpCodes.createdAt }).from(otpCodes).where(and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, input.since))).orderBy(asc(otpCodes.createdAt)).all();
      if (recent.length >= input.perWindow) return recent[0].createdAt;
      tx.update(otpCodes).set({ usedAt: input.now }).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).run();
      tx.insert(otpCodes).values({ id: input.id, userId, codeHash: input.codeHash, expiresAt: input.expiresAt, createdAt: input.now }).run();
      return null;
    },
    { behavior: "immediate" },
  );
}

/**
 * Takes one try of the account's current code: a single UPDATE ... SET attempts = attempts + 1 ... RETURNING that
 * only succeeds while fewer than `maxAttempts` tries were taken, so however many requests arrive at once, on
 * however many processes, at most `maxAttempts` of them are ever judged. undefined when no try is left or no code is open.
 */
export function claimOtpAttempt(userId: string, maxAttempts: number) {
  const current = db().select({ id: otpCodes.id }).from(otpCodes).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).orderBy(desc(otpCodes.createdAt)).limit(1);
  return db()
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, sql`(${current})`), isNull(otpCodes.usedAt), lt(otpCodes.attempts, maxAttempts)))
    .returning({ id: otpCodes.id, attempts: otpCodes.attempts, codeHash: otpCodes.codeHash, expiresAt: otpCodes.expiresAt })
    .get();
}

/** Whether the account has a code not yet used (expired or out of tries included). */
export function hasOpenOtpCode(userId: string): boolean {
  return !!db().select({ id: otpCodes.id }).from(otpCodes).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).limit(1).get();
}

/** Marks the code used; false when a parallel request used it first (single use). */
export function useOtpCode(id: string, now: string): boolean {
  return db().update(otpCodes).set({ usedAt: now }).where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt))).run().changes === 1;
}

/** Clears the wrong-try count of the account's open code; returns the rows changed. */
export function resetOpenOtpAttempts(userId: string): number {
  return db().update(otpCodes).set({ attempts: 0 }).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).run().changes;
}
