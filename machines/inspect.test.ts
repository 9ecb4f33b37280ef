import { initialTransition } from 'xstate';
import { effectsOf, explainRefusal } from './inspect';
import { invoiceMachine } from './invoice.machine';
import { actors, at } from './testing';

const input = { invoiceId: 'inv-1', signerReferenceId: actors.signer.referenceId, bypassApproval: false };

test('effectsOf keeps only effect.* actions, in order, with their params', () => {
  expect(effectsOf([{ type: 'xstate.assign' }, { type: 'effect.notify', params: { template: 't' } }, { type: 'recordError' }, { type: 'effect.x' }])).toEqual([
    { type: 'effect.notify', params: { template: 't' } },
    { type: 'effect.x', params: undefined },
  ]);
});

test('explainRefusal says accepted, not accepted, or which named guards blocked', () => {
  const [invoiced] = initialTransition(invoiceMachine, input);
  expect(explainRefusal(invoiced, { type: 'invoice.approve', actor: actors.signer, message: '' })).toEqual({ kind: 'accepted' });
  expect(explainRefusal(invoiced, { type: 'invoice.reissue', actor: actors.signer })).toEqual({ kind: 'notAccepted', state: 'invoiced', eventType: 'invoice.reissue' });
  // Both rules of an and() are reported when both fail.
  expect(explainRefusal(invoiced, { type: 'invoice.return', actor: actors.member, message: ' ' })).toEqual({
    kind: 'blockedByGuards', state: 'invoiced', eventType: 'invoice.return', guards: ['hasMessage', 'canApprove'],
  });
  const canceled = at(invoiceMachine, 'canceled', input);
  expect(explainRefusal(canceled, { type: 'invoice.cancel', actor: actors.member, message: 'x' })).toMatchObject({ kind: 'notAccepted' });
});
