/**
 * A user account's lifecycle, kept on the server (the workflow kind is "user"; its binding writes users.status,
 * fail_login_attempt and locked_until). One story: an account is pending until its activation link is opened, then
 * active; wrong passwords and wrong one-time codes are counted, and from the fifth the account is locked for a while
 * (1 minute, doubling with each further failure, at most 1 hour), so a stranger can slow a person down but never shut
 * them out for long; a success clears the count. Blocking is an administrator's deliberate act and only unblocking
 * ends it. Deletion is final.
 *
 * The register, forgot-password and reset-password forms are single requests, not states of the account: they need
 * no machine (a reset link is a token, the account's state does not change).
 *
 * Pure: the time of a sign-in arrives on the event (`at`), and a lock ends when a later event finds it over (no timer).
 * Accounts that existed before this machine (seeded, or made by an older version) are opened lazily: the instance
 * starts in `opening`, which moves at once to the state the account's row says (input).
 */
import { and, assign, setup } from 'xstate';
import type { Actor, StateMeta } from './types';

export const accountMachineVersion = 2;

/** Failures (wrong passwords and wrong codes together) before the first lock. */
export const LOCK_AFTER_FAILURES = 5;
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 3_600_000;

/** How long the account is locked after its `failures`-th failure in a row: none before the fifth, then 1, 2, 4 ... minutes up to an hour. */
export function lockMsAfter(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(failures - LOCK_AFTER_FAILURES, 20), MAX_LOCK_MS);
}

export type AccountStatus = 'pending' | 'active' | 'blocked' | 'deleted';

export type AccountContext = {
  failures: number;
  lockedUntil: string | null;
  /** Whether the activation link was ever opened: unblocking or unlocking returns there, not past it. */
  activated: boolean;
  /** The status the instance was opened from (only `opening` reads it). */
  openedAs: AccountStatus;
};

export type AccountInput = { status: AccountStatus; failures?: number; lockedUntil?: string | null; activated?: boolean };

type A = { actor: Actor; message?: string };
export type AccountEvent =
  | (A & { type: 'account.activate' })
  | (A & { type: 'account.signInFailed'; at: string; reason: 'password' | 'otp' })
  | (A & { type: 'account.signedIn'; at: string })
  | (A & { type: 'account.resetFailures'; value: number })
  | (A & { type: 'account.block' })
  | (A & { type: 'account.unblock' })
  | (A & { type: 'account.delete' });

const failureAt = (event: AccountEvent) => (event.type === 'account.signInFailed' ? Date.parse(event.at) : NaN);

export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent; input: AccountInput; meta: StateMeta },
  guards: {
    isOpenedActive: ({ context }) => context.openedAs === 'active',
    isOpenedBlocked: ({ context }) => context.openedAs === 'blocked',
    isOpenedDeleted: ({ context }) => context.openedAs === 'deleted',
    isOpenedLocked: ({ context }) => context.openedAs !== 'blocked' && context.openedAs !== 'deleted' && context.lockedUntil !== null,
    isActivated: ({ context }) => context.activated,
    /** Counting this failure, does the account reach a lock? */
    hasReachedLock: ({ context }) => context.failures + 1 >= LOCK_AFTER_FAILURES,
    /** The lock has run out by the time of this sign-in. */
    isLockOver: ({ context, event }) =>
      event.type === 'account.signedIn' && (context.lockedUntil === null || Date.parse(event.at) >= Date.parse(context.lockedUntil)),
  },
  actions: {
    countFailure: assign(({ context, event }) => {
      const failures = context.failures + 1;
      const ms = lockMsAfter(failures);
      return { failures, lockedUntil: ms ? new Date(failureAt(event) + ms).toISOString() : null };
    }),
    clearFailures: assign({ failures: 0, lockedUntil: null }),
    storeFailures: assign(({ event }) => ({ failures: event.type === 'account.resetFailures' ? event.value : 0, lockedUntil: null })),
    markActivated: assign({ activated: true, failures: 0, lockedUntil: null }),
  },
}).createMachine({
  id: 'account',
  description: 'A user account: pending until activated, active, locked for a while after repeated failed sign-ins, blocked by an administrator, deleted.',
  context: ({ input }) => ({
    failures: input?.failures ?? 0,
    lockedUntil: input?.lockedUntil ?? null,
    activated: input?.activated ?? input?.status !== 'pending',
    openedAs: input?.status ?? 'pending',
  }),
  initial: 'opening',
  states: {
    opening: {
      meta: { description: 'Opened from the account row; moves at once to the state its status says.' },
      always: [
        { guard: 'isOpenedDeleted', target: 'deleted' },
        { guard: 'isOpenedBlocked', target: 'blocked' },
        { guard: 'isOpenedLocked', target: 'locked' },
        { guard: 'isOpenedActive', target: 'active' },
        { target: 'pending' },
      ],
    },
    pending: {
      meta: { description: 'Registered or invited; the activation link has not been opened yet.' },
      on: {
        'account.activate': { target: 'active', actions: 'markActivated' },
        'account.signInFailed': [{ guard: 'hasReachedLock', target: 'locked', actions: 'countFailure' }, { actions: 'countFailure' }],
        'account.signedIn': { actions: 'clearFailures' },
        'account.resetFailures': { actions: 'storeFailures' },
        'account.block': 'blocked',
        'account.delete': 'deleted',
      },
    },
    active: {
      meta: { description: 'Can sign in. Failed sign-ins are counted; a success clears the count.' },
      on: {
        'account.signInFailed': [{ guard: 'hasReachedLock', target: 'locked', actions: 'countFailure' }, { actions: 'countFailure' }],
        'account.signedIn': { actions: 'clearFailures' },
        'account.resetFailures': { actions: 'storeFailures' },
        'account.block': 'blocked',
        'account.delete': 'deleted',
      },
    },
    locked: {
      meta: { description: `${LOCK_AFTER_FAILURES} or more failed sign-ins: refused until lockedUntil (1 minute, doubling, at most 1 hour). Over by itself.` },
      on: {
        // A failure that raced the lock (or came after it ran out) counts and locks again, for longer.
        'account.signInFailed': { target: 'locked', actions: 'countFailure' },
        'account.signedIn': [
          { guard: and(['isLockOver', 'isActivated']), target: 'active', actions: 'clearFailures' },
          { guard: 'isLockOver', target: 'pending', actions: 'clearFailures' },
        ],
        'account.resetFailures': [{ guard: 'isActivated', target: 'active', actions: 'storeFailures' }, { target: 'pending', actions: 'storeFailures' }],
        'account.block': 'blocked',
        'account.delete': 'deleted',
      },
    },
    blocked: {
      meta: { description: 'Blocked by an administrator: no sign-in until an administrator unblocks it.' },
      on: {
        // Unblocking never skips activation: an account blocked while pending goes back to pending.
        'account.unblock': [{ guard: 'isActivated', target: 'active', actions: 'clearFailures' }, { target: 'pending', actions: 'clearFailures' }],
        'account.resetFailures': { actions: 'storeFailures' },
        'account.delete': 'deleted',
      },
    },
    deleted: { meta: { description: 'Deleted: the row and its history stay, nothing changes it any more. Final.' }, type: 'final' },
  },
});

/** The users.status column for a state (a lock is not a status: the account stays active, or pending, with locked_until set). */
export function accountStatusOf(state: unknown, activated = true): AccountStatus {
  switch (state) {
    case 'blocked':
    case 'deleted':
    case 'pending':
    case 'active':
      return state;
    default:
      return activated ? 'active' : 'pending';
  }
}
