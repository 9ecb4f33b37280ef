import type { Tx } from "~/models/transaction.server";
import { type MailMessage, sendMail } from "./mail.server";
import { enqueueEffect, type OutboxRow, replaceEffectPayload } from "./outbox.server";

export const MAIL_EFFECT = "effect.sendMail";

/**
 * Queues an e-mail in the caller's transaction; the outbox worker sends it after commit. The request that asked for
 * it answers without waiting for SMTP, so a known and an unknown address answer in the same time.
 */
export function queueMail(tx: Tx, message: MailMessage, source: { kind: string; id?: string }) {
  enqueueEffect(tx, MAIL_EFFECT, { to: message.to, subject: message.subject, text: message.text }, source);
}

/**
 * Sends a queued e-mail. Its text carries live links (activation, password reset), so once sent the outbox row
 * keeps only who and what, not the text: the links live in the mailbox, not in the database.
 */
export async function sendQueuedMail(row: OutboxRow) {
  const { to, subject, text } = row.payload as { to?: string; subject?: string; text?: string };
  if (!to || !subject || typeof text !== "string") return; // already sent and emptied by an earlier run
  await sendMail({ to, subject, text });
  replaceEffectPayload(row.id, { to, subject, sent: true });
}
