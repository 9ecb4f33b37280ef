import { initialTransition } from 'xstate';
import { loginMachine, type LoginContext, type LoginEvent } from './login.machine';
import { at, expectRefused, step } from './testing';

const blank: LoginContext = { email: null, error: null };
const submit: LoginEvent = { type: 'login.submit', email: 'rina@example.co.id' };
const trusted: LoginEvent = { type: 'login.succeeded', fingerprintStatus: true, body: { token: 't' } };
const untrusted: LoginEvent = { type: 'login.succeeded', fingerprintStatus: false, body: { token: 't' } };
const failed: LoginEvent = { type: 'login.failed', error: { status: false, message: 'Email Or Password Invalid' } };
const otpVerified: LoginEvent = { type: 'login.otpVerified' };
const reset: LoginEvent = { type: 'login.reset' };
const typed = { email: 'rina@example.co.id', error: null };
const refused = { email: 'rina@example.co.id', error: { status: false, message: 'Email Or Password Invalid' } };

test('starts idle with an empty login state', () => {
  const [snapshot, actions] = initialTransition(loginMachine);
  expect(snapshot.value).toBe('idle');
  expect(snapshot.context).toEqual(blank);
  expect(actions).toEqual([]);
});

test.each([
  ['idle', blank, submit, 'submitting', typed],
  ['submitting', typed, trusted, 'signedIn', typed],
  ['submitting', typed, untrusted, 'needOtp', typed],
  ['submitting', typed, failed, 'failed', refused],
  ['failed', refused, submit, 'submitting', typed],
  ['failed', refused, reset, 'idle', blank],
  ['needOtp', typed, otpVerified, 'signedIn', typed],
  ['needOtp', typed, reset, 'idle', blank],
  ['signedIn', typed, reset, 'idle', blank],
] as const)('%s --%s--> %s', (from, context, event, to, nextContext) => {
  const { next, effects } = step(loginMachine, at(loginMachine, from, context), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(nextContext);
  expect(effects).toEqual([]);
});

test('a missing fingerprintStatus counts as untrusted', () => {
  const { next } = step(loginMachine, at(loginMachine, 'submitting', typed), { type: 'login.succeeded', body: {} } as unknown as LoginEvent);
  expect(next.value).toBe('needOtp');
});

const accepted: Record<string, string[]> = {
  idle: ['login.submit'],
  submitting: ['login.succeeded', 'login.failed'],
  needOtp: ['login.otpVerified', 'login.reset'],
  signedIn: ['login.reset'],
  failed: ['login.submit', 'login.reset'],
};
test.each(
  Object.entries(accepted).flatMap(([state, ok]) =>
    [submit, trusted, failed, otpVerified, reset].filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const),
  ),
)('%s does not take %s', (state, _type, event) => {
  expect(expectRefused(loginMachine, at(loginMachine, state, typed), event).kind).toBe('notAccepted');
});
