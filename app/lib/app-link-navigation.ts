import { useNavigate } from "@remix-run/react";
import { type MouseEvent, useCallback } from "react";

/**
 * Links navigated by the body's click handler: AppLinks (`a[data-nav]`) and every link inside an element
 * marked `data-nav-links` (the document lists' rows, which are markup, see document-cells.tsx).
 */
const NAVIGATED = "a[data-nav], [data-nav-links] a";

/** The address a plain left click on an in-app link should open client-side, or null to let the browser act. */
export function appLinkTarget(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "target">) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.(NAVIGATED);
  const href = anchor?.getAttribute("href");
  // Only same-origin paths; a new tab, a download or a protocol-relative address is the browser's.
  if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.hasAttribute("download") || anchor.getAttribute("target")) return null;
  return { href, preventScrollReset: anchor.getAttribute("data-nav") === "keep-scroll" };
}

/** The document body's click handler: in-app links (see NAVIGATED) navigate without a page load. */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      const target = appLinkTarget(event);
      if (!target) return;
      event.preventDefault();
      navigate(target.href, { preventScrollReset: target.preventScrollReset });
    },
    [navigate],
  );
}
