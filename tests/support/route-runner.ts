import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { freshLoadContext } from "~/services/request-memo.server";
import { sessionCookie } from "./http";

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<Response> | Response;
export type RouteInit = { form?: FormData | Record<string, string>; params?: Record<string, string> };

/**
 * Calls a route's loader or action as a signed-in user (a session cookie per user, made once per test file): a
 * GET without `form`, a POST with it. A thrown Response (redirect, refusal) is answered like a returned one.
 */
export function routeRunner() {
  const cookies = new Map<string, string>();
  return async function run(handler: unknown, path: string, user: string, init: RouteInit = {}) {
    if (!cookies.has(user)) cookies.set(user, await sessionCookie(user));
    const body = init.form instanceof FormData ? init.form : init.form ? new URLSearchParams(init.form) : undefined;
    const request = new Request(`http://localhost${path}`, { method: body ? "POST" : "GET", headers: { Cookie: cookies.get(user)! }, body });
    try {
      return await (handler as Handler)({ request, params: init.params ?? {}, context: freshLoadContext() } as LoaderFunctionArgs & ActionFunctionArgs);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}

/** Whether the portal refused the user: a 403, or the redirect to the not-authorized page. */
export const denied = (res: Response) => res.status === 403 || (res.status === 302 && (res.headers.get("Location") ?? "").includes("not-authorized"));
