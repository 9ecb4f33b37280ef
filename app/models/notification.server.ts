import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { prepared } from "#db/prepared";
import { notifications, users } from "#db/schema";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = { recipientUserId: string; title: string; text: string; url?: string | null; sourceKey?: string };

/** Inserts one notification; a repeated sourceKey (a retried outbox effect) is ignored, so nothing is doubled. */
export function createNotification(input: NewNotification) {
  const recipient = db().select({ referenceId: users.referenceId }).from(users).where(eq(users.id, input.recipientUserId)).get();
  if (!recipient) return;
  db()
    .insert(notifications)
    .values({ id: randomUUID(), recipientUserId: input.recipientUserId, recipientReferenceId: recipient.referenceId, title: input.title, text: input.text, url: input.url ?? null, sourceKey: input.sourceKey ?? null })
    .onConflictDoNothing({ target: notifications.sourceKey })
    .run();
}

export function listNotifications(userId: string, { unreadOnly = false, limit = 100, offset = 0 } = {}) {
  const where = unreadOnly ? and(eq(notifications.recipientUserId, userId), isNull(notifications.readAt)) : eq(notifications.recipientUserId, userId);
  const rows = db().select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset).all();
  const total = db().select({ n: count() }).from(notifications).where(where).get()?.n ?? 0;
  return { rows, total };
}

export function countUnread(userId: string) {
  return prepared(db(), "notifications-unread", (h) =>
    h.select({ n: count() }).from(notifications).where(and(eq(notifications.recipientUserId, sql.placeholder("userId")), isNull(notifications.readAt))).prepare(),
  ).get({ userId })!.n;
}

/** The newest `limit` notifications of a user, for the navbar dropdown that every page renders (prepared once, no total). */
export function latestNotifications(userId: string, limit: number): NotificationRow[] {
  return prepared(db(), "notifications-latest", (h) =>
    h
      .select()
      .from(notifications)
      .where(eq(notifications.recipientUserId, sql.placeholder("userId")))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .prepare(),
  ).all({ userId, limit });
}

/** Marks one of the user's own notifications read; returns it (for its url) or null when it is not theirs. */
export function markNotificationRead(userId: string, id: string, now = new Date()) {
  const row = db().select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.recipientUserId, userId))).get();
  if (!row) return null;
  if (!row.readAt) db().update(notifications).set({ readAt: now.toISOString() }).where(eq(notifications.id, id)).run();
  return row;
}

export function markAllNotificationsRead(userId: string, now = new Date()) {
  return db().update(notifications).set({ readAt: now.toISOString() }).where(and(eq(notifications.recipientUserId, userId), isNull(notifications.readAt))).run().changes;
}
