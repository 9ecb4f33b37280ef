import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { covers } from "~/lib/permissions";
import type { AccessUser } from "~/models/user.server";
import { loginRedirect, readWebSession } from "./auth-session.server";
import { httpError } from "./http.server";
import { menuAllowsPath } from "./menu.server";
import type { MemoContext } from "./request-memo.server";
import { type SignInOutcome, verifyCredentials } from "./sign-in.server";

/**
 * remix-auth v4 with the form strategy: it only returns what verify returns (the
 * sign-in outcome); committing and rotating the session is ours (auth-session.server).
 */
export const authenticator = new Authenticator<SignInOutcome>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = String(form.get("email") ?? "").trim().toLowerCase();
    const password = String(form.get("password") ?? "");
    return verifyCredentials(request, email, password);
  }),
  "form",
);

export const NOT_AUTHORIZED_PATH = "/misc/not-authorized";

/**
 * `context` in these helpers is Remix's load context (the loader's or action's `context` argument): its
 * per-request memo lets the root, layout and page loaders of one request read the session once.
 */
export async function getOptionalUser(request: Request, context: MemoContext): Promise<AccessUser | null> {
  return (await readWebSession(request, context))?.user ?? null;
}

/**
 * Every portal loader and action starts here: signed in (else to /login with the
 * way back), and allowed by the menu item that governs this path (else to
 * /misc/not-authorized), checked on the server for every route.
 */
export async function requireUser(request: Request, context: MemoContext): Promise<AccessUser> {
  const found = await readWebSession(request, context);
  if (!found) throw loginRedirect(request);
  const { pathname } = new URL(request.url);
  if (!menuAllowsPath(pathname, found.user.roles)) {
    if (request.method === "GET") throw redirect(NOT_AUTHORIZED_PATH);
    throw httpError(403, "Your role may not use this page.");
  }
  return found.user;
}

export async function requireSession(request: Request, context: MemoContext) {
  const found = await readWebSession(request, context);
  if (!found) throw loginRedirect(request);
  return found;
}

export function hasPermission(user: AccessUser, permission: string) {
  return covers(user.permissions, permission);
}

/** As requireUser, and the user's roles must grant `permission` (a page visit goes to not-authorized, a mutation gets 403). */
export async function requireUserWithPermission(request: Request, context: MemoContext, permission: string): Promise<AccessUser> {
  const user = await requireUser(request, context);
  if (!hasPermission(user, permission)) {
    if (request.method === "GET") throw redirect(NOT_AUTHORIZED_PATH);
    throw httpError(403, `You need the permission ${permission} for this.`);
  }
  return user;
}

/** For pages that only signed-out visitors use (login, register): a signed-in visitor goes to the dashboard. */
export async function requireAnonymous(request: Request, context: MemoContext) {
  if (await readWebSession(request, context)) throw redirect("/");
}
