import { createHmac, randomInt, randomUUID } from "node:crypto";
import { transition } from "xstate";
import { MAX_OTP_ATTEMPTS, otpMachine } from "#machines/otp.machine";
import { claimOtpAttempt, hasOpenOtpCode, recentOtpCodes, replaceOtpCode, resetOpenOtpAttempts, useOtpCode } from "~/models/otp-codes.server";
import { findUserById } from "~/models/user.server";
import { safeEqual } from "./crypto.server";
import { env } from "./env.server";
import { languageOfUser, translatorFor } from "./i18n.server";
import { sendMail } from "./mail.server";
import { hit } from "./rate-limit.server";
import { failedAttempt, refusalOf, signInCompleted, waitText } from "./sign-in.server";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
/** Codes one account may be sent in any hour, besides the once-a-minute resend limit. */
export const OTP_CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** A keyed hash: six digits are few, so a plain hash of a leaked table could be reversed in a moment. */
const codeHash = (userId: string, code: string) => createHmac("sha256", env().SESSION_SECRET).update(`${userId}:${code}`).digest("hex");

export type OtpRequestResult =
  | { ok: true; expiresAt: string }
  | { ok: false; status: 429; code: "resend-wait" | "hourly-limit"; message: string; retryAfterMs: number; retryAt: string };

/** The plain answer when the account's hourly codes are used up: that it is the hourly limit, and when to ask again. */
export function hourlyLimitMessage(retryAfterMs: number) {
  return `This account was sent ${OTP_CODES_PER_HOUR} sign-in codes in the last hour, the most we send. You can ask for a new one in ${waitText(retryAfterMs)}.`;
}

/** When the account may be sent another code under the hourly limit (null while it may now), and whether a sent code is still usable. */
export function otpBudget(userId: string, now = new Date()): { retryAfterMs: number | null; liveCode: boolean } {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = recentOtpCodes(userId, since);
  const liveCode = recent.some((c) => c.usedAt === null && c.expiresAt > now.toISOString() && c.attempts < MAX_OTP_ATTEMPTS);
  if (recent.length < OTP_CODES_PER_HOUR) return { retryAfterMs: null, liveCode };
  return { retryAfterMs: Math.max(1000, Date.parse(recent[0].createdAt) + HOUR_MS - now.getTime()), liveCode };
}

/** "Ask for a new one.", or, when the hourly codes are used up, when that becomes possible. */
function askForNew(userId: string, now: Date) {
  const { retryAfterMs } = otpBudget(userId, now);
  return retryAfterMs === null ? "Ask for a new one." : hourlyLimitMessage(retryAfterMs);
}

/**
 * Sends a new 6-digit code (CSPRNG), replacing any earlier one: at most once a minute, and at most
 * OTP_CODES_PER_HOUR in any hour per account (counted from the codes themselves, inside the writing transaction,
 * so parallel requests cannot exceed it). Each code allows MAX_OTP_ATTEMPTS tries, so an account's codes can be
 * guessed at most 25 times an hour, and wrong codes also count toward the account's temporary lock.
 */
