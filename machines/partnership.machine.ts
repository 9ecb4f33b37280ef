/**
 * A partnership's flow (issue 23; spec section 3, Partnership; README Decisions). Phases and their sub-phases:
 * initiation (screening, proposal) -> evaluation (business review, legal review) -> negotiation (term sheet,
 * drafting) -> approval -> executing (implementation, monitoring) -> ended. `partnership.advance` moves to the next
 * sub-phase, or from a phase's last sub-phase to the next phase; negotiation's drafting goes on only by approval
 * (approve:partnership), which gives the spec's "approved, with phase executing". While executing, an extension sets
 * a new end date later than the current one, with a reason. A person ends it (no job ends it on the date: an ended
 * partnership's contracts may still be settling, so someone decides). Any open phase may be stopped, with a reason.
 */
import { and, setup } from 'xstate';
import { hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const partnershipMachineVersion = 1;

export type PartnershipInput = { partnershipId: string };
export type PartnershipContext = PartnershipInput;

export type PartnershipEvent =
  | (WithActor & { type: 'partnership.advance'; message?: string })
  | (WithActor & { type: 'partnership.approve'; message?: string })
  | (WithActor & { type: 'partnership.extend'; newEnded: string; currentEnd: string | null; message: string })
  | (WithActor & { type: 'partnership.end'; message?: string })
  | (WithActor & { type: 'partnership.stop'; message: string });

export const partnershipPhaseNames = ['initiation', 'evaluation', 'negotiation', 'executing', 'ended', 'stopped'] as const;
export type PartnershipPhaseName = (typeof partnershipPhaseNames)[number];
/** Each open phase's sub-phases, in order. */
export const partnershipSubPhases = {
  initiation: ['screening', 'proposal'],
  evaluation: ['businessReview', 'legalReview'],
  negotiation: ['termSheet', 'drafting'],
  executing: ['implementation', 'monitoring'],
} as const;
export type PartnershipStatusName = 'in progress' | 'approved' | 'ended' | 'stopped';

/** A date as YYYY-MM-DD compares correctly as text. */
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The extension's end date must be later than the current end (the latest extension's, or the agreed one). */
export function isLaterThanEnd({ event }: { event: object }): boolean {
  if (!('newEnded' in event) || !isDate(event.newEnded)) return false;
  const current = 'currentEnd' in event ? event.currentEnd : null;
  return current === null || current === undefined || (isDate(current) && event.newEnded > current);
}

const notify = (template: string) => ({ type: 'effect.notify', params: { template } }) as const;
const extend = { 'partnership.extend': { guard: and(['hasMessage', 'isLaterThanEnd']), actions: notify('partnership.extended') } } as const;
const stop = { 'partnership.stop': { guard: 'hasMessage', target: '#partnership.stopped' } } as const;

export const partnershipMachine = setup({
  types: {} as { context: PartnershipContext; events: PartnershipEvent; input: PartnershipInput; meta: StateMeta },
  guards: { hasMessage, isLaterThanEnd },
  actions: { 'effect.notify': (_args, _params: { template: string }) => {} },
}).createMachine({
  id: 'partnership',
  description: 'A partnership with one or more partner companies: initiation, evaluation, negotiation, approval into executing (with extensions), then ended; stoppable with a reason in any open phase (issue 23).',
  context: ({ input }) => ({ ...input }),
  initial: 'initiation',
  states: {
    initiation: {
      meta: { description: 'Initiation: the idea is screened and a proposal written.' },
      initial: 'screening',
      on: stop,
      states: {
        screening: { meta: { description: 'Screening the idea and the potential partners.' }, entry: notify('partnership.initiated'), on: { 'partnership.advance': { target: 'proposal' } } },
        proposal: { meta: { description: 'Writing the proposal.' }, on: { 'partnership.advance': { target: '#partnership.evaluation' } } },
      },
    },
    evaluation: {
      meta: { description: 'Evaluation: the business case, then the legal review.' },
      initial: 'businessReview',
      on: stop,
      states: {
        businessReview: { meta: { description: 'Reviewing the business aspect (models, revenue share).' }, on: { 'partnership.advance': { target: 'legalReview' } } },
        legalReview: { meta: { description: 'Legal reviews the partners and the terms.' }, on: { 'partnership.advance': { target: '#partnership.negotiation' } } },
      },
    },
    negotiation: {
      meta: { description: 'Negotiation: a term sheet, then the agreement drafted; approval starts its execution.' },
      initial: 'termSheet',
      on: stop,
      states: {
        termSheet: { meta: { description: 'Agreeing the term sheet with the partners.' }, on: { 'partnership.advance': { target: 'drafting' } } },
        drafting: {
          meta: { description: 'Drafting the agreement; waits for approval (approve:partnership).' },
          entry: notify('partnership.awaitingApproval'),
          on: { 'partnership.approve': { target: '#partnership.executing' } },
        },
      },
    },
    executing: {
      meta: { description: 'Approved and executing: the partnership runs; it may be extended (a later end date, with a reason) and is ended by a person.' },
      initial: 'implementation',
      entry: notify('partnership.approved'),
      on: { ...stop, ...extend, 'partnership.end': { target: 'ended' } },
      states: {
        implementation: { meta: { description: 'Implementing: products being built or launched.' }, on: { 'partnership.advance': { target: 'monitoring' } } },
        monitoring: { meta: { description: 'Running and monitored.' } },
      },
    },
    ended: { type: 'final', meta: { description: 'Ended by a person at or after the end of its period.' }, entry: notify('partnership.ended') },
    stopped: { type: 'final', meta: { description: 'Stopped before its end, with a reason.' }, entry: notify('partnership.stopped') },
  },
});

/**
 * The phase and sub-phase of a state value ({evaluation: 'legalReview'} or 'stopped'); a bare phase or sub-phase
 * name (the inspector's state keys) is read as that phase.
 */
export function partnershipPhaseOf(stateValue: unknown): { phase: PartnershipPhaseName; subPhase: string | null } {
  const subs = partnershipSubPhases as Record<string, readonly string[]>;
  if (typeof stateValue === 'string') {
    if ((partnershipPhaseNames as readonly string[]).includes(stateValue)) return { phase: stateValue as PartnershipPhaseName, subPhase: subs[stateValue]?.[0] ?? null };
    const parent = Object.keys(subs).find((p) => subs[p].includes(stateValue));
    if (parent) return { phase: parent as PartnershipPhaseName, subPhase: stateValue };
  } else if (stateValue && typeof stateValue === 'object') {
    const [phase, sub] = Object.entries(stateValue)[0] ?? [];
    if (phase && typeof sub === 'string' && subs[phase]?.includes(sub)) return { phase: phase as PartnershipPhaseName, subPhase: sub };
  }
  throw new Error(`Unknown partnership state ${JSON.stringify(stateValue)}`);
}

/** The status column: "approved" while executing (the spec's "approved, with phase executing"). */
export function partnershipStatusOf(stateValue: unknown): PartnershipStatusName {
  const { phase } = partnershipPhaseOf(stateValue);
  if (phase === 'executing') return 'approved';
  if (phase === 'ended' || phase === 'stopped') return phase;
  return 'in progress';
}
