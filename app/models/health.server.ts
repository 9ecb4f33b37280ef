import { sql } from "drizzle-orm";
import { db } from "#db/client.server";

/** Runs the smallest query there is: throws when the database cannot answer (healthz turns that into a 503). */
export function pingDatabase() {
  db().run(sql`select 1`);
}
