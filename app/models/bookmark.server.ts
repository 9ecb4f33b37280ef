import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { db, writeTransaction } from "#db/client.server";
import { prepared } from "#db/prepared";
import { bookmarks } from "#db/schema";

/** Spec section 2: at most 10 pinned bookmarks are held; extra pins wait and move up as shown ones go. */
export const SHOWN_BOOKMARKS = 10;
/** A ceiling on the queue, so a script cannot grow one user's list without end. */
export const MAX_BOOKMARKS = 50;

export type Bookmark = { id: string; url: string; title: string; pinnedAt: string };

/** The user's pins oldest first: the first ten are shown, the rest wait in pin order. */
export function listBookmarks(userId: string): { shown: Bookmark[]; waiting: Bookmark[] } {
  // On every page (the navbar's menu): prepared once.
  const query = prepared(db(), "bookmarks-of-user", (h) =>
    h
      .select({ id: bookmarks.id, url: bookmarks.url, title: bookmarks.title, pinnedAt: bookmarks.pinnedAt })
      .from(bookmarks)
      .where(eq(bookmarks.userId, sql.placeholder("userId")))
      .orderBy(asc(bookmarks.pinnedAt), asc(bookmarks.id))
      .prepare(),
  );
  const rows = query.all({ userId });
  return { shown: rows.slice(0, SHOWN_BOOKMARKS), waiting: rows.slice(SHOWN_BOOKMARKS) };
}

export type PinResult = { status: "pinned"; shown: boolean } | { status: "already" } | { status: "full" };

/**
 * Pins a page for the user. The same url is never pinned twice. Pin times are kept
 * strictly increasing per user, so two pins in one millisecond still keep their order.
 */
export function pinBookmark(userId: string, url: string, title: string, now = new Date()): PinResult {
  return writeTransaction((tx) => {
    if (tx.select({ id: bookmarks.id }).from(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.url, url))).get()) return { status: "already" } as const;
    const held = tx.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)).get()?.n ?? 0;
    if (held >= MAX_BOOKMARKS) return { status: "full" } as const;
    const last = tx.select({ pinnedAt: bookmarks.pinnedAt }).from(bookmarks).where(eq(bookmarks.userId, userId)).orderBy(desc(bookmarks.pinnedAt)).limit(1).get();
    const at = last && Date.parse(last.pinnedAt) >= now.getTime() ? new Date(Date.parse(last.pinnedAt) + 1) : now;
    tx.insert(bookmarks).values({ id: randomUUID(), userId, url, title, pinnedAt: at.toISOString() }).run();
    return { status: "pinned", shown: held < SHOWN_BOOKMARKS } as const;
  });
}

/** Removes one of the user's pins (by id or by url); the oldest waiting one then shows. Returns whether one was removed. */
export function removeBookmark(userId: string, by: { id: string } | { url: string }): boolean {
  const where = "id" in by ? and(eq(bookmarks.userId, userId), eq(bookmarks.id, by.id)) : and(eq(bookmarks.userId, userId), eq(bookmarks.url, by.url));
  return db().delete(bookmarks).where(where).run().changes > 0;
}
