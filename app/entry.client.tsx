import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/lib/i18n";
import { type Language, type Namespace, isLanguage } from "~/locales/languages";

// Spec section 2: any service worker is unregistered, and console output is silenced in production.
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));
}
if (document.documentElement.dataset.mode === "production") {
  for (const method of ["log", "info", "debug", "warn"] as const) console[method] = () => {};
}

// Each language is its own chunk: the browser loads the page's language before hydrating (so the first render
// matches the server's text) and the other one only if the user switches.
const bundles: Record<Language, () => Promise<{ default: Record<Namespace, object> }>> = {
  id: () => import("~/locales/id"),
  en: () => import("~/locales/en"),
};

async function hydrate() {
  const lang = document.documentElement.lang;
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: Namespace) => bundles[isLanguage(language) ? language : "id"]().then((bundle) => bundle.default[namespace])))
    .init({ ...i18nOptions, lng: isLanguage(lang) ? lang : "id" });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={instance}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
