import { randomUUID } from "node:crypto";
import type { Language } from "~/locales";
import { consumeLinkTokenRow, hasLiveLinkToken, replaceLinkToken } from "~/models/tokens.server";
import { writeTransaction } from "~/models/transaction.server";
import { createPendingUser, findUserByEmail, findUserById, logActivity, setPasswordHash } from "~/models/user.server";
import { clearFailuresForNewPassword, sendAccountEvent } from "./account-lifecycle.server";
import { endSignInsOf } from "./auth-session.server";
import { randomToken, sha256 } from "./crypto.server";
import { env } from "./env.server";
import { defaultLanguage, languageOfUser, translatorFor } from "./i18n.server";
import { sendMail } from "./mail.server";
import { queueMail } from "./mail-outbox.server";
import { kickOutbox } from "./outbox.server";
import { hashPassword } from "./password.server";
import { hit } from "./rate-limit.server";

const ACTIVATION_TTL_MS = 7 * 86_400_000;
const RESET_TTL_MS = 3_600_000;

function issueLinkToken(userId: string, purpose: "activation" | "reset", ttlMs: number) {
  const token = randomToken();
  // A new link replaces older unused ones of the same purpose, so only the latest works.
  replaceLinkToken({ id: randomUUID(), userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs).toISOString() });
  return token;
}

/** Takes a link token once: returns the user id when the token is live for that e-mail and marks it used. */
function consumeLinkToken(token: string, email: string, purpose: "activation" | "reset"): string | null {
  const user = findUserByEmail(email);
  if (!user) return null;
  return consumeLinkTokenRow(sha256(token), user.id, purpose) ? user.id : null;
}

export const REGISTERED_MESSAGE = "Check your e-mail: we sent a message to this address. If it is new, the message holds your activation link.";

export type RegisterInput = { fullname: string; email: string; phoneNumber: string; password: string; country: string };

/** How often anyone may register or ask for a reset link, per e-mail address and per client address. */
export const ACCOUNT_MAIL_LIMITS = { perEmail: { attempts: 3, windowMs: 15 * 60_000 }, perClient: { attempts: 10, windowMs: 60 * 60_000 } };

export type AccountMailResult = { ok: true } | { ok: false; status: 429; message: string; retryAfterMs: number };

/** The per-address and per-client limits of registration and forgot-password (both counted, whatever the address). */
function mailLimit(kind: "register" | "forgot", email: string, clientAddress: string | null): AccountMailResult {
  const { perEmail, perClient } = ACCOUNT_MAIL_LIMITS;
  const byClient = hit(`${kind}-client:${clientAddress ?? "unknown"}`, perClient.attempts, perClient.windowMs);
  const byEmail = hit(`${kind}-email:${email.trim().toLowerCase()}`, perEmail.attempts, perEmail.windowMs);
  const refused = [byClient, byEmail].filter((h) => !h.allowed);
  if (!refused.length) return { ok: true };
  const retryAfterMs = Math.max(...refused.map((h) => h.retryAfterMs));
  return { ok: false, status: 429, retryAfterMs, message: mailLimitMessage(kind, Math.ceil(retryAfterMs / 60_000)) };
}

/** One sentence per kind and number form: the screens translate each through the messages catalogue (messages/auth.ts). */
export function mailLimitMessage(kind: "register" | "forgot", minutes: number) {
  if (kind === "register") {
    return minutes === 1
      ? `Too many registrations for this address or from this connection. Try again in ${minutes} minute.`
      : `Too many registrations for this address or from this connection. Try again in ${minutes} minutes.`;
  }
  return minutes === 1
    ? `Too many reset requests for this address or from this connection. Try again in ${minutes} minute.`
    : `Too many reset requests for this address or from this connection. Try again in ${minutes} minutes.`;
}

/**
 * The language of an account e-mail: the one stored in the recipient's profile, else the language of the request
 * that caused the mail (the page they registered or asked for a reset on), since they have not chosen one yet.
 */
const mailLanguage = (user: { language: Language | null } | null, requested: Language): Language => user?.language ?? requested;

