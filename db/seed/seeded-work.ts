import { inArray } from "drizzle-orm";
import { loadAccessUser } from "~/models/user.server";
import { actorOf } from "~/services/workflows.server";
import { db } from "../client.server";
import { outbox } from "../schema";

/** A demo account as the services take it (the user with their permissions, and the actor the workflow records). */
export function demoUser(id: string) {
  const user = loadAccessUser(id);
  if (!user) throw new Error(`The demo data has no user ${id}`);
  return { user, actor: actorOf(user) };
}

/**
 * The demo's contracts, deliveries, quotations and redemptions were made long ago: the notices their submissions
 * queued are history, not news for today's reviewers (as with the demo companies in partners.ts). Their transitions
 * and activity rows stay; only the pending effects go, so the seed leaves everyone's notification counts as they were.
 */
export function dropQueuedNotices(sourceIds: string[]) {
  if (sourceIds.length) db().delete(outbox).where(inArray(outbox.sourceId, sourceIds)).run();
}
