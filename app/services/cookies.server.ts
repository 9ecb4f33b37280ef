import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { env } from "./env.server";

const secure = () => env().APP_MODE === "production";

/** Holds only the session id (signed); the session itself is a database row. */
export const sessionCookie = () =>
  createCookie("__digimon_session", { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", secrets: [env().SESSION_SECRET] });

/** "Trust this device": a signed random token, 30 days. */
export const deviceCookie = () =>
  createCookie("__digimon_device", { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: 30 * 24 * 3600, secrets: [env().SESSION_SECRET] });

/** The language a signed-out visitor picked (sign-in pages); a signed-in user's language is their profile's. */
export const languageCookie = () => createCookie("__digimon_lng", { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: 365 * 24 * 3600 });

/**
 * Short-lived state between the password step and the OTP step (which user is
 * half-way through signing in), and one-shot toasts after a mutation.
 */
export const flashStorage = () =>
  createCookieSessionStorage<{ pendingUserId: string; pendingSince: number; redirectTo: string }, { toast: Toast }>({
    cookie: { name: "__digimon_flash", httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: 15 * 60, secrets: [env().SESSION_SECRET] },
  });

export type Toast = { kind: "success" | "error" | "info"; title: string; description?: string };

/** Adds a toast to the response of a mutation (which always redirects); the next page shows it once. */
export async function withToast(request: Request, toast: Toast, headers = new Headers()) {
  const storage = flashStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("toast", toast);
  headers.append("Set-Cookie", await storage.commitSession(session));
  return headers;
}
