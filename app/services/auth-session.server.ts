import { redirect } from "@remix-run/node";
import { UntilChanged } from "#db/until-changed";
import { endSignInRows, findUnrevokedSession, hasLiveTrustedDevice, insertSession, insertTrustedDevice, revokeSession, revokeSessionsOf } from "~/models/sessions.server";
import { type AccessUser, loadAccessUser } from "~/models/user.server";
import { randomToken, sha256 } from "./crypto.server";
import { deviceCookie, sessionCookie } from "./cookies.server";
import { clientAddress } from "./client-address.server";
import { env } from "./env.server";
import type { MemoContext } from "./request-memo.server";
import { noteUser } from "./request-context.server";

const TRUST_DAYS = 30;

export type WebSession = { id: string; userId: string; expiresAt: string };


/**
 * Starts a session: a fresh random id every time (rotation at sign-in, so a
 * fixed id cannot be planted before login), stored as its hash.
 */
export async function createWebSession(request: Request, userId: string, headers = new Headers()) {
  const raw = randomToken();
  const expiresAt = new Date(Date.now() + env().SESSION_TTL_MINUTES * 60_000).toISOString();
  insertSession({ id: sha256(raw), userId, expiresAt, ip: clientAddress(request), userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null });
  headers.append("Set-Cookie", await sessionCookie().serialize(raw, { expires: new Date(expiresAt) }));
  return headers;
}

/** The session id the request's signed cookie holds; read (and its signature checked) once per request, however many loaders ask. */
function rawSessionId(request: Request, { memo }: MemoContext): Promise<string | null> {
  const header = request.headers.get("Cookie");
  return memo.get(`session-cookie:${header}`, async () => {
    const value = await sessionCookie().parse(header);
    return typeof value === "string" && value.length > 20 ? value : null;
  });
}

/**
 * The live session row and its user, or null when absent, expired, revoked or the user is no longer active.
 * `context` is Remix's load context (a loader's or action's `context`): the loaders of one document request
 * share the answer through its memo (request-memo.server.ts).
 */
export async function readWebSession(request: Request, context: MemoContext): Promise<{ session: WebSession; user: AccessUser } | null> {
  const raw = await rawSessionId(request, context);
  if (!raw) return null;
  const found = await context.memo.get(`web-session:${raw}`, () => readSessionRow(raw));
  // The request's log lines name the user from here on (request-context.server.ts).
  if (found) noteUser(found.user.id);
  return found;
}

/**
 * Sessions read by their hashed id, kept until the database changes (db/until-changed.ts): every request of a
 * signed-in user asks for the same session and user. Revoking a session, or any change to the user, their roles
 * or permissions, is a write, so it is seen by the next request. The expiry is checked on every use, because
 * time passes without a write.
 */
const unrevokedSessions = new UntilChanged<{ session: WebSession; user: AccessUser } | null>(2000);

function readSessionRow(raw: string): { session: WebSession; user: AccessUser } | null {
  const id = sha256(raw);
  const found = unrevokedSessions.get(id, () => readUnrevokedSession(id));
  return found && found.session.expiresAt > new Date().toISOString() ? found : null;
}

function readUnrevokedSession(id: string): { session: WebSession; user: AccessUser } | null {
  const row = findUnrevokedSession(id);
  if (!row) return null;
  const user = loadAccessUser(row.userId);
  if (!user || user.status !== "active") return null;
  return { session: row, user };
}

export async function revokeWebSession(request: Request, context: MemoContext, headers = new Headers()) {
  const raw = await rawSessionId(request, context);
  if (raw) context.memo.forget(`web-session:${raw}`);
  if (raw) revokeSession(sha256(raw));
  headers.append("Set-Cookie", await sessionCookie().serialize("", { maxAge: 0 }));
  return headers;
}

export function revokeAllSessionsOf(userId: string) {
  revokeSessionsOf(userId);
}

/**
 * After a password change or reset, whoever knew the old password must be out: every browser session but the one
 * kept (the person changing it; a reset keeps none), every API and mock sign-in with its refresh tokens, and every
 * trusted device, so the next sign-in anywhere asks for the one-time code again. One transaction with the caller's.
 */
export function endSignInsOf(userId: string, { keepSessionId = null, reason }: { keepSessionId?: string | null; reason: string }) {
  endSignInRows(userId, { keepSessionId, reason });
}

/** Remembers this browser for 30 days: on the next sign-in fingerprintStatus is true and no OTP is asked. */
export async function trustDevice(request: Request, userId: string, headers = new Headers()) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + TRUST_DAYS * 86_400_000).toISOString();
  insertTrustedDevice({ id: sha256(`${token}:id`), userId, tokenHash: sha256(token), userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null, expiresAt });
  headers.append("Set-Cookie", await deviceCookie().serialize(token));
  return { headers, token };
}

/** Whether the device token (cookie, or the API's X-Device-Token header) is a live trust for this user. */
export async function isTrustedDevice(request: Request, userId: string): Promise<boolean> {
  const token = (await deviceCookie().parse(request.headers.get("Cookie"))) ?? request.headers.get("x-device-token");
  if (typeof token !== "string" || !token) return false;
  return hasLiveTrustedDevice(sha256(token), userId);
}

export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`);
}

const REDIRECT_BASE = "http://origin.invalid";

/**
 * Only same-site paths are followed (an open redirect would hand the session to another site). The value is read
 * the way a browser reads a Location header (tabs and newlines dropped, backslashes as slashes, `scheme:` forms,
 * dot segments), and what is returned is the parsed path, query and hash rather than the text given, so nothing
 * the browser would read differently reaches the header. Other control characters are refused outright.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string") return fallback;
  const value = to.replace(/[\t\n\r]/g, "");
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  // "/..//evil.com" parses to the path "//evil.com", which a browser would then read as another host.
  if (url.origin !== new URL(REDIRECT_BASE).origin || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
