import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/** ISO-8601 UTC timestamps as text (architecture.md: never an integer defaulting to CURRENT_TIMESTAMP). */
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
export const createdAt = () => text("created_at").notNull().default(isoNow);
export const updatedAt = () => text("updated_at").notNull().default(isoNow);
export const jsonText = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
