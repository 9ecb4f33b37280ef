/**
 * Recurring billing profile (spec section 3, "Recurring profile": occurence, numOfBillingSent, status; 'Idle' seen;
 * sample: monthly, 12 occurrences). A Bree job bills each period and then sends recurring.billed; the machine only
 * counts. The billed event names its sequence so a job retried after a crash cannot count the same billing twice
 * (architecture.md, Lago: double billing impossible, not unlikely).
 */
import { and, assign, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const recurringMachineVersion = 1;

export type RecurringInput = { occurrence: number; numOfBillingSent?: number };
export type RecurringContext = { occurrence: number; numOfBillingSent: number };

export type RecurringEvent =
  | (WithActor & { type: 'recurring.activate' })
  | (WithActor & { type: 'recurring.pause' })
  | (WithActor & { type: 'recurring.resume' })
  /** sequenceNo is 1-based: the n-th billing of this profile, just created by the job. */
  | (WithActor & { type: 'recurring.billed'; sequenceNo: number })
  | (WithActor & { type: 'recurring.stop'; message: string });

export type RecurringState = 'idle' | 'active' | 'paused' | 'finished' | 'stopped';

const countBilling = assign<RecurringContext, RecurringEvent, undefined, RecurringEvent, never>({
  numOfBillingSent: ({ context }) => context.numOfBillingSent + 1,
});
const notify = (to: RecurringState) => ({ type: 'effect.notify', params: { template: `recurring.${to}` } }) as const;

export const recurringMachine = setup({
  types: {} as { context: RecurringContext; events: RecurringEvent; input: RecurringInput; meta: StateMeta },
  guards: {
    /** A profile whose billings are all sent (or that has none) has nothing to activate. */
    hasOccurrencesLeft: ({ context }) => context.numOfBillingSent < context.occurrence,
    /** The billed event must be the next one; duplicates and gaps are refused. */
    isNextSequence: ({ context, event }) => event.type === 'recurring.billed' && event.sequenceNo === context.numOfBillingSent + 1,
    isLastOccurrence: ({ context }) => context.numOfBillingSent + 1 >= context.occurrence,
    hasMessage,
  },
  actions: {
    'effect.notify': (_args, _params: { template: string }) => {},
  },
}).createMachine({
  id: 'recurring',
  description: 'A recurring billing profile: activated, paused and resumed, until all occurrences are billed or it is stopped.',
  context: ({ input }) => ({ occurrence: input.occurrence, numOfBillingSent: input.numOfBillingSent ?? 0 }),
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'Set up but not billing yet.' },
      on: {
        'recurring.activate': { guard: 'hasOccurrencesLeft', target: 'active' },
        'recurring.stop': { guard: 'hasMessage', target: 'stopped' },
      },
    },
    active: {
      meta: { description: 'Billing each period until the number of occurrences is reached.' },
      on: {
        'recurring.billed': [
          { guard: and(['isNextSequence', 'isLastOccurrence']), target: 'finished', actions: countBilling },
          { guard: 'isNextSequence', actions: countBilling },
        ],
        'recurring.pause': 'paused',
        'recurring.stop': { guard: 'hasMessage', target: 'stopped' },
      },
    },
    paused: {
      meta: { description: 'Temporarily not billing; resumes where it left off.' },
      on: {
        'recurring.resume': 'active',
        'recurring.stop': { guard: 'hasMessage', target: 'stopped' },
      },
    },
    finished: {
      meta: { description: 'Every occurrence has been billed. Final.' },
      entry: notify('finished'),
      type: 'final',
    },
    stopped: {
      meta: { description: 'Stopped early with a reason. Final.' },
      entry: notify('stopped'),
      type: 'final',
    },
  },
});

/** The profile's status label as the spec shows it ('Idle' seen). */
export const recurringStatusColumns = {
  idle: 'Idle',
  active: 'Active',
  paused: 'Paused',
  finished: 'Finished',
  stopped: 'Stopped',
} as const satisfies Record<RecurringState, string>;

export function recurringStatusOf(stateValue: unknown): (typeof recurringStatusColumns)[RecurringState] {
  const status = recurringStatusColumns[stateValue as RecurringState];
  if (!status) throw new Error(`Unknown recurring state ${JSON.stringify(stateValue)}`);
  return status;
}
