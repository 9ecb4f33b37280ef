import { initialTransition } from 'xstate';
import { companyMachine, companyStatusOf, type CompanyEvent } from './company.machine';
import { actors, at, expectRefused, step } from './testing';

const legal = actors.signer;
const partner = actors.member;
const ctx = { companyId: '7' };
const approve = (actor = legal): CompanyEvent => ({ type: 'company.approve', actor });
const reject = (message = 'The NPWP document is unreadable', actor = legal): CompanyEvent => ({ type: 'company.reject', actor, message });
const resubmit = (actor = partner): CompanyEvent => ({ type: 'company.resubmit', actor });

test('starts registered and tells the approvers', () => {
  const [snapshot, actions] = initialTransition(companyMachine, ctx);
  expect(snapshot.value).toBe('registered');
  expect(snapshot.context).toEqual(ctx);
  expect(actions.map((a) => [a.type, a.params])).toEqual([['effect.notify', { template: 'company.registered' }]]);
});

test.each([
  ['registered', approve(), 'approved', 'company.approved'],
  ['registered', reject(), 'rejected', 'company.rejected'],
  ['rejected', resubmit(), 'registered', 'company.registered'],
  ['approved', resubmit(), 'registered', 'company.registered'],
] as const)('%s --%s--> %s', (from, event, to, template) => {
  const { next, effects } = step(companyMachine, at(companyMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(ctx);
  expect(effects.map((e) => [e.type, e.params])).toEqual([['effect.notify', { template }]]);
});

test('a rejection needs a reason a person typed', () => {
  expect(expectRefused(companyMachine, at(companyMachine, 'registered', ctx), reject('   '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
});

test.each([
  ['approved', approve()],
  ['approved', reject()],
  ['rejected', approve()],
  ['rejected', reject()],
  ['registered', resubmit()],
] as const)('%s refuses %s', (from, event) => {
  expectRefused(companyMachine, at(companyMachine, from, ctx), event);
});

test('the status column is the state', () => {
  expect(['registered', 'approved', 'rejected'].map(companyStatusOf)).toEqual(['registered', 'approved', 'rejected']);
  expect(() => companyStatusOf('suspended')).toThrow();
});
