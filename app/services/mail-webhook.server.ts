/**
 * What became of the mails we sent (issue 20: "bounced or failed sends are visible"). Resend reports each e-mail's
 * fate to POST /webhooks/mail (email.delivered, email.delivery_delayed, email.bounced, email.complained), signed
 * the Svix way: headers svix-id, svix-timestamp and svix-signature ("v1,<base64>" entries, space-separated), the
 * signature an HMAC-SHA256 over `${id}.${timestamp}.${rawBody}` keyed with the base64 secret after `whsec_`.
 * A notification is believed only with a valid signature and a timestamp within five minutes (a replayed old one
 * is refused), is recorded under its svix-id (a second delivery has no second effect), and changes the state of
 * the recipient whose mail it names (models/invoice-delivery.server.ts).
 *
 * The sandbox has no Resend, so its twin writes the same notifications, signs them with the sandbox's secret and
 * hands them to the same receiveMailWebhook: a bounce in the sandbox takes exactly the production path after the
 * HTTP layer. Its outcomes follow Resend's own test addresses (bounced@resend.dev, complained@resend.dev, with
 * +labels); every other address is delivered; and the sandbox mailbox can bounce a delivered invoice mail later.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { recipientByProviderId, recordMailEvent } from "~/models/invoice-delivery.server";
import { writeTransaction } from "~/models/transaction.server";
import { env, isSandbox } from "./env.server";
import { logger } from "./logger.server";
import { enqueueEffect, kickOutbox, type OutboxRow, registerEffect } from "./outbox.server";

/** How far a notification's timestamp may be from our clock (Svix's own tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * The signing secret: RESEND_WEBHOOK_SECRET, or in sandbox mode one derived from the session secret (the twin and
 * the endpoint share the process's env, so it never needs to be set or shown). Production without it verifies
 * nothing and accepts nothing.
 */
export function mailWebhookSecret(): string | null {
  const given = env().RESEND_WEBHOOK_SECRET;
  if (given) return given;
  if (!isSandbox()) return null;
  return `whsec_${createHmac("sha256", env().SESSION_SECRET).update("digimon sandbox mail webhook").digest("base64")}`;
}

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

/** The `v1,<base64>` signature of a notification (the sandbox twin signs with it; tests sign good and bad ones). */
export function signMailWebhook(secret: string, id: string, timestamp: string, body: string): string {
  return `v1,${createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64")}`;
}

export type SvixHeaders = { id: string | null; timestamp: string | null; signature: string | null };

