import { and, asc, eq } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { activityLogs, users } from "#db/schema";

/** What people did to one record (documents without a workflow use this as their history). */
export function activityOf(entity: string, entityId: string) {
  return db()
    .select({ id: activityLogs.id, action: activityLogs.action, at: activityLogs.at, by: users.fullname, detail: activityLogs.detail })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(and(eq(activityLogs.entity, entity), eq(activityLogs.entityId, entityId)))
    .orderBy(asc(activityLogs.id))
    .all();
}

/**
 * Writes an activity row inside the caller's transaction, so the record of a change (with its before and after
 * values, app/domain/field-diff.ts) commits or rolls back with the change itself.
 */
export function recordActivity(tx: Tx, row: { userId: string | null; action: string; entity: { kind: string; id: string }; detail: Record<string, unknown>; ip?: string | null }) {
  tx.insert(activityLogs).values({ userId: row.userId, action: row.action, detail: row.detail, ip: row.ip ?? null, entity: row.entity.kind, entityId: row.entity.id }).run();
}
