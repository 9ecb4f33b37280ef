import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { db, type Tx, writeTransaction } from "#db/client.server";
import { menuItems, roles } from "#db/schema";
import type { MenuKind } from "#db/schema";

export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuItemInput = {
  kind: MenuKind;
  title: string;
  url: string | null;
  icon: string | null;
  badge: string | null;
  badgeColor: string | null;
  roles: string[];
  newTab: boolean;
  parentId: string | null;
};

/** Every stored entry in menu order: top level first by sort order, each followed by its children. */
export function listMenuForEditor(): (MenuItemRow & { depth: number })[] {
  const rows = db().select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.title)).all();
  const out: (MenuItemRow & { depth: number })[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const row of rows.filter((r) => r.parentId === parentId)) {
      out.push({ ...row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export const findMenuItem = (id: string) => db().select().from(menuItems).where(eq(menuItems.id, id)).get() ?? null;

/** The roles a menu entry may list (the system actor never signs in, so it is not offered). */
export function listAssignableRoles() {
  return db().select({ name: roles.name, label: roles.label }).from(roles).where(ne(roles.name, "system")).orderBy(asc(roles.label)).all();
}

/**
 * The structure rules of the menu (spec section 2's entry kinds): headers and groups sit at the top level;
 * items and external links sit at the top level or inside a group; a group cannot become a child.
 * Returns a message a person can act on, or null.
 */
export function menuStructureProblem(input: Pick<MenuItemInput, "kind" | "parentId">, id?: string): { field: "parentId" | "kind"; message: string } | null {
  if (id && input.kind !== "group" && db().select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.parentId, id)).get()) {
    return { field: "kind", message: "This group still has entries: move or delete them first." };
  }
  if (!input.parentId) return null;
  if (input.kind === "header" || input.kind === "group") return { field: "parentId", message: "Headers and groups belong at the top level of the menu." };
  if (input.parentId === id) return { field: "parentId", message: "An entry cannot be its own parent." };
  const parent = findMenuItem(input.parentId);
  if (!parent || parent.kind !== "group") return { field: "parentId", message: "Choose a collapsible group as the parent." };
  return null;
}

const siblingsWhere = (parentId: string | null) => (parentId ? eq(menuItems.parentId, parentId) : isNull(menuItems.parentId));

function nextSortOrder(tx: Tx, parentId: string | null) {
  const rows = tx.select({ sortOrder: menuItems.sortOrder }).from(menuItems).where(siblingsWhere(parentId)).all();
  return rows.reduce((max, r) => Math.max(max, r.sortOrder + 1), 0);
}

const clean = (input: MenuItemInput) => ({
  kind: input.kind,
  title: input.title.trim(),
  // Headers and groups are not links; keep their url empty so the access check never matches them.
  url: input.kind === "header" || input.kind === "group" ? null : input.url,
  icon: input.kind === "header" ? null : input.icon,
  badge: input.badge,
  badgeColor: input.badge ? input.badgeColor : null,
  roles: [...new Set(input.roles)],
  newTab: input.kind === "external" ? input.newTab : false,
  parentId: input.parentId,
});

export function createMenuItem(input: MenuItemInput): string {
  const id = `m-${randomBytes(5).toString("hex")}`;
  writeTransaction((tx) => {
    tx.insert(menuItems).values({ id, ...clean(input), sortOrder: nextSortOrder(tx, input.parentId), updatedAt: new Date().toISOString() }).run();
  });
  return id;
}

export function updateMenuItem(id: string, input: MenuItemInput): boolean {
  const changed = writeTransaction((tx) => {
    const current = tx.select().from(menuItems).where(eq(menuItems.id, id)).get();
    if (!current) return false;
    const moved = current.parentId !== input.parentId;
    tx.update(menuItems)
      .set({ ...clean(input), ...(moved ? { sortOrder: nextSortOrder(tx, input.parentId) } : {}), updatedAt: new Date().toISOString() })
      .where(eq(menuItems.id, id))
      .run();
    if (moved) renumber(tx, current.parentId);
    return true;
  });
  return changed;
}

/** Deletes an entry; a group takes its children with it (the foreign key cascades). */
export function deleteMenuItem(id: string): MenuItemRow | null {
  const removed = writeTransaction((tx) => {
    const row = tx.select().from(menuItems).where(eq(menuItems.id, id)).get();
    if (!row) return null;
    tx.delete(menuItems).where(eq(menuItems.id, id)).run();
    renumber(tx, row.parentId);
    return row;
  });
  return removed;
}

function renumber(tx: Tx, parentId: string | null) {
  const rows = tx.select({ id: menuItems.id }).from(menuItems).where(siblingsWhere(parentId)).orderBy(asc(menuItems.sortOrder), asc(menuItems.title)).all();
  rows.forEach((row, index) => tx.update(menuItems).set({ sortOrder: index }).where(eq(menuItems.id, row.id)).run());
}

/** Moves an entry one place up or down among its siblings; false when it is already at that end. */
export function moveMenuItem(id: string, direction: "up" | "down"): boolean {
  const moved = writeTransaction((tx) => {
    const row = tx.select().from(menuItems).where(eq(menuItems.id, id)).get();
    if (!row) return false;
    renumber(tx, row.parentId);
    const siblings = tx.select({ id: menuItems.id }).from(menuItems).where(siblingsWhere(row.parentId)).orderBy(asc(menuItems.sortOrder)).all();
    const from = siblings.findIndex((s) => s.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= siblings.length) return false;
    tx.update(menuItems).set({ sortOrder: to, updatedAt: new Date().toISOString() }).where(eq(menuItems.id, id)).run();
    tx.update(menuItems).set({ sortOrder: from }).where(and(eq(menuItems.id, siblings[to].id))).run();
    return true;
  });
  return moved;
}
