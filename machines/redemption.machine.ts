/**
 * A reward redemption (issue 23, reward points): a person spends points on a catalog item. The request holds the
 * points on the person's balance (written by the rewards model with the request); an approver (approve:redemption)
 * who is not the requester approves it, which takes one item from stock in the same transaction, or rejects it with a
 * reason, which releases the hold. Handing the item over marks it fulfilled. The machine decides; the model writes
 * the stock and the point movements.
 */
import { and, setup } from 'xstate';
import { actorOf, hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const redemptionMachineVersion = 1;

export type RedemptionInput = { redemptionId: string; itemId: string; points: number; requesterId: string };
export type RedemptionContext = RedemptionInput;

export type RedemptionEvent =
  | (WithActor & { type: 'redemption.approve' })
  | (WithActor & { type: 'redemption.reject'; message: string })
  | (WithActor & { type: 'redemption.fulfil' });

export type RedemptionState = 'requested' | 'approved' | 'rejected' | 'fulfilled';

const notify = (template: string) => ({ type: 'effect.notify', params: { template } }) as const;

export const redemptionMachine = setup({
  types: {} as { context: RedemptionContext; events: RedemptionEvent; input: RedemptionInput; meta: StateMeta },
  guards: {
    /** Nobody approves or rejects their own redemption (not even a super-admin). */
    isNotRequester: ({ context, event }) => {
      const actor = actorOf(event);
      return !!actor && actor.id !== context.requesterId;
    },
    hasMessage,
  },
  actions: {
    'effect.notify': (_args, _params: { template: string }) => {},
  },
}).createMachine({
  id: 'redemption',
  description: 'A reward redemption: points held on request, approved (stock taken) or rejected (hold released) by an approver who is not the requester, then fulfilled (issue 23).',
  context: ({ input }) => ({ ...input }),
  initial: 'requested',
  states: {
    requested: {
      meta: { description: "Waiting for an approver (approve:redemption) who is not the requester; the points are held on the requester's balance." },
      entry: notify('redemption.requested'),
      on: {
        'redemption.approve': { guard: 'isNotRequester', target: 'approved' },
        'redemption.reject': { guard: and(['isNotRequester', 'hasMessage']), target: 'rejected' },
      },
    },
    approved: {
      meta: { description: 'Approved: one item left the stock and the held points are spent; waiting for the item to be handed over.' },
      entry: notify('redemption.approved'),
      on: { 'redemption.fulfil': { target: 'fulfilled' } },
    },
    rejected: {
      meta: { description: 'Rejected with a reason; the held points went back to the balance. Final.' },
      entry: notify('redemption.rejected'),
      type: 'final',
    },
    fulfilled: {
      meta: { description: 'The item was handed over. Final.' },
      entry: notify('redemption.fulfilled'),
      type: 'final',
    },
  },
});

/** The redemption's state column is the state itself. */
export function redemptionStatusOf(stateValue: unknown): RedemptionState {
  if (stateValue === 'requested' || stateValue === 'approved' || stateValue === 'rejected' || stateValue === 'fulfilled') return stateValue;
  throw new Error(`Unknown redemption state ${JSON.stringify(stateValue)}`);
}
