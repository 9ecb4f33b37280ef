import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES } from "~/locales/languages";

/**
 * The sign-in pages' language choice, before anyone is signed in: one button per language, each a plain form
 * post (routes/resources.language.tsx keeps the choice in a cookie). The current language is marked, not offered.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation("auth");
  const location = useLocation();
  return (
    <nav aria-label={t("languageSwitch")} className="flex justify-center gap-1 text-sm">
      {LANGUAGES.map((language) =>
        language === i18n.language ? (
          <span key={language} lang={language} aria-current="true" className="rounded-md px-2 py-1 font-medium">
            {LANGUAGE_NAMES[language]}
          </span>
        ) : (
          <Form key={language} method="post" action="/resources/language">
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" name="language" value={language} lang={language} className="rounded-md px-2 py-1 text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {LANGUAGE_NAMES[language]}
            </button>
          </Form>
        ),
      )}
    </nav>
  );
}
