import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import bootstrapIcons from "bootstrap-icons/font/bootstrap-icons.min.css";
import remixIcons from "remixicon/fonts/remixicon.css";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PortalShell } from "~/components/layout/portal-shell";
import { SessionExpiry, SessionProvider } from "~/components/session-expiry";
import { DEFAULT_THEME } from "~/lib/theme";
import { listBookmarks } from "~/models/bookmark.server";
import type { loader as rootLoader } from "~/root";
import { requireUser } from "~/services/auth.server";
import { notificationFeed } from "~/services/shell.server";
import { revalidateShellOnMutation } from "~/lib/shell-revalidation";

/** The icon fonts the menu's remix and bootstrap icon families draw with (published packages, spec section 2). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: remixIcons },
  { rel: "stylesheet", href: bootstrapIcons },
];

/**
 * A page names itself for bookmarks with `export const handle = { title: "ns:key.path" }`: a translation key
 * (it holds ":"), shown in the page's language. A title without ":" is shown as written, so routes move to keys
 * one by one.
 */
export type PortalHandle = { title?: string };

/** The pinned-page title of a handle's title: translated when it is a key ("lists:invoices.title"), else as written. */
export function handleTitle(t: (key: string) => string, title: string): string {
  return title.includes(":") ? t(title) : title;
}

export const shouldRevalidate = revalidateShellOnMutation;

/**
 * The pathless layout of every signed-in page. Signed in, and allowed by the menu item governing the URL,
 * or this loader redirects (to /login, or to /misc/not-authorized). Each child still checks for itself.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({ feed: notificationFeed(user.id), bookmarks: listBookmarks(user.id) });
}

export default function PortalLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { feed, bookmarks } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const { t } = useTranslation();
  const handleName = [...matches].reverse().map((m) => (m.handle as PortalHandle | undefined)?.title).find(Boolean);
  const pageTitle = handleName ? handleTitle(t as unknown as (key: string) => string, handleName) : null;
  if (!root?.user) return <Outlet />;
  return (
    <SessionProvider>
      <PortalShell
        user={root.user}
        theme={root.theme ?? DEFAULT_THEME}
        menu={root.menu}
        feed={feed}
        bookmarks={bookmarks}
        customizerEnabled={root.customizerEnabled}
        appMode={root.appMode}
        toast={root.toast}
        pageTitle={pageTitle}
      >
        <Outlet />
      </PortalShell>
      <SessionExpiry expiresAt={root.sessionExpiresAt} />
    </SessionProvider>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
