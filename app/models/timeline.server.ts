import { and, asc, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { workflowSnapshots, workflowTransitions } from "#db/schema";
import { dunningTimelineOf } from "./dunning.server";

export type TimelineEntry = { id: number; event: string; from: string | null; to: string; by: string; via: string; message: string | null; at: string };

/** Every transition of an entity, oldest first, for its timeline; an invoice's payment reminders and their pauses among them (issue 21). */
export function timelineOf(kind: string, entityId: string): TimelineEntry[] {
  const transitions = db()
    .select()
    .from(workflowTransitions)
    .where(and(eq(workflowTransitions.kind, kind), eq(workflowTransitions.entityId, entityId)))
    .orderBy(asc(workflowTransitions.id))
    .all()
    .map((t) => ({ id: t.id, event: t.event, from: t.fromState, to: t.toState, by: t.actorName, via: t.via, message: t.message, at: t.at }));
  if (kind !== "invoice") return transitions;
  const dunning = dunningTimelineOf(entityId);
  // Stable by time: a reminder sits between the transitions before and after it.
  return dunning.length ? [...transitions, ...dunning].sort((a, b) => a.at.localeCompare(b.at)) : transitions;
}

/** The instance's version, carried by action forms so a stale page is told who changed it (optimistic check). */
export function workflowVersion(kind: string, entityId: string): number | null {
  return db().select({ version: workflowSnapshots.version }).from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, kind), eq(workflowSnapshots.entityId, entityId))).get()?.version ?? null;
}
