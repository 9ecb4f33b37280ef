/**
 * The workflow service stores {value, context} as JSON beside the machine id and version and restores with
 * resolveState; these tests prove every machine survives that round trip and keeps transitioning.
 */
import { createActor, initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { accountMachine } from './account.machine';
import { billingMachine } from './billing.machine';
import { cashOutMachine } from './cash-out.machine';
import { companyMachine } from './company.machine';
import { contractMachine } from './contract.machine';
import { bastMachine } from './bast.machine';
import { creditNoteMachine } from './credit-note.machine';
import { invoiceMachine } from './invoice.machine';
import { loginMachine } from './login.machine';
import { otpMachine } from './otp.machine';
import { partnershipMachine } from './partnership.machine';
import { paymentMachine } from './payment.machine';
import { settlementMachine } from './settlement.machine';
import { recurringMachine } from './recurring.machine';
import { machineRegistry } from './registry';
import { sessionMachine } from './session.machine';
import { taxInvoiceMachine } from './tax-invoice.machine';
import { ticketMachine } from './ticket.machine';
import { redemptionMachine } from './redemption.machine';
import { quotationMachine } from './quotation.machine';
import { effectsOf } from './inspect';
import { actors } from './testing';

type Ev = EventObject & { [key: string]: unknown };
// A state value: a name, or an object for a nested state (the partnership's phase and sub-phase).
type Case = { machine: AnyStateMachine; input?: unknown; before: Ev[]; at: string | object; then: Ev; to: string | object; effects?: string[] };
const sys = actors.system;

const cases: Record<string, Case> = {
  invoice: {
    machine: invoiceMachine, input: { invoiceId: 'inv-1', signerReferenceId: actors.signer.referenceId, bypassApproval: false },
    before: [{ type: 'invoice.approve', actor: actors.signer, message: 'ok' }], at: 'approved',
    then: { type: 'invoice.taxFailed', actor: sys, message: 'Invoice not found.' }, to: 'returned', effects: ['effect.notify'],
  },
  taxInvoice: {
    machine: taxInvoiceMachine, input: { invoiceId: 'inv-1' },
    before: [{ type: 'taxInvoice.request', actor: sys }, { type: 'taxInvoice.pending', actor: sys, attempt: 1 }], at: 'requested',
    then: { type: 'taxInvoice.failed', actor: sys, message: 'too long', disposition: 'keepApproved' }, to: 'error', effects: ['effect.notify'],
  },
  billing: {
    machine: billingMachine, input: { billingId: 'bl-1' }, before: [{ type: 'billing.issue', actor: actors.member }], at: 'issued',
    then: { type: 'billing.pay', actor: sys }, to: 'paid', effects: ['effect.notify'],
  },
  'credit-note': {
    machine: creditNoteMachine, input: { creditNoteId: 'cn-1', invoiceId: 'inv-1', requestedById: actors.member.id, billingCreatorId: actors.signer.id, needsSecondApproval: true },
    before: [{ type: 'creditNote.submit', actor: actors.member }], at: 'awaitingSecondApproval',
    then: { type: 'creditNote.approve', actor: actors.superAdmin }, to: 'issued', effects: ['effect.issueCreditNote', 'effect.renderCreditNotePdf', 'effect.cancelTaxInvoice', 'effect.reverseDelivered'],
  },
  quotation: {
    machine: quotationMachine, input: { quotationId: 'quo-1', validUntil: '2026-12-31' },
    before: [{ type: 'quotation.submit', actor: actors.member, today: '2026-12-01' }, { type: 'quotation.approve', actor: actors.signer, today: '2026-12-02', attachmentId: 'att-1' }], at: 'approved',
    then: { type: 'quotation.convert', actor: actors.member, poId: 'po-1' }, to: 'converted',
  },
  ticket: {
    machine: ticketMachine, input: { ticketId: 'tkt-1' }, before: [{ type: 'ticket.start', actor: actors.member }, { type: 'ticket.hold', message: 'Waiting for the bank', actor: actors.member }], at: 'onHold',
    then: { type: 'ticket.assign', assigneeId: actors.signer.id, actor: actors.member }, to: 'onHold', effects: ['effect.notify'],
  },
  redemption: {
    machine: redemptionMachine, input: { redemptionId: 'rd-1', itemId: 'itm-1', points: 50, requesterId: actors.member.id },
    before: [{ type: 'redemption.approve', actor: actors.signer }], at: 'approved',
    then: { type: 'redemption.fulfil', actor: actors.signer }, to: 'fulfilled', effects: ['effect.notify'],
  },
  company: {
    machine: companyMachine, input: { companyId: '1' },
    before: [{ type: 'company.reject', actor: actors.signer, message: 'NIB expired' }], at: 'rejected',
    then: { type: 'company.resubmit', actor: actors.member }, to: 'registered', effects: ['effect.notify'],
  },
  contract: {
    machine: contractMachine, input: { contractId: 'c-1' },
    before: [{ type: 'contract.submit', actor: actors.member }, { type: 'contract.verify', actor: actors.signer, signed: false, started: true }], at: 'verified',
    then: { type: 'contract.activate', actor: sys, signed: true, started: true }, to: 'active', effects: ['effect.notify'],
  },
  bast: {
    machine: bastMachine, input: { bastId: 'b-1' },
    before: [{ type: 'bast.submit', actor: actors.member }, { type: 'bast.reject', actor: actors.signer, message: 'Two units missing' }], at: 'rejected',
    then: { type: 'bast.submit', actor: actors.member }, to: 'submitted', effects: ['effect.notify'],
  },
  'cash-out': {
    machine: cashOutMachine, input: { cashOutId: 'co-1', productId: 'prd-1', amount: 1_000_000, makerId: actors.member.id },
    before: [{ type: 'cashOut.approve', actor: actors.signer }], at: 'approved',
    then: { type: 'cashOut.complete', actor: sys, reference: 'SBX-TRF-1', via: 'bank' }, to: 'completed', effects: ['effect.notify'],
  },
  settlement: {
    machine: settlementMachine, input: { settlementId: 'set-1', net: 146_500 },
    before: [{ type: 'settlement.check', actor: sys, openDifferences: 0, paired: false }], at: 'reconciling',
    then: { type: 'settlement.pairCredit', actor: actors.member, paymentId: 'pay-1', credit: 146_500, openDifferences: 0, paired: true }, to: 'reconciled',
  },
  payment: {
    machine: paymentMachine, input: { paymentId: 'pay-1', amount: 150_000 }, before: [{ type: 'payment.match', actor: sys, allocated: 100_000 }], at: 'partlyMatched',
    then: { type: 'payment.match', actor: actors.member, allocated: 150_000 }, to: 'matched',
  },
  recurring: {
    machine: recurringMachine, input: { occurrence: 2 },
    before: [{ type: 'recurring.activate', actor: actors.member }, { type: 'recurring.billed', actor: sys, sequenceNo: 1 }], at: 'active',
    then: { type: 'recurring.billed', actor: sys, sequenceNo: 2 }, to: 'finished', effects: ['effect.notify'],
  },
  partnership: {
    machine: partnershipMachine, input: { partnershipId: 'psh-1' },
    before: [1, 2, 3, 4, 5].map(() => ({ type: 'partnership.advance', actor: actors.member })), at: { negotiation: 'drafting' },
    then: { type: 'partnership.approve', actor: actors.signer }, to: { executing: 'implementation' }, effects: ['effect.notify'],
  },
  login: {
    machine: loginMachine, before: [{ type: 'login.submit', email: 'a@b.c' }, { type: 'login.failed', error: { message: 'Email Or Password Invalid' } }],
    at: 'failed', then: { type: 'login.submit', email: 'a@b.c' }, to: 'submitting',
  },
  otp: {
    machine: otpMachine,
    before: [{ type: 'otp.request' }, { type: 'otp.requested' }, { type: 'otp.verify', code: '1' }, { type: 'otp.verifyFailed', error: 'x' }],
    at: 'verifyFailed', then: { type: 'otp.verify', code: '2' }, to: 'verifying',
  },
  session: {
    machine: sessionMachine, before: [{ type: 'session.check', now: 0, expiresAt: 3_600_000 }], at: 'active',
    then: { type: 'session.fetchFailed', status: 401 }, to: 'expired',
  },
  account: {
    machine: accountMachine, input: { status: 'active' },
    before: [1, 2, 3, 4, 5].map((n) => ({ type: 'account.signInFailed', at: `2026-11-25T10:00:0${n}.000Z`, reason: 'password', actor: sys })),
    at: 'locked', then: { type: 'account.signedIn', at: '2026-11-25T10:01:05.000Z', actor: sys }, to: 'active',
  },
};

const stored = (snapshot: { value: unknown; context: unknown }) => JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context }));

