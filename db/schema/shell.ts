import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { users } from "./users";
import { type MenuKind, menuKinds } from "../../app/domain/menu";

// Defined in app/domain so the menu editor's form need not import the schema.
export { menuKinds, type MenuKind };

/** The side menu as the spec stores it: headers, items, collapsible groups and external links, each with its roles. */
export const menuItems = sqliteTable(
  "menu_items",
  {
    id: text("id").primaryKey(),
    parentId: text("parent_id").references((): AnySQLiteColumn => menuItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: menuKinds }).notNull(),
    title: text("title").notNull(),
    url: text("url"),
    icon: text("icon"),
    badge: text("badge"),
    badgeColor: text("badge_color"),
    roles: jsonText<string[]>("roles").notNull().default([]),
    newTab: integer("new_tab", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("menu_items_parent_idx").on(t.parentId, t.sortOrder)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    recipientUserId: text("recipient_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    recipientReferenceId: text("recipient_reference_id").notNull(),
    application: text("application").notNull().default("Digimon"),
    title: text("title").notNull(),
    text: text("text").notNull(),
    url: text("url"),
    /** The outbox row that made it: a retried effect finds its own notification instead of adding another. */
    sourceKey: text("source_key").unique(),
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipientUserId, t.createdAt),
    index("notifications_unread_idx").on(t.recipientUserId, t.readAt),
  ],
);

/** Theme customizer choices, per user; absent keys take the spec's defaults. */
export const userSettings = sqliteTable("user_settings", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  theme: jsonText<Record<string, unknown>>("theme").notNull().default({}),
  updatedAt: updatedAt(),
});

/** Pinned pages. The first ten by pin time are shown; the rest wait and move up as shown ones go. */
export const bookmarks = sqliteTable(
  "bookmarks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title").notNull(),
    pinnedAt: createdAt(),
  },
  (t) => [index("bookmarks_user_idx").on(t.userId, t.pinnedAt)],
);
