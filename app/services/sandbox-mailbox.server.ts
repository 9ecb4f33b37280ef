import type { AppLoadContext } from "@remix-run/node";
import { getOptionalUser } from "./auth.server";
import { loginRedirect } from "./auth-session.server";
import { clientAddress, isLoopback } from "./client-address.server";
import { isSandbox } from "./env.server";
import { httpError } from "./http.server";

/**
 * A request made on this machine: the socket's address (clientAddress, set by the Express layer through
 * TRUSTED_PROXIES) is loopback. A request that carries forwarding headers came through a proxy, which on the same
 * machine would make every visitor look local, so it is not counted as local (it can only lose access this way).
 */
function fromThisMachine(request: Request) {
  const forwarded = ["forwarded", "x-forwarded-for", "x-real-ip"].some((name) => request.headers.has(name));
  return !forwarded && isLoopback(clientAddress(request));
}

/**
 * The sandbox mailbox holds every sign-in code and reset link (and now customers' invoices), so it opens only in
 * sandbox mode, on this machine (localhost) or to a signed-in super-admin; anyone else signs in first, or is
 * refused: with 403 on the mailbox page, and with the same 404 as a missing file on an attachment (`hide`).
 */
export async function requireMailboxReader(request: Request, context: AppLoadContext, { hide = false } = {}) {
  if (!isSandbox()) throw new Response("Not found", { status: 404 });
  if (fromThisMachine(request)) return;
  const user = await getOptionalUser(request, context);
  if (!user) throw loginRedirect(request);
  if (user.roles.includes("super-admin")) return;
  if (hide) throw httpError(404, "That attachment is not in the sandbox mailbox.");
  throw httpError(403, "The sandbox mailbox is for super-admins, or open it on the server itself (http://localhost).");
}
