import { type ActionFunctionArgs, json } from "@remix-run/node";
import { receiveNotification } from "~/services/gateway.server";
import { httpError } from "~/services/http.server";

/**
 * POST /webhooks/payment-gateway: the payment gateway's HTTP notifications (Midtrans style). No session: the
 * signature over the raw body is the authentication (app/services/gateway.server.ts receiveNotification). A 2xx
 * tells the gateway to stop delivering; anything else makes it deliver again later.
 */
export async function loader() {
  throw httpError(405, "Notifications are POSTed.");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") throw httpError(405, "Notifications are POSTed.");
  // The raw text, never a re-serialised object: the signature is over the body's own strings.
  const answer = receiveNotification(await request.text());
  return json({ status: answer.status === 200, message: answer.message, ...(answer.outcome ? { outcome: answer.outcome } : {}) }, { status: answer.status, headers: { "cache-control": "no-store" } });
}
