import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDown, KeyRound, LogOut, UserRound } from "lucide-react";
import { DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuOnceHydrated } from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/utils";
import { initials, type ShellUser, useRoleLabel } from "./shell-types";

export function Avatar({ user, className }: { user: Pick<ShellUser, "displayName" | "avatarPath">; className?: string }) {
  return (
    <span className={cn("relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-xs font-semibold text-foreground", className)}>
      {user.avatarPath ? <img src={`/resources/avatars/${user.avatarPath}`} alt="" className="size-full object-cover" /> : initials(user.displayName)}
    </span>
  );
}

/**
 * The user dropdown (spec section 2): profile, change password and Log Out. Without JavaScript the trigger
 * is a link to /profile, which offers the same three.
 */
export function UserMenu({ user, dir }: { user: ShellUser; dir: "ltr" | "rtl" }) {
  // A plain form: logging out loads /login as a new document, so nothing of this session stays in memory.
  const logout = useRef<HTMLFormElement>(null);
  const { t } = useTranslation("shell");
  const roleLabel = useRoleLabel();
  return (
    <>
    <form ref={logout} method="post" action="/logout" hidden />
    <DropdownMenuOnceHydrated
      dir={dir}
      modal={false}
      trigger={
        <a
          href="/profile" role="button"
          onClick={(e) => e.preventDefault()}
          aria-label={t("userMenu.accountFor", { name: user.displayName })}
          className="flex items-center gap-2.5 rounded-full py-1 pe-1 ps-1 text-navbar-foreground outline-none transition-colors hover:bg-navbar-accent focus-visible:ring-2 focus-visible:ring-navbar-ring md:pe-2.5"
        >
          <Avatar user={user} className="size-8" />
          <span className="hidden min-w-0 text-start leading-tight md:block">
            <span data-testid="display-name" className="block max-w-[160px] truncate text-[13px] font-semibold">{user.displayName}</span>
            <span className="block text-[11px] opacity-70">{roleLabel(user.role)}</span>
          </span>
          <ChevronDown aria-hidden="true" className="hidden size-4 opacity-60 md:block" />
        </a>
      }
    >
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <Avatar user={user} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{user.displayName}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" /> {t("userMenu.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/change-password">
            <KeyRound aria-hidden="true" /> {t("userMenu.changePassword")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-destructive focus:bg-destructive/10 focus:text-destructive" onSelect={() => logout.current?.submit()}>
          <LogOut aria-hidden="true" /> {t("userMenu.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuOnceHydrated>
    </>
  );
}
