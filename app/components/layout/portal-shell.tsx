import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Theme } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { BookmarksMenu, PinButton } from "./bookmarks-menu";
import { Brand } from "./brand";
import { Customizer } from "./customizer";
import { FlashToast, type FlashToastData } from "./flash-toast";
import { Footer, ScrollToTop } from "./footer";
import { GlobalSearch } from "./global-search";
import { NotificationMenu } from "./notification-menu";
import { activeMenuId, menuTitleFor, type ShellBookmark, type ShellMenuNode, type ShellNotification, type ShellUser } from "./shell-types";
import { useTranslatedMenu } from "./menu-title";
import { HorizontalMenu, VerticalMenu } from "./side-menu";
import { MAIN_ID, SkipLink, useFocusMainOnNavigation } from "./skip-link";
import { useHydrated } from "~/lib/use-hydrated";
import { UserMenu } from "./user-menu";

export type PortalShellProps = {
  user: ShellUser;
  theme: Theme;
  menu: ShellMenuNode[];
  feed: { unreadCount: number; items: ShellNotification[] };
  bookmarks: { shown: ShellBookmark[]; waiting: ShellBookmark[] };
  customizerEnabled: boolean;
  appMode: string;
  toast: FlashToastData;
  pageTitle: string | null;
  children: ReactNode;
};

/**
 * The signed-in frame (spec section 2, "Layouts"): vertical (side menu, navbar, footer) or horizontal (menu
 * across the top; at 1199 px or less it renders as vertical, by CSS alone). Below 1200 px the side menu is a
 * drawer: a checkbox opens it without JavaScript, and it closes after an item is chosen.
 */
