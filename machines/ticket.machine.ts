/**
 * Support ticket lifecycle (issue 23, "Support tickets"). A ticket about a billing is opened by staff or by the
 * customer (the invoice e-mail's link) and starts new; assigning it to someone, or someone starting it, puts it in
 * progress; it may wait on hold (with a reason: the SLA clock stops meanwhile) and come back; it is solved with a
 * resolution note and then closed. A solved or closed ticket may be reopened with a reason and is worked again.
 * Reassigning keeps the state. The assignee's notification is an effect through the outbox.
 */
import { setup } from 'xstate';
import { actorOf, hasMessage } from './guards';
import type { StateMeta, WithActor } from './types';

export const ticketMachineVersion = 1;

export type TicketInput = { ticketId: string };
export type TicketContext = TicketInput;

export type TicketEvent =
  | (WithActor & { type: 'ticket.assign'; assigneeId: string; assigneeName?: string })
  | (WithActor & { type: 'ticket.start' })
  | (WithActor & { type: 'ticket.hold'; message: string })
  | (WithActor & { type: 'ticket.resume' })
  | (WithActor & { type: 'ticket.solve'; message: string })
  | (WithActor & { type: 'ticket.close' })
  | (WithActor & { type: 'ticket.reopen'; message: string });

export type TicketState = 'new' | 'inProgress' | 'onHold' | 'solved' | 'closed' | 'reopened';

const notifyAssignee = {
  type: 'effect.notify',
  params: ({ context, event }: { context: TicketContext; event: TicketEvent }) => ({ template: 'ticket.assigned', ticketId: context.ticketId, assigneeId: 'assigneeId' in event ? event.assigneeId : '' }),
} as const;

const assign = { guard: 'hasAssignee', actions: [notifyAssignee] } as const;

export const ticketMachine = setup({
  types: {} as { context: TicketContext; events: TicketEvent; input: TicketInput; meta: StateMeta },
  guards: {
    hasMessage,
    /** An assignment names the person (the model checks that they exist and may handle tickets). */
    hasAssignee: ({ event }) => 'assigneeId' in event && typeof event.assigneeId === 'string' && event.assigneeId.trim() !== '',
    /** Only a person starts work on a ticket (the model makes them the assignee when it has none). */
    hasActor: ({ event }) => (actorOf(event)?.id ?? '') !== '',
  },
  actions: {
    // Made real by the outbox (the ticket notification composer in app/services/tickets.server.ts).
    'effect.notify': (_args, _params: { template: string; ticketId: string; assigneeId: string }) => {},
  },
}).createMachine({
  id: 'ticket',
  description: 'A support ticket about a billing: new, in progress, on hold, solved, closed, and reopened when the answer did not hold.',
  context: ({ input }) => ({ ...input }),
  initial: 'new',
  states: {
    new: {
      meta: { description: 'Opened by staff or by the customer from the invoice e-mail; nobody works on it yet. The SLA clock runs.' },
      on: {
        'ticket.assign': { ...assign, target: 'inProgress' },
        'ticket.start': { guard: 'hasActor', target: 'inProgress' },
      },
    },
    inProgress: {
      meta: { description: 'Someone works on it. It may be reassigned, put on hold with a reason, or solved with a resolution note.' },
      on: {
        'ticket.assign': { ...assign },
        'ticket.hold': { guard: 'hasMessage', target: 'onHold' },
        'ticket.solve': { guard: 'hasMessage', target: 'solved' },
      },
    },
    onHold: {
      meta: { description: 'Waiting (for the customer, a third party) with a reason; the SLA clock is paused until work resumes.' },
      on: {
        'ticket.assign': { ...assign },
        'ticket.resume': { guard: 'hasActor', target: 'inProgress' },
      },
    },
    solved: {
      meta: { description: 'Answered with a resolution note; closed once confirmed, or reopened with a reason.' },
      on: {
        'ticket.close': { guard: 'hasActor', target: 'closed' },
        'ticket.reopen': { guard: 'hasMessage', target: 'reopened' },
      },
    },
    closed: {
      meta: { description: 'Done. Only reopening (with a reason) brings it back.' },
      on: {
        'ticket.reopen': { guard: 'hasMessage', target: 'reopened' },
      },
    },
    reopened: {
      meta: { description: 'The answer did not hold: waits to be started or reassigned, with a new SLA due time.' },
      on: {
        'ticket.assign': { ...assign, target: 'inProgress' },
        'ticket.start': { guard: 'hasActor', target: 'inProgress' },
      },
    },
  },
});

/** status column for each state ("open" is the spec's word for a new ticket, section 4). */
export const ticketStatusColumns = {
  new: 'open',
  inProgress: 'in progress',
  onHold: 'on hold',
  solved: 'solved',
  closed: 'closed',
  reopened: 'reopened',
} as const satisfies Record<TicketState, string>;

export function ticketStatusOf(stateValue: unknown): (typeof ticketStatusColumns)[TicketState] {
  const status = ticketStatusColumns[stateValue as TicketState];
  if (!status) throw new Error(`Unknown ticket state ${JSON.stringify(stateValue)}`);
  return status;
}
