import { UntilChanged } from "#db/until-changed";
import { formatWireTimestamp } from "~/domain/dates";
import { countUnread, latestNotifications, type NotificationRow } from "~/models/notification.server";
import type { AccessUser } from "~/models/user.server";
import { requireUser } from "./auth.server";
import type { MemoContext } from "./request-memo.server";

/** Spec section 3: the notification application field is always Digimon. */
export const APPLICATION = "Digimon";

/** Spec section 9: the notification list page size. */
export const NOTIFICATION_FEED_SIZE = 100;

/**
 * For endpoints the browser polls with fetch (the notification dropdown, search suggestions): the same check
 * as every page, but an ended session answers 401 with the text "Unauthorized" instead of a redirect to
 * /login, so the page can show the Session Expired dialog (spec sections 4 and 8).
 */
export async function requireFetchUser(request: Request, context: MemoContext): Promise<AccessUser> {
  try {
    return await requireUser(request, context);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      const to = error.headers.get("Location") ?? "";
      throw new Response(to.startsWith("/login") ? "Unauthorized" : "Forbidden", { status: to.startsWith("/login") ? 401 : 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    }
    throw error;
  }
}

/** A notification as the shell shows it: created.at in the wire format (YYYY-MM-DD HH:mm:ss, WIB), relative time is the browser's job. */
export function toFeedItem(row: NotificationRow) {
  return { id: row.id, title: row.title, text: row.text, url: row.url, readAt: row.readAt, createdAt: formatWireTimestamp(new Date(row.createdAt)), createdIso: row.createdAt };
}
export type FeedItem = ReturnType<typeof toFeedItem>;

type Feed = { unreadCount: number; items: FeedItem[] };

/** Feeds by user, kept until the database changes (db/until-changed.ts): a new or read notification is a write. */
const feeds = new UntilChanged<Feed>(2000);

/** The dropdown's content: the latest 100 and the unread count. */
export function notificationFeed(userId: string): Feed {
  return feeds.get(userId, () => ({ unreadCount: countUnread(userId), items: latestNotifications(userId, NOTIFICATION_FEED_SIZE).map(toFeedItem) }));
}

/** The JSON API's notification shape (spec section 3). */
export function toApiNotification(row: NotificationRow) {
  return {
    _id: row.id,
    content: { title: row.title, text: row.text, url: row.url },
    created: { at: formatWireTimestamp(new Date(row.createdAt)) },
    ...(row.readAt ? { readAt: formatWireTimestamp(new Date(row.readAt)) } : {}),
    recipient: { referenceId: row.recipientReferenceId },
    application: row.application,
  };
}
