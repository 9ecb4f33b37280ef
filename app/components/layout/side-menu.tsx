import { NavLink } from "@remix-run/react";
import { ChevronDown, ExternalLink } from "lucide-react";
import { type ReactNode, type SyntheticEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { safeHref } from "~/lib/safe-href";
import { cn } from "~/lib/utils";
import { MenuIcon } from "./menu-icon";
import type { ShellMenuNode } from "./shell-types";

/*
 * The side menu and the horizontal menu, as React components. Their links are Remix's NavLink (prefetching the
 * page's data on hover or focus), so a navigation keeps every element that stays the same: the link chosen keeps
 * the keyboard focus and the screen reader's place, and only the active marks move.
 * Groups are <details>: they open and close without JavaScript, and the server renders the active item's group
 * open. With JavaScript, a group the person opened by hand stays open across navigations (useOpenGroups).
 * A menu address is stored data an admin typed: it becomes a link only when safeHref allows it (http(s) or one
 * of our paths); an entry without a usable address is shown as text, never as a javascript: or // link.
 */

const BADGE: Record<string, string> = {
  primary: "bg-primary text-primary-foreground",
  success: "bg-success text-success-foreground",
  danger: "bg-destructive text-destructive-foreground",
  info: "bg-info text-info-foreground",
  warning: "bg-warning text-warning-foreground",
  dark: "bg-foreground text-background",
};
const BADGE_BASE = "ms-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[10px] font-semibold leading-none";
const badgeColor = (node: ShellMenuNode) => BADGE[node.badgeColor ?? "primary"] ?? BADGE.primary;

/** A menu entry's badge: in the menus and in the menu editor. */
export function MenuBadge({ node, className }: { node: ShellMenuNode; className?: string }) {
  if (!node.badge) return null;
  return <span className={cn(BADGE_BASE, badgeColor(node), className)}>{node.badge}</span>;
}

/** Whether `node` is the entry `id` or holds it. */
export const containsEntry = (node: ShellMenuNode, id: string | null): boolean => node.id === id || node.children.some((c) => containsEntry(c, id));

/** The open or closed state the person gave groups by hand, by group id; a group not named follows the active item. */
export type HandChoices = Readonly<Record<string, boolean>>;

/** A group is open when the person opened it by hand, or when it holds the active item and they did not close it. */
export const groupIsOpen = (choices: HandChoices, group: ShellMenuNode, activeId: string | null) => choices[group.id] ?? containsEntry(group, activeId);

/** After a navigation: a group closed by hand opens again when the new active item is inside it (the active item is never hidden). */
export function choicesAfterNavigation(choices: HandChoices, nodes: ShellMenuNode[], activeId: string | null): HandChoices {
  const reopened = nodes.filter((n) => n.kind === "group" && choices[n.id] === false && containsEntry(n, activeId));
  return reopened.length === 0 ? choices : { ...choices, ...Object.fromEntries(reopened.map((n) => [n.id, true])) };
}

/**
 * After a <details> toggled: only a change the person made is remembered. React's own renders also toggle the
 * element (when the active group changes), and those show what groupIsOpen already says.
 */
export function choicesAfterToggle(choices: HandChoices, group: ShellMenuNode, activeId: string | null, open: boolean): HandChoices {
  return open === groupIsOpen(choices, group, activeId) ? choices : { ...choices, [group.id]: open };
}

/**
 * Which groups are open, for the life of the shell: a group holding the active item opens itself, and a group
 * the person opened by hand stays open across navigations. Without JavaScript the server's render opens the
 * active item's group, and <details> does the rest.
 */
export function useOpenGroups(activeId: string | null, nodes: ShellMenuNode[]) {
  const [choices, setChoices] = useState<HandChoices>({});
  const [seenActive, setSeenActive] = useState(activeId);
  if (seenActive !== activeId) {
    // Adjusted during render (React's pattern for state that follows a prop), so the new active item's group
    // opens in the same paint as the new active mark.
    setSeenActive(activeId);
    setChoices((prev) => choicesAfterNavigation(prev, nodes, activeId));
  }
  return {
    isOpen: (group: ShellMenuNode) => groupIsOpen(choices, group, activeId),
    onToggle: (group: ShellMenuNode) => (event: SyntheticEvent<HTMLDetailsElement>) => {
      const open = event.currentTarget.open;
      setChoices((prev) => choicesAfterToggle(prev, group, activeId, open));
    },
  };
}

// Shown when the sidebar is expanded, or hovered/focused while collapsed (desktop).
const LABEL = "truncate xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!inline xl:group-focus-within/sidebar:!inline";
const FLEX_WHEN_OPEN = "xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!flex xl:group-focus-within/sidebar:!flex";
const ROW = "flex h-9 w-full items-center gap-3 rounded-md px-3 text-[13.5px] font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-sidebar-ring";
const ACTIVE = "bg-sidebar-primary text-sidebar-primary-foreground shadow-sm";
const IDLE = "text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground";

type MenuProps = { nodes: ShellMenuNode[]; activeId: string | null; className?: string };

/**
 * The vertical side menu (spec section 2): group headers, single items, collapsible groups and external links.
 * When the sidebar is collapsed (desktop only), labels hide until the sidebar is hovered or focused;
 * `group/sidebar` is set on the <aside>. Choosing a link calls `onChoose` (the drawer closes).
 */
export function VerticalMenu({ nodes, activeId, className, onChoose }: MenuProps & { onChoose?: () => void }) {
  const groups = useOpenGroups(activeId, nodes);
  const { t } = useTranslation("shell");
  return (
    <nav aria-label={t("frame.mainMenu")} className={className}>
      <ul className="space-y-0.5 px-3 pb-6">
        {nodes.map((node) => (
          <VerticalEntry key={node.id} node={node} activeId={activeId} depth={0} groups={groups} onChoose={onChoose} />
        ))}
      </ul>
    </nav>
  );
}

type EntryProps = { node: ShellMenuNode; activeId: string | null; depth: number; groups: ReturnType<typeof useOpenGroups>; onChoose?: () => void };

function VerticalEntry({ node, activeId, depth, groups, onChoose }: EntryProps) {
  if (node.kind === "header") {
    return (
      <li className="px-3 pb-1.5 pt-5 first:pt-2">
        <span className={cn("block text-[11px] font-semibold uppercase tracking-[0.08em] text-sidebar-foreground/80", LABEL)}>{node.title}</span>
        <span aria-hidden="true" className="hidden h-px w-6 bg-sidebar-border xl:group-data-[collapsed=true]/sidebar:block xl:group-hover/sidebar:!hidden xl:group-focus-within/sidebar:!hidden" />
      </li>
    );
  }
  if (node.kind === "group") {
    const holdsActive = containsEntry(node, activeId);
    return (
      <li>
        <details open={groups.isOpen(node)} onToggle={groups.onToggle(node)} className="group/details">
          {/* Named for the collapsed sidebar too, where the label is hidden and only the icon shows. */}
          <summary
            aria-label={node.title}
            className={cn(
              ROW,
              "cursor-pointer list-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground [&::-webkit-details-marker]:hidden",
              holdsActive ? "text-sidebar-accent-foreground" : "text-sidebar-foreground",
            )}
          >
            <MenuIcon value={node.icon} />
            <span className={cn("flex-1 text-start", LABEL)}>{node.title}</span>
            <MenuBadge node={node} className={LABEL} />
            <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 opacity-70 transition-transform group-open/details:rotate-180", LABEL)} />
          </summary>
          <ul className={cn("mt-0.5 flex-col space-y-0.5", FLEX_WHEN_OPEN)}>
            {node.children.map((child) => (
              <VerticalEntry key={child.id} node={child} activeId={activeId} depth={depth + 1} groups={groups} onChoose={onChoose} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  const active = node.id === activeId;
  const row = cn(ROW, depth > 0 && "ps-11 xl:group-data-[collapsed=true]/sidebar:ps-3 xl:group-hover/sidebar:!ps-11", active ? ACTIVE : IDLE);
  const inner = (
    <>
      {depth > 0 && !node.icon ? <span aria-hidden="true" className="size-1.5 rounded-full bg-current" /> : <MenuIcon value={node.icon} />}
      <span className={cn("flex-1", LABEL)}>{node.title}</span>
      <MenuBadge node={node} className={LABEL} />
      {node.kind === "external" ? <ExternalLink aria-hidden="true" className={cn("size-3.5 shrink-0 opacity-60", LABEL)} /> : null}
    </>
  );
  return (
    <li>
      <EntryLink node={node} active={active} className={row} title={node.title} onChoose={onChoose}>
        {inner}
      </EntryLink>
    </li>
  );
}

/**
 * An entry's link: a NavLink for a page of the portal, a plain anchor for an external address, text when the
 * address is not one we link. The active item is the one activeMenuId picked (the longest matching address),
 * which NavLink's own matching cannot know: a parent address ("/invoices") also matches a page that has its own
 * entry ("/invoices/inbox"). So `end` keeps NavLink from matching below an entry that is not the active one, and
 * aria-current is set from `active` ("false" in the rare case NavLink still matches, e.g. two entries with one address).
 */
function EntryLink({ node, active, className, title, onChoose, children }: { node: ShellMenuNode; active: boolean; className: string; title?: string; onChoose?: () => void; children: ReactNode }) {
  const href = safeHref(node.url);
  const { t } = useTranslation("shell");
  if (!href) {
    return (
      <span className={className} title={title}>
        {children}
      </span>
    );
  }
  if (node.kind === "external") {
    const label = node.newTab ? t("menuNewTab", { title: node.title }) : node.title;
    return (
      <a href={href} className={className} title={title} aria-label={label} onClick={onChoose} {...(node.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={href} prefetch="intent" end={!active} aria-current={active ? "page" : "false"} className={className} title={title} onClick={onChoose}>
      {children}
    </NavLink>
  );
}

const H_ROW = "flex h-9 items-center gap-2 rounded-md px-3 text-[13.5px] font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring";
const H_IDLE = "text-foreground/80 hover:bg-accent hover:text-accent-foreground";
const H_ACTIVE = "bg-sidebar-primary text-sidebar-primary-foreground shadow-sm";

/**
 * The horizontal menu's list (desktop only; below 1200 px the vertical drawer is used). Groups open on hover or
 * keyboard focus with CSS alone; headers become thin separators.
 */
export function HorizontalMenu({ nodes, activeId, className }: MenuProps) {
  return (
    <div className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {nodes.map((node) => {
          if (node.kind === "header") return <li key={node.id} aria-hidden="true" className="mx-1 h-5 w-px bg-border first:hidden" />;
          const row = cn(H_ROW, containsEntry(node, activeId) ? H_ACTIVE : H_IDLE);
          if (node.kind === "group") {
            return (
              <li key={node.id} className="group/h relative">
                <button type="button" className={row} aria-haspopup="true">
                  <MenuIcon value={node.icon} />
                  {node.title}
                  <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
                </button>
                <ul className="invisible absolute start-0 top-full z-40 min-w-56 rounded-md border bg-popover p-1.5 text-popover-foreground opacity-0 shadow-lg transition-opacity group-focus-within/h:visible group-focus-within/h:opacity-100 group-hover/h:visible group-hover/h:opacity-100">
                  {node.children.map((child) => (
                    <li key={child.id}>
                      <HorizontalLink node={child} active={child.id === activeId} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={node.id}>
              <HorizontalLink node={node} active={node.id === activeId} row={row} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function HorizontalLink({ node, active, row }: { node: ShellMenuNode; active: boolean; row?: string }) {
  const className =
    row ??
    cn(
      "flex h-9 items-center gap-2.5 rounded-md px-2.5 text-[13.5px] outline-none focus-visible:ring-2 focus-visible:ring-ring",
      active ? "bg-sidebar-primary text-sidebar-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
    );
  return (
    <EntryLink node={node} active={active} className={className}>
      <MenuIcon value={node.icon} />
      <span className="flex-1 whitespace-nowrap">{node.title}</span>
      <MenuBadge node={node} />
      {node.kind === "external" ? <ExternalLink aria-hidden="true" className="size-3.5 opacity-60" /> : null}
    </EntryLink>
  );
}
