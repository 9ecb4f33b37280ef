import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from "xstate";

/** Guards as xstate stores them on a transition: a name, {type}, an inline function, or and/or/not with `.guards`. */
type GuardRef = string | { type: string; params?: unknown } | (((...args: never[]) => unknown) & { guards?: GuardRef[]; check?: unknown });
type TransitionLike = { eventType: string; guard?: GuardRef; target?: { id: string }[] };
type StateNodeLike = { id: string; transitions: Map<string, TransitionLike[]>; parent?: StateNodeLike };

/** "approved" or "a.b" or "a.b|c.d" for parallel states: one text per state value, as the snapshot table stores it. */
export function stateKey(value: StateValue): string {
  if (typeof value === "string") return value;
  const leaves: string[] = [];
  const walk = (v: StateValue, prefix: string) => {
    if (typeof v === "string") return leaves.push(prefix ? `${prefix}.${v}` : v);
    for (const [k, child] of Object.entries(v)) {
      if (child === undefined || (typeof child === "object" && Object.keys(child).length === 0)) leaves.push(prefix ? `${prefix}.${k}` : k);
      else walk(child as StateValue, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(value, "");
  return leaves.join("|");
}

/** The active state nodes, deepest first then their ancestors. xstate keeps them on the snapshot as `_nodes`. */
function activeNodes(snapshot: AnyMachineSnapshot): StateNodeLike[] {
  return ((snapshot as unknown as { _nodes: StateNodeLike[] })._nodes ?? []).slice().reverse();
}

function guardName(guard: GuardRef): string | null {
  if (typeof guard === "string") return guard;
  if (typeof guard === "object") return guard.type;
  return null;
}

/** Evaluates a guard tree and returns the names of the named guards that failed (empty when it passes). */
function failingGuards(machine: AnyStateMachine, guard: GuardRef, args: { context: unknown; event: unknown }, snapshot: AnyMachineSnapshot): string[] {
  const name = guardName(guard);
  if (name) {
    const impl = (machine.implementations.guards as Record<string, GuardRef>)[name];
    if (typeof impl === "function" && !impl.guards) return (impl as (a: unknown, p: unknown) => boolean)(args, undefined) ? [] : [name];
    if (impl) return failingGuards(machine, impl, args, snapshot).length ? [name] : [];
    return [name];
  }
  const fn = guard as ((...a: never[]) => unknown) & { guards?: GuardRef[] };
  if (fn.guards) {
    const results = fn.guards.map((g) => failingGuards(machine, g, args, snapshot));
    const label = fn.name; // "and" | "or" | "not"
    if (label === "or") return results.some((r) => r.length === 0) ? [] : results.flat();
    if (label === "not") return results[0].length === 0 ? [`not(${fn.guards.map((g) => guardName(g) ?? "inline").join()})`] : [];
    return results.flat();
  }
  return (fn as unknown as (a: unknown) => boolean)(args) ? [] : ["inline guard"];
}

export type EventVerdict = { event: string; accepted: boolean; blockedBy: string[]; targets: string[] };

/**
 * Why an event is or is not accepted in the current state: no transition at all
 * (blockedBy empty, accepted false), or every candidate transition blocked by the
 * named guards listed.
 */
export function explainEvent(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: { type: string }): EventVerdict {
  const blocked: string[] = [];
  for (const node of activeNodes(snapshot)) {
    for (const t of node.transitions.get(event.type) ?? []) {
      const targets = (t.target ?? []).map((n) => n.id.split(".").slice(1).join("."));
      if (!t.guard) return { event: event.type, accepted: true, blockedBy: [], targets };
      const failing = failingGuards(machine, t.guard, { context: snapshot.context, event }, snapshot);
      if (failing.length === 0) return { event: event.type, accepted: true, blockedBy: [], targets };
      blocked.push(...failing);
    }
  }
  return { event: event.type, accepted: false, blockedBy: [...new Set(blocked)], targets: [] };
}

/** Every event type some active state node listens to (the inspector lists them with their verdicts). */
export function candidateEvents(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of activeNodes(snapshot)) for (const type of node.transitions.keys()) if (!type.startsWith("xstate.")) types.add(type);
  return [...types];
}
