import { resolveTheme } from "~/lib/theme";
import { readWebSession } from "./auth-session.server";
import { flashStorage } from "./cookies.server";
import { env } from "./env.server";
import { menuFor } from "./menu.server";
import { getUserTheme } from "~/models/settings.server";

/** What every page needs: who is signed in, their menu and theme, the session end for the expiry check, a pending toast. */
export async function getRootContext(request: Request) {
  const found = await readWebSession(request);
  const flash = await flashStorage().getSession(request.headers.get("Cookie"));
  const toast = flash.get("toast") ?? null;
  const user = found?.user ?? null;
  return {
    appMode: env().APP_MODE,
    customizerEnabled: env().CUSTOMIZER_ENABLED,
    user: user && { id: user.id, email: user.email, displayName: user.displayName, role: user.role, roles: user.roles, permissions: user.permissions, referenceId: user.referenceId, avatarPath: user.avatarPath, division: user.division, unit: user.unit },
    sessionExpiresAt: found?.session.expiresAt ?? null,
    theme: resolveTheme(user ? getUserTheme(user.id) : null),
    menu: user ? menuFor(user.roles) : [],
    toast,
    // The toast is read once; the cookie is rewritten only when there was one.
    toastCookie: toast ? await flashStorage().commitSession(flash) : null,
  };
}
