import { redirect } from "@remix-run/node";
import { logActivity } from "~/models/user.server";
import { createWebSession, safeRedirect, trustDevice } from "./auth-session.server";
import { clientAddress } from "./client-address.server";
import { flashStorage } from "./cookies.server";

const PENDING_MS = 10 * 60_000;

/** Who passed the password step on this browser and is now at the OTP step (a signed cookie, 10 minutes). */
export async function readPendingLogin(request: Request) {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const userId = session.get("pendingUserId");
  const since = session.get("pendingSince") ?? 0;
  if (!userId || Date.now() - since > PENDING_MS) return null;
  return { userId, redirectTo: session.get("redirectTo") ?? "/" };
}

export async function writePendingLogin(request: Request, userId: string, redirectTo: string, headers = new Headers()) {
  const storage = flashStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("pendingUserId", userId);
  session.set("pendingSince", Date.now());
  session.set("redirectTo", safeRedirect(redirectTo));
  headers.append("Set-Cookie", await storage.commitSession(session));
  return headers;
}

export async function clearPendingLogin(request: Request, headers = new Headers()) {
  const storage = flashStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.unset("pendingUserId");
  session.unset("pendingSince");
  session.unset("redirectTo");
  headers.append("Set-Cookie", await storage.commitSession(session));
  return headers;
}

/** Finishes a sign-in: a rotated session, optionally a trusted device, and the way back to where the person was going. */
export async function completeSignIn(request: Request, userId: string, redirectTo: string, { trust = false } = {}) {
  const headers = await clearPendingLogin(request);
  await createWebSession(request, userId, headers);
  if (trust) await trustDevice(request, userId, headers);
  logActivity(userId, "sign-in", { trustedDevice: trust }, clientAddress(request));
  return redirect(safeRedirect(redirectTo), { headers });
}
