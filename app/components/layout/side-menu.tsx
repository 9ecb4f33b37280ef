import { ChevronDown, ExternalLink } from "lucide-react";
import { type MouseEvent, useCallback, useMemo } from "react";
import { Markup } from "~/components/ui/markup";
import { classes, html, SafeHtml } from "~/lib/html";
import { lucideMarkup } from "~/lib/lucide-markup";
import { safeHref } from "~/lib/safe-href";
import { cn } from "~/lib/utils";
import { menuIconMarkup } from "./menu-icon";
import type { ShellMenuNode } from "./shell-types";

/*
 * The menus are markup (lib/html.ts), not React elements: forty-odd entries of a dozen elements each are
 * drawn on every page, and React's server render spent 0.25-0.3 ms a page on them (tests/bench/README.md).
 * They hold no state: groups are <details> and the horizontal menu opens by CSS, links are AppLinks (the
 * body's click handler navigates), and the <nav> around the markup handles what needs JavaScript.
 * A navigation that changes the active item redraws the markup (ui/markup.tsx keeps the focus on the link
 * chosen), so a group opened by hand closes again unless it holds the active item.
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

/** A menu entry's badge among React content (the menu editor). */
export function MenuBadge({ node, className }: { node: ShellMenuNode; className?: string }) {
  if (!node.badge) return null;
  return <span className={cn(BADGE_BASE, badgeColor(node), className)}>{node.badge}</span>;
}

function badgeMarkup(node: ShellMenuNode, className?: string) {
  return node.badge ? html`<span class="${classes(BADGE_BASE, badgeColor(node), className)}">${node.badge}</span>` : null;
}

const contains = (node: ShellMenuNode, id: string | null): boolean => node.id === id || node.children.some((c) => contains(c, id));

const OPEN = new SafeHtml(' open=""');
const CURRENT = new SafeHtml(' aria-current="page"');
const NEW_TAB = new SafeHtml(' target="_blank" rel="noopener noreferrer"');
const DOT = new SafeHtml('<span aria-hidden="true" class="size-1.5 rounded-full bg-current"></span>');

// Shown when the sidebar is expanded, or hovered/focused while collapsed (desktop).
const LABEL = "truncate xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!inline xl:group-focus-within/sidebar:!inline";
const FLEX_WHEN_OPEN = "xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!flex xl:group-focus-within/sidebar:!flex";
const ROW = "flex h-9 w-full items-center gap-3 rounded-md px-3 text-[13.5px] font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-sidebar-ring";
const ACTIVE = "bg-sidebar-primary text-sidebar-primary-foreground shadow-sm";
const IDLE = "text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground";

/**
 * The vertical side menu (spec section 2): group headers, single items, collapsible groups and external links.
 * Collapsible groups are <details>, so they open and close without JavaScript. When the sidebar is collapsed
 * (desktop only), labels hide until the sidebar is hovered or focused; `group/sidebar` is set on the <aside>.
 */
export function verticalMenuMarkup(nodes: ShellMenuNode[], activeId: string | null): SafeHtml {
  return html`<ul class="space-y-0.5 px-3 pb-6">${nodes.map((node) => verticalEntry(node, activeId, 0))}</ul>`;
}

function verticalEntry(node: ShellMenuNode, activeId: string | null, depth: number): SafeHtml {
  if (node.kind === "header") {
    return html`<li class="px-3 pb-1.5 pt-5 first:pt-2"><span class="block text-[11px] font-semibold uppercase tracking-[0.08em] text-sidebar-foreground/55 ${LABEL}">${node.title}</span><span aria-hidden="true" class="hidden h-px w-6 bg-sidebar-border xl:group-data-[collapsed=true]/sidebar:block xl:group-hover/sidebar:!hidden xl:group-focus-within/sidebar:!hidden"></span></li>`;
  }
  if (node.kind === "group") {
    const open = contains(node, activeId);
    const summary = classes(ROW, "cursor-pointer list-none", !open && "text-sidebar-foreground", "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground [&::-webkit-details-marker]:hidden", open && "text-sidebar-accent-foreground");
    return html`<li><details${open ? OPEN : null} class="group/details"><summary class="${summary}">${menuIconMarkup(node.icon)}<span class="flex-1 text-start ${LABEL}">${node.title}</span>${badgeMarkup(node, LABEL)}${lucideMarkup(ChevronDown, `size-4 shrink-0 opacity-70 transition-transform group-open/details:rotate-180 ${LABEL}`)}</summary><ul class="mt-0.5 space-y-0.5 ${FLEX_WHEN_OPEN} flex-col">${node.children.map((child) => verticalEntry(child, activeId, depth + 1))}</ul></details></li>`;
  }
  const active = node.id === activeId;
  const link = classes(ROW, depth > 0 && "ps-11 xl:group-data-[collapsed=true]/sidebar:ps-3 xl:group-hover/sidebar:!ps-11", active ? ACTIVE : IDLE);
  const inner = html`${depth > 0 && !node.icon ? DOT : menuIconMarkup(node.icon)}<span class="flex-1 ${LABEL}">${node.title}</span>${badgeMarkup(node, LABEL)}${node.kind === "external" ? lucideMarkup(ExternalLink, `size-3.5 shrink-0 opacity-60 ${LABEL}`) : null}`;
  const href = safeHref(node.url);
  if (!href) return html`<li><span class="${link}" title="${node.title}">${inner}</span></li>`;
  if (node.kind === "external") {
    const label = node.newTab ? `${node.title} (opens in a new tab)` : node.title;
    return html`<li><a href="${href}" class="${link}"${node.newTab ? NEW_TAB : null} title="${node.title}" aria-label="${label}">${inner}</a></li>`;
  }
  return html`<li><a href="${href}" data-nav="" data-discover="true" class="${link}"${active ? CURRENT : null} title="${node.title}">${inner}</a></li>`;
}

