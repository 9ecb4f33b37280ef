/**
 * Helpers the workflow service and the inspector share with the tests: which outbox effects a transition asked
 * for, and why an event was refused (architecture.md: refuse with a plain message a person can act on).
 */
import { getNextTransitions, type AnyMachineSnapshot, type EventObject } from 'xstate';

export type Effect = { type: `effect.${string}`; params: Record<string, unknown> | undefined };

/** The `effect.*` actions among those returned by xstate's pure `transition()`, in order, ready for the outbox. */
export function effectsOf(actions: ReadonlyArray<{ type: string; params?: unknown }>): Effect[] {
  return actions
    .filter((a) => a.type.startsWith('effect.'))
    .map((a) => ({ type: a.type as Effect['type'], params: a.params as Effect['params'] }));
}

export type Refusal =
  | { kind: 'accepted' }
  | { kind: 'notAccepted'; state: unknown; eventType: string }
  | { kind: 'blockedByGuards'; state: unknown; eventType: string; guards: string[] };

type GuardRef = string | { type: string } | ((...args: never[]) => unknown) & { guards?: GuardRef[] };

/** Named guards (recursing into and/or) that evaluate false for this event. */
function failingGuards(guard: GuardRef, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  if (typeof guard === 'function') {
    return (guard.guards ?? []).flatMap((g) => failingGuards(g, snapshot, event));
  }
  const name = typeof guard === 'string' ? guard : guard.type;
  const impl = snapshot.machine.implementations.guards[name] as
    | ((args: { context: unknown; event: EventObject }) => boolean)
    | undefined;
  if (!impl) return [name];
  return impl({ context: snapshot.context, event }) ? [] : [name];
}

/** Explains a refusal: the state takes no such event, or which named guards blocked it ("blocked by guard canApprove"). */
export function explainRefusal<E extends EventObject>(snapshot: AnyMachineSnapshot, event: E): Refusal {
  if (snapshot.can(event)) return { kind: 'accepted' };
  const candidates = snapshot.status === 'active' ? getNextTransitions(snapshot).filter((t) => t.eventType === event.type) : [];
  if (candidates.length === 0) return { kind: 'notAccepted', state: snapshot.value, eventType: event.type };
  // Several guarded branches may exist (e.g. last billing vs. next billing): report the closest one, the branch
  // with the fewest failing guards, so the message names the rule that matters.
  const perBranch = candidates.map((t) => (t.guard ? [...new Set(failingGuards(t.guard as GuardRef, snapshot, event))] : []));
  const guards = perBranch.reduce((best, g) => (g.length < best.length ? g : best));
  return { kind: 'blockedByGuards', state: snapshot.value, eventType: event.type, guards };
}
