/**
 * Introspection shared by the workflow service, the inspector and the machine tests: which outbox effects a
 * transition asked for, the text key of a state value, which events a state listens to, and why an event is or is
 * not accepted (architecture.md: refuse with a plain message a person can act on). The one place that evaluates
 * guard trees outside xstate, so the service's refusal message and the inspector's verdict never disagree.
 */
import { getNextTransitions, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';

export type Effect = { type: `effect.${string}`; params: Record<string, unknown> | undefined };

/** The `effect.*` actions among those returned by xstate's pure `transition()`, in order, ready for the outbox. */
export function effectsOf(actions: ReadonlyArray<{ type: string; params?: unknown }>): Effect[] {
  return actions
    .filter((a) => a.type.startsWith('effect.'))
    .map((a) => ({ type: a.type as Effect['type'], params: a.params as Effect['params'] }));
}

/** "approved", or "a.b" for a nested state, or "a.b|c.d" for parallel regions: one text per state value, as workflow_snapshots.state stores it. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const leaves: string[] = [];
  const walk = (v: StateValue, prefix: string) => {
    if (typeof v === 'string') return void leaves.push(prefix ? `${prefix}.${v}` : v);
    for (const [k, child] of Object.entries(v)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) leaves.push(path);
      else walk(child as StateValue, path);
    }
  };
  walk(value, '');
  return leaves.join('|');
}

/** Guards as xstate keeps them on a transition: a name, {type, params}, or a function (inline, and/or/not, stateIn). */
export type GuardRef =
  | string
  | { type: string; params?: unknown }
  | (((...args: never[]) => unknown) & { guards?: GuardRef[]; stateValue?: unknown });

type GuardArgs = { context: unknown; event: unknown };

function evaluateStateIn(snapshot: AnyMachineSnapshot, stateValue: unknown): boolean {
  if (typeof stateValue === 'string' && stateValue.startsWith('#')) {
    const id = stateValue.slice(1);
    return (snapshot as unknown as { _nodes: { id: string }[] })._nodes.some((n) => n.id === id);
  }
  return snapshot.matches(stateValue as StateValue);
}

/** The named guards that make `guard` false for this snapshot and event (empty when it passes); and/or/not are followed. */
function failingGuards(machine: AnyStateMachine, guard: GuardRef, args: GuardArgs, snapshot: AnyMachineSnapshot): string[] {
  if (typeof guard === 'string' || (typeof guard === 'object' && guard !== null)) {
    const name = typeof guard === 'string' ? guard : guard.type;
    const params = typeof guard === 'string' ? undefined : guard.params;
    const impl = (machine.implementations.guards as Record<string, GuardRef | undefined>)[name];
    if (typeof impl === 'function' && !impl.guards && impl.stateValue === undefined) {
      return (impl as (a: GuardArgs, p: unknown) => boolean)(args, params) ? [] : [name];
    }
    // A named composite (guards: { canX: and([...]) }) is reported by its own name.
    if (impl) return failingGuards(machine, impl, args, snapshot).length ? [name] : [];
    return [name];
  }
  if (guard.stateValue !== undefined) return evaluateStateIn(snapshot, guard.stateValue) ? [] : [`stateIn(${JSON.stringify(guard.stateValue)})`];
  if (guard.guards) {
    const results = guard.guards.map((g) => failingGuards(machine, g, args, snapshot));
    if (guard.name === 'or') return results.some((r) => r.length === 0) ? [] : results.flat();
    if (guard.name === 'not') return results[0].length === 0 ? [`not(${guard.guards.map(guardText).join(', ')})`] : [];
    return results.flat();
  }
  return (guard as unknown as (a: GuardArgs) => boolean)(args) ? [] : ['inline guard'];
}

/** A guard as text: `canApprove`, `and(hasMessage, canApprove)`, `not(isX)`, `stateIn("a.b")`. */
export function guardText(guard: GuardRef): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object') return guard.type;
  if (guard.stateValue !== undefined) return `stateIn(${JSON.stringify(guard.stateValue)})`;
  if (guard.guards) return `${guard.name || 'and'}(${guard.guards.map(guardText).join(', ')})`;
  return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
}

/** Every named guard a guard tree mentions, in order. */
export function guardNamesOf(guard: GuardRef | undefined): string[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'object') return [guard.type];
  if (guard.guards) return guard.guards.flatMap(guardNamesOf);
  return [guardText(guard)];
}

export type EventVerdict =
  | { kind: 'accepted'; state: StateValue; eventType: string; targets: string[] }
  | { kind: 'notAccepted'; state: StateValue; eventType: string }
  | { kind: 'blockedByGuards'; state: StateValue; eventType: string; guards: string[] };

/**
 * Why the snapshot does or does not accept the event: accepted (with the target state paths), no transition for it
 * in this state, or blocked by named guards. xstate's own `can()` decides acceptance; when several guarded branches
 * exist (last billing vs. next billing) the closest one, with the fewest failing guards, names the rule that matters.
 */
export function explainEvent<E extends EventObject>(snapshot: AnyMachineSnapshot, event: E): EventVerdict {
  const base = { state: snapshot.value, eventType: event.type };
  if (snapshot.status !== 'active') return { kind: 'notAccepted', ...base };
  if (snapshot.can(event)) {
    const taken = snapshot.machine.getTransitionData(snapshot as never, event as never);
    const targets = taken.flatMap((t) => (t.target ?? []).map((n) => n.path.join('.')));
    return { kind: 'accepted', ...base, targets };
  }
  const candidates = getNextTransitions(snapshot).filter((t) => t.eventType === event.type);
  if (candidates.length === 0) return { kind: 'notAccepted', ...base };
  const args = { context: snapshot.context, event };
  const perBranch = candidates.map((t) => (t.guard ? [...new Set(failingGuards(snapshot.machine, t.guard as GuardRef, args, snapshot))] : []));
  const guards = perBranch.reduce((best, g) => (g.length < best.length ? g : best));
  if (guards.length === 0) return { kind: 'notAccepted', ...base };
  return { kind: 'blockedByGuards', ...base, guards };
}

/** Every event type the active state nodes listen to (xstate.* internals left out), deepest state first. */
export function candidateEvents(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  return [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].filter((type) => type !== '' && !type.startsWith('xstate.'));
}
