import { initialTransition } from 'xstate';
import { bastMachine, bastStatusOf, type BastEvent } from './bast.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = { bastId: 'b-1' };
const submit = (): BastEvent => ({ type: 'bast.submit', actor: actors.member });
const verify = (signed = true): BastEvent => ({ type: 'bast.verify', actor: actors.signer, signed });
const reject = (message = 'Only 8 of the 10 routers arrived'): BastEvent => ({ type: 'bast.reject', actor: actors.signer, message });

test('starts as a silent draft', () => {
  const [snapshot, actions] = initialTransition(bastMachine, ctx);
  expect(snapshot.value).toBe('draft');
  expect(actions.filter((a) => a.type.startsWith('effect.'))).toEqual([]);
});

test.each([
  ['draft', submit(), 'submitted', 'bast.submitted'],
  ['submitted', verify(), 'verified', 'bast.verified'],
  ['submitted', reject(), 'rejected', 'bast.rejected'],
  ['rejected', submit(), 'submitted', 'bast.submitted'],
] as const)('%s --%s--> %s', (from, event, to, template) => {
  const { next, effects } = step(bastMachine, at(bastMachine, from, ctx), event);
  expect(next.value).toBe(to);
  expect(effects.map((e) => [e.type, e.params])).toEqual([['effect.notify', { template }]]);
});

test('verification needs the signed document; a rejection needs a reason', () => {
  expect(expectRefused(bastMachine, at(bastMachine, 'submitted', ctx), verify(false))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasSignedDocument'] });
  expect(expectRefused(bastMachine, at(bastMachine, 'submitted', ctx), reject(' '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
});

test.each([
  ['draft', verify()],
  ['draft', reject()],
  ['submitted', submit()],
  ['rejected', verify()],
  ['verified', reject()],
  ['verified', submit()],
] as const)('%s refuses %s', (from, event) => {
  expectRefused(bastMachine, at(bastMachine, from, ctx), event);
});

const edit = (): BastEvent => ({ type: 'bast.edit', actor: actors.member });

test.each(['draft', 'rejected'] as const)('an edit in %s keeps the state, re-enters nothing and sends no notice', (from) => {
  // The workflow service asks can() before it sends: an edit must count as a transition there.
  expect(at(bastMachine, from, ctx).can(edit())).toBe(true);
  const { next, effects } = step(bastMachine, at(bastMachine, from, ctx), edit());
  expect(next.value).toBe(from);
  expect(effects).toEqual([]);
});

test.each(['submitted', 'verified'] as const)('an edit is refused in %s', (from) => {
  expectRefused(bastMachine, at(bastMachine, from, ctx), edit());
});

test('the status column is the state', () => {
  expect(bastStatusOf('verified')).toBe('verified');
  expect(() => bastStatusOf('approved')).toThrow();
});
