import { resolveTheme } from "~/lib/theme";
import { readWebSession } from "./auth-session.server";
import type { MemoContext } from "./request-memo.server";
import { flashStorage } from "./cookies.server";
import { env } from "./env.server";
import { type MenuNode, menuFor } from "./menu.server";
import type { ShellMenuNode, ShellUser } from "~/components/layout/shell-types";
import { getUserTheme } from "~/models/settings.server";
import { languageOfUser, visitorLanguage } from "./i18n.server";

/**
 * What every page needs: who is signed in, their menu and theme, the session end for the expiry check, a
 * pending toast. It travels to the browser in every page, so it carries only what the shell shows: no
 * permissions (loaders and actions check those on the server), no menu roles or timestamps.
 */
export async function getRootContext(request: Request, context: MemoContext) {
  const found = await readWebSession(request, context);
  const flash = await flashStorage().getSession(request.headers.get("Cookie"));
  const toast = flash.get("toast") ?? null;
  const user = found?.user ?? null;
  return {
    appMode: env().APP_MODE,
    // The language the page renders in (entry.server and <html lang> read it): the user's, or the visitor's.
    language: user ? languageOfUser(user) : await visitorLanguage(request),
    customizerEnabled: env().CUSTOMIZER_ENABLED,
    user: user && ({ id: user.id, email: user.email, displayName: user.displayName, role: user.role, roles: user.roles, avatarPath: user.avatarPath } satisfies ShellUser),
    sessionExpiresAt: found?.session.expiresAt ?? null,
    theme: resolveTheme(user ? getUserTheme(user.id) : null),
    menu: user ? menuFor(user.roles).map(toShellMenu) : [],
    toast,
    // The toast is read once; the cookie is rewritten only when there was one.
    toastCookie: toast ? await flashStorage().commitSession(flash) : null,
  };
}

function toShellMenu({ id, kind, title, url, icon, badge, badgeColor, newTab, children }: MenuNode): ShellMenuNode {
  return { id, kind, title, url, icon, badge, badgeColor, newTab, children: children.map(toShellMenu) };
}
