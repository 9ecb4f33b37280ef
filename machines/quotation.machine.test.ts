import { initialTransition } from 'xstate';
import { quotationMachine, quotationStatusOf, type QuotationEvent } from './quotation.machine';
import { actors, at, expectRefused, step } from './testing';

const member = actors.member;
const signer = actors.signer;
const ctx = { quotationId: 'quo-1', validUntil: '2026-12-31' };
const IN_TIME = '2026-12-31';
const LATE = '2027-01-01';
const submit = (today = IN_TIME): QuotationEvent => ({ type: 'quotation.submit', actor: member, today });
const approve = (today = IN_TIME, attachmentId = 'att-1'): QuotationEvent => ({ type: 'quotation.approve', actor: signer, today, attachmentId });
const reject = (message = 'The customer wants a lower price'): QuotationEvent => ({ type: 'quotation.reject', actor: signer, message });
const convert = (poId = 'po-1'): QuotationEvent => ({ type: 'quotation.convert', actor: member, poId });
const expire = (today = LATE): QuotationEvent => ({ type: 'quotation.expire', actor: actors.system, today });
const update = (validUntil = '2027-03-31'): QuotationEvent => ({ type: 'quotation.update', actor: member, validUntil });

test('starts as a draft with its validity in the context, and queues nothing', () => {
  const [snapshot, actions] = initialTransition(quotationMachine, ctx);
  expect(snapshot.value).toBe('draft');
  expect(snapshot.context).toEqual(ctx);
  expect(actions.filter((a) => a.type.startsWith('effect.'))).toEqual([]);
});

test.each([
  ['draft', submit(), 'submitted'],
  ['draft', expire(), 'expired'],
  ['submitted', approve(), 'approved'],
  ['submitted', reject(), 'rejected'],
  ['submitted', expire(), 'expired'],
  ['approved', convert(), 'converted'],
] as const)('%s --%s--> %s', (from, event, to) => {
  const { next } = step(quotationMachine, at(quotationMachine, from, ctx), event);
  expect(next.value).toBe(to);
});

test('a draft edit keeps it a draft and moves its validity date', () => {
  const { next } = step(quotationMachine, at(quotationMachine, 'draft', ctx), update('2027-03-31'));
  expect(next.value).toBe('draft');
  expect(next.context).toEqual({ ...ctx, validUntil: '2027-03-31' });
  // ...and the new date is what the guards read: submitting after the old date is now in time.
  expect(step(quotationMachine, next, submit('2027-02-01')).next.value).toBe('submitted');
});

test('the validity date itself is still in time; the day after is not', () => {
  expect(step(quotationMachine, at(quotationMachine, 'submitted', ctx), approve('2026-12-31')).next.value).toBe('approved');
  expect(expectRefused(quotationMachine, at(quotationMachine, 'submitted', ctx), approve(LATE))).toMatchObject({ kind: 'blockedByGuards', guards: ['isWithinValidity'] });
  expect(expectRefused(quotationMachine, at(quotationMachine, 'draft', ctx), submit(LATE))).toMatchObject({ kind: 'blockedByGuards', guards: ['isWithinValidity'] });
  expect(expectRefused(quotationMachine, at(quotationMachine, 'draft', ctx), expire(IN_TIME))).toMatchObject({ kind: 'blockedByGuards', guards: ['isPastValidity'] });
});

test('approval needs the signed document; rejection a reason; conversion its purchase order; an edit a date', () => {
  expect(expectRefused(quotationMachine, at(quotationMachine, 'submitted', ctx), approve(IN_TIME, ' '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasSignedDocument'] });
  expect(expectRefused(quotationMachine, at(quotationMachine, 'submitted', ctx), reject('  '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasMessage'] });
  expect(expectRefused(quotationMachine, at(quotationMachine, 'approved', ctx), convert(''))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasPurchaseOrder'] });
  expect(expectRefused(quotationMachine, at(quotationMachine, 'draft', ctx), update('31/12/2026'))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasValidUntil'] });
});

test.each([
  ['draft', approve()],
  ['draft', convert()],
  ['submitted', update()],
  ['submitted', convert()],
  ['approved', update()],
  ['approved', approve()],
  ['approved', expire()],
  ['converted', convert()],
  ['rejected', submit()],
  ['expired', submit()],
] as const)('%s refuses %s', (from, event) => {
  expectRefused(quotationMachine, at(quotationMachine, from, ctx), event);
});

test('the status column is the state', () => {
  const states = ['draft', 'submitted', 'approved', 'rejected', 'converted', 'expired'];
  expect(states.map(quotationStatusOf)).toEqual(states);
  expect(() => quotationStatusOf('sent')).toThrow();
});
