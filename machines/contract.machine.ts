/**
 * A contract's (kontrak, PKS) or agreement's verification by legal and its life (issue 23). The owner drafts it and
 * submits it; legal verifies it or returns it with a reason (the owner corrects and resubmits). It becomes active when
 * its signed document is attached and its start date is reached: on verification if both already hold, otherwise when
 * the daily contract job (or a person) sends contract.activate. It expires when its end date has passed (the job) or
 * is terminated early with a reason. The facts "signed" and "started"/"ended" arrive on the event, computed by the
 * contract service from the attachments and today's date: machines read no clock and no database. Its fields are
 * edited (contract.edit, a self-transition logged in the history) only in draft and returned.
 */
import { and, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const contractMachineVersion = 1;

export type ContractInput = { contractId: string };
export type ContractContext = ContractInput;

/** What the service knows when legal verifies or someone activates: a signed document is attached; the start date is reached. */
type ActivationFacts = { signed: boolean; started: boolean };

export type ContractEvent =
  | (WithActor & { type: 'contract.submit' })
  | (WithActor & { type: 'contract.edit' })
  | (WithActor & ActivationFacts & { type: 'contract.verify' })
  | (WithActor & { type: 'contract.return'; message: string })
  | (WithActor & ActivationFacts & { type: 'contract.activate' })
  | (WithActor & { type: 'contract.expire'; ended: boolean })
  | (WithActor & { type: 'contract.terminate'; message: string });

export const contractStates = ['draft', 'submitted', 'verified', 'returned', 'active', 'expired', 'terminated'] as const;
export type ContractState = (typeof contractStates)[number];

const notify = (template: string) => ({ type: 'effect.notify', params: { template } }) as const;
const terminate = { guard: 'hasMessage', target: 'terminated' } as const;

export const contractMachine = setup({
  types: {} as { context: ContractContext; events: ContractEvent; input: ContractInput; meta: StateMeta },
  guards: {
    hasMessage,
    hasSignedDocument: ({ event }) => 'signed' in event && event.signed === true,
    isStarted: ({ event }) => 'started' in event && event.started === true,
    hasEnded: ({ event }) => 'ended' in event && event.ended === true,
  },
  actions: { 'effect.notify': (_args, _params: { template: string }) => {} },
}).createMachine({
  id: 'contract',
  description: 'A contract or agreement: drafted, submitted to legal, verified or returned with a reason, active once signed and started, then expired or terminated (issue 23).',
  context: ({ input }) => ({ ...input }),
  initial: 'draft',
  states: {
    draft: {
      meta: { description: 'Being written by its owner; legal has not seen it.' },
      // An edit changes fields, not the state: a self-transition without re-entry (xstate's can() takes no empty one),
      // so no entry notice goes out again.
      on: { 'contract.submit': { target: 'submitted' }, 'contract.edit': { target: 'draft' } },
    },
    submitted: {
      meta: { description: 'Waiting for legal (verify:contract) to check its parties, value, period and document.' },
      entry: notify('contract.submitted'),
      on: {
        // Verified and already signed and started: straight to active, in one step.
        'contract.verify': [{ guard: and(['hasSignedDocument', 'isStarted']), target: 'active' }, { target: 'verified' }],
        'contract.return': { guard: 'hasMessage', target: 'returned' },
      },
    },
    returned: {
      meta: { description: 'Returned by legal with a reason; the owner corrects it and submits again.' },
      entry: notify('contract.returned'),
      on: { 'contract.submit': { target: 'submitted' }, 'contract.edit': { target: 'returned' } },
    },
    verified: {
      meta: { description: 'Verified by legal; becomes active once its signed document is attached and its start date is reached.' },
      entry: notify('contract.verified'),
      on: {
        'contract.activate': { guard: and(['hasSignedDocument', 'isStarted']), target: 'active' },
        'contract.expire': { guard: 'hasEnded', target: 'expired' },
        'contract.terminate': terminate,
      },
    },
    active: {
      meta: { description: 'In force: signed, verified and within its period. Reminders go out 30 and 7 days before the end.' },
      entry: notify('contract.active'),
      on: {
        'contract.expire': { guard: 'hasEnded', target: 'expired' },
        'contract.terminate': terminate,
      },
    },
    expired: {
      meta: { description: 'Its end date has passed. Final.' },
      entry: notify('contract.expired'),
      type: 'final',
    },
    terminated: {
      meta: { description: 'Ended early with a reason. Final.' },
      entry: notify('contract.terminated'),
      type: 'final',
    },
  },
});

/** The contract's status column is the state itself. */
export function contractStatusOf(stateValue: unknown): ContractState {
  if (typeof stateValue === 'string' && (contractStates as readonly string[]).includes(stateValue)) return stateValue as ContractState;
  throw new Error(`Unknown contract state ${JSON.stringify(stateValue)}`);
}
