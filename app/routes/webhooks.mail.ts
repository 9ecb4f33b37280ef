import { type ActionFunctionArgs, json } from "@remix-run/node";
import { httpError } from "~/services/http.server";
import { receiveMailWebhook, svixHeadersOf } from "~/services/mail-webhook.server";

/**
 * POST /webhooks/mail: Resend's notifications about the mails we sent (delivered, delayed, bounced, complained).
 * No session: the Svix signature over the raw body is the authentication (app/services/mail-webhook.server.ts).
 * A 2xx tells Resend to stop delivering; a 401 writes nothing.
 */
export async function loader() {
  throw httpError(405, "Notifications are POSTed.");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") throw httpError(405, "Notifications are POSTed.");
  // The raw text, never a re-serialised object: the signature is over the body's own bytes.
  const answer = receiveMailWebhook(await request.text(), svixHeadersOf(request.headers));
  return json({ ok: answer.status === 200, message: answer.message }, { status: answer.status, headers: { "cache-control": "no-store" } });
}
