import { json } from "@remix-run/node";
import { pingDatabase } from "~/models/health.server";

/** 200 when the database answers, 503 otherwise (for load balancers and the start script). */
export async function loader() {
  try {
    pingDatabase();
    return json({ status: "ok", database: "reachable" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return json({ status: "error", database: "unreachable", message: String((error as Error).message) }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
