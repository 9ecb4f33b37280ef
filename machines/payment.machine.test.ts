import { initialTransition } from 'xstate';
import { paymentMachine, paymentStatusColumns, paymentStatusOf, type PaymentEvent } from './payment.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = { paymentId: 'pay-1', amount: 150_000 };
const match = (allocated: number, actor = actors.member): PaymentEvent => ({ type: 'payment.match', actor, allocated });
const notOurs = (message = 'Refund from a supplier'): PaymentEvent => ({ type: 'payment.markNotOurs', actor: actors.member, message });
const unmatch = (message = 'Matched to the wrong customer'): PaymentEvent => ({ type: 'payment.unmatch', actor: actors.member, message });

test('starts unmatched and queues nothing', () => {
  const [snapshot, actions] = initialTransition(paymentMachine, ctx);
  expect(snapshot.value).toBe('unmatched');
  expect(snapshot.context).toEqual(ctx);
  expect(actions).toEqual([]);
});

test.each([
  ['unmatched', match(150_000, actors.system), 'matched'],
  ['unmatched', match(100_000), 'partlyMatched'],
  ['unmatched', notOurs(), 'notOurs'],
  ['partlyMatched', match(150_000), 'matched'],
  ['partlyMatched', match(120_000), 'partlyMatched'],
  ['partlyMatched', unmatch(), 'unmatched'],
  ['matched', unmatch(), 'unmatched'],
  ['notOurs', unmatch('It is ours after all: PT Maju paid from a new account'), 'unmatched'],
] as const)('%s --%s--> %s', (from, event, to) => {
  const { next, effects } = step(paymentMachine, at(paymentMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(ctx);
  expect(effects).toEqual([]);
});

test.each([
  ['nothing', 0],
  ['a negative amount', -5],
  ['more than the credit', 150_001],
  ['a fraction of a rupiah', 100.5],
])('allocating %s is blocked by isValidAllocation', (_what, allocated) => {
  for (const from of ['unmatched', 'partlyMatched']) {
    expect(expectRefused(paymentMachine, at(paymentMachine, from, ctx), match(allocated))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['isValidAllocation']) });
  }
});

test('marking not ours or un-matching needs a reason', () => {
  expect(expectRefused(paymentMachine, at(paymentMachine, 'unmatched', ctx), notOurs('  ')).kind).toBe('blockedByGuards');
  for (const from of ['partlyMatched', 'matched', 'notOurs']) {
    expect(expectRefused(paymentMachine, at(paymentMachine, from, ctx), unmatch(' ')).kind).toBe('blockedByGuards');
  }
});

const accepted: Record<string, string[]> = {
  unmatched: ['payment.match', 'payment.markNotOurs'],
  partlyMatched: ['payment.match', 'payment.unmatch'],
  matched: ['payment.unmatch'],
  notOurs: ['payment.unmatch'],
};
test.each(
  Object.entries(accepted).flatMap(([state, ok]) => [match(150_000), notOurs(), unmatch()].filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const)),
)('%s does not take %s', (state, _type, event) => {
  expect(expectRefused(paymentMachine, at(paymentMachine, state, ctx), event).kind).toBe('notAccepted');
});

test('status columns for every state', () => {
  expect(Object.keys(paymentStatusColumns).map(paymentStatusOf)).toEqual(['unmatched', 'partly matched', 'matched', 'not ours']);
  expect(paymentStatusColumns.matched.statusPayment).toBe('settled');
  expect(paymentStatusColumns.partlyMatched.statusPayment).toBe('unsettled');
  expect(() => paymentStatusOf('found')).toThrow();
});
