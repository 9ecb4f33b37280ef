import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * How the portal's calls to outside systems ended, counted per system, operation and outcome, for /metrics.
 * Counted in the database rather than in memory because the calls are made by every process of the group
 * (web workers through the outbox, the jobs in the primary's worker threads), which share nothing else.
 */
export const integrationCalls = sqliteTable(
  "integration_calls",
  {
    system: text("system").notNull(),
    operation: text("operation").notNull(),
    outcome: text("outcome").notNull(),
    count: integer("count").notNull().default(0),
    lastAt: text("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.system, t.operation, t.outcome] })],
);
