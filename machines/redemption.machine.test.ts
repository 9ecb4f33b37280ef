import { initialTransition } from 'xstate';
import { redemptionMachine, redemptionStatusOf, type RedemptionEvent } from './redemption.machine';
import { actors, at, expectRefused, step } from './testing';

const requester = actors.member;
const approver = actors.signer;
const ctx = { redemptionId: 'rd-1', itemId: 'itm-1', points: 120, requesterId: requester.id };
const approve = (actor = approver): RedemptionEvent => ({ type: 'redemption.approve', actor });
const reject = (message = 'Out of season', actor = approver): RedemptionEvent => ({ type: 'redemption.reject', actor, message });
const fulfil = (actor = approver): RedemptionEvent => ({ type: 'redemption.fulfil', actor });

test('starts requested and tells the approvers', () => {
  const [snapshot, actions] = initialTransition(redemptionMachine, ctx);
  expect(snapshot.value).toBe('requested');
  expect(snapshot.context).toEqual(ctx);
  expect(actions.map((a) => [a.type, a.params])).toEqual([['effect.notify', { template: 'redemption.requested' }]]);
});

test.each([
  ['requested', approve(), 'approved', 'redemption.approved'],
  ['requested', reject(), 'rejected', 'redemption.rejected'],
  ['requested', approve(actors.superAdmin), 'approved', 'redemption.approved'],
  ['approved', fulfil(), 'fulfilled', 'redemption.fulfilled'],
] as const)('%s --%s--> %s', (from, event, to, template) => {
  const { next, effects } = step(redemptionMachine, at(redemptionMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(ctx);
  expect(effects.map((e) => [e.type, e.params])).toEqual([['effect.notify', { template }]]);
});

test('the requester can neither approve nor reject their own redemption', () => {
  expect(expectRefused(redemptionMachine, at(redemptionMachine, 'requested', ctx), approve(requester))).toMatchObject({ kind: 'blockedByGuards', guards: ['isNotRequester'] });
  expect(expectRefused(redemptionMachine, at(redemptionMachine, 'requested', ctx), reject('no', requester))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['isNotRequester']) });
});

test('a rejection needs a reason', () => {
  expect(expectRefused(redemptionMachine, at(redemptionMachine, 'requested', ctx), reject('  '))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['hasMessage']) });
});

test.each([
  ['requested', fulfil()],
  ['approved', approve()],
  ['approved', reject()],
  ['rejected', approve()],
  ['rejected', fulfil()],
  ['fulfilled', reject()],
  ['fulfilled', fulfil()],
] as const)('%s does not accept %s', (from, event) => {
  expectRefused(redemptionMachine, at(redemptionMachine, from, ctx), event);
});

test('the status column is the state', () => {
  for (const s of ['requested', 'approved', 'rejected', 'fulfilled'] as const) expect(redemptionStatusOf(s)).toBe(s);
  expect(() => redemptionStatusOf('paid')).toThrow();
});
