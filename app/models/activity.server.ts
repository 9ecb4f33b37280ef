import { and, asc, eq } from "drizzle-orm";
import { db } from "#db/client.server";
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
