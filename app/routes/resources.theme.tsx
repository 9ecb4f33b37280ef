import { type ActionFunctionArgs, json, redirect } from "@remix-run/node";
import { z } from "zod";
import { resolveTheme, ThemeSchema } from "~/lib/theme";
import { getUserTheme, saveUserTheme } from "~/models/settings.server";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/services/auth-session.server";
import { withToast } from "~/services/cookies.server";
import { env } from "~/services/env.server";
import { httpError, readForm } from "~/services/http.server";

const onOff = z
  .enum(["on", "off"])
  .optional()
  .transform((v) => v === "on");

/** The customizer form: radios send their value, switches send "on" when set (an unchecked box sends nothing). */
export const ThemeFormSchema = z.object({
  mode: ThemeSchema.shape.mode.removeDefault(),
  menuColor: ThemeSchema.shape.menuColor.removeDefault(),
  layout: ThemeSchema.shape.layout.removeDefault(),
  collapsed: onOff,
  navbarColor: ThemeSchema.shape.navbarColor.removeDefault().optional(),
  navbarType: ThemeSchema.shape.navbarType.removeDefault(),
  footerType: ThemeSchema.shape.footerType.removeDefault(),
  rtl: onOff,
  scrollTop: onOff,
});

/**
 * Saves the theme customizer (issue 4): per user, so the server renders the next page with it.
 * intent=save (the whole panel), reset (back to the spec's defaults), collapse (the sidebar toggle,
 * which stays usable when the panel is switched off). A plain form post (with redirectTo) is answered
 * with a redirect back; a background save from the live panel with JSON.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = Object.fromEntries(await readForm(request));
  const intent = String(form.intent ?? "save");
  const back = typeof form.redirectTo === "string" && form.redirectTo ? safeRedirect(form.redirectTo) : null;
  const current = resolveTheme(getUserTheme(user.id));
  let toast: string;

  if (intent === "collapse") {
    saveUserTheme(user.id, { ...current, collapsed: form.collapsed === "on" });
    toast = "";
  } else {
    if (!env().CUSTOMIZER_ENABLED) throw httpError(403, "The theme customizer is switched off for this portal.");
    if (intent === "reset") {
      saveUserTheme(user.id, {});
      toast = "Theme reset to the defaults";
    } else if (intent === "save") {
      const parsed = ThemeFormSchema.safeParse(form);
      if (!parsed.success) throw httpError(400, "Those theme settings are not valid.", { issues: parsed.error.flatten().fieldErrors });
      // Navbar colour is a vertical-only setting: a horizontal save keeps the stored one.
      saveUserTheme(user.id, resolveTheme({ ...current, ...parsed.data, navbarColor: parsed.data.navbarColor ?? current.navbarColor }));
      toast = "Theme saved";
    } else throw httpError(400, `Unknown intent ${intent}`);
  }

  if (!back) return json({ ok: true, theme: resolveTheme(getUserTheme(user.id)) });
  return redirect(back, { headers: toast ? await withToast(request, { kind: "success", title: toast }) : undefined });
}

export function loader() {
  return redirect("/");
}
