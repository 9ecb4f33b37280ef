import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getOptionalUser, NOT_AUTHORIZED_PATH } from "~/services/auth.server";
import { menuAllowsPath } from "~/services/menu.server";

/**
 * Any unknown URL: the shared styled 404. Under a menu item the signed-in user's role may not open,
 * the answer is /misc/not-authorized, as for the pages that exist there: a 404 would tell them
 * which addresses exist in a part of the portal that is closed to them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  if (user && !menuAllowsPath(new URL(request.url).pathname, user.roles)) throw redirect(NOT_AUTHORIZED_PATH);
  throw new Response("The page you asked for does not exist or has moved.", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
