import { eq, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { prepared } from "#db/prepared";
import { userSettings } from "#db/schema";
import type { Theme } from "~/lib/theme";

export function getUserTheme(userId: string): Record<string, unknown> | null {
  const query = prepared(db(), "user-theme", (h) => h.select({ theme: userSettings.theme }).from(userSettings).where(eq(userSettings.userId, sql.placeholder("userId"))).prepare());
  return query.get({ userId })?.theme ?? null;
}

export function saveUserTheme(userId: string, theme: Theme | Record<string, never>) {
  db()
    .insert(userSettings)
    .values({ userId, theme, updatedAt: new Date().toISOString() })
    .onConflictDoUpdate({ target: userSettings.userId, set: { theme, updatedAt: new Date().toISOString() } })
    .run();
}
