import { type AnySQLiteColumn, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";

/**
 * Organisation tree. Levels (written down in the README): 1 the group's top
 * company, 2 directorate or subsidiary, 3 division, 4 unit, 5 position.
 * The spec's division lookup after sign-in is "level 3 under the top company".
 */
export const orgNodeKinds = ["company", "directorate", "division", "unit", "position"] as const;
export type OrgNodeKind = (typeof orgNodeKinds)[number];

export const orgNodes = sqliteTable(
  "org_nodes",
  {
    id: text("id").primaryKey(),
    parentId: text("parent_id").references((): AnySQLiteColumn => orgNodes.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: orgNodeKinds }).notNull(),
    level: integer("level").notNull(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    loker: text("loker"),
    sortOrder: integer("sort_order").notNull().default(0),
    revenueSettings: jsonText<Record<string, unknown>>("revenue_settings"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("org_nodes_parent_idx").on(t.parentId, t.sortOrder), index("org_nodes_level_idx").on(t.level)],
);
