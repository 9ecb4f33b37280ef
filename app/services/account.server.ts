import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "#db/client.server";
import { authTokens } from "#db/schema";
import { createPendingUser, findUserByEmail, logActivity, setPasswordHash } from "~/models/user.server";
import { sendAccountEvent } from "./account-lifecycle.server";
import { endSignInsOf } from "./auth-session.server";
import { randomToken, sha256 } from "./crypto.server";
import { env } from "./env.server";
import { sendMail } from "./mail.server";
import { hashPassword } from "./password.server";

const ACTIVATION_TTL_MS = 7 * 86_400_000;
const RESET_TTL_MS = 3_600_000;

function issueLinkToken(userId: string, purpose: "activation" | "reset", ttlMs: number) {
  const token = randomToken();
  db().transaction(
    (tx) => {
      // A new link replaces older unused ones of the same purpose, so only the latest works.
      tx.update(authTokens).set({ usedAt: new Date().toISOString() }).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt))).run();
      tx.insert(authTokens).values({ id: randomUUID(), userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs).toISOString() }).run();
    },
    { behavior: "immediate" },
  );
  return token;
}

/** Takes a link token once: returns the user id when the token is live for that e-mail and marks it used. */
function consumeLinkToken(token: string, email: string, purpose: "activation" | "reset"): string | null {
  const user = findUserByEmail(email);
  if (!user) return null;
  return db().transaction(
    (tx) => {
      const row = tx
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.userId, user.id), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date().toISOString())))
        .get();
      if (!row) return null;
      tx.update(authTokens).set({ usedAt: new Date().toISOString() }).where(eq(authTokens.id, row.id)).run();
      return user.id;
    },
    { behavior: "immediate" },
  );
}

export type RegisterInput = { fullname: string; email: string; phoneNumber: string; password: string; country: string };

/** Creates a pending account and e-mails the activation link. An address already in use is refused plainly. */
export async function register(input: RegisterInput): Promise<{ ok: true } | { ok: false; field: "email"; message: string }> {
  if (findUserByEmail(input.email)) return { ok: false, field: "email", message: "This email is already in use." };
  const userId = createPendingUser({ ...input, passwordHash: await hashPassword(input.password) });
  const token = issueLinkToken(userId, "activation", ACTIVATION_TTL_MS);
  const link = `${env().PUBLIC_URL}/activation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(input.email)}`;
  await sendMail({ to: input.email, subject: "Activate your Digimon account", text: `Hello ${input.fullname},\n\nActivate your account within 7 days:\n${link}\n` });
  logActivity(userId, "account.registered");
  return { ok: true };
}

/**
 * An account someone else created (a product's typed-in owner or member): it is activated from an
 * e-mailed link, with a second link to choose a password; no password is printed or sent. Both links
 * last 7 days and are the same single-use tokens as registration and reset.
 */
export async function sendAccountInvitation(user: { id: string; email: string; fullname: string }, reason: string) {
  const activation = issueLinkToken(user.id, "activation", ACTIVATION_TTL_MS);
  const password = issueLinkToken(user.id, "reset", ACTIVATION_TTL_MS);
  const email = encodeURIComponent(user.email);
  const activationLink = `${env().PUBLIC_URL}/activation?token=${encodeURIComponent(activation)}&email=${email}`;
  const passwordLink = `${env().PUBLIC_URL}/reset-password/${encodeURIComponent(password)}?email=${email}`;
  await sendMail({
    to: user.email,
    subject: "Activate your Digimon account",
    text: `Hello ${user.fullname},\n\n${reason}\n\n1. Activate your account within 7 days:\n${activationLink}\n\n2. Choose your password (the link works once):\n${passwordLink}\n`,
  });
  logActivity(user.id, "account.invited", { reason });
}

/** Opens an activation link once: the account machine activates a pending account (any other state refuses it). */
export function activate(token: string, email: string): boolean {
  const userId = consumeLinkToken(token, email, "activation");
  if (!userId) return false;
  try {
    sendAccountEvent(userId, { type: "account.activate" }, { id: userId, name: email, roles: [], referenceId: "", via: "screen" });
  } catch (error) {
    // Already active (an invitation's second link) or blocked meanwhile: the link is spent and changes nothing.
    if (error instanceof Response && error.status === 409) return false;
    throw error;
  }
  logActivity(userId, "account.activated");
  return true;
}

/** Always answers the same way, whether or not the e-mail exists; only real accounts get the link. */
export async function forgotPassword(email: string) {
  const user = findUserByEmail(email);
  if (!user || user.status === "deleted") return;
  const token = issueLinkToken(user.id, "reset", RESET_TTL_MS);
  const link = `${env().PUBLIC_URL}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`;
  await sendMail({ to: user.email, subject: "Reset your Digimon password", text: `Hello ${user.fullname ?? ""},\n\nSet a new password within one hour (the link works once):\n${link}\n\nIf you did not ask for this, ignore this message.` });
}

/** Sets the new password from a single-use, one-hour link, and signs the account out everywhere. */
export async function resetPassword(token: string, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = consumeLinkToken(token, email, "reset");
  if (!userId) return false;
  db().transaction(
    () => {
      setPasswordHash(userId, passwordHash);
      endSignInsOf(userId, { reason: "password reset" });
    },
    { behavior: "immediate" },
  );
  logActivity(userId, "account.password-reset");
  return true;
}

/** A new password from the signed-in person: every other sign-in ends; `keepSessionId` (the session asking) stays. */
export async function changePassword(userId: string, password: string, { keepSessionId = null }: { keepSessionId?: string | null } = {}) {
  const passwordHash = await hashPassword(password);
  db().transaction(
    () => {
      setPasswordHash(userId, passwordHash);
      endSignInsOf(userId, { keepSessionId, reason: "password changed" });
    },
    { behavior: "immediate" },
  );
  logActivity(userId, "account.password-changed");
}

const FIRST_PASSWORD_TTL_MS = 86_400_000;

/**
 * The link that lets a pending account without a password (created by `npm run create-admin`) choose its
 * password and activate in one step: an activation token of one day, replacing any earlier one of that account.
 */
export function issueFirstPasswordLink(user: { id: string; email: string }): string {
  const token = issueLinkToken(user.id, "activation", FIRST_PASSWORD_TTL_MS);
  return `${env().PUBLIC_URL}/activation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
}

/**
 * Whether an activation link is live for a pending account that has no password yet: such a link opens a form
 * to choose one (activating it as it stands would leave an account nobody can sign in to). Nothing is consumed.
 */
export function activationNeedsPassword(token: string, email: string): boolean {
  const user = findUserByEmail(email);
  if (!user || user.status !== "pending" || user.passwordHash) return false;
  const live = db()
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.userId, user.id), eq(authTokens.purpose, "activation"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date().toISOString())))
    .get();
  return Boolean(live);
}

/**
 * Activates a pending account without a password from its activation link, with the password the person chose.
 * The password is hashed first and written only once the link was taken and the account activated, so a spent or
 * forged link sets nothing.
 */
export async function activateWithPassword(token: string, email: string, password: string): Promise<boolean> {
  const user = findUserByEmail(email);
  if (!user || user.status !== "pending" || user.passwordHash) return false;
  const passwordHash = await hashPassword(password);
  if (!activate(token, email)) return false;
  setPasswordHash(user.id, passwordHash);
  logActivity(user.id, "account.password-chosen");
  return true;
}
