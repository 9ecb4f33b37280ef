/**
 * Resend's HTTP API (POST https://api.resend.com/emails), used by sendMail when RESEND_API_KEY is set. Resend
 * answers with the e-mail's id, which its webhooks name later (email.delivered, email.bounced, ...): the id is
 * what lets a bounce find the delivery it belongs to (app/services/mail-webhook.server.ts). No SDK: one request
 * with fetch does it, and the webhook's verification is ours (node:crypto).
 */
import type { MailMessage } from "./mail.server";

export const RESEND_API_URL = "https://api.resend.com/emails";
const TIMEOUT_MS = 30_000;

/**
 * A send the mail service answered with an error. `permanent`: trying the same mail again cannot help (Resend's
 * 4xx validation or authorisation errors, an SMTP 5xx refusal), so the delivery records it and is not retried;
 * anything else (the service unreachable, a 5xx, a rate limit) is retried by the outbox with its backoff.
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "MailSendError";
  }
}

/** 408 (timeout), 409 (the same idempotency key still being processed) and 429 (rate limit) pass: try again later. */
export const isPermanentStatus = (status: number) => status >= 400 && status < 500 && ![408, 409, 429].includes(status);

/** Whether an error from any transport is a permanent refusal: ours, or an SMTP server's 5xx reply (nodemailer's responseCode). */
export function isPermanentMailError(error: unknown): boolean {
  if (error instanceof MailSendError) return error.permanent;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

type Fetch = typeof fetch;

/** Sends one message through Resend; answers Resend's id. The idempotency key makes a retry after a lost answer send nothing twice. */
export async function sendWithResend(message: MailMessage, { apiKey, from, fetchImpl = fetch }: { apiKey: string; from: string; fetchImpl?: Fetch }): Promise<{ id: string; accepted: string[] }> {
  const to = message.to.split(",").map((a) => a.trim()).filter(Boolean);
  const body = {
    from,
    to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content).toString("base64"), content_type: a.contentType })) } : {}),
  };
  const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  if (message.idempotencyKey) headers["idempotency-key"] = message.idempotencyKey.slice(0, 256);
  let response: Response;
  try {
    response = await fetchImpl(RESEND_API_URL, { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new MailSendError(`Resend could not be reached: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  const answer = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown; name?: unknown } | null;
  if (!response.ok) {
    const said = typeof answer?.message === "string" ? answer.message : response.statusText;
    throw new MailSendError(`Resend refused the mail (${response.status}${typeof answer?.name === "string" ? ` ${answer.name}` : ""}): ${said}`, isPermanentStatus(response.status), response.status);
  }
  if (typeof answer?.id !== "string") throw new MailSendError("Resend answered without an e-mail id.", false, response.status);
  return { id: answer.id, accepted: to };
}
