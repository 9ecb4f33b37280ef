/** Test helpers for the machine tests (vitest globals). Not used by the app. */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { effectsOf, explainEvent, type Effect } from './inspect';
import { SYSTEM_ACTOR, type Actor } from './types';

const person = (id: string, referenceId: string, roles: string[]): Actor => ({ id, name: id, roles, referenceId, via: 'screen' });

export const actors = {
  system: SYSTEM_ACTOR,
  signer: person('rina', '860001', ['companion']),
  member: person('budi', '860002', ['companion']),
  superAdmin: person('sari', '860003', ['super-admin']),
  /** A token without a referenceId gets the default '99999' (spec section 3). */
  noReference: person('dodi', '99999', ['companion']),
  /** A person who somehow carries a 'system' role is still not the system. */
  fakeSystem: person('eko', '860004', ['system']),
} satisfies Record<string, Actor>;

/** Applies the event and returns the next snapshot with the effects it queued. */
export function step<M extends AnyStateMachine>(machine: M, snapshot: AnyMachineSnapshot, event: EventFromLogic<M>) {
  const [next, actions] = transition(machine, snapshot as never, event);
  return { next: next as AnyMachineSnapshot, effects: effectsOf(actions as never) as Effect[] };
}

/** A refusal leaves the very same snapshot, queues nothing, and `can()` agrees. Returns the explanation. */
export function expectRefused<M extends AnyStateMachine>(machine: M, snapshot: AnyMachineSnapshot, event: EventFromLogic<M>) {
  const { next, effects } = step(machine, snapshot, event);
  expect(next).toBe(snapshot);
  expect(effects).toEqual([]);
  expect(snapshot.can(event)).toBe(false);
  return explainEvent(snapshot, event);
}

/** Places the machine in a state directly, the way the workflow service restores it. */
export function at<M extends AnyStateMachine>(machine: M, value: string, context: Record<string, unknown>): AnyMachineSnapshot {
  return machine.resolveState({ value, context }) as AnyMachineSnapshot;
}