const activationMail = (to: string, fullname: string | null, token: string, language: Language) => {
  const t = translatorFor(language, "mail");
  const link = `${env().PUBLIC_URL}/activation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  return { to, subject: t("account.activation.subject"), text: t("account.activation.body", { name: fullname ?? "", link }) };
};

/**
 * Registers a partner account, answering the same way, in the same time, whether or not the address is in use (so
 * the form cannot be used to find out who has an account): the password is hashed either way and the mail is queued
 * in the outbox, not sent while the person waits. A new address gets a pending account and its activation link; a
 * pending account's owner gets a fresh activation link; an active (or blocked) account's owner is told that someone
 * tried, with the way to sign in or reset the password. A deleted account's address gets nothing.
 */
export async function register(input: RegisterInput, clientAddress: string | null, language: Language = defaultLanguage()): Promise<AccountMailResult> {
  const limited = mailLimit("register", input.email, clientAddress);
  if (!limited.ok) return limited;
  const passwordHash = await hashPassword(input.password);
  writeTransaction((tx) => {
    const existing = findUserByEmail(input.email);
    if (!existing) {
      const userId = createPendingUser({ ...input, passwordHash });
      queueMail(tx, activationMail(input.email.toLowerCase(), input.fullname, issueLinkToken(userId, "activation", ACTIVATION_TTL_MS), language), { kind: "user", id: userId });
      logActivity(userId, "account.registered");
    } else if (existing.status === "pending") {
      queueMail(tx, activationMail(existing.email, existing.fullname, issueLinkToken(existing.id, "activation", ACTIVATION_TTL_MS), mailLanguage(existing, language)), { kind: "user", id: existing.id });
      logActivity(existing.id, "account.registration-repeated");
    } else if (existing.status !== "deleted") {
      const t = translatorFor(mailLanguage(existing, language), "mail");
      queueMail(tx, {
        to: existing.email,
        subject: t("account.registeredAgain.subject"),
        text: t("account.registeredAgain.body", { name: existing.fullname ?? "", loginUrl: `${env().PUBLIC_URL}/login`, forgotUrl: `${env().PUBLIC_URL}/forgot-password` }),
      }, { kind: "user", id: existing.id });
      logActivity(existing.id, "account.registration-repeated");
    }
  });
  kickOutbox();
  return { ok: true };
}

/** Why someone is invited: added to a product (its name and code) by a person. Written in the invitee's language. */
export type InvitationReason = { kind: "added-to-product"; product: string; productCode: string; by: string };

/**
 * An account someone else created (a product's typed-in owner or member): it is activated from an
 * e-mailed link, with a second link to choose a password; no password is printed or sent. Both links
 * last 7 days and are the same single-use tokens as registration and reset. The mail is in the invitee's language.
 */
export async function sendAccountInvitation(user: { id: string; email: string; fullname: string }, reason: InvitationReason) {
  const activation = issueLinkToken(user.id, "activation", ACTIVATION_TTL_MS);
  const password = issueLinkToken(user.id, "reset", ACTIVATION_TTL_MS);
  const email = encodeURIComponent(user.email);
  const activationLink = `${env().PUBLIC_URL}/activation?token=${encodeURIComponent(activation)}&email=${email}`;
  const passwordLink = `${env().PUBLIC_URL}/reset-password/${encodeURIComponent(password)}?email=${email}`;
  const t = translatorFor(languageOfUser(findUserById(user.id)), "mail");
  const why = t("account.invitation.addedToProduct", { product: reason.product, code: reason.productCode, by: reason.by });
  await sendMail({
    to: user.email,
    subject: t("account.invitation.subject"),
    text: t("account.invitation.body", { name: user.fullname, reason: why, activationLink, passwordLink }),
  });
  // The history keeps the English sentence, as the other activity records do.
  logActivity(user.id, "account.invited", { reason: `You were added to the product ${reason.product} (${reason.productCode}) on Digimon by ${reason.by}.` });
}

/** Opens an activation link once: the account machine activates a pending account (any other state refuses it). */
export function activate(token: string, email: string): boolean {
  // An account without a password must choose one in the same step (activateWithPassword): activated as it stands,
  // nobody could sign in to it and its link would be spent.
  const user = findUserByEmail(email);
  if (user && user.status === "pending" && !user.passwordHash) return false;
  return activateByLink(token, email);
}

function activateByLink(token: string, email: string): boolean {
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

/**
 * Always answers the same way, in the same time, whether or not the e-mail exists: only real accounts get the link,
 * and the mail is queued in the outbox rather than sent while the person waits.
 */
export function forgotPassword(email: string, clientAddress: string | null, language: Language = defaultLanguage()): AccountMailResult {
  const limited = mailLimit("forgot", email, clientAddress);
  if (!limited.ok) return limited;
  writeTransaction((tx) => {
    const user = findUserByEmail(email);
    if (!user || user.status === "deleted") return;
    const token = issueLinkToken(user.id, "reset", RESET_TTL_MS);
    const link = `${env().PUBLIC_URL}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`;
    const t = translatorFor(mailLanguage(user, language), "mail");
    queueMail(tx, { to: user.email, subject: t("account.reset.subject"), text: t("account.reset.body", { name: user.fullname ?? "", link }) }, { kind: "user", id: user.id });
  });
  kickOutbox();
  return { ok: true };
}

/** Sets the new password from a single-use, one-hour link, and signs the account out everywhere. */
export async function resetPassword(token: string, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = consumeLinkToken(token, email, "reset");
  if (!userId) return false;
  const user = findUserById(userId);
  if (!user) return false;
  try {
    writeTransaction((tx) => {
      setPasswordHash(userId, passwordHash);
      clearFailuresForNewPassword(tx, user, "password reset");
      endSignInsOf(userId, { reason: "password reset" });
    });
  } catch (error) {
    // The account was deleted after the link was sent: its machine refuses (409) and nothing was written.
    if (error instanceof Response && error.status === 409) return false;
    throw error;
  }
  logActivity(userId, "account.password-reset");
  return true;
}

/** A new password from the signed-in person: every other sign-in ends; `keepSessionId` (the session asking) stays. */
export async function changePassword(userId: string, password: string, { keepSessionId = null }: { keepSessionId?: string | null } = {}) {
  const passwordHash = await hashPassword(password);
  const user = findUserById(userId);
  if (!user) throw new Response("User not found", { status: 404 });
  writeTransaction((tx) => {
    setPasswordHash(userId, passwordHash);
    clearFailuresForNewPassword(tx, user, "password changed");
    endSignInsOf(userId, { keepSessionId, reason: "password changed" });
  });
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
  return hasLiveLinkToken(sha256(token), user.id, "activation");
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
  if (!activateByLink(token, email)) return false;
  setPasswordHash(user.id, passwordHash);
  logActivity(user.id, "account.password-chosen");
  return true;
}
