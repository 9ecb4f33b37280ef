/**
 * A cash-out (withdrawal) of a product's settled net, with maker-checker (issue 21; spec: withdrawal, cash-out
 * approval, transfer request). The maker's request holds the amount on the product's balance (written by the
 * cash-out model with the request); a checker who is not the maker approves it, which produces a transfer request,
 * or rejects it with a reason, which releases the hold. The transfer's completion (the sandbox bank twin, or a person
 * with the transfer reference and proof) closes it. The machine decides; the model writes the balance movements.
 */
import { and, setup } from 'xstate';
import { actorOf, hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const cashOutMachineVersion = 1;

export type CashOutInput = { cashOutId: string; productId: string; amount: number; makerId: string };
export type CashOutContext = CashOutInput;

export type CashOutEvent =
  | (WithActor & { type: 'cashOut.approve' })
  | (WithActor & { type: 'cashOut.reject'; message: string })
  /** `via`: the sandbox bank twin (bank) or a person who made the transfer (manual); `reference`: the bank's transfer reference. */
  | (WithActor & { type: 'cashOut.complete'; reference: string; via: 'bank' | 'manual' });

export type CashOutState = 'requested' | 'approved' | 'rejected' | 'completed';

const notify = (template: string) => ({ type: 'effect.notify', params: { template } }) as const;

export const cashOutMachine = setup({
  types: {} as { context: CashOutContext; events: CashOutEvent; input: CashOutInput; meta: StateMeta },
  guards: {
    /** Maker-checker: whoever asked for the cash-out can never decide it (not even a super-admin). */
    isNotMaker: ({ context, event }) => {
      const actor = actorOf(event);
      return !!actor && actor.id !== context.makerId;
    },
    hasMessage,
    /** A completed transfer names the bank's reference for it. */
    hasReference: ({ event }) => 'reference' in event && typeof event.reference === 'string' && event.reference.trim().length > 0,
  },
  actions: {
    'effect.notify': (_args, _params: { template: string }) => {},
    'effect.requestTransfer': () => {},
  },
}).createMachine({
  id: 'cash-out',
  description: "A withdrawal of a product's settled net: requested by a maker, approved or rejected by a different checker, then paid by a transfer (issue 21).",
  context: ({ input }) => ({ ...input }),
  initial: 'requested',
  states: {
    requested: {
      meta: { description: "Waiting for a checker (approve:cashout) who is not the maker; the amount is held on the product's balance." },
      entry: notify('cash-out.requested'),
      on: {
        'cashOut.approve': { guard: 'isNotMaker', target: 'approved' },
        'cashOut.reject': { guard: and(['isNotMaker', 'hasMessage']), target: 'rejected' },
      },
    },
    approved: {
      meta: { description: 'Approved: a transfer request went to the bank; waiting for the transfer to complete.' },
      entry: [{ type: 'effect.requestTransfer' }, notify('cash-out.approved')],
      on: { 'cashOut.complete': { guard: 'hasReference', target: 'completed' } },
    },
    rejected: {
      meta: { description: 'Rejected by the checker with a reason; the hold went back to the balance. Final.' },
      entry: notify('cash-out.rejected'),
      type: 'final',
    },
    completed: {
      meta: { description: 'The transfer is done (bank reference, proof); the amount left the balance. Final.' },
      entry: notify('cash-out.completed'),
      type: 'final',
    },
  },
});

/** The request's state column is the state itself (one word each). */
export function cashOutStatusOf(stateValue: unknown): CashOutState {
  if (stateValue === 'requested' || stateValue === 'approved' || stateValue === 'rejected' || stateValue === 'completed') return stateValue;
  throw new Error(`Unknown cash-out state ${JSON.stringify(stateValue)}`);
}
