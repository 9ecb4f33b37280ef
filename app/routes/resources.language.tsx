import { type ActionFunctionArgs, json, redirect } from "@remix-run/node";
import { z } from "zod";
import { LANGUAGES } from "~/locales";
import { setUserLanguage } from "~/models/profile.server";
import { logActivity } from "~/models/user.server";
import { readWebSession, safeRedirect } from "~/services/auth-session.server";
import { languageCookie, withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { translatorFor } from "~/services/i18n.server";

const LanguageForm = z.object({ language: z.enum(LANGUAGES), redirectTo: z.string().optional() });

/**
 * Chooses the language. A signed-in user's choice is stored in their profile (and so follows them to every
 * device, their e-mails and PDFs); it is also kept in a cookie, so the sign-in page after signing out stays in
 * it. A signed-out visitor's choice lives in the cookie alone. Answers with a redirect back, so the page is
 * rendered again in the new language, with or without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const parsed = LanguageForm.safeParse(form);
  if (!parsed.success) return json({ error: "Choose Bahasa Indonesia or English." }, { status: 400 });
  const { language } = parsed.data;
  const found = await readWebSession(request, context);
  if (found) {
    setUserLanguage(found.user.id, language);
    logActivity(found.user.id, "profile.language-changed", { language });
  }
  const headers = new Headers({ "Set-Cookie": await languageCookie().serialize(language) });
  if (!found) return redirect(safeRedirect(parsed.data.redirectTo, "/login"), { headers });
  const t = translatorFor(language, "profile");
  return redirect(safeRedirect(parsed.data.redirectTo, "/profile"), { headers: await withToast(request, { kind: "success", title: t("language.saved") }, headers) });
}
