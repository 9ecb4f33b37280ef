import { initialTransition } from 'xstate';
import { AUTO_APPROVE_MESSAGE, invoiceMachine, invoiceStatusOf, type InvoiceEvent, type InvoiceInput } from './invoice.machine';
import { actors, at, expectRefused, step } from './testing';
import { effectsOf } from './inspect';

const input: InvoiceInput = { invoiceId: 'inv-1', signerReferenceId: actors.signer.referenceId, bypassApproval: false };
const ctx = (over: Partial<InvoiceInput> = {}) => ({ ...input, ...over });
const notify = (to: string) => ({ type: 'effect.notify', params: { template: `invoice.${to}`, invoiceId: 'inv-1' } });
const taxRequest = { type: 'effect.requestTaxInvoice', params: { invoiceId: 'inv-1' } };
const delivery = { type: 'effect.deliverInvoice', params: { invoiceId: 'inv-1' } };

const approve = (actor = actors.signer): InvoiceEvent => ({ type: 'invoice.approve', actor, message: 'ok', skumNo: 'S-1', position: 'Manager' });
const withMessage = (type: 'invoice.return' | 'invoice.reject' | 'invoice.cancel' | 'invoice.taxFailed', actor = actors.signer, message = 'Other, return'): InvoiceEvent =>
  ({ type, actor, message });

test('starts invoiced with its input as context and tells the signer', () => {
  const [snapshot, actions] = initialTransition(invoiceMachine, input);
  expect(snapshot.value).toBe('invoiced');
  expect(snapshot.context).toEqual(input);
  expect(effectsOf(actions)).toEqual([notify('invoiced')]);
});

describe('transitions', () => {
  test.each([
    ['invoiced', ctx(), approve(), 'approved', [notify('approved'), taxRequest, delivery]],
    ['invoiced', ctx(), approve(actors.superAdmin), 'approved', [notify('approved'), taxRequest, delivery]],
    ['invoiced', ctx({ bypassApproval: true }), { type: 'invoice.autoApprove', actor: actors.system }, 'approved', [notify('approved'), taxRequest, delivery]],
    ['invoiced', ctx(), withMessage('invoice.return'), 'returned', [notify('returned')]],
    ['invoiced', ctx(), withMessage('invoice.return', actors.superAdmin), 'returned', [notify('returned')]],
    ['invoiced', ctx(), withMessage('invoice.reject'), 'rejected', [notify('rejected')]],
    ['invoiced', ctx(), withMessage('invoice.reject', actors.superAdmin), 'rejected', [notify('rejected')]],
    ['invoiced', ctx(), withMessage('invoice.cancel', actors.member), 'canceled', [notify('canceled')]],
    ['approved', ctx(), { ...withMessage('invoice.cancel', actors.member), creditNoteId: 'cn-1' }, 'canceled', [notify('canceled')]],
    ['approved', ctx(), withMessage('invoice.taxFailed', actors.system, "Document's returned with notes"), 'returned', [notify('returned')]],
    ['returned', ctx(), { type: 'invoice.reissue', actor: actors.member }, 'reissued', [{ type: 'effect.reissueInvoice', params: { invoiceId: 'inv-1' } }, notify('reissued')]],
    ['rejected', ctx(), withMessage('invoice.cancel', actors.member), 'canceled', [notify('canceled')]],
  ] as const)('%s --%s--> %s', (from, context, event, to, effects) => {
    const { next, effects: queued } = step(invoiceMachine, at(invoiceMachine, from, context), event as InvoiceEvent);
    expect(next.value).toBe(to);
    expect(next.context).toEqual(context);
    expect(queued).toEqual(effects);
  });

  test('the auto-approval message is the one the spec stores', () => {
    expect(AUTO_APPROVE_MESSAGE).toBe('Approved by System');
  });
});

