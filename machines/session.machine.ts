/**
 * Session expiry (spec section 4, "Session expiry", and section 8): the token counts as expired when it has no
 * expiry or is within 30 minutes of it; the check runs at start and every 15 s (the caller's poll sends
 * session.check with the time, the machine keeps no clock). A 401 or 403 on the notification fetch expires it too;
 * a response reading exactly 'Unauthorized' marks the token invalid. Expired and unauthorized show the
 * non-dismissable Session Expired dialog, so they accept nothing but logout.
 * Events take an optional actor, as in login.machine.ts.
 */
import { assign, setup } from 'xstate';
import type { Actor, StateMeta } from './types';

export const sessionMachineVersion = 1;

/** Spec section 9: session expiry margin 30 min. */
export const SESSION_EXPIRY_MARGIN_MS = 1_800_000;
/** Spec section 9: session poll 15 s. */
export const SESSION_POLL_MS = 15_000;

export type SessionContext = { tokenInvalid: boolean };

export type SessionEvent =
  | { type: 'session.check'; now: number; expiresAt: number | null; actor?: Actor }
  | { type: 'session.fetchFailed'; status: number; actor?: Actor }
  | { type: 'session.response'; text: string; actor?: Actor }
  | { type: 'session.logout'; actor?: Actor };

/** Whether a token expiring at `expiresAt` counts as expired at `now` (no expiry at all counts as expired). */
export function isSessionExpiring(now: number, expiresAt: number | null): boolean {
  return expiresAt === null || expiresAt - now <= SESSION_EXPIRY_MARGIN_MS;
}

const watch = {
  'session.check': [{ guard: 'isExpiring', target: 'expired' }, { target: 'active' }],
  'session.fetchFailed': { guard: 'isAuthFailure', target: 'expired' },
  'session.response': { guard: 'isUnauthorizedText', target: 'unauthorized', actions: 'markTokenInvalid' },
  'session.logout': 'loggedOut',
} as const;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; meta: StateMeta },
  guards: {
    isExpiring: ({ event }) => event.type === 'session.check' && isSessionExpiring(event.now, event.expiresAt),
    isAuthFailure: ({ event }) => event.type === 'session.fetchFailed' && (event.status === 401 || event.status === 403),
    isUnauthorizedText: ({ event }) => event.type === 'session.response' && event.text === 'Unauthorized',
  },
  actions: {
    markTokenInvalid: assign({ tokenInvalid: true }),
  },
}).createMachine({
  id: 'session',
  description: 'Watches the signed-in session and shows the Session Expired dialog when it ends.',
  context: { tokenInvalid: false },
  initial: 'checking',
  states: {
    checking: {
      meta: { description: 'Signed in; the first expiry check has not run yet.' },
      on: watch,
    },
    active: {
      meta: { description: 'The token is valid for more than 30 minutes; checked again every 15 seconds.' },
      on: watch,
    },
    expired: {
      meta: { description: 'Session Expired dialog ("Please login again!"); only Logout is possible.' },
      on: { 'session.logout': 'loggedOut' },
    },
    unauthorized: {
      meta: { description: 'The server answered Unauthorized; the token is marked invalid. Only Logout is possible.' },
      on: { 'session.logout': 'loggedOut' },
    },
    loggedOut: {
      meta: { description: 'Token blacklisted, local storage and the local database cleared. Final.' },
      type: 'final',
    },
  },
});
