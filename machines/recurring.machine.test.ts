import { initialTransition } from 'xstate';
import { recurringMachine, recurringStatusOf, type RecurringContext, type RecurringEvent } from './recurring.machine';
import { actors, at, expectRefused, step } from './testing';

const ctx = (numOfBillingSent = 0, occurrence = 12): RecurringContext => ({ occurrence, numOfBillingSent });
const who = actors.member;
const activate: RecurringEvent = { type: 'recurring.activate', actor: who };
const pause: RecurringEvent = { type: 'recurring.pause', actor: who };
const resume: RecurringEvent = { type: 'recurring.resume', actor: who };
const billed = (sequenceNo: number): RecurringEvent => ({ type: 'recurring.billed', actor: actors.system, sequenceNo });
const stop = (message = 'Contract ended early'): RecurringEvent => ({ type: 'recurring.stop', actor: who, message });
const notify = (to: string) => ({ type: 'effect.notify', params: { template: `recurring.${to}` } });

test.each([
  [{ occurrence: 12 }, ctx(0)],
  [{ occurrence: 12, numOfBillingSent: 3 }, ctx(3)],
])('starts idle from %j', (input, context) => {
  const [snapshot, actions] = initialTransition(recurringMachine, input);
  expect(snapshot.value).toBe('idle');
  expect(snapshot.context).toEqual(context);
  expect(actions).toEqual([]);
});

test.each([
  ['idle', ctx(), activate, 'active', ctx(), []],
  ['idle', ctx(), stop(), 'stopped', ctx(), [notify('stopped')]],
  ['active', ctx(0), billed(1), 'active', ctx(1), []],
  ['active', ctx(10), billed(11), 'active', ctx(11), []],
  ['active', ctx(11), billed(12), 'finished', ctx(12), [notify('finished')]],
  ['active', ctx(0, 1), billed(1), 'finished', ctx(1, 1), [notify('finished')]],
  ['active', ctx(4), pause, 'paused', ctx(4), []],
  ['active', ctx(4), stop(), 'stopped', ctx(4), [notify('stopped')]],
  ['paused', ctx(4), resume, 'active', ctx(4), []],
  ['paused', ctx(4), stop(), 'stopped', ctx(4), [notify('stopped')]],
] as const)('%s --%s--> %s', (from, context, event, to, nextContext, effects) => {
  const { next, effects: queued } = step(recurringMachine, at(recurringMachine, from, context), event);
  expect(next.value).toBe(to);
  expect(next.context).toEqual(nextContext);
  expect(queued).toEqual(effects);
});

test('a monthly profile of 12 finishes after its twelfth billing', () => {
  let [snapshot] = initialTransition(recurringMachine, { occurrence: 12 });
  snapshot = step(recurringMachine, snapshot, activate).next as typeof snapshot;
  for (let n = 1; n <= 12; n++) snapshot = step(recurringMachine, snapshot, billed(n)).next as typeof snapshot;
  expect(snapshot.value).toBe('finished');
  expect(snapshot.status).toBe('done');
  expect(recurringStatusOf(snapshot.value)).toBe('Finished');
});

describe('refusals', () => {
  test.each([
    ['activating a profile with nothing left', 'idle', ctx(12), activate, ['hasOccurrencesLeft']],
    ['activating a profile of zero occurrences', 'idle', ctx(0, 0), activate, ['hasOccurrencesLeft']],
    ['a duplicate billing (job retried)', 'active', ctx(3), billed(3), ['isNextSequence']],
    ['a skipped billing', 'active', ctx(3), billed(5), ['isNextSequence']],
    ['a duplicate of the last billing', 'active', ctx(11), billed(11), ['isNextSequence']],
    ['stopping idle without a reason', 'idle', ctx(), stop(' '), ['hasMessage']],
    ['stopping active without a reason', 'active', ctx(), stop(''), ['hasMessage']],
    ['stopping paused without a reason', 'paused', ctx(), stop(''), ['hasMessage']],
  ] as const)('%s', (_name, from, context, event, guards) => {
    expect(expectRefused(recurringMachine, at(recurringMachine, from, context), event)).toMatchObject({ kind: 'blockedByGuards', guards });
  });

  const accepted: Record<string, string[]> = {
    idle: ['recurring.activate', 'recurring.stop'],
    active: ['recurring.billed', 'recurring.pause', 'recurring.stop'],
    paused: ['recurring.resume', 'recurring.stop'],
    finished: [],
    stopped: [],
  };
  test.each(
    Object.entries(accepted).flatMap(([state, ok]) =>
      [activate, pause, resume, billed(1), stop()].filter((e) => !ok.includes(e.type)).map((e) => [state, e.type, e] as const),
    ),
  )('%s does not take %s', (state, _type, event) => {
    expect(expectRefused(recurringMachine, at(recurringMachine, state, ctx()), event).kind).toBe('notAccepted');
  });
});

test('status labels as the spec shows them', () => {
  expect(['idle', 'active', 'paused', 'finished', 'stopped'].map(recurringStatusOf)).toEqual(['Idle', 'Active', 'Paused', 'Finished', 'Stopped']);
  expect(() => recurringStatusOf('done')).toThrow();
});