describe('refusals', () => {
  test.each([
    ['a member who is not the signer approves', 'invoiced', ctx(), approve(actors.member), ['canApprove']],
    ['the system approves by hand even with a matching default id', 'invoiced', ctx({ signerReferenceId: '99999' }), approve(actors.system), ['canApprove']],
    ['a user with the default referenceId approves', 'invoiced', ctx({ signerReferenceId: '99999' }), approve(actors.noReference), ['canApprove']],
    ['a blank referenceId matches a blank signer', 'invoiced', ctx({ signerReferenceId: '' }), approve({ ...actors.member, referenceId: '' }), ['canApprove']],
    ['auto-approval without bypass', 'invoiced', ctx(), { type: 'invoice.autoApprove', actor: actors.system }, ['isBypassApproval']],
    ['auto-approval by a person', 'invoiced', ctx({ bypassApproval: true }), { type: 'invoice.autoApprove', actor: actors.signer }, ['isSystemActor']],
    ['auto-approval by someone with a system role', 'invoiced', ctx({ bypassApproval: true }), { type: 'invoice.autoApprove', actor: actors.fakeSystem }, ['isSystemActor']],
    ['return without a reason', 'invoiced', ctx(), withMessage('invoice.return', actors.signer, '   '), ['hasMessage']],
    ['return by a non-approver', 'invoiced', ctx(), withMessage('invoice.return', actors.member), ['canApprove']],
    ['reject without a reason', 'invoiced', ctx(), withMessage('invoice.reject', actors.signer, ''), ['hasMessage']],
    ['reject by a non-approver', 'invoiced', ctx(), withMessage('invoice.reject', actors.member), ['canApprove']],
    ['cancel an invoiced one without a reason', 'invoiced', ctx(), withMessage('invoice.cancel', actors.member, ' '), ['hasMessage']],
    ['cancel an approved one without a reason', 'approved', ctx(), { ...withMessage('invoice.cancel', actors.member, ''), creditNoteId: 'cn-1' }, ['hasMessage']],
    // Issue 21: an approved invoice is cancelled only by an issued credit note.
    ['cancel an approved one without a credit note', 'approved', ctx(), withMessage('invoice.cancel', actors.member), ['hasCreditNote']],
    ['cancel an approved one with a blank credit note id', 'approved', ctx(), { ...withMessage('invoice.cancel', actors.member), creditNoteId: '' }, ['hasCreditNote']],
    ['cancel a rejected one without a reason', 'rejected', ctx(), withMessage('invoice.cancel', actors.member, ''), ['hasMessage']],
    ['a person reports a tax failure', 'approved', ctx(), withMessage('invoice.taxFailed', actors.superAdmin), ['isSystemActor']],
  ] as const)('%s', (_name, from, context, event, guards) => {
    const why = expectRefused(invoiceMachine, at(invoiceMachine, from, context), event as InvoiceEvent);
    expect(why).toEqual({ kind: 'blockedByGuards', state: from, eventType: event.type, guards });
  });

  const everyEvent: InvoiceEvent[] = [
    approve(), { type: 'invoice.autoApprove', actor: actors.system }, withMessage('invoice.return'), withMessage('invoice.reject'),
    withMessage('invoice.cancel'), withMessage('invoice.taxFailed', actors.system), { type: 'invoice.reissue', actor: actors.member },
  ];
  const accepted: Record<string, string[]> = {
    invoiced: ['invoice.approve', 'invoice.autoApprove', 'invoice.return', 'invoice.reject', 'invoice.cancel'],
    approved: ['invoice.cancel', 'invoice.taxFailed'],
    returned: ['invoice.reissue'],
    rejected: ['invoice.cancel'],
    canceled: [],
    reissued: [],
  };
  test.each(Object.entries(accepted).flatMap(([state, ok]) => everyEvent.filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const)))(
    '%s does not take %s',
    (state, _type, event) => {
      const why = expectRefused(invoiceMachine, at(invoiceMachine, state, ctx({ bypassApproval: true })), event);
      expect(why.kind).toBe('notAccepted');
    },
  );
});

test('status_invoice for every state; a reissued invoice stays returned', () => {
  expect(['invoiced', 'approved', 'returned', 'rejected', 'canceled', 'reissued'].map(invoiceStatusOf)).toEqual([
    'invoiced', 'approved', 'returned', 'rejected', 'canceled', 'returned',
  ]);
  expect(() => invoiceStatusOf('paid')).toThrow(/Unknown invoice state/);
});
