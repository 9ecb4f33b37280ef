/**
 * The languages and namespaces, apart from the resources themselves, so the browser bundle can name them
 * without pulling both languages in (entry.client loads only the page's own).
 */
export const LANGUAGES = ["id", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAMESPACES = ["common", "shell", "auth", "lists", "documents", "products", "recurring", "reports", "admin", "profile", "inspector", "pdf", "mail", "messages", "payments", "cashOuts", "companies", "partnerships", "contracts", "creditNotes", "tickets", "rewards", "quotations", "settlements", "dashboards", "dashboardSummary", "dunning"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** What each language is called in itself, for the language pickers. */
export const LANGUAGE_NAMES: Record<Language, string> = { id: "Bahasa Indonesia", en: "English" };
