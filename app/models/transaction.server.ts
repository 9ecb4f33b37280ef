/**
 * The unit of work the models offer to services: a service that writes through several models in one
 * step (a billing and its activity log, a password and its account event) opens the transaction here
 * and passes the handle to each model. The handle is opaque outside app/models: services hand it on,
 * they never query with it (the model boundary, README "Decisions").
 */
import type { Tx } from "#db/client.server";
import type { WorkflowBindingOf } from "~/domain/workflow";

export { savepoint, writeTransaction, type Tx } from "#db/client.server";
export type { Actor, TransitionRecord } from "~/domain/workflow";

/** A workflow binding over the portal's transaction handle (what each entity's model exports). */
export type WorkflowBinding = WorkflowBindingOf<Tx>;