const H_ROW = "flex h-9 items-center gap-2 rounded-md px-3 text-[13.5px] font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring";
const H_IDLE = "text-foreground/80 hover:bg-accent hover:text-accent-foreground";

/**
 * The horizontal menu (desktop only; below 1200 px the vertical drawer is used). Groups open on hover or
 * keyboard focus with CSS alone; headers become thin separators.
 */
export function horizontalMenuMarkup(nodes: ShellMenuNode[], activeId: string | null): SafeHtml {
  const entries = nodes.map((node) => {
    if (node.kind === "header") return html`<li aria-hidden="true" class="mx-1 h-5 w-px bg-border first:hidden"></li>`;
    const row = classes(H_ROW, contains(node, activeId) ? "bg-sidebar-primary text-sidebar-primary-foreground shadow-sm" : H_IDLE);
    if (node.kind === "group") {
      const children = node.children.map((child) => html`<li>${horizontalLink(child, child.id === activeId)}</li>`);
      return html`<li class="group/h relative"><button type="button" class="${row}" aria-haspopup="true">${menuIconMarkup(node.icon)}${node.title}${lucideMarkup(ChevronDown, "size-4 opacity-70")}</button><ul class="invisible absolute start-0 top-full z-40 min-w-56 rounded-md border bg-popover p-1.5 text-popover-foreground opacity-0 shadow-lg transition-opacity group-focus-within/h:visible group-focus-within/h:opacity-100 group-hover/h:visible group-hover/h:opacity-100">${children}</ul></li>`;
    }
    return html`<li>${horizontalLink(node, node.id === activeId, row)}</li>`;
  });
  return html`<ul class="flex flex-wrap items-center gap-1">${entries}</ul>`;
}

function horizontalLink(node: ShellMenuNode, active: boolean, row?: string): SafeHtml {
  const link =
    row ??
    classes(
      "flex h-9 items-center gap-2.5 rounded-md px-2.5 text-[13.5px] outline-none focus-visible:ring-2 focus-visible:ring-ring",
      active ? "bg-sidebar-primary text-sidebar-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
    );
  const inner = html`${menuIconMarkup(node.icon)}<span class="flex-1 whitespace-nowrap">${node.title}</span>${badgeMarkup(node)}`;
  const href = safeHref(node.url);
  if (!href) return html`<span class="${link}">${inner}</span>`;
  if (node.kind === "external") {
    return html`<a href="${href}" class="${link}"${node.newTab ? NEW_TAB : null}>${inner}${lucideMarkup(ExternalLink, "size-3.5 opacity-60")}</a>`;
  }
  return html`<a href="${href}" data-nav="" data-discover="true" class="${link}"${active ? CURRENT : null}>${inner}</a>`;
}

type MenuProps = { nodes: ShellMenuNode[]; activeId: string | null; className?: string };

/** The side menu's <nav>; a click on one of its links (Enter on a link is a click too) calls `onChoose`: the drawer closes. */
export function VerticalMenu({ nodes, activeId, className, onChoose }: MenuProps & { onChoose: () => void }) {
  const markup = useMemo(() => verticalMenuMarkup(nodes, activeId).markup, [nodes, activeId]);
  const onClick = useCallback((event: MouseEvent) => (event.target as Element).closest("a") && onChoose(), [onChoose]);
  return <Markup as="nav" aria-label="Main menu" className={className} onClick={onClick} markup={markup} />;
}

/** The horizontal menu's list, inside the element that holds it. */
export function HorizontalMenu({ nodes, activeId, className }: MenuProps) {
  const markup = useMemo(() => horizontalMenuMarkup(nodes, activeId).markup, [nodes, activeId]);
  return <Markup className={className} markup={markup} />;
}
