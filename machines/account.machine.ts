/**
 * Account flows besides login (spec section 4, "Other login-state events": register, activation, forgot password,
 * reset password). One machine, one flow per instance: each starts from idle with its own event. A failed step can
 * be tried again; a reset link can be asked for again (mail gets lost). Forgot password has no failure state on
 * purpose: the server answers the same whether or not the e-mail exists, so nobody can probe for accounts.
 * Events take an optional actor, as in login.machine.ts; the calls themselves are made by the sender.
 */
import { assign, setup } from 'xstate';
import type { Actor, StateMeta } from './types';

export const accountMachineVersion = 1;

export type AccountContext = { error: unknown };

type A = { actor?: Actor };
export type AccountEvent =
  | (A & { type: 'account.register'; email: string; name: string })
  | (A & { type: 'account.registered' })
  | (A & { type: 'account.registerFailed'; error: unknown })
  | (A & { type: 'account.activate'; token: string })
  | (A & { type: 'account.activated' })
  | (A & { type: 'account.activationFailed'; error: unknown })
  | (A & { type: 'account.forgotPassword'; email: string })
  | (A & { type: 'account.resetLinkSent' })
  | (A & { type: 'account.resetPassword'; token: string })
  | (A & { type: 'account.passwordReset' })
  | (A & { type: 'account.resetFailed'; error: unknown });

export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent; meta: StateMeta },
  actions: {
    clearError: assign({ error: null }),
    recordError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
  },
}).createMachine({
  id: 'account',
  description: 'Register, activate, and forgot or reset a password: one flow per instance, started from idle.',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'No flow started.' },
      on: {
        'account.register': { target: 'registering', actions: 'clearError' },
        'account.activate': { target: 'activating', actions: 'clearError' },
        'account.forgotPassword': { target: 'requesting', actions: 'clearError' },
        'account.resetPassword': { target: 'resetting', actions: 'clearError' },
      },
    },
    registering: {
      meta: { description: 'Registration sent; waiting for the answer.' },
      on: {
        'account.registered': 'activationSent',
        'account.registerFailed': { target: 'registerFailed', actions: 'recordError' },
      },
    },
    activationSent: { meta: { description: 'Registered; the activation link is on its way. Final.' }, type: 'final' },
    registerFailed: {
      meta: { description: 'Refused (for example "This email is already in use."); the form can be sent again.' },
      on: { 'account.register': { target: 'registering', actions: 'clearError' } },
    },
    activating: {
      meta: { description: 'Activation link followed; waiting for the answer.' },
      on: {
        'account.activated': 'activated',
        'account.activationFailed': { target: 'activationFailed', actions: 'recordError' },
      },
    },
    activated: { meta: { description: 'The account is active and can sign in. Final.' }, type: 'final' },
    activationFailed: {
      meta: { description: 'The link was refused (expired or used); it can be tried again.' },
      on: { 'account.activate': { target: 'activating', actions: 'clearError' } },
    },
    requesting: {
      meta: { description: 'Reset link asked for; waiting for the answer.' },
      on: { 'account.resetLinkSent': 'resetLinkSent' },
    },
    resetLinkSent: {
      meta: { description: 'A reset link was sent if the address is known; it can be asked for again.' },
      on: { 'account.forgotPassword': 'requesting' },
    },
    resetting: {
      meta: { description: 'New password sent with the reset token; waiting for the answer.' },
      on: {
        'account.passwordReset': 'passwordReset',
        'account.resetFailed': { target: 'resetFailed', actions: 'recordError' },
      },
    },
    passwordReset: { meta: { description: 'The password was changed; the person can sign in. Final.' }, type: 'final' },
    resetFailed: {
      meta: { description: 'The reset was refused (expired token or weak password); it can be tried again.' },
      on: { 'account.resetPassword': { target: 'resetting', actions: 'clearError' } },
    },
  },
});