/** Checks a notification's signature and age; any missing or malformed part is simply "no". Constant-time compare. */
export function verifyMailWebhook(secret: string, headers: SvixHeaders, body: string, now = new Date()): { ok: true } | { ok: false; reason: string } {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: "missing signature headers" };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: "malformed timestamp" };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: "timestamp too old or too new" };
  const expected = Buffer.from(signMailWebhook(secret, id, timestamp, body).slice(3), "base64");
  const matches = signature
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .some((entry) => {
      const given = Buffer.from(entry.slice(3), "base64");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return matches ? { ok: true } : { ok: false, reason: "signature does not match" };
}

export type WebhookAnswer = { status: number; message: string; applied?: number; duplicate?: boolean };

type ResendEvent = { type?: unknown; created_at?: unknown; data?: { email_id?: unknown; created_at?: unknown; bounce?: { message?: unknown; type?: unknown; subType?: unknown } } };

/** The reason shown on the invoice: the bounce's own message and kind as the receiving server gave them. */
function reasonOf(event: ResendEvent): string | null {
  if (event.type === "email.complained") return "The recipient marked the mail as spam.";
  const bounce = event.data?.bounce;
  if (event.type !== "email.bounced" || !bounce) return null;
  const kind = [bounce.type, bounce.subType].filter((k) => typeof k === "string" && k).join(" / ");
  const message = typeof bounce.message === "string" ? bounce.message : "";
  return [kind, message].filter(Boolean).join(": ").slice(0, 1000) || null;
}

/**
 * Receives one notification: 401 and nothing written unless its signature and timestamp hold; 400 for a signed
 * body that is not a notification; 200 for everything else (a duplicate, an event about another mail, or an
 * event type we do not follow), since any other answer makes Resend deliver it again.
 */
export function receiveMailWebhook(body: string, headers: SvixHeaders, now = new Date()): WebhookAnswer {
  const secret = mailWebhookSecret();
  if (!secret) {
    logger.warn("mail webhook refused: RESEND_WEBHOOK_SECRET is not set");
    return { status: 401, message: "The mail webhook is not configured." };
  }
  const verified = verifyMailWebhook(secret, headers, body, now);
  if (!verified.ok) {
    logger.warn({ svixId: headers.id, reason: verified.reason }, "mail webhook refused");
    return { status: 401, message: "Invalid signature." };
  }
  let event: ResendEvent;
  try {
    event = JSON.parse(body) as ResendEvent;
  } catch {
    return { status: 400, message: "The body is not JSON." };
  }
  if (typeof event?.type !== "string") return { status: 400, message: "The notification has no type." };
  const emailId = typeof event.data?.email_id === "string" ? event.data.email_id : null;
  const at = [event.created_at, event.data?.created_at].find((v): v is string => typeof v === "string" && !Number.isNaN(Date.parse(v)));
  const occurredAt = at ? new Date(at).toISOString() : now.toISOString();
  const result = emailId ? recordMailEvent(headers.id!, { type: event.type, emailId, occurredAt, reason: reasonOf(event) }) : recordMailEvent(headers.id!, { type: event.type, emailId: null, occurredAt, reason: null });
  logger.info({ svixId: headers.id, type: event.type, emailId, applied: result.applied, duplicate: result.duplicate }, "mail notification received");
  return { status: 200, message: result.duplicate ? "Already received." : "Received.", ...result };
}

/** The headers of a Request as the verification reads them. */
export const svixHeadersOf = (headers: Headers): SvixHeaders => ({ id: headers.get("svix-id"), timestamp: headers.get("svix-timestamp"), signature: headers.get("svix-signature") });

// ---- The sandbox's twin of Resend's notifications ----

export const SANDBOX_MAIL_EVENT_EFFECT = "effect.sandboxMailEvent";
export type SandboxOutcome = "email.delivered" | "email.bounced" | "email.complained";

/** Resend's test addresses decide the outcome, as they do at Resend: bounced@resend.dev, complained@resend.dev (+labels allowed). */
export function sandboxOutcomeFor(address: string): SandboxOutcome {
  const match = /^(bounced|complained)(\+[^@]*)?@resend\.dev$/i.exec(address.trim());
  if (!match) return "email.delivered";
  return match[1].toLowerCase() === "bounced" ? "email.bounced" : "email.complained";
}

/** A Resend-shaped notification about one sandbox mail. */
function sandboxEventBody(type: SandboxOutcome, emailId: string, to: string, now: Date) {
  const data: Record<string, unknown> = { email_id: emailId, to: [to], created_at: now.toISOString(), from: env().MAIL_FROM };
  if (type === "email.bounced") data.bounce = { type: "Permanent", subType: "General", message: `The recipient's mail server does not accept mail for ${to} (sandbox).` };
  return JSON.stringify({ type, created_at: now.toISOString(), data });
}

/** Signs a sandbox notification and gives it to receiveMailWebhook, exactly as the route would after reading the request. */
export function deliverSandboxMailEvent(type: SandboxOutcome, emailId: string, to: string, now = new Date()): WebhookAnswer {
  const secret = mailWebhookSecret();
  if (!secret || !isSandbox()) throw new Error("The sandbox mail twin runs in sandbox mode only.");
  const id = `msg_sandbox_${randomUUID()}`;
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const body = sandboxEventBody(type, emailId, to, now);
  return receiveMailWebhook(body, { id, timestamp, signature: signMailWebhook(secret, id, timestamp, body) }, now);
}

/**
 * Queues the sandbox's notifications for mails just sent (after the delivery recorded their ids, as Resend's
 * arrive after its answer). A complaint comes after the delivery, as at Resend.
 */
export function queueSandboxMailEvents(sent: { address: string; providerId: string }[]) {
  if (!isSandbox() || sent.length === 0) return;
  writeTransaction((tx) => {
    for (const { address, providerId } of sent) {
      const outcome = sandboxOutcomeFor(address);
      const types: SandboxOutcome[] = outcome === "email.complained" ? ["email.delivered", "email.complained"] : [outcome];
      for (const type of types) enqueueEffect(tx, SANDBOX_MAIL_EVENT_EFFECT, { type, emailId: providerId, to: address }, { kind: "mail", id: providerId });
    }
  });
  kickOutbox();
}

/** The outbox handler of a queued sandbox notification. A refused one throws, so the outbox tries again, as Resend would. */
export function sandboxMailEventEffect(row: OutboxRow) {
  const { type, emailId, to } = row.payload as { type?: SandboxOutcome; emailId?: string; to?: string };
  if (!type || !emailId || !to) return;
  const answer = deliverSandboxMailEvent(type, emailId, to);
  if (answer.status !== 200) throw new Error(`The mail webhook answered ${answer.status}: ${answer.message}`);
}

/**
 * The sandbox mailbox's "Bounce": the recipient's server reports a bounce later for a mail that was delivered.
 * Only an invoice's mail can bounce this way (other mails have no delivery to show it on).
 */
export function bounceSandboxMail(emailId: string): WebhookAnswer {
  const recipient = recipientByProviderId(emailId);
  if (!recipient) return { status: 404, message: "That message is not an invoice's mail to a customer." };
  return deliverSandboxMailEvent("email.bounced", emailId, recipient.address);
}

/** Of these sandbox messages, the invoice mails that can still bounce (sent, delayed or delivered). */
export function bounceableSandboxMail(ids: string[]): string[] {
  return ids.filter((id) => {
    const state = recipientByProviderId(id)?.state;
    return state === "sent" || state === "delivered" || state === "delayed";
  });
}

let registered = false;
export function registerSandboxMailEvents() {
  if (registered) return;
  registered = true;
  registerEffect(SANDBOX_MAIL_EVENT_EFFECT, sandboxMailEventEffect);
}
