import { initialTransition } from 'xstate';
import { billingMachine, billingStatusColumns, billingStatusOf, type BillingEvent } from './billing.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = { billingId: 'bl-1' };
const notify = (to: string) => ({ type: 'effect.notify', params: { template: `billing.${to}`, billingId: 'bl-1' } });
const issue: BillingEvent = { type: 'billing.issue', actor: actors.member };
const pay: BillingEvent = { type: 'billing.pay', actor: actors.system, at: '2024-05-01T10:00:00.000Z' };
const cancel = (message = 'Wrong customer'): BillingEvent => ({ type: 'billing.cancel', actor: actors.member, message });
const discard: BillingEvent = { type: 'billing.discard', actor: actors.member };
const reverse = { type: 'effect.reverseCashin', params: ctx };
const payPart = (paidTotal: number): BillingEvent => ({ type: 'billing.pay', actor: actors.system, paidTotal, amountDue: 100_000 });
const unpay = (paidTotal: number, message = 'Matched to the wrong billing'): BillingEvent => ({ type: 'billing.unpay', actor: actors.member, message, paidTotal });

test('starts as a draft and queues nothing', () => {
  const [snapshot, actions] = initialTransition(billingMachine, ctx);
  expect(snapshot.value).toBe('draft');
  expect(snapshot.context).toEqual(ctx);
  expect(actions).toEqual([]);
});

test.each([
  ['draft', issue, 'issued', [{ type: 'effect.createInvoice', params: ctx }, { type: 'effect.requestGatewayPayment', params: ctx }, notify('issued')]],
  ['draft', cancel(), 'canceled', [notify('canceled')]],
  ['draft', discard, 'discarded', []],
  ['issued', pay, 'paid', [notify('paid')]],
  ['issued', cancel(), 'canceled', [notify('canceled')]],
  ['issued', payPart(40_000), 'partlyPaid', [notify('partlyPaid')]],
  ['issued', payPart(100_000), 'paid', [notify('paid')]],
  ['issued', payPart(120_000), 'paid', [notify('paid')]],
  ['partlyPaid', payPart(70_000), 'partlyPaid', []],
  ['partlyPaid', payPart(100_000), 'paid', [notify('paid')]],
  ['partlyPaid', unpay(0), 'issued', [reverse]],
  ['partlyPaid', unpay(30_000), 'partlyPaid', [reverse]],
  ['paid', unpay(0), 'issued', [reverse]],
  ['paid', unpay(60_000), 'partlyPaid', [reverse, notify('partlyPaid')]],
] as const)('%s --%s--> %s', (from, event, to, effects) => {
  const { next, effects: queued } = step(billingMachine, at(billingMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(queued).toEqual(effects);
});

test.each(['draft', 'issued'])('canceling %s without a reason is blocked by hasMessage', (from) => {
  expect(expectRefused(billingMachine, at(billingMachine, from, ctx), cancel('  '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
});

test('un-paying needs a reason, and going back to issued does not create a second invoice', () => {
  expect(expectRefused(billingMachine, at(billingMachine, 'paid', ctx), unpay(0, ' ')).kind).toBe('blockedByGuards');
  const { effects } = step(billingMachine, at(billingMachine, 'paid', ctx), unpay(0));
  expect(effects.map((e) => e.type)).not.toContain('effect.createInvoice');
});

const accepted: Record<string, string[]> = {
  draft: ['billing.issue', 'billing.cancel', 'billing.discard'],
  issued: ['billing.pay', 'billing.cancel'],
  partlyPaid: ['billing.pay', 'billing.unpay'],
  paid: ['billing.unpay'],
  canceled: [],
  discarded: [],
};
test.each(
  Object.entries(accepted).flatMap(([state, ok]) => [issue, pay, cancel(), discard, unpay(0)].filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const)),
)('%s does not take %s', (state, _type, event) => {
  expect(expectRefused(billingMachine, at(billingMachine, state, ctx), event).kind).toBe('notAccepted');
});

test('status columns for every state', () => {
  expect(Object.keys(billingStatusColumns).map(billingStatusOf)).toEqual(['draft', 'issued', 'issued', 'paid', 'canceled', 'discarded']);
  expect(billingStatusColumns.partlyPaid.statusPaid).toBe('partly paid');
  expect(billingStatusColumns.paid.statusPaid).toBe('paid');
  expect(billingStatusColumns.issued.statusPaid).toBe('unpaid');
  expect(() => billingStatusOf('invoiced')).toThrow();
});