export function PortalShell({ user, theme, menu: storedMenu, feed, bookmarks, customizerEnabled, appMode, toast, pageTitle, children }: PortalShellProps) {
  const location = useLocation();
  const { t } = useTranslation(["shell", "common"]);
  // Seeded entries in the page's language; entries an administrator wrote stay as written (menu-title.ts).
  const menu = useTranslatedMenu(storedMenu);
  const hydrated = useHydrated();
  useFocusMainOnNavigation();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeId = activeMenuId(menu, location.pathname);
  const horizontal = theme.layout === "horizontal";
  const collapsed = theme.collapsed && !horizontal;
  const dir = theme.rtl ? "rtl" : "ltr";
  const here = `${location.pathname}${location.search}`;
  const pinned = [...bookmarks.shown, ...bookmarks.waiting].find((b) => b.url === here);
  const title = pageTitle ?? menuTitleFor(menu, location.pathname) ?? location.pathname;

  // Spec: on widths of 1200 px or less the menu closes after an item is chosen (and after any navigation).
  useEffect(() => setDrawerOpen(false), [location.key]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="relative flex min-h-screen" data-layout={theme.layout} data-collapsed={collapsed} data-hydrated={hydrated}>
      <SkipLink />
      <input id={drawerId} type="checkbox" className="peer/drawer sr-only" tabIndex={-1} aria-hidden="true" checked={drawerOpen} onChange={(e) => setDrawerOpen(e.target.checked)} />
      <aside
        aria-label={t("frame.sideMenu")}
        data-collapsed={collapsed}
        data-open={drawerOpen}
        className={cn(
          "theme-sidebar group/sidebar fixed inset-y-0 start-0 z-50 flex w-[260px] flex-col border-e border-sidebar-border shadow-xl transition-[transform,width,visibility] duration-200 ease-out",
          // Drawer below 1200 px: off-canvas until the checkbox (or the state behind it) opens it.
          "max-xl:invisible max-xl:-translate-x-full max-xl:rtl:translate-x-full max-xl:peer-checked/drawer:visible max-xl:peer-checked/drawer:translate-x-0",
          // Desktop: always there in the vertical layout, icons-only while collapsed and not hovered.
          "xl:shadow-none",
          collapsed && "xl:w-[72px] xl:hover:w-[260px] xl:hover:shadow-xl xl:focus-within:w-[260px]",
          horizontal && "xl:hidden",
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-5">
          <Brand labelClassName="xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!inline xl:group-focus-within/sidebar:!inline" />
          <CollapseToggle collapsed={theme.collapsed} here={here} />
          <label htmlFor={drawerId} role="button" tabIndex={0} onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), setDrawerOpen(false))} className="cursor-pointer rounded-md p-1.5 text-sidebar-foreground/70 outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring xl:hidden" aria-label={t("frame.closeMenu")}>
            <span aria-hidden="true" className="text-lg leading-none">×</span>
          </label>
        </div>
        <VerticalMenu nodes={menu} activeId={activeId} onChoose={closeDrawer} className="flex-1 overflow-y-auto overflow-x-hidden [scrollbar-width:thin]" />
      </aside>
      {/* The dimmed page behind the open drawer; a click on it closes the drawer. */}
      <label htmlFor={drawerId} aria-hidden="true" className="fixed inset-0 z-40 hidden bg-black/50 backdrop-blur-[1px] max-xl:peer-checked/drawer:block" />

      <div className={cn("flex min-h-screen min-w-0 flex-1 flex-col", !horizontal && (collapsed ? "xl:ps-[72px]" : "xl:ps-[260px]"))}>
        <header className={cn("z-30", headerPosition(theme.navbarType))}>
          <div className={cn(theme.navbarType === "floating" ? "px-4 pt-3 md:px-6" : "")}>
            <div
              className={cn(
                "theme-navbar mx-auto flex h-14 w-full items-center gap-2 px-3 md:gap-3 md:px-4",
                theme.navbarType === "floating" ? "max-w-[1440px] rounded-lg border border-navbar-border shadow-sm" : "border-b border-navbar-border",
                horizontal && theme.navbarType !== "floating" && "xl:border-b-0",
              )}
            >
              <label
                htmlFor={drawerId}
                role="button"
                tabIndex={0}
                aria-label={t("frame.openMenu")}
                onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), setDrawerOpen(true))}
                className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-navbar-foreground outline-none hover:bg-navbar-accent focus-visible:ring-2 focus-visible:ring-navbar-ring xl:hidden"
              >
                <Menu aria-hidden="true" className="size-5" />
              </label>
              <Brand className={cn("me-2", horizontal ? "hidden sm:flex" : "hidden sm:flex xl:hidden")} />
              <GlobalSearch className="hidden w-full max-w-sm md:block" />
              <div className="ms-auto flex items-center gap-0.5 md:gap-1">
                <Link to="/search" prefetch="intent" className="inline-flex size-9 items-center justify-center rounded-full text-navbar-foreground hover:bg-navbar-accent md:hidden" aria-label={t("common:search")}>
                  <SearchGlyph />
                </Link>
                <PinButton url={here} title={title} pinned={pinned} />
                <BookmarksMenu shown={bookmarks.shown} waiting={bookmarks.waiting} dir={dir} />
                <NotificationMenu initial={feed} dir={dir} />
                <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-navbar-border md:block" />
                <UserMenu user={user} dir={dir} />
              </div>
            </div>
          </div>
          {horizontal ? (
            <nav aria-label={t("frame.mainMenu")} className={cn("hidden xl:block", theme.navbarType === "floating" ? "px-6 pt-2" : "border-b bg-card px-4")}>
              <HorizontalMenu nodes={menu} activeId={activeId} className={cn("mx-auto max-w-[1440px] py-1.5", theme.navbarType === "floating" && "rounded-lg border bg-card px-2 shadow-sm")} />
            </nav>
          ) : null}
        </header>

        <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-5 outline-none md:px-6 md:py-6">
          {children}
        </main>
        {theme.footerType !== "hidden" ? <Footer type={theme.footerType} appMode={appMode} /> : null}
      </div>

      {theme.scrollTop ? <ScrollToTop /> : null}
      {customizerEnabled ? <Customizer theme={theme} /> : null}
      <FlashToast toast={toast} />
    </div>
  );
}

function headerPosition(type: Theme["navbarType"]) {
  switch (type) {
    case "floating":
      return "sticky top-0 bg-gradient-to-b from-background via-background/85 to-transparent pb-1";
    case "sticky":
      return "sticky top-0";
    case "static":
      return "relative";
    case "hidden":
      // The navbar carries the drawer button, so small screens keep it.
      return "relative xl:hidden";
  }
}

function SearchGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[18px]" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** Collapse or expand the desktop sidebar: saved like any customizer setting (a form, so it works without JavaScript). */
function CollapseToggle({ collapsed, here }: { collapsed: boolean; here: string }) {
  const fetcher = useFetcher();
  const { t } = useTranslation("shell");
  const pending = fetcher.formData ? fetcher.formData.get("collapsed") === "on" : collapsed;
  const label = pending ? t("frame.expandSidebar") : t("frame.collapseSidebar");
  return (
    <fetcher.Form method="post" action="/resources/theme" className="hidden xl:block xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!block" preventScrollReset>
      <input type="hidden" name="intent" value="collapse" />
      <input type="hidden" name="collapsed" value={pending ? "off" : "on"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" aria-label={label} title={label} className="rounded-md p-1.5 text-sidebar-foreground/70 outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring">
        {pending ? <PanelLeftOpen aria-hidden="true" className="size-[18px] rtl:-scale-x-100" /> : <PanelLeftClose aria-hidden="true" className="size-[18px] rtl:-scale-x-100" />}
      </button>
    </fetcher.Form>
  );
}
