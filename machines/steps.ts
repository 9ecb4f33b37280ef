/**
 * xstate's pure initialTransition() and transition(), without the throwaway actor each call builds. xstate makes a
 * new inert actor per call, and that actor computes the machine's initial state without input (the recurring
 * machine's context then throws and is caught): most of a step's cost in a billing run. A workflow machine keeps
 * its effects as named actions and invokes nothing, so its steps can share one inert scope whose action executor
 * only collects; a machine that invokes actors gets xstate's own functions.
 */
import { type ActorScope, type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject, initialTransition, transition } from 'xstate';

type Action = { type: string; params?: unknown };
type Scope = ActorScope<AnyMachineSnapshot, EventObject>;
type StateNodeLike = { invoke: unknown[]; states: Record<string, StateNodeLike> };

const scopes = new WeakMap<AnyStateMachine, Scope | null>();
const invokes = (node: StateNodeLike): boolean => node.invoke.length > 0 || Object.values(node.states).some(invokes);

function scopeOf(machine: AnyStateMachine): Scope | null {
  let scope = scopes.get(machine);
  if (scope === undefined) {
    const self = createActor(machine);
    const noop = () => {};
    scope = invokes(machine.root as unknown as StateNodeLike) ? null : ({ self, system: self.system, id: '', sessionId: '', defer: noop, logger: noop, stopChild: noop, emit: noop, actionExecutor: noop } as unknown as Scope);
    scopes.set(machine, scope);
  }
  return scope;
}

/** Runs one step with the shared scope collecting the actions it would execute (steps never nest: they are synchronous). */
function collect(scope: Scope, step: () => AnyMachineSnapshot): [AnyMachineSnapshot, Action[]] {
  const actions: Action[] = [];
  scope.actionExecutor = (action) => void actions.push(action as Action);
  try {
    return [step(), actions];
  } finally {
    scope.actionExecutor = () => {};
  }
}

/** Same as xstate's initialTransition(machine, input). */
export function initialStep(machine: AnyStateMachine, input: unknown): [AnyMachineSnapshot, Action[]] {
  const scope = scopeOf(machine);
  if (!scope) return initialTransition(machine, input) as [AnyMachineSnapshot, Action[]];
  return collect(scope, () => machine.getInitialSnapshot(scope, input));
}

/** Same as xstate's transition(machine, snapshot, event). */
export function nextStep(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): [AnyMachineSnapshot, Action[]] {
  const scope = scopeOf(machine);
  if (!scope) return transition(machine, snapshot, event) as [AnyMachineSnapshot, Action[]];
  return collect(scope, () => machine.transition(snapshot, event, scope));
}
