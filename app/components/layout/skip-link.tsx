import { useTranslation } from "react-i18next";

/** The id every page gives its <main>: the skip link's target. */
export const MAIN_ID = "main";

/**
 * "Skip to content" (WCAG 2.4.1 Bypass Blocks): the first thing a keyboard reaches on every page, shown only
 * while focused. The target <main> carries tabIndex -1 so focus (not just the scroll) moves there.
 */
export function SkipLink() {
  const { t } = useTranslation("shell");
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded bg-primary px-3 py-2 text-primary-foreground outline-none focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {t("a11y.skipToContent")}
    </a>
  );
}
