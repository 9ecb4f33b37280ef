import { initialTransition } from 'xstate';
import { MAX_OTP_ATTEMPTS, otpMachine, type OtpContext, type OtpEvent, type OtpSession } from './otp.machine';
import { at, expectRefused, step } from './testing';

const ctx = (over: Partial<OtpContext> = {}): OtpContext => ({ attempts: 0, error: null, session: null, ...over });
const session: OtpSession = { user: { userId: 'u1', fullname: 'Rina' }, token: 'jwt', role: 'companion', permissions: ['read:invoice'], menus: [{ title: 'Invoice' }] };
const wrong = { status: false, message: 'Invalid OTP' };
const request: OtpEvent = { type: 'otp.request' };
const requested: OtpEvent = { type: 'otp.requested' };
const requestFailed: OtpEvent = { type: 'otp.requestFailed', error: { status: false, message: 'Something went wrong' } };
const verify: OtpEvent = { type: 'otp.verify', code: '123456' };
const verified: OtpEvent = { type: 'otp.verified', ...session };
const verifyFailed: OtpEvent = { type: 'otp.verifyFailed', error: wrong };

test('starts idle with no attempts', () => {
  const [snapshot, actions] = initialTransition(otpMachine);
  expect(snapshot.value).toBe('idle');
  expect(snapshot.context).toEqual(ctx());
  expect(actions).toEqual([]);
});

test.each([
  ['idle', ctx(), request, 'requesting', ctx()],
  ['requesting', ctx(), requested, 'requested', ctx()],
  ['requesting', ctx(), requestFailed, 'requestFailed', ctx({ error: { status: false, message: 'Something went wrong' } })],
  ['requestFailed', ctx({ error: 'x' }), request, 'requesting', ctx()],
  ['requested', ctx(), verify, 'verifying', ctx()],
  ['requested', ctx(), request, 'requesting', ctx()],
  ['verifying', ctx(), verified, 'verified', ctx({ session })],
  ['verifying', ctx({ attempts: 2, error: wrong }), verified, 'verified', ctx({ attempts: 2, session })],
  ['verifying', ctx(), verifyFailed, 'verifyFailed', ctx({ attempts: 1, error: wrong })],
  ['verifying', ctx({ attempts: MAX_OTP_ATTEMPTS - 2 }), verifyFailed, 'verifyFailed', ctx({ attempts: MAX_OTP_ATTEMPTS - 1, error: wrong })],
  ['verifying', ctx({ attempts: MAX_OTP_ATTEMPTS - 1 }), verifyFailed, 'locked', ctx({ attempts: MAX_OTP_ATTEMPTS, error: wrong })],
  ['verifyFailed', ctx({ attempts: 3, error: wrong }), verify, 'verifying', ctx({ attempts: 3, error: wrong })],
  ['verifyFailed', ctx({ attempts: 3, error: wrong }), request, 'requesting', ctx()],
  ['locked', ctx({ attempts: 5, error: wrong }), request, 'requesting', ctx()],
] as const)('%s --%s--> %s', (from, context, event, to, nextContext) => {
  const { next, effects } = step(otpMachine, at(otpMachine, from, context), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(nextContext);
  expect(effects).toEqual([]);
});

test('the fifth wrong code locks, and only a new code unlocks', () => {
  let snapshot = step(otpMachine, step(otpMachine, initialTransition(otpMachine)[0], request).next, requested).next;
  for (let n = 1; n <= MAX_OTP_ATTEMPTS; n++) {
    snapshot = step(otpMachine, step(otpMachine, snapshot, verify).next, verifyFailed).next;
    expect(snapshot.value).toBe(n < MAX_OTP_ATTEMPTS ? 'verifyFailed' : 'locked');
  }
  expect(MAX_OTP_ATTEMPTS).toBe(5);
  expectRefused(otpMachine, snapshot, verify);
  expect(step(otpMachine, snapshot, request).next.context.attempts).toBe(0);
});

const accepted: Record<string, string[]> = {
  idle: ['otp.request'],
  requesting: ['otp.requested', 'otp.requestFailed'],
  requestFailed: ['otp.request'],
  requested: ['otp.verify', 'otp.request'],
  verifying: ['otp.verified', 'otp.verifyFailed'],
  verifyFailed: ['otp.verify', 'otp.request'],
  locked: ['otp.request'],
  verified: [],
};
test.each(
  Object.entries(accepted).flatMap(([state, ok]) =>
    [request, requested, requestFailed, verify, verified, verifyFailed].filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const),
  ),
)('%s does not take %s', (state, _type, event) => {
  expect(expectRefused(otpMachine, at(otpMachine, state, ctx()), event).kind).toBe('notAccepted');
});
