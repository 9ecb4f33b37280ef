import type { Language } from "~/locales/languages";
import { createNotification } from "~/models/notification.server";
import { findUserById } from "~/models/user.server";
import { languageOfUser } from "./i18n.server";
import type { OutboxRow } from "./outbox.server";

/** What one recipient reads: the notification's title and text (an e-mail of it uses the same words). */
export type NotificationText = { title: string; text: string };

/**
 * The people to tell and what to tell them: either one text for everyone, or `textIn(language)` so each
 * recipient reads it in their own language (users.language, else the portal's default).
 */
export type NotificationMessage = { recipientUserIds: string[]; url: string | null } & (NotificationText | { textIn: (language: Language) => NotificationText });
/** Turns an `effect.notify` payload of one kind of entity into the people to tell and what to tell them. */
export type NotificationComposer = (payload: Record<string, unknown>) => NotificationMessage | null | Promise<NotificationMessage | null>;

const composers = new Map<string, NotificationComposer>();

export function registerNotificationComposer(kind: string, composer: NotificationComposer) {
  composers.set(kind, composer);
}

/** The language a user reads notifications and e-mails in (their profile's, else the portal's default). */
export const languageOfUserId = (userId: string): Language => languageOfUser(findUserById(userId));

/** The message as the recipient reads it, each language composed once however many read it. */
export function textFor(message: NotificationMessage): (language: Language) => NotificationText {
  if (!("textIn" in message)) return () => ({ title: message.title, text: message.text });
  const composed = new Map<Language, NotificationText>();
  return (language) => {
    let text = composed.get(language);
    if (!text) composed.set(language, (text = message.textIn(language)));
    return text;
  };
}

/**
 * The `effect.notify` handler. Idempotent: each notification carries the outbox
 * row id and recipient as its source key, so a retried effect adds nothing.
 * Each row is written in its recipient's language: stored text is what the inbox shows.
 */
export async function notifyEffect(row: OutboxRow) {
  const kind = String(row.payload.kind ?? row.sourceKind ?? "");
  const composer = composers.get(kind);
  if (!composer) throw new Error(`No notification composer for ${kind}`);
  const message = await composer(row.payload);
  if (!message) return;
  const textIn = textFor(message);
  for (const userId of new Set(message.recipientUserIds)) {
    const { title, text } = textIn(languageOfUserId(userId));
    createNotification({ recipientUserId: userId, title, text, url: message.url, sourceKey: `outbox:${row.id}:${userId}` });
  }
}
