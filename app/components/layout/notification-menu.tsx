import { Link, useFetcher, useSubmit } from "@remix-run/react";
import { Bell, CheckCheck } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { reportFetchResponse, SessionActor } from "~/components/session-expiry";
import { DropdownMenuContent, DropdownMenuItem, DropdownMenuOnceHydrated } from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/utils";
import { RelativeTime } from "./relative-time";
import type { ShellNotification } from "./shell-types";

/** New notifications appear without a reload: the dropdown asks again every 20 s (issue 4 allows 15 to 30). */
export const NOTIFICATION_POLL_MS = 20_000;

type Feed = { unreadCount: number; items: ShellNotification[] };

/**
 * Keeps the notification feed fresh: starts from the layout loader's copy (fresh after every mutation) and
 * polls the resource route, also when the window regains focus. A 401/403 goes to the session watcher.
 */
function useNotificationFeed(initial: Feed) {
  const [feed, setFeed] = useState(initial);
  const actor = SessionActor.useActorRef();
  const stopped = useRef(false);
  useEffect(() => setFeed(initial), [initial]);

  const poll = useCallback(async () => {
    if (stopped.current) return;
    try {
      const response = await fetch("/resources/notifications", { headers: { Accept: "application/json" }, credentials: "same-origin" });
      if (await reportFetchResponse(actor, response)) {
        stopped.current = true;
        return;
      }
      if (response.ok) setFeed((await response.json()) as Feed);
    } catch {
      // Offline for a moment: the next poll tries again.
    }
  }, [actor]);

  useEffect(() => {
    const timer = window.setInterval(poll, NOTIFICATION_POLL_MS);
    const onFocus = () => void poll();
    const onVisible = () => document.visibilityState === "visible" && void poll();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [poll]);
  return feed;
}

/**
 * The navbar's notification dropdown (spec section 2). Without JavaScript the bell is a link to /notification.
 * Choosing a notification posts "open": the server marks it read and redirects to its url, so the list is
 * fresh when the page arrives.
 */
export function NotificationMenu({ initial, dir }: { initial: Feed; dir: "ltr" | "rtl" }) {
  const feed = useNotificationFeed(initial);
  const submit = useSubmit();
  const markAll = useFetcher();
  const { t } = useTranslation(["shell", "common"]);
  const unread = feed.unreadCount;
  return (
    <DropdownMenuOnceHydrated
      dir={dir}
      modal={false}
      trigger={
        <a
          href="/notification" role="button"
          onClick={(e) => e.preventDefault()}
          className="relative inline-flex size-9 items-center justify-center rounded-full text-navbar-foreground outline-none transition-colors hover:bg-navbar-accent focus-visible:ring-2 focus-visible:ring-navbar-ring"
          aria-label={unread ? t("notificationMenu.labelUnread", { count: unread }) : t("notificationMenu.label")}
        >
          <Bell className="size-[18px]" aria-hidden="true" />
          {unread > 0 ? (
            <span data-testid="unread-badge" className="absolute -end-0.5 -top-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground ring-2 ring-[hsl(var(--navbar-background))]">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </a>
      }
    >
      <DropdownMenuContent align="end" className="w-[min(380px,calc(100vw-1rem))] p-0" aria-label={t("notificationMenu.label")}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <div className="flex items-center gap-2">
            <p className="text-sm font-semibold">{t("notificationMenu.title")}</p>
            {unread > 0 ? <span className="rounded-full bg-primary/10 px-2 py-0.5 text-[11px] font-semibold text-primary">{t("notificationMenu.newCount", { count: unread })}</span> : null}
          </div>
          {unread > 0 ? (
            <DropdownMenuItem
              className="h-7 gap-1 px-2 text-xs text-primary focus:text-primary"
              onSelect={(event) => {
                event.preventDefault();
                markAll.submit({ intent: "read-all" }, { method: "post", action: "/resources/notifications" });
              }}
            >
              <CheckCheck aria-hidden="true" className="!size-3.5" />
              {t("notificationMenu.markAllRead")}
            </DropdownMenuItem>
          ) : null}
        </div>
        <div role="group" aria-label={t("notificationMenu.title")} tabIndex={0} className="max-h-[min(420px,60vh)] overflow-y-auto p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {feed.items.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t("common:noData")}</p>
          ) : (
            feed.items.map((n) => (
              <DropdownMenuItem
                key={n.id}
                className="items-start gap-3 rounded-md px-3 py-2.5"
                onSelect={() => submit({ intent: "open", id: n.id }, { method: "post", action: "/resources/notifications" })}
              >
                <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.readAt ? "bg-transparent" : "bg-primary")} />
                <span className="min-w-0 flex-1 space-y-0.5">
                  <span className={cn("block truncate text-[13px]", n.readAt ? "font-medium text-foreground/80" : "font-semibold")}>{n.title}</span>
                  <span className="line-clamp-2 block text-xs leading-snug text-muted-foreground">{n.text}</span>
                  <RelativeTime wire={n.createdAt} className="block text-[11px] text-muted-foreground" />
                </span>
                {n.readAt ? null : <span className="sr-only">{t("notificationMenu.unread")}</span>}
              </DropdownMenuItem>
            ))
          )}
        </div>
        <div className="border-t p-1">
          <DropdownMenuItem asChild className="justify-center text-xs font-medium text-primary focus:text-primary">
            <Link to="/notification">{t("notificationMenu.viewAll")}</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenuOnceHydrated>
  );
}
