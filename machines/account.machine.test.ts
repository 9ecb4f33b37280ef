import { initialTransition } from 'xstate';
import { accountMachine, type AccountEvent } from './account.machine';
import { at, expectRefused, step } from './testing';

const e = {
  register: { type: 'account.register', email: 'budi@example.co.id', name: 'Budi' },
  registered: { type: 'account.registered' },
  registerFailed: { type: 'account.registerFailed', error: { message: 'This email is already in use.' } },
  activate: { type: 'account.activate', token: 'tok' },
  activated: { type: 'account.activated' },
  activationFailed: { type: 'account.activationFailed', error: { message: 'Something went wrong' } },
  forgotPassword: { type: 'account.forgotPassword', email: 'budi@example.co.id' },
  resetLinkSent: { type: 'account.resetLinkSent' },
  resetPassword: { type: 'account.resetPassword', token: 'tok' },
  passwordReset: { type: 'account.passwordReset' },
  resetFailed: { type: 'account.resetFailed', error: { message: 'Something went wrong' } },
} satisfies Record<string, AccountEvent>;
const clean = { error: null };
const failedWith = (event: AccountEvent) => ({ error: 'error' in event ? event.error : null });

test('starts idle', () => {
  const [snapshot, actions] = initialTransition(accountMachine);
  expect(snapshot.value).toBe('idle');
  expect(snapshot.context).toEqual(clean);
  expect(actions).toEqual([]);
});

const transitions: [string, AccountEvent, string][] = [
  ['idle', e.register, 'registering'],
  ['registering', e.registered, 'activationSent'],
  ['registering', e.registerFailed, 'registerFailed'],
  ['registerFailed', e.register, 'registering'],
  ['idle', e.activate, 'activating'],
  ['activating', e.activated, 'activated'],
  ['activating', e.activationFailed, 'activationFailed'],
  ['activationFailed', e.activate, 'activating'],
  ['idle', e.forgotPassword, 'requesting'],
  ['requesting', e.resetLinkSent, 'resetLinkSent'],
  ['resetLinkSent', e.forgotPassword, 'requesting'],
  ['idle', e.resetPassword, 'resetting'],
  ['resetting', e.passwordReset, 'passwordReset'],
  ['resetting', e.resetFailed, 'resetFailed'],
  ['resetFailed', e.resetPassword, 'resetting'],
];

test.each(transitions.map(([from, event, to]) => [from, event.type, to, event] as const))('%s --%s--> %s', (from, _type, to, event) => {
  const before = from.endsWith('Failed') ? { error: 'old' } : clean;
  const { next, effects } = step(accountMachine, at(accountMachine, from, before), event);
  expect(next.value).toBe(to);
  // Failures carry the error body; every retry starts clean.
  expect(next.context).toEqual(to.endsWith('Failed') ? failedWith(event) : from.endsWith('Failed') ? clean : before);
  expect(effects).toEqual([]);
});

const states = Object.keys(accountMachine.root.states);
test.each(
  states.flatMap((state) =>
    Object.values(e as Record<string, AccountEvent>)
      .filter((event) => !transitions.some(([from, ev]) => from === state && ev.type === event.type))
      .map((event) => [state, event.type, event] as const),
  ),
)('%s does not take %s', (state, _type, event) => {
  expect(expectRefused(accountMachine, at(accountMachine, state, clean), event).kind).toBe('notAccepted');
});
