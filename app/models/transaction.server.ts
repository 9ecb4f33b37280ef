/**
 * The unit of work the models offer to services: a service that writes through several models in one
 * step (a billing and its activity log, a password and its account event) opens the transaction here
 * and passes the handle to each model. The handle is opaque outside app/models: services hand it on,
 * they never query with it (the model boundary, README "Decisions").
 */
import { db, type Tx, writeTransaction } from "#db/client.server";
import type { WorkflowBindingOf } from "~/domain/workflow";

export { releaseLeakedTransaction, savepoint, writeTransaction, type Tx } from "#db/client.server";
export type { Actor, TransitionRecord } from "~/domain/workflow";

/** A workflow binding over the portal's transaction handle (what each entity's model exports). */
export type WorkflowBinding = WorkflowBindingOf<Tx>;

/** Runs `fn` in a read transaction: several reads that must see one state of the database (labels of many rows). */
export function readTransaction<T>(fn: (tx: Tx) => T): T {
  return db().transaction(fn);
}

const isBusy = (error: unknown) => (error as { code?: string })?.code === "SQLITE_BUSY";

/**
 * A write transaction that waits its turn when another process holds the lock longer than the busy timeout (the
 * jobs' long runs: recurring billing, dunning), retrying up to `attempts` times with a random pause.
 */
export async function writeWhenFree<T>(fn: (tx: Tx) => T, attempts = 30): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return writeTransaction(fn);
    } catch (error) {
      if (!isBusy(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 200)));
    }
  }
}
