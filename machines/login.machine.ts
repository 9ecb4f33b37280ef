/**
 * Login (spec section 4, "Login"): credentials are submitted; a success with fingerprintStatus true stores the
 * session and signs in, a success without it needs an OTP (otp.machine.ts), anything else fails with the error body.
 *
 * The browser-side auth flows are one small machine each, one per file: login, otp and session. Their people are
 * anonymous until signed in, so their events take an optional actor (the workflow service may attach one uniformly).
 * The account itself (pending, active, locked, blocked, deleted) is account.machine.ts, kept on the server. They queue no effects: the HTTP calls they
 * wait on are made by the route or client that sends the events, and "stored" is the caller's job on signedIn.
 */
import { assign, setup } from 'xstate';
import type { Actor, StateMeta } from './types';

export const loginMachineVersion = 1;

export type LoginContext = { email: string | null; error: unknown };

export type LoginEvent =
  | { type: 'login.submit'; email: string; actor?: Actor }
  | { type: 'login.succeeded'; fingerprintStatus: boolean; body: unknown; actor?: Actor }
  | { type: 'login.failed'; error: unknown; actor?: Actor }
  | { type: 'login.otpVerified'; actor?: Actor }
  | { type: 'login.reset'; actor?: Actor };

const initialContext: LoginContext = { email: null, error: null };

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; meta: StateMeta },
  guards: {
    /** Spec: "If the response has fingerprintStatus true, the session is stored and login succeeds." */
    isFingerprintTrusted: ({ event }) => event.type === 'login.succeeded' && event.fingerprintStatus === true,
  },
  actions: {
    rememberEmail: assign({ email: ({ event }) => (event.type === 'login.submit' ? event.email : null), error: null }),
    recordError: assign({ error: ({ event }) => (event.type === 'login.failed' ? event.error : null) }),
    // Logout empties the login state (spec section 4, "Logout").
    clearLogin: assign(() => initialContext),
  },
}).createMachine({
  id: 'login',
  description: 'Signing in with email and password; a device without a trusted fingerprint continues with an OTP.',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'Nothing submitted yet.' },
      on: { 'login.submit': { target: 'submitting', actions: 'rememberEmail' } },
    },
    submitting: {
      meta: { description: 'Credentials sent; waiting for the answer.' },
      on: {
        'login.succeeded': [{ guard: 'isFingerprintTrusted', target: 'signedIn' }, { target: 'needOtp' }],
        'login.failed': { target: 'failed', actions: 'recordError' },
      },
    },
    needOtp: {
      meta: { description: 'Password accepted on an unknown device; an OTP must be verified.' },
      on: { 'login.otpVerified': 'signedIn', 'login.reset': { target: 'idle', actions: 'clearLogin' } },
    },
    signedIn: {
      meta: { description: 'Signed in; the session is stored.' },
      on: { 'login.reset': { target: 'idle', actions: 'clearLogin' } },
    },
    failed: {
      meta: { description: 'Refused; the error body is shown (for example "Email Or Password Invalid").' },
      on: {
        'login.submit': { target: 'submitting', actions: 'rememberEmail' },
        'login.reset': { target: 'idle', actions: 'clearLogin' },
      },
    },
  },
});
