import { initialTransition } from 'xstate';
import { ticketMachine, ticketStatusOf, type TicketEvent } from './ticket.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = { ticketId: 'tkt-1' };
const who = actors.member;
const assign = (assigneeId = 'rina'): TicketEvent => ({ type: 'ticket.assign', assigneeId, actor: who });
const ev = (type: 'ticket.start' | 'ticket.resume' | 'ticket.close'): TicketEvent => ({ type, actor: who });
const said = (type: 'ticket.hold' | 'ticket.solve' | 'ticket.reopen', message = 'Waiting for the bank'): TicketEvent => ({ type, message, actor: who });

test('starts new (status open) and queues nothing', () => {
  const [snapshot, actions] = initialTransition(ticketMachine, ctx);
  expect(snapshot.value).toBe('new');
  expect(ticketStatusOf(snapshot.value)).toBe('open');
  expect(actions).toEqual([]);
});

test('assigning a new ticket puts it in progress and notifies the assignee', () => {
  const { next, effects } = step(ticketMachine, at(ticketMachine, 'new', ctx), assign());
  expect(next.value).toBe('inProgress');
  expect(effects).toEqual([{ type: 'effect.notify', params: { template: 'ticket.assigned', ticketId: 'tkt-1', assigneeId: 'rina' } }]);
});

test('an assignment without a person is refused', () => {
  expect(expectRefused(ticketMachine, at(ticketMachine, 'new', ctx), assign('  '))).toMatchObject({ kind: 'blockedByGuards', guards: ['hasAssignee'] });
});

test('the whole path: start, hold, resume, solve, close, reopen, start', () => {
  let s = at(ticketMachine, 'new', ctx);
  const path: [TicketEvent, string][] = [
    [ev('ticket.start'), 'inProgress'],
    [said('ticket.hold'), 'onHold'],
    [ev('ticket.resume'), 'inProgress'],
    [said('ticket.solve', 'Reissued the VA'), 'solved'],
    [ev('ticket.close'), 'closed'],
    [said('ticket.reopen', 'Still cannot pay'), 'reopened'],
    [ev('ticket.start'), 'inProgress'],
  ];
  for (const [event, to] of path) {
    s = step(ticketMachine, s, event).next;
    expect(s.value).toBe(to);
  }
});

test('hold, solve and reopen need a reason', () => {
  expect(expectRefused(ticketMachine, at(ticketMachine, 'inProgress', ctx), said('ticket.hold', ' '))).toMatchObject({ guards: ['hasMessage'] });
  expect(expectRefused(ticketMachine, at(ticketMachine, 'inProgress', ctx), said('ticket.solve', ''))).toMatchObject({ guards: ['hasMessage'] });
  expect(expectRefused(ticketMachine, at(ticketMachine, 'solved', ctx), said('ticket.reopen', ''))).toMatchObject({ guards: ['hasMessage'] });
});

test('a solved ticket can be reopened without being closed first; reassigning in progress keeps the state', () => {
  expect(step(ticketMachine, at(ticketMachine, 'solved', ctx), said('ticket.reopen')).next.value).toBe('reopened');
  const re = step(ticketMachine, at(ticketMachine, 'inProgress', ctx), assign('sari'));
  expect(re.next.value).toBe('inProgress');
  expect(re.effects).toHaveLength(1);
  expect(step(ticketMachine, at(ticketMachine, 'onHold', ctx), assign('sari')).next.value).toBe('onHold');
});

test('events out of order are refused: no solving a new ticket, no closing one in progress, no hold while on hold', () => {
  expectRefused(ticketMachine, at(ticketMachine, 'new', ctx), said('ticket.solve'));
  expectRefused(ticketMachine, at(ticketMachine, 'inProgress', ctx), ev('ticket.close'));
  expectRefused(ticketMachine, at(ticketMachine, 'onHold', ctx), said('ticket.hold'));
  expectRefused(ticketMachine, at(ticketMachine, 'closed', ctx), ev('ticket.start'));
  expectRefused(ticketMachine, at(ticketMachine, 'new', ctx), said('ticket.reopen'));
});

test('every state has a status column', () => {
  expect(Object.keys(ticketMachine.states).map(ticketStatusOf)).toEqual(['open', 'in progress', 'on hold', 'solved', 'closed', 'reopened']);
});
