import { initialTransition } from 'xstate';
import { creditNoteMachine, creditNoteStatusOf, type CreditNoteEvent } from './credit-note.machine';
import { actors, at, expectRefused, step } from './testing';

// budi requests; rina made the billing; sari is a second person.
const ctx = (needsSecondApproval = false, billingCreatorId: string | null = actors.signer.id) => ({
  creditNoteId: 'cn-1', invoiceId: 'inv-1', requestedById: actors.member.id, billingCreatorId, needsSecondApproval,
});
const submit = (actor = actors.member): CreditNoteEvent => ({ type: 'creditNote.submit', actor });
const approve = (actor = actors.superAdmin): CreditNoteEvent => ({ type: 'creditNote.approve', actor });
const reject = (actor = actors.superAdmin, message = 'The amount was right after all'): CreditNoteEvent => ({ type: 'creditNote.reject', actor, message });
const issueEffects = ['effect.issueCreditNote', 'effect.renderCreditNotePdf', 'effect.cancelTaxInvoice', 'effect.reverseDelivered'];

test('starts requested and queues nothing', () => {
  const [snapshot, actions] = initialTransition(creditNoteMachine, ctx());
  expect(snapshot.value).toBe('requested');
  expect(actions).toEqual([]);
});

test('at or below the amount, the requester issues it at once with every effect', () => {
  const { next, effects } = step(creditNoteMachine, at(creditNoteMachine, 'requested', ctx()), submit());
  expect(next.value).toBe('issued');
  expect(effects.map((e) => e.type)).toEqual(issueEffects);
  expect(effects[0].params).toEqual({ creditNoteId: 'cn-1', invoiceId: 'inv-1' });
});

test('above the amount it waits for a second approver, who issues it', () => {
  const waiting = step(creditNoteMachine, at(creditNoteMachine, 'requested', ctx(true)), submit());
  expect(waiting.next.value).toBe('awaitingSecondApproval');
  expect(waiting.effects).toEqual([]);
  const issued = step(creditNoteMachine, waiting.next, approve());
  expect(issued.next.value).toBe('issued');
  expect(issued.effects.map((e) => e.type)).toEqual(issueEffects);
});

test('the second approver may reject with a reason; the reason is required', () => {
  const waiting = at(creditNoteMachine, 'awaitingSecondApproval', ctx(true));
  expect(step(creditNoteMachine, waiting, reject()).next.value).toBe('rejected');
  expect(expectRefused(creditNoteMachine, waiting, reject(actors.superAdmin, '  '))).toMatchObject({ kind: 'blockedByGuards', guards: expect.arrayContaining(['hasMessage']) });
});

test('the billing creator can never submit, approve or reject', () => {
  // The billing creator as requester (the service refuses earlier too; the machine holds the line on its own).
  const own = { ...ctx(false, actors.member.id) };
  expect(expectRefused(creditNoteMachine, at(creditNoteMachine, 'requested', own), submit()).kind).toBe('blockedByGuards');
  const waiting = at(creditNoteMachine, 'awaitingSecondApproval', ctx(true));
  expect(expectRefused(creditNoteMachine, waiting, approve(actors.signer))).toMatchObject({ guards: expect.arrayContaining(['isNotBillingCreator']) });
  expect(expectRefused(creditNoteMachine, waiting, reject(actors.signer)).kind).toBe('blockedByGuards');
});

test('the requester can be neither the second approver nor the rejecter', () => {
  const waiting = at(creditNoteMachine, 'awaitingSecondApproval', ctx(true));
  expect(expectRefused(creditNoteMachine, waiting, approve(actors.member))).toMatchObject({ guards: expect.arrayContaining(['isNotRequester']) });
  expect(expectRefused(creditNoteMachine, waiting, reject(actors.member)).kind).toBe('blockedByGuards');
});

test('only the requester submits', () => {
  expect(expectRefused(creditNoteMachine, at(creditNoteMachine, 'requested', ctx()), submit(actors.superAdmin)).kind).toBe('blockedByGuards');
});

test('a billing made by the system (no creator) can be cancelled', () => {
  expect(step(creditNoteMachine, at(creditNoteMachine, 'requested', ctx(false, null)), submit()).next.value).toBe('issued');
});

test.each(['issued', 'rejected'])('%s is final and takes nothing', (state) => {
  for (const event of [submit(), approve(), reject()]) expect(expectRefused(creditNoteMachine, at(creditNoteMachine, state, ctx(true)), event).kind).toBe('notAccepted');
});

test('requested does not take approve or reject; awaiting does not take submit', () => {
  expect(expectRefused(creditNoteMachine, at(creditNoteMachine, 'requested', ctx(true)), approve()).kind).toBe('notAccepted');
  expect(expectRefused(creditNoteMachine, at(creditNoteMachine, 'requested', ctx(true)), reject()).kind).toBe('notAccepted');
  expect(expectRefused(creditNoteMachine, at(creditNoteMachine, 'awaitingSecondApproval', ctx(true)), submit()).kind).toBe('notAccepted');
});

test('status columns', () => {
  expect(['requested', 'awaitingSecondApproval', 'issued', 'rejected'].map(creditNoteStatusOf)).toEqual(['requested', 'awaiting approval', 'issued', 'rejected']);
  expect(() => creditNoteStatusOf('nope')).toThrow();
});
