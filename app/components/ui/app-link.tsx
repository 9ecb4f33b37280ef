import { type AnchorHTMLAttributes, forwardRef } from "react";

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An address inside the portal ("/invoices?status=approved"). */
  to: string;
  /** Keep the scroll position, as a sort header or a pager does. */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of the portal that costs the server render a plain <a>. Remix's <Link> resolves its
 * path, reads the router's state and sets up prefetching on every render, several microseconds each,
 * and the shell and a list page carry thirty-odd links on every request. An AppLink is an anchor
 * marked `data-nav`: the one click handler on the document body (useAppLinkNavigation) turns a plain
 * click on it into a client-side navigation, and `data-discover` lets Remix learn its route before the
 * click, as it does for <Link>. Without JavaScript it is an ordinary link.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, preventScrollReset, ...props }, ref) {
  return <a ref={ref} href={to} data-nav={preventScrollReset ? "keep-scroll" : ""} data-discover="true" {...props} />;
});
