import { sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { rateLimits } from "#db/schema";

/**
 * A fixed-window counter kept in the database (so it holds across restarts and
 * processes). Returns whether this hit is allowed and how long until the window resets.
 */
export function hit(key: string, limit: number, windowMs: number, now = Date.now()): { allowed: boolean; retryAfterMs: number } {
  const windowStart = now - (now % windowMs);
  const row = db()
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning()
    .get();
  return { allowed: row.count <= limit, retryAfterMs: windowStart + windowMs - now };
}

export function clearRateLimit(key: string) {
  db().delete(rateLimits).where(sql`${rateLimits.key} = ${key}`).run();
}
