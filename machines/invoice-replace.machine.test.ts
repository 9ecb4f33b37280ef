/** Issue 21: an approved invoice is replaced (only by the system) when its corrected replacement is approved. */
import { invoiceMachine, invoiceStatusOf, type InvoiceEvent } from './invoice.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = { invoiceId: 'inv-1', signerReferenceId: actors.signer.referenceId, bypassApproval: false };

test('approved --invoice.replace--> replaced (final), notified, status replaced', () => {
  const { next, effects } = step(invoiceMachine, at(invoiceMachine, 'approved', ctx), { type: 'invoice.replace', actor: actors.system, replacementInvoiceId: 'inv-2' } as InvoiceEvent);
  expect(next.value).toBe('replaced');
  expect(effects).toEqual([{ type: 'effect.notify', params: { template: 'invoice.replaced', invoiceId: 'inv-1' } }]);
  expect(next.status).toBe('done');
  expect(invoiceStatusOf('replaced')).toBe('replaced');
});

test('a person cannot mark an invoice replaced, and only an approved one is replaced', () => {
  expect(expectRefused(invoiceMachine, at(invoiceMachine, 'approved', ctx), { type: 'invoice.replace', actor: actors.superAdmin, replacementInvoiceId: 'inv-2' } as InvoiceEvent)).toMatchObject({ kind: 'blockedByGuards', guards: ['isSystemActor'] });
  expect(expectRefused(invoiceMachine, at(invoiceMachine, 'invoiced', ctx), { type: 'invoice.replace', actor: actors.system, replacementInvoiceId: 'inv-2' } as InvoiceEvent).kind).toBe('notAccepted');
});
