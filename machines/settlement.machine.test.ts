import { initialTransition } from 'xstate';
import { settlementMachine, settlementStatusOf, type SettlementEvent } from './settlement.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = { settlementId: 'set-1', net: 1_496_500 };
const check = (openDifferences: number, paired: boolean): SettlementEvent => ({ type: 'settlement.check', actor: actors.system, openDifferences, paired });
const resolve = (openDifferences: number, paired: boolean, message = 'Gateway confirmed the fee by e-mail'): SettlementEvent => ({
  type: 'settlement.resolveDifference', actor: actors.member, differenceId: 1, message, openDifferences, paired,
});
const pair = (openDifferences: number, credit = 1_496_500): SettlementEvent => ({ type: 'settlement.pairCredit', actor: actors.member, paymentId: 'pay-9', credit, openDifferences, paired: true });
const unpair = (openDifferences: number, message = 'Wrong bank line'): SettlementEvent => ({ type: 'settlement.unpairCredit', actor: actors.member, message, openDifferences, paired: false });
const settle: SettlementEvent = { type: 'settlement.settle', actor: actors.member };

test('starts imported and queues nothing', () => {
  const [snapshot, actions] = initialTransition(settlementMachine, ctx);
  expect(snapshot.value).toBe('imported');
  expect(actions).toEqual([]);
});

test.each([
  ['imported', check(2, false), 'reconciling'],
  ['imported', check(0, false), 'reconciling'],
  ['imported', check(0, true), 'reconciled'],
  ['reconciling', resolve(1, true), 'reconciling'],
  ['reconciling', resolve(0, false), 'reconciling'],
  ['reconciling', resolve(0, true), 'reconciled'],
  ['reconciling', pair(1), 'reconciling'],
  ['reconciling', pair(0), 'reconciled'],
  ['reconciling', unpair(0), 'reconciling'],
  ['reconciled', unpair(0), 'reconciling'],
] as const)('%s --%s--> %s', (from, event, to) => {
  const { next, effects } = step(settlementMachine, at(settlementMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(effects).toEqual([]);
});

test('settling a reconciled settlement credits the settled net, once, in its transaction', () => {
  const { next, effects } = step(settlementMachine, at(settlementMachine, 'reconciled', ctx), settle);
  expect(next.value).toBe('settled');
  expect(next.status).toBe('done');
  expect(effects).toEqual([{ type: 'effect.creditSettledNet', params: { settlementId: 'set-1' } }]);
});

test.each(['imported', 'reconciling'])('a settlement that is %s cannot be settled', (from) => {
  expect(expectRefused(settlementMachine, at(settlementMachine, from, ctx), settle)).toMatchObject({ kind: expect.any(String) });
});

test('a settled settlement takes no more events', () => {
  const settled = at(settlementMachine, 'settled', ctx);
  for (const event of [check(0, true), resolve(0, true), pair(0), unpair(0), settle]) expectRefused(settlementMachine, settled, event);
});

test('a difference is never resolved silently: a blank reason is refused by hasMessage', () => {
  expect(expectRefused(settlementMachine, at(settlementMachine, 'reconciling', ctx), resolve(0, true, '   '))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['hasMessage']) });
  expect(expectRefused(settlementMachine, at(settlementMachine, 'reconciled', ctx), unpair(0, ''))).toMatchObject({ kind: 'blockedByGuards' });
});

test.each([
  ['a negative count', -1],
  ['a fraction', 0.5],
  ['no number', Number.NaN],
])('progress with %s is refused by isValidProgress', (_what, open) => {
  expectRefused(settlementMachine, at(settlementMachine, 'imported', ctx), check(open, true));
  expectRefused(settlementMachine, at(settlementMachine, 'reconciling', ctx), resolve(open, true));
});

test.each([0, -100, 10.5])('pairing a bank credit of %s is refused by isValidCredit', (credit) => {
  expect(expectRefused(settlementMachine, at(settlementMachine, 'reconciling', ctx), pair(0, credit))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['isValidCredit']) });
});

test('status_settlement is "not yet" until settled', () => {
  expect(['imported', 'reconciling', 'reconciled', 'settled'].map(settlementStatusOf)).toEqual(['not yet', 'not yet', 'not yet', 'settled']);
  expect(() => settlementStatusOf('gone')).toThrow();
});
