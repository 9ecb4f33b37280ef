import { initialTransition } from 'xstate';
import { taxInvoiceMachine, taxInvoiceStatusOf, type TaxInvoiceContext, type TaxInvoiceEvent } from './tax-invoice.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = (over: Partial<TaxInvoiceContext> = {}): TaxInvoiceContext => ({ invoiceId: 'inv-1', attempts: 0, lastDisposition: null, ...over });
const sys = actors.system;
const send = { type: 'effect.sendTaxRequest', params: { invoiceId: 'inv-1' } };
const notify = (template: string) => ({ type: 'effect.notify', params: { template, invoiceId: 'inv-1' } });
const failed = (disposition: 'returnInvoice' | 'keepApproved', actor = sys): TaxInvoiceEvent =>
  ({ type: 'taxInvoice.failed', actor, message: 'Ref Id Invoice INV-ST-2401-0001 has already been taken.', disposition });

test('starts at notYet without attempts and queues nothing', () => {
  const [snapshot, actions] = initialTransition(taxInvoiceMachine, { invoiceId: 'inv-1' });
  expect(snapshot.value).toBe('notYet');
  expect(snapshot.context).toEqual(ctx());
  expect(actions).toEqual([]);
});

describe('transitions', () => {
  test.each([
    ['notYet', ctx(), { type: 'taxInvoice.request', actor: sys }, 'requested', ctx(), [send]],
    ['requested', ctx(), { type: 'taxInvoice.received', actor: sys, nomorFaktur: '010.000-24.00000001' }, 'received', ctx(), [notify('taxInvoice.received')]],
    ['requested', ctx(), failed('returnInvoice'), 'error', ctx({ lastDisposition: 'returnInvoice' }),
      [notify('taxInvoice.error'), { type: 'effect.returnInvoice', params: { invoiceId: 'inv-1', message: 'Ref Id Invoice INV-ST-2401-0001 has already been taken.' } }]],
    ['requested', ctx(), failed('keepApproved'), 'error', ctx({ lastDisposition: 'keepApproved' }), [notify('taxInvoice.error')]],
    // Slow or unreachable: counts the attempt and does not send the request again.
    ['requested', ctx({ attempts: 2 }), { type: 'taxInvoice.pending', actor: sys, attempt: 3 }, 'requested', ctx({ attempts: 3 }), []],
    ['error', ctx({ lastDisposition: 'keepApproved', attempts: 4 }), { type: 'taxInvoice.retry', actor: actors.superAdmin }, 'requested',
      ctx({ lastDisposition: 'keepApproved', attempts: 0 }), [send]],
  ] as const)('%s --%s--> %s', (from, context, event, to, nextContext, effects) => {
    const { next, effects: queued } = step(taxInvoiceMachine, at(taxInvoiceMachine, from, context), event as TaxInvoiceEvent);
    expect(next.value).toBe(to);
    expect(next.context).toEqual(nextContext);
    expect(queued).toEqual(effects);
  });

  test('a failure after a retry records the new disposition', () => {
    const { next } = step(taxInvoiceMachine, at(taxInvoiceMachine, 'requested', ctx({ lastDisposition: 'keepApproved' })), failed('returnInvoice'));
    expect(next.context.lastDisposition).toBe('returnInvoice');
  });
});

describe('refusals', () => {
  test.each([
    ['a person requests', 'notYet', ctx(), { type: 'taxInvoice.request', actor: actors.superAdmin }, ['isSystemActor']],
    ['a person reports receipt', 'requested', ctx(), { type: 'taxInvoice.received', actor: actors.member, nomorFaktur: 'x' }, ['isSystemActor']],
    ['a person reports failure', 'requested', ctx(), failed('keepApproved', actors.member), ['isSystemActor']],
    ['a person reports pending', 'requested', ctx(), { type: 'taxInvoice.pending', actor: actors.fakeSystem, attempt: 1 }, ['isSystemActor']],
    ['retry after the invoice was returned', 'error', ctx({ lastDisposition: 'returnInvoice' }), { type: 'taxInvoice.retry', actor: sys }, ['canRetry']],
  ] as const)('%s', (_name, from, context, event, guards) => {
    const why = expectRefused(taxInvoiceMachine, at(taxInvoiceMachine, from, context), event as TaxInvoiceEvent);
    expect(why).toMatchObject({ kind: 'blockedByGuards', guards });
  });

  const everyEvent: TaxInvoiceEvent[] = [
    { type: 'taxInvoice.request', actor: sys }, { type: 'taxInvoice.received', actor: sys, nomorFaktur: 'x' }, failed('keepApproved'),
    { type: 'taxInvoice.pending', actor: sys, attempt: 1 }, { type: 'taxInvoice.retry', actor: sys },
  ];
  const accepted: Record<string, string[]> = {
    notYet: ['taxInvoice.request'],
    requested: ['taxInvoice.received', 'taxInvoice.failed', 'taxInvoice.pending'],
    received: [],
    error: ['taxInvoice.retry'],
    canceled: [],
    withdrawn: [],
    replaced: [],
  };
  test.each(Object.entries(accepted).flatMap(([state, ok]) => everyEvent.filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const)))(
    '%s does not take %s',
    (state, _type, event) => {
      expect(expectRefused(taxInvoiceMachine, at(taxInvoiceMachine, state, ctx({ lastDisposition: 'keepApproved' })), event).kind).toBe('notAccepted');
    },
  );
});

