import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { users } from "#db/schema";

/** The job position printed under a signature on approved invoices. */
export function jobPositionOf(userId: string): string | null {
  return db().select({ jobPosition: users.jobPosition }).from(users).where(eq(users.id, userId)).get()?.jobPosition ?? null;
}
