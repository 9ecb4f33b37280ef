import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * When the root and portal layout loaders run again in the browser. What they carry (the signed-in user,
 * theme, menu, notification feed, bookmarks, a toast) changes through actions, and every action
 * revalidates; the notification menu polls for itself. A plain link or filter change therefore fetches only
 * the page's own loader instead of three, and that loader still checks the session and the menu for itself
 * (requireUser). The same URL again (a revalidate() call, or submitting a GET form unchanged) refreshes all.
 */
export function revalidateShellOnMutation({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const mutation = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  return mutation || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}
