import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { freshLoadContext } from "~/services/request-memo.server";

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;

/** Calls a route's loader or action as Remix would, with a JSON body and optional bearer token. */
export async function call(
  handler: Handler,
  { method = "POST", path = "/", body, token, params = {}, headers = {} }: { method?: string; path?: string; body?: unknown; token?: string; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost${path}`, {
    method,
    // Each call comes from its own address unless a test pins one, so the per-IP sign-in throttle only bites where tested.
    headers: { [CLIENT_ADDRESS_HEADER]: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const { response, text, json } = await respond(handler, request, params);
  return { status: response.status, json: json as Record<string, unknown> & { data?: Record<string, unknown> & { [k: string]: unknown } }, text, headers: response.headers };
}

/** Runs a loader or action with `request` as Remix would (a thrown Response is an answer too): the response, its body as text and, where it is JSON, parsed. */
export async function respond(handler: Handler, request: Request, params: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await handler({ request, params, context: freshLoadContext() } as ActionFunctionArgs & LoaderFunctionArgs);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON (a redirect has no body) */
  }
  return { response, text, json };
}

/** The newest sandbox e-mail to `to` (codes and links are read from it, as a person would). */
export async function latestMailTo(to: string) {
  const { listSandboxMail } = await import("~/services/mail.server");
  const message = listSandboxMail(200).find((m) => m.to.includes(to));
  if (!message) throw new Error(`No mail to ${to}`);
  return message;
}

export async function latestOtp(to: string) {
  const message = await latestMailTo(to);
  const code = /\b(\d{6})\b/.exec(message.subject)?.[1];
  if (!code) throw new Error(`No code in "${message.subject}"`);
  return code;
}
