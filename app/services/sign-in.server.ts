import { initialTransition, transition } from "xstate";
import { LOCK_AFTER_FAILURES } from "#machines/account.machine";
import { loginMachine } from "#machines/login.machine";
import { type AccessUser, findUserByEmail, loadAccessUser, logActivity, type UserRow } from "~/models/user.server";
import { recordSignInFailure, recordSignInSuccess } from "./account-lifecycle.server";
import { clientAddress } from "./client-address.server";
import { isTrustedDevice } from "./auth-session.server";
import { verifyPassword } from "./password.server";
import { hit } from "./rate-limit.server";

const IP_LIMIT = { attempts: 20, windowMs: 15 * 60_000 };

/** The catalogue's message for any wrong e-mail or password: it never says which was wrong, or whether the e-mail exists. */
export const INVALID_CREDENTIALS = "Email Or Password Invalid";
export const BLOCKED_MESSAGE = "This account has been blocked by an administrator. Ask an administrator to unblock it.";
export const PENDING_MESSAGE = "This account is not activated yet. Open the activation link we e-mailed to you.";

/** "in 45 seconds", "in 1 minute", "in 16 minutes": rounded up, so the person never comes back too early. */
export function waitText(ms: number) {
  if (ms < 60_000) {
    const s = Math.max(1, Math.ceil(ms / 1000));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.ceil(ms / 60_000);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/** A temporary lock says when the person can try again (that, not an administrator, is what ends it). */
export function lockedMessage(lockedUntil: string, now = new Date()) {
  return `Too many failed sign-ins: this account is locked for a while. Try again in ${waitText(Date.parse(lockedUntil) - now.getTime())}.`;
}

/** Too many attempts from one client address (before any account is looked at). */
export function throttledMessage(retryAfterMs: number) {
  return `Too many sign-in attempts from this address. Try again in ${waitText(retryAfterMs)}.`;
}

export type SignInFailure = { kind: "failed"; status: 401 | 403 | 429; message: string; code: "invalid" | "blocked" | "pending" | "throttled" | "locked"; retryAfterMs?: number };
export type SignInOutcome = { kind: "signedIn"; user: AccessUser } | { kind: "needOtp"; user: AccessUser } | SignInFailure;

const lockedFailure = (lockedUntil: string, now: Date): SignInFailure => ({
  kind: "failed", status: 429, code: "locked", message: lockedMessage(lockedUntil, now), retryAfterMs: Math.max(0, Date.parse(lockedUntil) - now.getTime()),
});

/** Asks the login machine where a password success leads: signed in on a trusted device, otherwise the OTP step. */
function loginMachineVerdict(email: string, fingerprintStatus: boolean) {
  const [idle] = initialTransition(loginMachine);
  const [submitting] = transition(loginMachine, idle, { type: "login.submit", email });
  const [next] = transition(loginMachine, submitting, { type: "login.succeeded", fingerprintStatus, body: null });
  return next.value as "signedIn" | "needOtp";
}

/**
 * Whether the account may try to sign in at all right now: blocked by an administrator (403) or locked for a while
 * after failures (429, saying when). Shared by the password step and the OTP step, so a lock stops both.
 */
export function refusalOf(user: Pick<UserRow, "id" | "status" | "lockedUntil">, address: string | null, now = new Date()): SignInFailure | null {
  if (user.status === "blocked") {
    logActivity(user.id, "sign-in.refused", { reason: "blocked" }, address);
    return { kind: "failed", status: 403, code: "blocked", message: BLOCKED_MESSAGE };
  }
  if (user.lockedUntil && Date.parse(user.lockedUntil) > now.getTime()) {
    logActivity(user.id, "sign-in.refused", { reason: "locked", lockedUntil: user.lockedUntil }, address);
    return lockedFailure(user.lockedUntil, now);
  }
  return null;
}

/** Counts a wrong password or code toward the account's lock; the answer is the lock when this failure caused one. */
export function failedAttempt(userId: string, reason: "password" | "otp", address: string | null, otherwise: SignInFailure, now = new Date()): SignInFailure {
  const after = recordSignInFailure(userId, reason, address, now);
  logActivity(userId, "sign-in.failed", { reason, failLoginAttempt: after?.failures }, address);
  if (after?.lockedUntil && after.failures >= LOCK_AFTER_FAILURES) return lockedFailure(after.lockedUntil, now);
  return otherwise;
}

/**
 * Checks e-mail and password: the one sign-in service behind the sign-in page, the API and the mock API. Wrong
 * passwords (and wrong one-time codes, otp.server) count toward a temporary lock with backoff (account.machine.ts);
 * while locked, or blocked by an administrator, the account says so and the password is not judged. A pending
 * account says so only to someone with the right password. Failures reset only on a completed sign-in.
 */
export async function verifyCredentials(request: Request, email: string, password: string): Promise<SignInOutcome> {
  const address = clientAddress(request);
  const throttle = hit(`login-ip:${address}`, IP_LIMIT.attempts, IP_LIMIT.windowMs);
  if (!throttle.allowed) {
    return { kind: "failed", status: 429, code: "throttled", retryAfterMs: throttle.retryAfterMs, message: throttledMessage(throttle.retryAfterMs) };
  }
  const user = findUserByEmail(email);
  const live = user && user.status !== "deleted" ? user : null;
  // The hash is checked even for an unknown e-mail, so the answer takes as long either way.
  const passwordOk = await verifyPassword(live ? live.passwordHash : null, password);
  if (!live) return { kind: "failed", status: 401, code: "invalid", message: INVALID_CREDENTIALS };
  const now = new Date();
  const refused = refusalOf(live, address, now);
  if (refused) return refused;
  if (!passwordOk) return failedAttempt(live.id, "password", address, { kind: "failed", status: 401, code: "invalid", message: INVALID_CREDENTIALS }, now);
  if (live.status === "pending") return { kind: "failed", status: 403, code: "pending", message: PENDING_MESSAGE };
  const access = loadAccessUser(live.id)!;
  const verdict = loginMachineVerdict(live.email, await isTrustedDevice(request, live.id));
  if (verdict === "signedIn") signInCompleted(live);
  return { kind: verdict, user: access };
}

/** A completed sign-in (trusted device, or the right one-time code) clears the failure count. */
export function signInCompleted(user: Pick<UserRow, "id" | "failLoginAttempt" | "lockedUntil">, now = new Date()) {
  if (user.failLoginAttempt > 0 || user.lockedUntil) recordSignInSuccess(user.id, now);
}