test('every registered machine has a restore case', () => {
  expect(Object.keys(cases).sort()).toEqual(machineRegistry.map((e) => e.id).sort());
});

describe.each(Object.entries(cases))('%s', (_id, c) => {
  test('a persisted snapshot survives JSON and resolveState, then transitions', () => {
    const actor = createActor(c.machine, { input: c.input }).start();
    for (const event of c.before) actor.send(event);
    const persisted = actor.getPersistedSnapshot() as unknown as { value: unknown; context: unknown };
    actor.stop();
    expect(persisted.value).toEqual(c.at);

    const restored = c.machine.resolveState(stored(persisted));
    expect(restored.value).toEqual(c.at);
    expect(restored.context).toEqual(persisted.context);
    expect(restored.can(c.then)).toBe(true);
    const [next, actions] = transition(c.machine, restored, c.then);
    expect(next.value).toEqual(c.to);
    expect(effectsOf(actions).map((a) => a.type)).toEqual(c.effects ?? []);
  });

  test('the initial snapshot round-trips too', () => {
    const [initial] = initialTransition(c.machine, c.input);
    const restored = c.machine.resolveState(stored(initial));
    expect(restored.value).toEqual(initial.value);
    expect(restored.context).toEqual(initial.context);
    expect(restored.status).toBe('active');
  });

  test('an actor started from the restored snapshot resumes where it was', () => {
    const actor = createActor(c.machine, { input: c.input }).start();
    for (const event of c.before) actor.send(event);
    const resumed = createActor(c.machine, { snapshot: c.machine.resolveState(stored(actor.getPersistedSnapshot() as never)) }).start();
    actor.stop();
    resumed.send(c.then);
    expect(resumed.getSnapshot().value).toEqual(c.to);
    resumed.stop();
  });
});

// Every final state of every machine (login has none: it returns to idle on logout and is reused).
const finals = Object.entries(cases).flatMap(([id, c]) =>
  Object.values(c.machine.root.states).filter((n) => n.type === 'final').map((n) => [id, n.key, c] as const),
);
test.each(finals)('%s: final state %s restores as done and accepts nothing', (_id, value, c) => {
  const [initial] = initialTransition(c.machine, c.input);
  const restored = c.machine.resolveState({ value, context: stored(initial).context });
  expect(restored.status).toBe('done');
  for (const event of [...c.before, c.then]) expect(transition(c.machine, restored, event)[0]).toBe(restored);
});

test('a state that no longer exists is refused loudly, not restored quietly', () => {
  expect(() => invoiceMachine.resolveState({ value: 'approvedByManager', context: { invoiceId: 'x', signerReferenceId: 'y', bypassApproval: false } })).toThrow();
});
