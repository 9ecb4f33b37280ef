import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { tickets } from "./partners";
import { users } from "./users";

/**
 * The comments thread of a support ticket (issue 23). An internal note is for staff only; a customer-visible comment
 * is the answer the customer may read. A customer's own comment (from the public support page) has no author row.
 */
export const ticketComments = sqliteTable(
  "ticket_comments",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    visibility: text("visibility", { enum: ["internal", "customer"] }).notNull().default("internal"),
    fromCustomer: integer("from_customer", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_comments_ticket_idx").on(t.ticketId, t.createdAt)],
);
