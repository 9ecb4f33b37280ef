/**
 * A payment: one credit that reached us, from a bank statement line or the payment gateway (issue 20). It waits
 * unmatched until its money is allocated to billings (automatically by the exact amount, or by hand, split across
 * several billings: the spec's `multibilling`), or until settlement staff say it is not ours. A wrong match or a
 * wrong "not ours" is undone with a reason, which puts the payment back in the queue. Allocations, amounts and the
 * billings' paid status are written by the payment model; the machine only decides which moves are allowed.
 */
import { and, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const paymentMachineVersion = 1;

/** The message the spec stores for a credit no billing could be found for (spec section 8). */
export const NOT_MATCHED_MESSAGE = 'Payment is not matched';

export type PaymentInput = { paymentId: string; amount: number };
export type PaymentContext = PaymentInput;

export type PaymentEvent =
  /** `allocated`: the payment's whole allocated total once this match is applied (earlier allocations included). */
  | (WithActor & { type: 'payment.match'; allocated: number })
  | (WithActor & { type: 'payment.markNotOurs'; message: string })
  | (WithActor & { type: 'payment.unmatch'; message: string });

export type PaymentState = 'unmatched' | 'partlyMatched' | 'matched' | 'notOurs';

const allocatedOf = (event: object) => ('allocated' in event && typeof event.allocated === 'number' ? event.allocated : Number.NaN);

export const paymentMachine = setup({
  types: {} as { context: PaymentContext; events: PaymentEvent; input: PaymentInput; meta: StateMeta },
  guards: {
    /** Something is allocated, in whole rupiah, and never more than the credit itself. */
    isValidAllocation: ({ context, event }) => {
      const allocated = allocatedOf(event);
      return Number.isSafeInteger(allocated) && allocated > 0 && allocated <= context.amount;
    },
    /** Every rupiah of the credit is allocated. */
    isFullyAllocated: ({ context, event }) => allocatedOf(event) === context.amount,
    hasMessage,
  },
}).createMachine({
  id: 'payment',
  description: 'A credit from a bank statement or the gateway, from unmatched to matched (whole or in part) or not ours (issue 20).',
  context: ({ input }) => ({ ...input }),
  initial: 'unmatched',
  states: {
    unmatched: {
      meta: { description: "Waiting in the queue: no billing has this exact amount, or several have ('Payment is not matched')." },
      on: {
        'payment.match': [
          { guard: and(['isValidAllocation', 'isFullyAllocated']), target: 'matched' },
          { guard: 'isValidAllocation', target: 'partlyMatched' },
        ],
        'payment.markNotOurs': { guard: 'hasMessage', target: 'notOurs' },
      },
    },
    partlyMatched: {
      meta: { description: 'Part of the credit is allocated to billings; the rest still waits to be matched.' },
      on: {
        'payment.match': [
          { guard: and(['isValidAllocation', 'isFullyAllocated']), target: 'matched' },
          { guard: 'isValidAllocation', target: 'partlyMatched' },
        ],
        'payment.unmatch': { guard: 'hasMessage', target: 'unmatched' },
      },
    },
    matched: {
      meta: { description: 'The whole credit is allocated to one billing or split across several.' },
      on: { 'payment.unmatch': { guard: 'hasMessage', target: 'unmatched' } },
    },
    notOurs: {
      meta: { description: 'Settlement staff decided the credit belongs to no billing of ours (with a reason).' },
      on: { 'payment.unmatch': { guard: 'hasMessage', target: 'unmatched' } },
    },
  },
});

/** The payment's status columns: status_match (the queue's filter) and status_payment (settled once fully matched). */
export const paymentStatusColumns = {
  unmatched: { statusMatch: 'unmatched', statusPayment: 'unsettled' },
  partlyMatched: { statusMatch: 'partly matched', statusPayment: 'unsettled' },
  matched: { statusMatch: 'matched', statusPayment: 'settled' },
  notOurs: { statusMatch: 'not ours', statusPayment: 'unsettled' },
} as const satisfies Record<PaymentState, { statusMatch: string; statusPayment: 'settled' | 'unsettled' }>;

export type PaymentStatusMatch = (typeof paymentStatusColumns)[PaymentState]['statusMatch'];

export function paymentStatusOf(stateValue: unknown): PaymentStatusMatch {
  const columns = paymentStatusColumns[stateValue as PaymentState];
  if (!columns) throw new Error(`Unknown payment state ${JSON.stringify(stateValue)}`);
  return columns.statusMatch;
}
