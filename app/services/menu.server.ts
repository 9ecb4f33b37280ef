import { allMenuItems, type MenuRow } from "~/models/menu.server";

export type { MenuRow };
export type MenuNode = MenuRow & { children: MenuNode[] };

const allows = (item: MenuRow, roles: string[]) => item.roles.some((r) => roles.includes(r));

/** The menu a user sees: entries whose roles include one of theirs; groups and headers without visible items drop out. */
export function menuFor(roles: string[]): MenuNode[] {
  const rows = allMenuItems();
  const build = (parentId: string | null): MenuNode[] =>
    rows.filter((r) => r.parentId === parentId && allows(r, roles)).map((r) => ({ ...r, children: build(r.id) })).filter((n) => n.kind !== "group" || n.children.length > 0);
  const top = build(null);
  // A header is kept only when some item follows it before the next header.
  return top.filter((node, i) => node.kind !== "header" || (top[i + 1] !== undefined && top[i + 1].kind !== "header"));
}

/**
 * The menu item that governs a path: the one with the longest url that is the
 * path or a parent of it ("/" governs only "/"). Null when no menu item does.
 */
export function governingMenuItem(pathname: string): MenuRow | null {
  let best: MenuRow | null = null;
  for (const item of allMenuItems()) {
    if (!item.url || item.kind === "external" || item.kind === "header") continue;
    const matches = item.url === "/" ? pathname === "/" : pathname === item.url || pathname.startsWith(`${item.url}/`);
    if (matches && (!best || item.url.length > best.url!.length)) best = item;
  }
  return best;
}

/** Spec section 2: direct navigation to an item that does not list the user's role is not allowed. */
export function menuAllowsPath(pathname: string, roles: string[]): boolean {
  const item = governingMenuItem(pathname);
  return !item || allows(item, roles);
}
