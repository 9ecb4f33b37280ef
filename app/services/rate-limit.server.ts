// The counters are kept in the database: app/models/rate-limits.server.ts reads and writes them.
export { clearRateLimit, hit } from "~/models/rate-limits.server";
