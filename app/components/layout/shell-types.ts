import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** The shapes the shell's components work with (root and layout loader data, after JSON). */
export type ShellMenuNode = {
  id: string;
  kind: "header" | "item" | "group" | "external";
  title: string;
  url: string | null;
  icon: string | null;
  badge: string | null;
  badgeColor: string | null;
  newTab: boolean;
  children: ShellMenuNode[];
};

export type ShellUser = { id: string; email: string; displayName: string; role: string; roles: string[]; avatarPath: string | null };
export type ShellNotification = { id: string; title: string; text: string; url: string | null; readAt: string | null; createdAt: string; createdIso: string };
export type ShellBookmark = { id: string; url: string; title: string; pinnedAt: string };

/** The item that governs a path, as the server's access check picks it: the longest url that is the path or a parent of it. */
export function activeMenuId(nodes: ShellMenuNode[], pathname: string): string | null {
  let best: ShellMenuNode | null = null;
  const visit = (list: ShellMenuNode[]) => {
    for (const node of list) {
      if (node.kind === "item" && node.url) {
        const hit = node.url === "/" ? pathname === "/" : pathname === node.url || pathname.startsWith(`${node.url}/`);
        if (hit && (!best || node.url.length > (best.url?.length ?? 0))) best = node;
      }
      visit(node.children);
    }
  };
  visit(nodes);
  return (best as ShellMenuNode | null)?.id ?? null;
}

/** The menu item's title for a path, used as a bookmark's default title. */
export function menuTitleFor(nodes: ShellMenuNode[], pathname: string): string | null {
  const id = activeMenuId(nodes, pathname);
  const find = (list: ShellMenuNode[]): ShellMenuNode | null => {
    for (const node of list) {
      if (node.id === id) return node;
      const child = find(node.children);
      if (child) return child;
    }
    return null;
  };
  return id ? (find(nodes)?.title ?? null) : null;
}

/** A role's label in the page's language (common:roles); a role the portal does not know shows its name. */
export function useRoleLabel() {
  const { t, i18n } = useTranslation("common");
  return useCallback((role: string) => (i18n.exists(`common:roles.${role}`) ? t(`roles.${role}` as "roles.admin") : role), [t, i18n]);
}

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "D") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase();
}
