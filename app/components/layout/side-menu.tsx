import { AppLink } from "~/components/ui/app-link";
import { ChevronDown, ExternalLink } from "lucide-react";
import { cn } from "~/lib/utils";
import { MenuIcon } from "./menu-icon";
import type { ShellMenuNode } from "./shell-types";

const BADGE: Record<string, string> = {
  primary: "bg-primary text-primary-foreground",
  success: "bg-success text-success-foreground",
  danger: "bg-destructive text-destructive-foreground",
  info: "bg-info text-info-foreground",
  warning: "bg-warning text-warning-foreground",
  dark: "bg-foreground text-background",
};

export function MenuBadge({ node, className }: { node: ShellMenuNode; className?: string }) {
  if (!node.badge) return null;
  return <span className={cn("ms-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[10px] font-semibold leading-none", BADGE[node.badgeColor ?? "primary"] ?? BADGE.primary, className)}>{node.badge}</span>;
}

const contains = (node: ShellMenuNode, id: string | null): boolean => node.id === id || node.children.some((c) => contains(c, id));

type MenuProps = { nodes: ShellMenuNode[]; activeId: string | null; onChoose: () => void };

/**
 * The vertical side menu (spec section 2): group headers, single items, collapsible groups and external links.
 * Collapsible groups are <details>, so they open and close without JavaScript. When the sidebar is collapsed
 * (desktop only), labels hide until the sidebar is hovered or focused; `group/sidebar` is set on the <aside>.
 */
export function VerticalMenu({ nodes, activeId, onChoose }: MenuProps) {
  return (
    <ul className="space-y-0.5 px-3 pb-6">
      {nodes.map((node) => (
        <VerticalEntry key={node.id} node={node} activeId={activeId} onChoose={onChoose} depth={0} />
      ))}
    </ul>
  );
}

// Shown when the sidebar is expanded, or hovered/focused while collapsed (desktop).
const label = "truncate xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!inline xl:group-focus-within/sidebar:!inline";
const flexWhenOpen = "xl:group-data-[collapsed=true]/sidebar:hidden xl:group-hover/sidebar:!flex xl:group-focus-within/sidebar:!flex";
const rowBase = "flex h-9 w-full items-center gap-3 rounded-md px-3 text-[13.5px] font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-sidebar-ring";

function VerticalEntry({ node, activeId, onChoose, depth }: Omit<MenuProps, "nodes"> & { node: ShellMenuNode; depth: number }) {
  if (node.kind === "header") {
    return (
      <li className="px-3 pb-1.5 pt-5 first:pt-2">
        <span className={cn("block text-[11px] font-semibold uppercase tracking-[0.08em] text-sidebar-foreground/55", label)}>{node.title}</span>
        <span aria-hidden="true" className="hidden h-px w-6 bg-sidebar-border xl:group-data-[collapsed=true]/sidebar:block xl:group-hover/sidebar:!hidden xl:group-focus-within/sidebar:!hidden" />
      </li>
    );
  }
  if (node.kind === "group") {
    const open = contains(node, activeId);
    return (
      <li>
        <details open={open} className="group/details">
          <summary className={cn(rowBase, "cursor-pointer list-none text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground [&::-webkit-details-marker]:hidden", open && "text-sidebar-accent-foreground")}>
            <MenuIcon value={node.icon} />
            <span className={cn("flex-1 text-start", label)}>{node.title}</span>
            <MenuBadge node={node} className={label} />
            <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 opacity-70 transition-transform group-open/details:rotate-180", label)} />
          </summary>
          <ul className={cn("mt-0.5 space-y-0.5", flexWhenOpen, "flex-col")}>
            {node.children.map((child) => (
              <VerticalEntry key={child.id} node={child} activeId={activeId} onChoose={onChoose} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  const active = node.id === activeId;
  const classes = cn(
    rowBase,
    depth > 0 && "ps-11 xl:group-data-[collapsed=true]/sidebar:ps-3 xl:group-hover/sidebar:!ps-11",
    active ? "bg-sidebar-primary text-sidebar-primary-foreground shadow-sm" : "text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
  );
  const inner = (
    <>
      {depth > 0 && !node.icon ? <span aria-hidden="true" className="size-1.5 rounded-full bg-current" /> : <MenuIcon value={node.icon} />}
      <span className={cn("flex-1", label)}>{node.title}</span>
      <MenuBadge node={node} className={label} />
      {node.kind === "external" ? <ExternalLink aria-hidden="true" className={cn("size-3.5 shrink-0 opacity-60", label)} /> : null}
    </>
  );
  return (
    <li>
      {node.kind === "external" ? (
        <a
          href={node.url ?? "#"}
          className={classes}
          onClick={onChoose}
          {...(node.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          title={node.title}
          aria-label={node.newTab ? `${node.title} (opens in a new tab)` : node.title}
        >
          {inner}
        </a>
      ) : (
        <AppLink to={node.url ?? "/"} className={classes} onClick={onChoose} aria-current={active ? "page" : undefined} title={node.title}>
          {inner}
        </AppLink>
      )}
    </li>
  );
}

/**
 * The horizontal menu (desktop only; below 1200 px the vertical drawer is used). Groups open on hover or
 * keyboard focus with CSS alone; headers become thin separators.
 */
export function HorizontalMenu({ nodes, activeId }: Omit<MenuProps, "onChoose">) {
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {nodes.map((node) => {
        if (node.kind === "header") return <li key={node.id} aria-hidden="true" className="mx-1 h-5 w-px bg-border first:hidden" />;
        const active = contains(node, activeId);
        const classes = cn(
          "flex h-9 items-center gap-2 rounded-md px-3 text-[13.5px] font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
          active ? "bg-sidebar-primary text-sidebar-primary-foreground shadow-sm" : "text-foreground/80 hover:bg-accent hover:text-accent-foreground",
        );
        if (node.kind === "group") {
          return (
            <li key={node.id} className="group/h relative">
              <button type="button" className={classes} aria-haspopup="true">
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
            <HorizontalLink node={node} active={node.id === activeId} className={classes} />
          </li>
        );
      })}
    </ul>
  );
}

function HorizontalLink({ node, active, className }: { node: ShellMenuNode; active: boolean; className?: string }) {
  const classes =
    className ??
    cn(
      "flex h-9 items-center gap-2.5 rounded-md px-2.5 text-[13.5px] outline-none focus-visible:ring-2 focus-visible:ring-ring",
      active ? "bg-sidebar-primary text-sidebar-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
    );
  const inner = (
    <>
      <MenuIcon value={node.icon} />
      <span className="flex-1 whitespace-nowrap">{node.title}</span>
      <MenuBadge node={node} />
    </>
  );
  if (node.kind === "external") {
    return (
      <a href={node.url ?? "#"} className={classes} {...(node.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {inner}
        <ExternalLink aria-hidden="true" className="size-3.5 opacity-60" />
      </a>
    );
  }
  return (
    <AppLink to={node.url ?? "/"} className={classes} aria-current={active ? "page" : undefined}>
      {inner}
    </AppLink>
  );
}
