import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { attachments } from "./orders";
import { users } from "./users";

/**
 * An export run (issue 22, "a progress indication for exports that take more than a second"): a report export too
 * large to stream at once is written in the background, batch by batch, and its page shows rows done of total, then
 * the file. Only its owner (user_id) may read it or download the file (stored through the upload service as an
 * attachment owned by "report_export"). A run left 'running' by a process that died is marked failed at start-up.
 */
export const reportExports = sqliteTable(
  "report_exports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    report: text("report").notNull(),
    /** The URL's filter parameters as JSON (parsed again through the report's schema when the run starts). */
    filters: text("filters").notNull().default("{}"),
    format: text("format", { enum: ["xlsx", "pdf"] }).notNull().default("xlsx"),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
    rowsDone: integer("rows_done").notNull().default(0),
    rowsTotal: integer("rows_total").notNull().default(0),
    attachmentId: text("attachment_id").references(() => attachments.id, { onDelete: "set null" }),
    error: text("error"),
    createdAt: createdAt(),
    startedAt: text("started_at"),
    finishedAt: text("finished_at"),
  },
  (t) => [index("report_exports_user_idx").on(t.userId, t.createdAt), index("report_exports_status_idx").on(t.status)],
);
