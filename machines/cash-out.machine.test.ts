import { initialTransition } from 'xstate';
import { cashOutMachine, cashOutStatusOf, type CashOutEvent } from './cash-out.machine';
import { actors, at, expectRefused, step } from './testing';

const maker = actors.member;
const checker = actors.signer;
const ctx = { cashOutId: 'co-1', productId: 'prd-1', amount: 2_500_000, makerId: maker.id };
const approve = (actor = checker): CashOutEvent => ({ type: 'cashOut.approve', actor });
const reject = (message = 'Wrong destination account', actor = checker): CashOutEvent => ({ type: 'cashOut.reject', actor, message });
const complete = (reference = 'TRF-0001', via: 'bank' | 'manual' = 'manual', actor = checker): CashOutEvent => ({ type: 'cashOut.complete', actor, reference, via });

test('starts requested and tells the checkers', () => {
  const [snapshot, actions] = initialTransition(cashOutMachine, ctx);
  expect(snapshot.value).toBe('requested');
  expect(snapshot.context).toEqual(ctx);
  expect(actions.map((a) => [a.type, a.params])).toEqual([['effect.notify', { template: 'cash-out.requested' }]]);
});

test.each([
  ['requested', approve(), 'approved', ['effect.requestTransfer', 'effect.notify']],
  ['requested', reject(), 'rejected', ['effect.notify']],
  ['requested', approve(actors.superAdmin), 'approved', ['effect.requestTransfer', 'effect.notify']],
  ['approved', complete(), 'completed', ['effect.notify']],
  ['approved', complete('SBX-TRF-9', 'bank', actors.system), 'completed', ['effect.notify']],
] as const)('%s --%s--> %s', (from, event, to, effects) => {
  const { next, effects: queued } = step(cashOutMachine, at(cashOutMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(ctx);
  expect(queued.map((e) => e.type)).toEqual(effects);
});

test('the maker can neither approve nor reject their own request', () => {
  expect(expectRefused(cashOutMachine, at(cashOutMachine, 'requested', ctx), approve(maker))).toMatchObject({ kind: 'blockedByGuards', guards: ['isNotMaker'] });
  expect(expectRefused(cashOutMachine, at(cashOutMachine, 'requested', ctx), reject('no', maker))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['isNotMaker']) });
});

test('a super-admin who made the request cannot approve it either', () => {
  const own = { ...ctx, makerId: actors.superAdmin.id };
  expectRefused(cashOutMachine, at(cashOutMachine, 'requested', own), approve(actors.superAdmin));
});

test('a rejection needs a reason; a completion needs a transfer reference', () => {
  expect(expectRefused(cashOutMachine, at(cashOutMachine, 'requested', ctx), reject('   '))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['hasMessage']) });
  expect(expectRefused(cashOutMachine, at(cashOutMachine, 'approved', ctx), complete(' '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasReference'] });
});

test.each([
  ['requested', complete()],
  ['approved', approve()],
  ['approved', reject()],
  ['rejected', approve()],
  ['rejected', complete()],
  ['completed', reject()],
  ['completed', complete()],
] as const)('%s does not accept %s', (from, event) => {
  expectRefused(cashOutMachine, at(cashOutMachine, from, ctx), event);
});

test('the status column is the state', () => {
  for (const s of ['requested', 'approved', 'rejected', 'completed'] as const) expect(cashOutStatusOf(s)).toBe(s);
  expect(() => cashOutStatusOf('paid')).toThrow();
});