test('status_faktur for every state', () => {
  expect(['notYet', 'requested', 'received', 'error'].map(taxInvoiceStatusOf)).toEqual(['not yet', 'requested', 'received', 'error']);
  expect(() => taxInvoiceStatusOf('sent')).toThrow();
});

describe('issue 21: cancellation (batal), withdrawal and replacement', () => {
  const sendCancel = { type: 'effect.sendTaxCancellation', params: { invoiceId: 'inv-1' } };
  const person = actors.member;
  test.each([
    ['received', ctx(), { type: 'taxInvoice.cancel', actor: person, message: 'Wrong customer', creditNoteId: 'cn-1' }, 'canceling', ctx(), [sendCancel]],
    ['canceling', ctx(), { type: 'taxInvoice.cancelPending', actor: sys, attempt: 1, lastError: 'ECONNREFUSED' }, 'canceling', ctx({ attempts: 1 }), []],
    ['canceling', ctx({ attempts: 2 }), { type: 'taxInvoice.cancelled', actor: sys }, 'canceled', ctx({ attempts: 2 }), [notify('taxInvoice.canceled')]],
    ['canceling', ctx(), { type: 'taxInvoice.cancelFailed', actor: sys, message: 'closed period' }, 'cancelFailed', ctx(), [notify('taxInvoice.cancelFailed')]],
    // A person's retry sends the cancellation again, its attempts afresh.
    ['cancelFailed', ctx({ attempts: 3 }), { type: 'taxInvoice.retryCancel', actor: person }, 'canceling', ctx(), [sendCancel]],
    ['received', ctx(), { type: 'taxInvoice.replaced', actor: sys, replacementInvoiceId: 'inv-2' }, 'replaced', ctx(), []],
    // Not accepted by the authority: withdrawn, nothing sent.
    ['requested', ctx(), { type: 'taxInvoice.withdraw', actor: person, message: 'Cancelled', acceptedByAuthority: false }, 'withdrawn', ctx(), []],
    ['error', ctx({ lastDisposition: 'keepApproved' }), { type: 'taxInvoice.withdraw', actor: person, message: 'Cancelled', acceptedByAuthority: false }, 'withdrawn', ctx({ lastDisposition: 'keepApproved' }), []],
    // Accepted: stays requested, and the granted faktur goes straight to cancellation; a refusal just closes it.
    ['requested', ctx(), { type: 'taxInvoice.withdraw', actor: person, message: 'Cancelled', acceptedByAuthority: true }, 'requested', ctx({ cancelOnReceipt: true }), []],
    ['requested', ctx({ cancelOnReceipt: true }), { type: 'taxInvoice.received', actor: sys, nomorFaktur: '2600000000001' }, 'canceling', ctx({ cancelOnReceipt: true }), [sendCancel]],
    ['requested', ctx({ cancelOnReceipt: true }), failed('returnInvoice'), 'withdrawn', ctx({ cancelOnReceipt: true }), []],
  ] as const)('%s --%s--> %s', (from, context, event, to, nextContext, effects) => {
    const { next, effects: queued } = step(taxInvoiceMachine, at(taxInvoiceMachine, from, context), event as TaxInvoiceEvent);
    expect(next.value).toBe(to);
    expect(next.context).toEqual(nextContext);
    expect(queued).toEqual(effects);
  });

  test.each([
    ['a cancellation without a reason', 'received', { type: 'taxInvoice.cancel', actor: person, message: ' ' }, ['hasMessage']],
    ['a person reports the cancellation', 'canceling', { type: 'taxInvoice.cancelled', actor: person }, ['isSystemActor']],
    ['a person reports a refusal', 'canceling', { type: 'taxInvoice.cancelFailed', actor: actors.fakeSystem, message: 'x' }, ['isSystemActor']],
    ['a person marks it replaced', 'received', { type: 'taxInvoice.replaced', actor: person, replacementInvoiceId: 'inv-2' }, ['isSystemActor']],
  ] as const)('refuses %s', (_name, from, event, guards) => {
    expect(expectRefused(taxInvoiceMachine, at(taxInvoiceMachine, from, ctx()), event as TaxInvoiceEvent)).toMatchObject({ kind: 'blockedByGuards', guards });
  });

  test.each(['canceled', 'withdrawn', 'replaced'])('%s is final', (state) => {
    expect(expectRefused(taxInvoiceMachine, at(taxInvoiceMachine, state, ctx()), { type: 'taxInvoice.retryCancel', actor: person }).kind).toBe('notAccepted');
    expect(taxInvoiceMachine.getStateNodeById(`taxInvoice.${state}`).type).toBe('final');
  });

  test('status_faktur of the new states', () => {
    expect(['canceling', 'canceled', 'cancelFailed', 'withdrawn', 'replaced'].map(taxInvoiceStatusOf)).toEqual(['canceling', 'canceled', 'cancel failed', 'withdrawn', 'replaced']);
  });
});
