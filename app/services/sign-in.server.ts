import { initialTransition, transition } from "xstate";
import { loginMachine } from "#machines/login.machine";
import { type AccessUser, findUserByEmail, loadAccessUser, logActivity, recordFailedLogin, resetFailedLogin } from "~/models/user.server";
import { clientAddress } from "./client-address.server";
import { isTrustedDevice } from "./auth-session.server";
import { verifyPassword } from "./password.server";
import { hit } from "./rate-limit.server";

export const BLOCK_AFTER_FAILED_LOGINS = 5;
const IP_LIMIT = { attempts: 20, windowMs: 15 * 60_000 };

/** The catalogue's message for any wrong e-mail or password: it never says which was wrong, or whether the e-mail exists. */
export const INVALID_CREDENTIALS = "Email Or Password Invalid";
export const BLOCKED_MESSAGE = `This account is blocked after ${BLOCK_AFTER_FAILED_LOGINS} failed sign-ins. Ask an administrator to unblock it.`;
export const PENDING_MESSAGE = "This account is not activated yet. Open the activation link we e-mailed to you.";

export type SignInOutcome =
  | { kind: "signedIn"; user: AccessUser }
  | { kind: "needOtp"; user: AccessUser }
  | { kind: "failed"; status: 401 | 403 | 429; message: string; code: "invalid" | "blocked" | "pending" | "throttled" };


/** Asks the login machine where a password success leads: signed in on a trusted device, otherwise the OTP step. */
function loginMachineVerdict(email: string, fingerprintStatus: boolean) {
  const [idle] = initialTransition(loginMachine);
  const [submitting] = transition(loginMachine, idle, { type: "login.submit", email });
  const [next] = transition(loginMachine, submitting, { type: "login.succeeded", fingerprintStatus, body: null });
  return next.value as "signedIn" | "needOtp";
}

/**
 * Checks e-mail and password. Wrong passwords count toward blocking at five; a
 * blocked or unactivated account says so only when asked about with the right
 * password or after it was blocked (the block is what the person must act on).
 */
export async function verifyCredentials(request: Request, email: string, password: string): Promise<SignInOutcome> {
  const throttle = hit(`login-ip:${clientAddress(request)}`, IP_LIMIT.attempts, IP_LIMIT.windowMs);
  if (!throttle.allowed) {
    const minutes = Math.ceil(throttle.retryAfterMs / 60_000);
    return { kind: "failed", status: 429, code: "throttled", message: `Too many sign-in attempts from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }
  const user = findUserByEmail(email);
  const passwordOk = await verifyPassword(user && user.status !== "deleted" ? user.passwordHash : null, password);
  if (!user || user.status === "deleted") return { kind: "failed", status: 401, code: "invalid", message: INVALID_CREDENTIALS };
  if (user.status === "blocked") {
    logActivity(user.id, "sign-in.refused", { reason: "blocked" }, clientAddress(request));
    return { kind: "failed", status: 403, code: "blocked", message: BLOCKED_MESSAGE };
  }
  if (!passwordOk) {
    const after = recordFailedLogin(user.id, BLOCK_AFTER_FAILED_LOGINS);
    logActivity(user.id, "sign-in.failed", { failLoginAttempt: after?.failLoginAttempt }, clientAddress(request));
    if (after?.status === "blocked") return { kind: "failed", status: 403, code: "blocked", message: BLOCKED_MESSAGE };
    return { kind: "failed", status: 401, code: "invalid", message: INVALID_CREDENTIALS };
  }
  if (user.status === "pending") return { kind: "failed", status: 403, code: "pending", message: PENDING_MESSAGE };
  resetFailedLogin(user.id);
  const access = loadAccessUser(user.id)!;
  const verdict = loginMachineVerdict(user.email, await isTrustedDevice(request, user.id));
  return { kind: verdict, user: access };
}
