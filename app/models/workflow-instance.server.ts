import { and, asc, count, desc, eq, lt } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, recurringProfiles, tickets, users, workflowSnapshots, workflowTransitions } from "#db/schema";

/** Read-only queries over workflow instances for the machine inspector. Nothing here writes. */

export type InstanceRow = typeof workflowSnapshots.$inferSelect;
export type TransitionRow = typeof workflowTransitions.$inferSelect;

/** Live instances per (machine, state): served by workflow_snapshots_state_idx through kind. */
export function countInstancesByState(): { machineId: string; state: string; count: number }[] {
  return db()
    .select({ machineId: workflowSnapshots.machineId, state: workflowSnapshots.state, count: count() })
    .from(workflowSnapshots)
    .groupBy(workflowSnapshots.machineId, workflowSnapshots.state)
    .all();
}

export function getInstance(kind: string, entityId: string): InstanceRow | null {
  return db().select().from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, kind), eq(workflowSnapshots.entityId, entityId))).get() ?? null;
}

/** The instance's transition log, oldest first (the replay order). */
export function transitionsOf(kind: string, entityId: string): TransitionRow[] {
  return db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, kind), eq(workflowTransitions.entityId, entityId))).orderBy(asc(workflowTransitions.id)).all();
}

/** The most recently changed instances of a machine, for the instance picker. */
export function recentInstances(machineId: string, limit = 12): InstanceRow[] {
  return db().select().from(workflowSnapshots).where(eq(workflowSnapshots.machineId, machineId)).orderBy(desc(workflowSnapshots.updatedAt)).limit(limit).all();
}

/** Instances that entered `state` before `before` (ISO), longest waiting first, with how many there are in all. */
export function instancesInStateSince(machineId: string, state: string, before: string, limit = 25): { rows: InstanceRow[]; total: number } {
  const where = and(eq(workflowSnapshots.machineId, machineId), eq(workflowSnapshots.state, state), lt(workflowSnapshots.stateSince, before));
  const rows = db().select().from(workflowSnapshots).where(where).orderBy(asc(workflowSnapshots.stateSince)).limit(limit).all();
  const total = rows.length < limit ? rows.length : (db().select({ n: count() }).from(workflowSnapshots).where(where).get()?.n ?? 0);
  return { rows, total };
}

/**
 * The entity id a person typed or pasted: the id itself, or a document number (invoice number, billing number,
 * recurring profile id). A tax invoice is found by its invoice's number too.
 */
export function resolveEntityId(kind: string, text: string): string | null {
  const q = text.trim();
  if (!q) return null;
  if (getInstance(kind, q)) return q;
  const byNumber = () => {
    if (kind === "invoice" || kind === "taxInvoice") return db().select({ id: invoices.id }).from(invoices).where(eq(invoices.invoiceNumber, q)).get()?.id;
    if (kind === "billing") return db().select({ id: billings.id }).from(billings).where(eq(billings.billingNumber, q)).get()?.id;
    if (kind === "recurring") return db().select({ id: recurringProfiles.id }).from(recurringProfiles).where(eq(recurringProfiles.recurringId, q)).get()?.id;
    if (kind === "ticket") return db().select({ id: tickets.id }).from(tickets).where(eq(tickets.ticketId, q)).get()?.id;
    return undefined;
  };
  const id = byNumber();
  return id && getInstance(kind, id) ? id : null;
}

/** Active people whose referenceId is this one (to offer an invoice's designated signer as a simulated actor). */
export function userIdsByReferenceId(referenceId: string): string[] {
  if (!referenceId) return [];
  return db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referenceId, referenceId), eq(users.status, "active")))
    .limit(3)
    .all()
    .map((u) => u.id);
}
