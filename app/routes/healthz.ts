import { json } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { db } from "#db/client.server";

/** 200 when the database answers, 503 otherwise (for load balancers and the start script). */
export async function loader() {
  try {
    db().run(sql`select 1`);
    return json({ status: "ok", database: "reachable" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return json({ status: "error", database: "unreachable", message: String((error as Error).message) }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
