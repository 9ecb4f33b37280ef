import { createHmac, randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { transition } from "xstate";
import { db } from "#db/client.server";
import { otpCodes } from "#db/schema";
import { MAX_OTP_ATTEMPTS, otpMachine } from "#machines/otp.machine";
import { findUserById } from "~/models/user.server";
import { safeEqual } from "./crypto.server";
import { env } from "./env.server";
import { sendMail } from "./mail.server";
import { hit } from "./rate-limit.server";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;

/** A keyed hash: six digits are few, so a plain hash of a leaked table could be reversed in a moment. */
const codeHash = (userId: string, code: string) => createHmac("sha256", env().SESSION_SECRET).update(`${userId}:${code}`).digest("hex");

export type OtpRequestResult = { ok: true; expiresAt: string } | { ok: false; status: 429; message: string; retryAfterMs: number };

/** Sends a new 6-digit code (CSPRNG), replacing any earlier one; at most once a minute per user. */
export async function requestOtp(userId: string): Promise<OtpRequestResult> {
  const limit = hit(`otp-send:${userId}`, 1, OTP_RESEND_MS);
  if (!limit.allowed) {
    const seconds = Math.ceil(limit.retryAfterMs / 1000);
    return { ok: false, status: 429, retryAfterMs: limit.retryAfterMs, message: `A code was sent less than a minute ago. You can ask for a new one in ${seconds} seconds.` };
  }
  const user = findUserById(userId);
  if (!user) throw new Error(`OTP requested for unknown user ${userId}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS).toISOString();
  db().transaction(
    (tx) => {
      tx.update(otpCodes).set({ usedAt: now.toISOString() }).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).run();
      tx.insert(otpCodes).values({ id: randomUUID(), userId, codeHash: codeHash(userId, code), expiresAt }).run();
    },
    { behavior: "immediate" },
  );
  await sendMail({
    to: user.email,
    subject: `Digimon sign-in code: ${code}`,
    text: `Hello ${user.fullname ?? ""},\n\nYour Digimon sign-in code is ${code}.\nIt is valid for 5 minutes and can be used once.\n\nIf you did not try to sign in, change your password.`,
  });
  return { ok: true, expiresAt };
}

export type OtpVerifyResult = { ok: true } | { ok: false; status: 400 | 401 | 429; message: string; code: "missing" | "expired" | "wrong" | "locked" };

/** Checks a code; the OTP machine counts wrong tries and locks after five until a new code is requested. */
export function verifyOtp(userId: string, code: string, now = new Date()): OtpVerifyResult {
  const row = db().select().from(otpCodes).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).orderBy(desc(otpCodes.createdAt)).limit(1).get();
  if (!row) return { ok: false, status: 400, code: "missing", message: "There is no active code. Ask for a new one." };
  if (row.attempts >= MAX_OTP_ATTEMPTS) return { ok: false, status: 429, code: "locked", message: "Too many wrong codes. Ask for a new one." };
  if (row.expiresAt <= now.toISOString()) return { ok: false, status: 401, code: "expired", message: "This code has expired. Ask for a new one." };
  if (safeEqual(row.codeHash, codeHash(userId, code.trim()))) {
    db().update(otpCodes).set({ usedAt: now.toISOString() }).where(eq(otpCodes.id, row.id)).run();
    return { ok: true };
  }
  const verifying = otpMachine.resolveState({ value: "verifying", context: { attempts: row.attempts, error: null, session: null } });
  const [next] = transition(otpMachine, verifying, { type: "otp.verifyFailed", error: "wrong code" });
  db().update(otpCodes).set({ attempts: next.context.attempts }).where(eq(otpCodes.id, row.id)).run();
  if (next.value === "locked") return { ok: false, status: 429, code: "locked", message: "Too many wrong codes. Ask for a new one." };
  const left = MAX_OTP_ATTEMPTS - next.context.attempts;
  return { ok: false, status: 401, code: "wrong", message: `The code is not correct. ${left} ${left === 1 ? "try" : "tries"} left.` };
}

/** Admin: clears the wrong-try count of the user's current code (POST auth/otp/reset_attempt). */
export function resetOtpAttempts(userId: string) {
  return db().update(otpCodes).set({ attempts: 0 }).where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt))).run().changes;
}
