/**
 * A BAST (berita acara serah terima, the handover record) confirming delivery against a PO or a contract (issue 23).
 * Drafted by the product's people, submitted, then verified (only with its signed document attached: the fact
 * arrives on the event) or rejected with a reason; a rejected BAST is corrected and submitted again. A verified
 * BAST lets a billing of its PO be issued where the product requires one (billings refuse otherwise). Its fields are
 * edited (bast.edit, a self-transition) only in draft and rejected.
 */
import { setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const bastMachineVersion = 1;

export type BastInput = { bastId: string };
export type BastContext = BastInput;

export type BastEvent =
  | (WithActor & { type: 'bast.submit' })
  | (WithActor & { type: 'bast.edit' })
  | (WithActor & { type: 'bast.verify'; signed: boolean })
  | (WithActor & { type: 'bast.reject'; message: string });

export const bastStates = ['draft', 'submitted', 'verified', 'rejected'] as const;
export type BastState = (typeof bastStates)[number];

const notify = (template: string) => ({ type: 'effect.notify', params: { template } }) as const;

export const bastMachine = setup({
  types: {} as { context: BastContext; events: BastEvent; input: BastInput; meta: StateMeta },
  guards: {
    hasMessage,
    hasSignedDocument: ({ event }) => 'signed' in event && event.signed === true,
  },
  actions: { 'effect.notify': (_args, _params: { template: string }) => {} },
}).createMachine({
  id: 'bast',
  description: 'A BAST (handover record) against a PO or contract: drafted, submitted, then verified (signed) or rejected with a reason (issue 23).',
  context: ({ input }) => ({ ...input }),
  initial: 'draft',
  states: {
    draft: {
      meta: { description: 'Being written; nothing is confirmed yet.' },
      // An edit changes fields, not the state: a self-transition without re-entry (xstate's can() takes no empty one),
      // so no entry notice goes out again.
      on: { 'bast.submit': { target: 'submitted' }, 'bast.edit': { target: 'draft' } },
    },
    submitted: {
      meta: { description: 'Waiting for a verifier (verify:bast) to check what was delivered against its signed document.' },
      entry: notify('bast.submitted'),
      on: {
        'bast.verify': { guard: 'hasSignedDocument', target: 'verified' },
        'bast.reject': { guard: 'hasMessage', target: 'rejected' },
      },
    },
    rejected: {
      meta: { description: 'Rejected with a reason; corrected and submitted again.' },
      entry: notify('bast.rejected'),
      on: { 'bast.submit': { target: 'submitted' }, 'bast.edit': { target: 'rejected' } },
    },
    verified: {
      meta: { description: 'Delivery confirmed: billings of its PO may be issued. Final.' },
      entry: notify('bast.verified'),
      type: 'final',
    },
  },
});

/** The BAST's status column is the state itself. */
export function bastStatusOf(stateValue: unknown): BastState {
  if (typeof stateValue === 'string' && (bastStates as readonly string[]).includes(stateValue)) return stateValue as BastState;
  throw new Error(`Unknown BAST state ${JSON.stringify(stateValue)}`);
}
