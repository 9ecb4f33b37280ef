import { and, initialTransition, not, or, setup } from 'xstate';
import { candidateEvents, effectsOf, explainEvent, guardNamesOf, guardText, stateKey, type GuardRef } from './inspect';
import { invoiceMachine } from './invoice.machine';
import { recurringMachine } from './recurring.machine';
import { actors, at } from './testing';

const input = { invoiceId: 'inv-1', signerReferenceId: actors.signer.referenceId, bypassApproval: false };

test('effectsOf keeps only effect.* actions, in order, with their params', () => {
  expect(effectsOf([{ type: 'xstate.assign' }, { type: 'effect.notify', params: { template: 't' } }, { type: 'recordError' }, { type: 'effect.x' }])).toEqual([
    { type: 'effect.notify', params: { template: 't' } },
    { type: 'effect.x', params: undefined },
  ]);
});

test('stateKey gives one text per state value: flat, nested and parallel', () => {
  expect(stateKey('approved')).toBe('approved');
  expect(stateKey({ review: 'waiting' })).toBe('review.waiting');
  expect(stateKey({ work: { a: 'on', b: 'off' } })).toBe('work.a.on|work.b.off');
  expect(stateKey({ done: {} })).toBe('done');
});

test('explainEvent says accepted (with targets), not accepted, or which named guards blocked', () => {
  const [invoiced] = initialTransition(invoiceMachine, input);
  expect(explainEvent(invoiced, { type: 'invoice.approve', actor: actors.signer, message: '' })).toEqual({
    kind: 'accepted', state: 'invoiced', eventType: 'invoice.approve', targets: ['approved'],
  });
  expect(explainEvent(invoiced, { type: 'invoice.reissue', actor: actors.signer })).toEqual({ kind: 'notAccepted', state: 'invoiced', eventType: 'invoice.reissue' });
  // Both rules of an and() are reported when both fail.
  expect(explainEvent(invoiced, { type: 'invoice.return', actor: actors.member, message: ' ' })).toEqual({
    kind: 'blockedByGuards', state: 'invoiced', eventType: 'invoice.return', guards: ['hasMessage', 'canApprove'],
  });
  const canceled = at(invoiceMachine, 'canceled', input);
  expect(explainEvent(canceled, { type: 'invoice.cancel', actor: actors.member, message: 'x' })).toMatchObject({ kind: 'notAccepted' });
});

test('explainEvent names the closest branch when several guarded branches exist', () => {
  const active = at(recurringMachine, 'active', { occurrence: 3, numOfBillingSent: 1 });
  // Both branches need isNextSequence; the first also needs isLastOccurrence. The closest one names only isNextSequence.
  expect(explainEvent(active, { type: 'recurring.billed', actor: actors.system, sequenceNo: 5 })).toMatchObject({ kind: 'blockedByGuards', guards: ['isNextSequence'] });
  // A targetless branch is accepted with no targets.
  expect(explainEvent(active, { type: 'recurring.billed', actor: actors.system, sequenceNo: 2 })).toMatchObject({ kind: 'accepted', targets: [] });
});

const composite = setup({
  types: {} as { context: { n: number }; events: { type: 'go'; ok?: boolean } | { type: 'stop' } },
  guards: { isBig: ({ context }) => context.n > 10, isOk: ({ event }) => event.type === 'go' && event.ok === true, isEven: ({ context }) => context.n % 2 === 0 },
}).createMachine({
  id: 'composite',
  context: { n: 4 },
  initial: 'a',
  states: {
    a: {
      initial: 'inner',
      on: { stop: 'b' },
      states: { inner: { on: { go: [{ guard: or(['isBig', 'isOk']), target: '#composite.b' }, { guard: not('isEven'), target: '#composite.b' }] } } },
    },
    b: {},
  },
});

test('or() and not() are evaluated as such, and ancestors\' events are candidates too', () => {
  const [s] = initialTransition(composite);
  expect(candidateEvents(s)).toEqual(['go', 'stop']);
  expect(explainEvent(s, { type: 'go', ok: true })).toMatchObject({ kind: 'accepted', targets: ['b'] });
  // or() fails with both names; not(isEven) fails with one: the closest branch is the not().
  expect(explainEvent(s, { type: 'go' })).toMatchObject({ kind: 'blockedByGuards', guards: ['not(isEven)'] });
  expect(explainEvent(s, { type: 'stop' })).toMatchObject({ kind: 'accepted', targets: ['b'] });
});

test('guardText and guardNamesOf describe composite guards', () => {
  const g = and(['isA', or(['isB', not('isC')])]) as unknown as GuardRef;
  expect(guardText(g)).toBe('and(isA, or(isB, not(isC)))');
  expect(guardNamesOf(g)).toEqual(['isA', 'isB', 'isC']);
  expect(guardText({ type: 'hasX', params: { a: 1 } })).toBe('hasX');
});
