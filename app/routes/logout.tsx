import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { logActivity } from "~/models/user.server";
import { readWebSession, revokeWebSession } from "~/services/auth-session.server";

/**
 * Logout (spec section 4): the session row is revoked and the cookie cleared; the
 * page then lands on /login?loggedOut=1, where the browser clears localStorage and
 * its IndexedDB databases before anything else runs.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const found = await readWebSession(request, context);
  if (found) logActivity(found.user.id, "sign-out");
  const headers = await revokeWebSession(request, context);
  headers.append("Cache-Control", "no-store");
  return redirect("/login?loggedOut=1", { headers });
}

export function loader() {
  return redirect("/login");
}
