/**
 * One-time password after a login on an untrusted device (spec section 4, "One-time password"): requested, then
 * verified with a code; on success the session, role, permissions and menus are stored. Request and verify failures
 * each carry the error body. Five wrong codes lock verification until a new code is requested, so a code cannot be
 * guessed; how often a new one may be requested is the server's rate limit, not this machine's.
 * Events take an optional actor, as in login.machine.ts.
 */
import { assign, setup } from 'xstate';
import type { Actor, StateMeta } from './types';

export const otpMachineVersion = 1;

/** Wrong codes allowed for one requested code. */
export const MAX_OTP_ATTEMPTS = 5;

export type OtpSession = {
  user: Record<string, unknown>;
  token: string;
  role: string;
  permissions: string[];
  menus: unknown[];
};

export type OtpContext = { attempts: number; error: unknown; session: OtpSession | null };

export type OtpEvent =
  | { type: 'otp.request'; actor?: Actor }
  | { type: 'otp.requested'; actor?: Actor }
  | { type: 'otp.requestFailed'; error: unknown; actor?: Actor }
  | { type: 'otp.verify'; code: string; actor?: Actor }
  | ({ type: 'otp.verified'; actor?: Actor } & OtpSession)
  | { type: 'otp.verifyFailed'; error: unknown; actor?: Actor };

const request = { target: 'requesting', actions: 'startOver' } as const;

export const otpMachine = setup({
  types: {} as { context: OtpContext; events: OtpEvent; meta: StateMeta },
  guards: {
    /** Counting this failure, is there still a try left before the lock? */
    hasAttemptsLeft: ({ context }) => context.attempts + 1 < MAX_OTP_ATTEMPTS,
  },
  actions: {
    // A new code restarts the count (brief: "otp.request resets attempts").
    startOver: assign({ attempts: 0, error: null }),
    recordError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    countFailure: assign({
      attempts: ({ context }) => context.attempts + 1,
      error: ({ event }) => ('error' in event ? event.error : null),
    }),
    storeSession: assign({
      error: null,
      session: ({ event }) =>
        event.type === 'otp.verified'
          ? { user: event.user, token: event.token, role: event.role, permissions: event.permissions, menus: event.menus }
          : null,
    }),
  },
}).createMachine({
  id: 'otp',
  description: 'Requesting and verifying a one-time password; five wrong codes lock it until a new code is requested.',
  context: { attempts: 0, error: null, session: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'No code requested yet.' },
      on: { 'otp.request': request },
    },
    requesting: {
      meta: { description: 'Asking the server to send a code.' },
      on: {
        'otp.requested': 'requested',
        'otp.requestFailed': { target: 'requestFailed', actions: 'recordError' },
      },
    },
    requestFailed: {
      meta: { description: 'The code could not be sent; the error body is shown and it can be asked for again.' },
      on: { 'otp.request': request },
    },
    requested: {
      meta: { description: 'A code was sent; waiting for the person to type it.' },
      on: { 'otp.verify': 'verifying', 'otp.request': request },
    },
    verifying: {
      meta: { description: 'Checking the typed code.' },
      on: {
        'otp.verified': { target: 'verified', actions: 'storeSession' },
        'otp.verifyFailed': [
          { guard: 'hasAttemptsLeft', target: 'verifyFailed', actions: 'countFailure' },
          { target: 'locked', actions: 'countFailure' },
        ],
      },
    },
    verifyFailed: {
      meta: { description: 'Wrong or expired code; the error body is shown. Another try, or a new code.' },
      on: { 'otp.verify': 'verifying', 'otp.request': request },
    },
    locked: {
      meta: { description: `${MAX_OTP_ATTEMPTS} wrong codes; only a new code unlocks verification.` },
      on: { 'otp.request': request },
    },
    verified: {
      meta: { description: 'Verified; session, role, permissions and menus are stored. Final.' },
      type: 'final',
    },
  },
});
