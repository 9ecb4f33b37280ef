import { asc } from "drizzle-orm";
import { db } from "#db/client.server";
import { menuItems } from "#db/schema";
import { UntilChanged } from "#db/until-changed";

export type MenuRow = typeof menuItems.$inferSelect;

/**
 * The stored menu (a few dozen rows), needed on every request for the side menu and the access check. It is
 * kept until the database changes (db/until-changed.ts), the one invalidation scheme of the portal: an edit in
 * the menu editor, in this web worker or another, is a write, so the next request reads the rows again, and no
 * caller has to remember to invalidate. Frozen: every request shares the same rows.
 */
const menus = new UntilChanged<readonly MenuRow[]>(1);

export function allMenuItems(): readonly MenuRow[] {
  return menus.get("menu", () => db().select().from(menuItems).orderBy(asc(menuItems.sortOrder)).all());
}
