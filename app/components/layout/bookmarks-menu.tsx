import { Link, useFetcher } from "@remix-run/react";
import { Bookmark, BookmarkCheck, BookmarkPlus, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuOnceHydrated } from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/utils";
import type { ShellBookmark } from "./shell-types";

export const SHOWN_BOOKMARKS = 10;

const iconButton =
  "relative inline-flex size-9 items-center justify-center rounded-full text-navbar-foreground outline-none transition-colors hover:bg-navbar-accent focus-visible:ring-2 focus-visible:ring-navbar-ring";

/**
 * Pin or unpin the page on screen: a real form, so it works without JavaScript (the server redirects back).
 */
export function PinButton({ url, title, pinned }: { url: string; title: string; pinned: ShellBookmark | undefined }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const { t } = useTranslation("shell");
  const label = pinned ? t("bookmarks.unpin") : t("bookmarks.pin");
  return (
    <fetcher.Form method="post" action="/resources/bookmarks" preventScrollReset>
      <input type="hidden" name="intent" value={pinned ? "remove" : "pin"} />
      {pinned ? <input type="hidden" name="id" value={pinned.id} /> : null}
      <input type="hidden" name="url" value={url} />
      <input type="hidden" name="title" value={title} />
      <input type="hidden" name="redirectTo" value={url} />
      <button type="submit" className={iconButton} aria-label={label} title={label} disabled={busy}>
        {pinned ? <BookmarkCheck className="size-[18px] text-primary" aria-hidden="true" /> : <BookmarkPlus className="size-[18px]" aria-hidden="true" />}
      </button>
    </fetcher.Form>
  );
}

/**
 * Pinned bookmarks (spec section 2): the first ten by pin time are shown; the rest wait and the oldest
 * waiting one moves up when a shown one is removed. Without JavaScript the trigger leads to the list on /profile.
 */
export function BookmarksMenu({ shown, waiting, dir }: { shown: ShellBookmark[]; waiting: ShellBookmark[]; dir: "ltr" | "rtl" }) {
  const fetcher = useFetcher();
  const { t } = useTranslation("shell");
  const remove = (id: string) => fetcher.submit({ intent: "remove", id }, { method: "post", action: "/resources/bookmarks" });
  return (
    <DropdownMenuOnceHydrated
      dir={dir}
      modal={false}
      trigger={
        <a href="/profile#bookmarks" role="button" onClick={(e) => e.preventDefault()} className={iconButton} aria-label={t("bookmarks.trigger", { count: shown.length })}>
          <Bookmark className="size-[18px]" aria-hidden="true" />
          {shown.length ? <span className="absolute -end-0.5 -top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold leading-none text-primary-foreground ring-2 ring-[hsl(var(--navbar-background))]">{shown.length}</span> : null}
        </a>
      }
    >
      <DropdownMenuContent align="end" className="w-72 p-1" aria-label={t("bookmarks.label")}>
        <DropdownMenuLabel className="flex items-center justify-between text-xs">
          <span>{t("bookmarks.pinnedPages")}</span>
          <span className="font-normal text-muted-foreground">{t("bookmarks.countOf", { count: shown.length, max: SHOWN_BOOKMARKS })}</span>
        </DropdownMenuLabel>
        {/* A menu holds menu items: the empty state is one, disabled (a bare paragraph would leave the menu empty for a screen reader). */}
        {shown.length === 0 ? (
          <DropdownMenuItem disabled className="whitespace-normal px-2 pb-3 pt-1 text-xs text-muted-foreground data-[disabled]:opacity-100">
            {t("bookmarks.empty")}
          </DropdownMenuItem>
        ) : null}
        <div role="group" aria-label={t("bookmarks.pinnedPages")}>
          {shown.map((b) => (
            <BookmarkRow key={b.id} bookmark={b} onRemove={remove} />
          ))}
        </div>
        {waiting.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t("bookmarks.waiting", { count: waiting.length })}</DropdownMenuLabel>
            <div role="group" aria-label={t("bookmarks.waitingList")}>
              {waiting.map((b) => (
                <BookmarkRow key={b.id} bookmark={b} onRemove={remove} muted />
              ))}
            </div>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenuOnceHydrated>
  );
}

function BookmarkRow({ bookmark, onRemove, muted }: { bookmark: ShellBookmark; onRemove: (id: string) => void; muted?: boolean }) {
  const { t } = useTranslation("shell");
  return (
    <div className="flex items-center gap-1">
      <DropdownMenuItem asChild className={cn("min-w-0 flex-1", muted && "text-muted-foreground")}>
        <Link to={bookmark.url}>
          <Bookmark aria-hidden="true" className={cn(!muted && "text-primary")} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-[13px]">{bookmark.title}</span>
            <span className="block truncate text-[11px] text-muted-foreground">{bookmark.url}</span>
          </span>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem
        aria-label={t("bookmarks.remove", { title: bookmark.title })}
        className="size-7 justify-center p-0 text-muted-foreground"
        onSelect={(e) => {
          e.preventDefault();
          onRemove(bookmark.id);
        }}
      >
        <X aria-hidden="true" className="!size-3.5" />
      </DropdownMenuItem>
    </div>
  );
}