export async function requestOtp(userId: string, now = new Date()): Promise<OtpRequestResult> {
  const hourlyRefusal = (retryAfterMs: number): OtpRequestResult => ({ ok: false, status: 429, code: "hourly-limit", retryAfterMs, retryAt: new Date(now.getTime() + retryAfterMs).toISOString(), message: hourlyLimitMessage(retryAfterMs) });
  // The hourly limit first, so a refused request does not also spend the once-a-minute resend (whose answer would
  // then wrongly say a code was just sent); the transaction below still decides races.
  const budget = otpBudget(userId, now);
  if (budget.retryAfterMs !== null) return hourlyRefusal(budget.retryAfterMs);
  const limit = hit(`otp-send:${userId}`, 1, OTP_RESEND_MS, now.getTime());
  if (!limit.allowed) {
    const seconds = Math.ceil(limit.retryAfterMs / 1000);
    return { ok: false, status: 429, code: "resend-wait", retryAfterMs: limit.retryAfterMs, retryAt: new Date(now.getTime() + limit.retryAfterMs).toISOString(), message: `A code was sent less than a minute ago. You can ask for a new one in ${seconds} seconds.` };
  }
  const user = findUserById(userId);
  if (!user) throw new Error(`OTP requested for unknown user ${userId}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS).toISOString();
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const oldestInHour = replaceOtpCode({ id: randomUUID(), userId, codeHash: codeHash(userId, code), expiresAt, now: now.toISOString(), since, perWindow: OTP_CODES_PER_HOUR });
  if (oldestInHour) {
    const retryAfterMs = Math.max(1000, Date.parse(oldestInHour) + HOUR_MS - now.getTime());
    return hourlyRefusal(retryAfterMs);
  }
  // In the account holder's language (their profile's, else the portal's default).
  const t = translatorFor(languageOfUser(user), "mail");
  await sendMail({ to: user.email, subject: t("account.otp.subject", { code }), text: t("account.otp.body", { name: user.fullname ?? "", code }) });
  return { ok: true, expiresAt };
}

export type OtpVerifyResult = { ok: true } | { ok: false; status: 400 | 401 | 403 | 429; message: string; code: "missing" | "expired" | "wrong" | "locked" | "blocked" | "invalid" | "pending" | "throttled" };

const tooMany = (userId: string, now: Date) => `Too many wrong codes. ${askForNew(userId, now)}`;
const noCode = (userId: string, now: Date) => `There is no active code. ${askForNew(userId, now)}`;
const expired = (userId: string, now: Date) => `This code has expired. ${askForNew(userId, now)}`;

/**
 * Checks a code for an account at the OTP step. A blocked or temporarily locked account is refused before any code
 * is judged; a wrong code costs one of the code's tries (the OTP machine locks the code after five) and counts toward
 * the account's lock like a wrong password; the right one completes the sign-in and clears the failure count.
 */
export function verifyOtp(userId: string, code: string, { address = null, now = new Date() }: { address?: string | null; now?: Date } = {}): OtpVerifyResult {
  const user = findUserById(userId);
  if (!user || user.status === "deleted") return { ok: false, status: 400, code: "missing", message: "There is no active code. Ask for a new one." };
  const refused = refusalOf(user, address, now);
  if (refused) return { ok: false, status: refused.status, code: refused.code, message: refused.message };
  // One try is counted before the code is compared (see claimOtpAttempt): at most MAX_OTP_ATTEMPTS are ever judged.
  const row = claimOtpAttempt(userId, MAX_OTP_ATTEMPTS);
  if (!row) {
    return hasOpenOtpCode(userId) ? { ok: false, status: 429, code: "locked", message: tooMany(userId, now) } : { ok: false, status: 400, code: "missing", message: noCode(userId, now) };
  }
  if (row.expiresAt <= now.toISOString()) return { ok: false, status: 401, code: "expired", message: expired(userId, now) };
  if (safeEqual(row.codeHash, codeHash(userId, code.trim()))) {
    // Single use even against a parallel right guess: only the request that marks it used signs in.
    if (!useOtpCode(row.id, now.toISOString())) return { ok: false, status: 400, code: "missing", message: noCode(userId, now) };
    signInCompleted(user, now);
    return { ok: true };
  }
  // The machine decides what this failure means for the code, from the count the database returned.
  const verifying = otpMachine.resolveState({ value: "verifying", context: { attempts: row.attempts - 1, error: null, session: null } });
  const [next] = transition(otpMachine, verifying, { type: "otp.verifyFailed", error: "wrong code" });
  const left = MAX_OTP_ATTEMPTS - next.context.attempts;
  const answer: OtpVerifyResult & { ok: false } =
    next.value === "locked"
      ? { ok: false, status: 429, code: "locked", message: tooMany(userId, now) }
      : { ok: false, status: 401, code: "wrong", message: left === 1 ? `The code is not correct. ${left} try left.` : `The code is not correct. ${left} tries left.` };
  const counted = failedAttempt(userId, "otp", address, { kind: "failed", status: answer.status as 401 | 429, code: "invalid", message: answer.message }, now);
  return counted.code === "locked" ? { ok: false, status: 429, code: "locked", message: counted.message } : answer;
}

/** Admin: clears the wrong-try count of the user's current code (POST auth/otp/reset_attempt). */
export function resetOtpAttempts(userId: string) {
  return resetOpenOtpAttempts(userId);
}
