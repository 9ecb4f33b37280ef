import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nOptions } from "~/lib/i18n";
import { type Language, type Namespace, LANGUAGES, isLanguage, resources } from "~/locales";
import { readWebSession } from "./auth-session.server";
import { languageCookie } from "./cookies.server";
import { env } from "./env.server";
import type { MemoContext } from "./request-memo.server";

/**
 * One i18next instance per language for the life of the process. The resources are bundled modules, so an
 * instance is ready at once, and the server never changes an instance's language: each request picks the
 * instance of its language (remix-i18next's getFixedT would build and initialise a new instance per call).
 */
const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance({ ...i18nOptions, lng: language, resources, initImmediate: false });
    void instance.init();
    instances.set(language, instance);
  }
  return instance;
}

/** A translator fixed to a language and namespace: e-mails, PDFs and notifications in their reader's language. */
export function translatorFor<N extends Namespace = "common">(language: Language, namespace?: N): TFunction<N> {
  return i18nFor(language).getFixedT(language, namespace ?? "common") as TFunction<N>;
}

/** The portal's default language (a setting): new users and signed-out visitors whose browser asks for neither. */
export const defaultLanguage = (): Language => env().DEFAULT_LANGUAGE;

/** A user's language: the one chosen in their profile, else the portal's default. */
export const languageOfUser = (user: { language: Language | null } | null | undefined): Language => user?.language ?? defaultLanguage();

let detector: RemixI18Next | null = null;

/** Signed-out visitors: the language picked on the sign-in pages (a cookie), else the browser's Accept-Language, else the default. */
function signedOutDetector() {
  detector ??= new RemixI18Next({
    detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: defaultLanguage(), cookie: languageCookie(), order: ["cookie", "header"] },
  });
  return detector;
}

/** A signed-out visitor's language (the detection above). */
export async function visitorLanguage(request: Request): Promise<Language> {
  const detected = await signedOutDetector().getLocale(request);
  return isLanguage(detected) ? detected : defaultLanguage();
}

/** The language this request renders in: the signed-in user's, else the visitor's. Once per request. */
export function requestLanguage(request: Request, context: MemoContext): Promise<Language> {
  return context.memo.get("language", async () => {
    const found = await readWebSession(request, context);
    return found ? languageOfUser(found.user) : visitorLanguage(request);
  });
}

/** The translator of this request's language, for loaders and actions (toasts, thrown messages, page titles). */
export async function requestTranslator<N extends Namespace = "common">(request: Request, context: MemoContext, namespace?: N): Promise<TFunction<N>> {
  return translatorFor(await requestLanguage(request, context), namespace);
}
