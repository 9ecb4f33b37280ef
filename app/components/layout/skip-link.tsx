import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
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

/**
 * After a client-side navigation to another page, a focus left on nothing (the followed link was part of the page
 * that is gone) moves to the new page's <main>, as a page load would start a keyboard and screen-reader user at
 * the new content. A focus still on the page stays (a menu item keeps it, issue 17). Only a change of path counts.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
