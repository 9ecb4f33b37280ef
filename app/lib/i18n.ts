import type { InitOptions } from "i18next";
import { LANGUAGES, NAMESPACES } from "~/locales/languages";

/**
 * The i18next options the server and the browser share, so both render the same text (no hydration mismatch).
 * Dates, months and numbers are not translated: they stay Indonesian-formatted in both languages
 * (app/domain/dates.ts, money.ts), as the issue asks.
 */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  // No fallback language: a key missing in one language is a bug the tests catch, not English on an Indonesian page.
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // A key without a translation shows as ⟦namespace:key⟧, which tests/e2e look for on every screen.
  parseMissingKeyHandler: (key: string) => `⟦${key}⟧`,
} satisfies InitOptions;

export const MISSING_KEY_MARK = "⟦";

