import { initialTransition } from 'xstate';
import { contractMachine, contractStatusOf, type ContractEvent } from './contract.machine';
import { actors, at, expectRefused, step } from './testing';

const legal = actors.signer;
const owner = actors.member;
const ctx = { contractId: 'c-1' };
const submit = (): ContractEvent => ({ type: 'contract.submit', actor: owner });
const verify = (signed: boolean, started: boolean): ContractEvent => ({ type: 'contract.verify', actor: legal, signed, started });
const activate = (signed: boolean, started: boolean): ContractEvent => ({ type: 'contract.activate', actor: actors.system, signed, started });
const giveBack = (message = 'The value differs from the PO'): ContractEvent => ({ type: 'contract.return', actor: legal, message });
const expire = (ended: boolean): ContractEvent => ({ type: 'contract.expire', actor: actors.system, ended });
const terminate = (message = 'The partner stopped delivering'): ContractEvent => ({ type: 'contract.terminate', actor: legal, message });

test('starts as a silent draft', () => {
  const [snapshot, actions] = initialTransition(contractMachine, ctx);
  expect(snapshot.value).toBe('draft');
  expect(actions.filter((a) => a.type.startsWith('effect.'))).toEqual([]);
});

test.each([
  ['draft', submit(), 'submitted', 'contract.submitted'],
  ['submitted', verify(false, true), 'verified', 'contract.verified'],
  ['submitted', verify(true, false), 'verified', 'contract.verified'],
  ['submitted', verify(true, true), 'active', 'contract.active'],
  ['submitted', giveBack(), 'returned', 'contract.returned'],
  ['returned', submit(), 'submitted', 'contract.submitted'],
  ['verified', activate(true, true), 'active', 'contract.active'],
  ['verified', terminate(), 'terminated', 'contract.terminated'],
  ['verified', expire(true), 'expired', 'contract.expired'],
  ['active', expire(true), 'expired', 'contract.expired'],
  ['active', terminate(), 'terminated', 'contract.terminated'],
] as const)('%s --%s--> %s', (from, event, to, template) => {
  const { next, effects } = step(contractMachine, at(contractMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(ctx);
  expect(effects.map((e) => [e.type, e.params])).toEqual([['effect.notify', { template }]]);
});

test('activation needs both the signed document and the start date', () => {
  expect(expectRefused(contractMachine, at(contractMachine, 'verified', ctx), activate(false, true))).toMatchObject({ kind: 'blockedByGuards' });
  expect(expectRefused(contractMachine, at(contractMachine, 'verified', ctx), activate(true, false))).toMatchObject({ kind: 'blockedByGuards' });
});

test('a return and a termination need a reason; expiry needs the end passed', () => {
  expect(expectRefused(contractMachine, at(contractMachine, 'submitted', ctx), giveBack('  '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
  expect(expectRefused(contractMachine, at(contractMachine, 'active', ctx), terminate(''))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
  expect(expectRefused(contractMachine, at(contractMachine, 'active', ctx), expire(false))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasEnded'] });
});

test.each([
  ['draft', verify(true, true)],
  ['draft', terminate()],
  ['submitted', submit()],
  ['submitted', activate(true, true)],
  ['returned', verify(true, true)],
  ['verified', giveBack()],
  ['active', verify(true, true)],
  ['active', submit()],
  ['expired', terminate()],
  ['expired', activate(true, true)],
  ['terminated', submit()],
] as const)('%s refuses %s', (from, event) => {
  expectRefused(contractMachine, at(contractMachine, from, ctx), event);
});

const edit = (): ContractEvent => ({ type: 'contract.edit', actor: owner });

test.each(['draft', 'returned'] as const)('an edit in %s keeps the state, re-enters nothing and sends no notice', (from) => {
  // The workflow service asks can() before it sends: an edit must count as a transition there.
  expect(at(contractMachine, from, ctx).can(edit())).toBe(true);
  const { next, effects } = step(contractMachine, at(contractMachine, from, ctx), edit());
  expect(next.value).toBe(from);
  expect(next.context).toEqual(ctx);
  expect(effects).toEqual([]);
});

test.each(['submitted', 'verified', 'active', 'expired', 'terminated'] as const)('an edit is refused in %s', (from) => {
  expectRefused(contractMachine, at(contractMachine, from, ctx), edit());
});

test('the status column is the state', () => {
  expect(contractStatusOf('active')).toBe('active');
  expect(() => contractStatusOf('signed')).toThrow();
});
