import { createNotification } from "~/models/notification.server";
import type { OutboxRow } from "./outbox.server";

export type NotificationMessage = { recipientUserIds: string[]; title: string; text: string; url: string | null };
/** Turns an `effect.notify` payload of one kind of entity into the people to tell and what to tell them. */
export type NotificationComposer = (payload: Record<string, unknown>) => NotificationMessage | null | Promise<NotificationMessage | null>;

const composers = new Map<string, NotificationComposer>();

export function registerNotificationComposer(kind: string, composer: NotificationComposer) {
  composers.set(kind, composer);
}

/**
 * The `effect.notify` handler. Idempotent: each notification carries the outbox
 * row id and recipient as its source key, so a retried effect adds nothing.
 */
export async function notifyEffect(row: OutboxRow) {
  const kind = String(row.payload.kind ?? row.sourceKind ?? "");
  const composer = composers.get(kind);
  if (!composer) throw new Error(`No notification composer for ${kind}`);
  const message = await composer(row.payload);
  if (!message) return;
  for (const userId of new Set(message.recipientUserIds)) {
    createNotification({ recipientUserId: userId, title: message.title, text: message.text, url: message.url, sourceKey: `outbox:${row.id}:${userId}` });
  }
}
