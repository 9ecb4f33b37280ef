import type { AnyStateMachine, StateValue } from "xstate";
import type { Actor } from "#machines/types";

export type { Actor };

/** One applied transition, as the workflow service hands it to a model's hook and to the outbox. */
export type TransitionRecord = {
  kind: string;
  entityId: string;
  event: { type: string } & Record<string, unknown>;
  actor: Actor;
  from: string | null;
  to: string;
  value: StateValue;
  context: Record<string, unknown>;
  message: string | null;
  transitionId: number;
};

/**
 * What a kind of entity plugs into the workflow service: its machine, how to
 * name an instance in messages, and the model hook that writes the entity's own
 * columns (numbers, approval records, status columns) inside the same transaction.
 * `Tx` is the transaction handle, opaque here: the domain knows nothing of the database
 * (app/models/transaction.server.ts gives the portal's instance, `WorkflowBinding`).
 */
export type WorkflowBindingOf<Tx> = {
  kind: string;
  machineId: string;
  version: number;
  machine: AnyStateMachine;
  /** "Invoice INV-ST-261100-0007": used in refusal messages. */
  describe: (tx: Tx, entityId: string) => string | null;
  /** Writes the entity's columns for the new state; may throw a Response to refuse. */
  apply?: (tx: Tx, record: TransitionRecord) => void;
  /**
   * Effects the model performs inside the same transaction instead of queueing them
   * (creating the invoice of an issued billing must never be lost or doubled).
   */
  inTransaction?: Record<string, (tx: Tx, record: TransitionRecord, params: Record<string, unknown>) => void>;
  /** Plain-language reasons for guards, shown when a guard blocks an event. */
  guardReasons?: Record<string, string>;
};
