/**
 * The unit of work the models offer to services: a service that writes through several models in one
 * step (a billing and its activity log, a password and its account event) opens the transaction here
 * and passes the handle to each model. The handle is opaque outside app/models: services hand it on,
 * they never query with it (the model boundary, README "Decisions").
 */
import { db, type Tx } from "#db/client.server";
import type { WorkflowBindingOf } from "~/domain/workflow";

export { releaseLeakedTransaction, savepoint, writeTransaction, type Tx } from "#db/client.server";
export type { Actor, TransitionRecord } from "~/domain/workflow";

/** A workflow binding over the portal's transaction handle (what each entity's model exports). */
export type WorkflowBinding = WorkflowBindingOf<Tx>;

/** Runs `fn` in a read transaction: several reads that must see one state of the database (labels of many rows). */
export function readTransaction<T>(fn: (tx: Tx) => T): T {
  return db().transaction(fn);
}
