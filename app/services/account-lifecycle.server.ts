import { type Tx, writeTransaction } from "~/models/transaction.server";
import type { AccountContext, AccountEvent } from "#machines/account.machine";
import { type Actor, DEFAULT_REFERENCE_ID, SYSTEM_ACTOR } from "#machines/types";
import { accountInputOf, type UserRow } from "~/models/user.server";
import { httpError } from "./http.server";
import { kickOutbox } from "./outbox.server";
import type { SendResult } from "./workflow.server";
import { workflow } from "./workflows.server";

type AccountEventBody = AccountEvent extends infer E ? (E extends AccountEvent ? Omit<E, "actor"> : never) : never;

/** Who sends the sign-in events: the person is not signed in, so the sign-in itself acts (the address is on the event). */
export const SIGN_IN_ACTOR: Actor = { ...SYSTEM_ACTOR, name: "Sign-in" };

/**
 * Sends one event to a user account's machine through the workflow service, in one IMMEDIATE transaction. An account
 * without an instance yet (seeded, invited or registered before its first change) is opened first from its row, in
 * the same transaction, so every account is driven by the machine from its first change on.
 * Throws 404 for an unknown account and 409 with a plain message when the account's state refuses the event.
 */
export function sendAccountEvent(userId: string, event: AccountEventBody, actor: Actor, now = new Date(), expectedVersion?: number): SendResult {
  const result = writeTransaction((tx) => sendAccountEventInTx(tx, userId, event, actor, now, expectedVersion));
  kickOutbox();
  return result;
}

/** sendAccountEvent inside a transaction the caller holds (a password change writes its hash in the same one). */
export function sendAccountEventInTx(tx: Tx, userId: string, event: AccountEventBody, actor: Actor, now = new Date(), expectedVersion?: number): SendResult {
  const wf = workflow();
  if (!wf.snapshot(tx, "user", userId)) {
    const input = accountInputOf(tx, userId);
    if (!input) throw httpError(404, "User not found");
    wf.startInTx(tx, "user", userId, input, actor, now);
  }
  return wf.sendInTx(tx, "user", userId, event as { type: string }, actor, { now, expectedVersion });
}

/** The person acting on their own account (a password reset by link, a change while signed in). */
export function selfActor(user: Pick<UserRow, "id" | "fullname" | "email">, via: Actor["via"] = "screen"): Actor {
  return { id: user.id, name: user.fullname ?? user.email, roles: [], referenceId: DEFAULT_REFERENCE_ID, via };
}

/**
 * A new password (reset or change) clears the failed sign-in count and any lock: the machine's reset event
 * (account.resetFailures to 0), so its stored count and the users columns it writes cannot disagree. Inside the
 * transaction that writes the password; a deleted account refuses it (409) and nothing is written.
 */
export function clearFailuresForNewPassword(tx: Tx, user: Pick<UserRow, "id" | "fullname" | "email">, message: string, now = new Date()) {
  return sendAccountEventInTx(tx, user.id, { type: "account.resetFailures", value: 0, message }, selfActor(user), now);
}

/** A 409 from the workflow service: the account's state refused the event (blocked or deleted meanwhile, a lock that raced). */
const isRefusal = (error: unknown) => error instanceof Response && error.status === 409;

/**
 * Counts a wrong password or one-time code (account.signInFailed); returns the account's count and lock after it, or
 * null when the account no longer takes sign-ins (blocked or deleted while this request ran).
 */
export function recordSignInFailure(userId: string, reason: "password" | "otp", address: string | null, now = new Date()) {
  try {
    const { context } = sendAccountEvent(userId, { type: "account.signInFailed", at: now.toISOString(), reason, message: address ? `from ${address}` : undefined }, SIGN_IN_ACTOR, now);
    return context as Pick<AccountContext, "failures" | "lockedUntil">;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/** A completed sign-in clears the count (account.signedIn); a lock still running is left to run (the caller checked it). */
export function recordSignInSuccess(userId: string, now = new Date()) {
  try {
    sendAccountEvent(userId, { type: "account.signedIn", at: now.toISOString() }, SIGN_IN_ACTOR, now);
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }
}
