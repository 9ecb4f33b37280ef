import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { isoNow, jsonText, updatedAt } from "./columns";
import { invoices } from "./orders";
import { products } from "./products";

/**
 * Dunning (issue 21): chasing approved, unpaid invoices with reminders on a schedule of the product's.
 *
 * A product's schedule: ordered day offsets relative to the invoice's due date (-7 a week before, 0 on the day,
 * 30 a month after), whether it runs at all, and whether the product owner and the account manager are told once
 * the last step went out. A product without a row follows the default schedule (app/domain/dunning.ts).
 */
export const dunningSchedules = sqliteTable("dunning_schedules", {
  productId: text("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** Day offsets, strictly increasing, at most 10 (validated by the settings form). */
  steps: jsonText<number[]>("steps").notNull(),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  escalation: integer("escalation", { mode: "boolean" }).notNull().default(true),
  updatedBy: text("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * Every reminder (and the one escalation) queued for an invoice. `step` names it: the day offset written as text
 * ("-7", "0", "30"), or "escalation". UNIQUE (invoice, step): a step goes out at most once, whatever runs at the same
 * time or is killed; the row and its outbox effect are written in one transaction.
 */
export const dunningReminders = sqliteTable(
  "dunning_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    kind: text("kind", { enum: ["reminder", "escalation"] }).notNull(),
    /** The day offset of a reminder; the last step's for the escalation. */
    offsetDays: integer("offset_days").notNull(),
    /** The due date the step was counted from, and the Jakarta day it was queued on. */
    dueDate: text("due_date").notNull(),
    day: text("day").notNull(),
    outboxId: integer("outbox_id"),
    sentAt: text("sent_at").notNull().default(isoNow),
  },
  (t) => [uniqueIndex("dunning_reminders_invoice_step_uq").on(t.invoiceId, t.step), index("dunning_reminders_outbox_idx").on(t.outboxId)],
);

/**
 * Dunning held for one invoice: by a person (`paused`), or because the customer disputes it (`disputed`: tickets
 * come with issue 23, until then a dispute is a pause with its reason). One open pause (not resumed) at a time.
 */
export const dunningPauses = sqliteTable(
  "dunning_pauses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["paused", "disputed"] }).notNull(),
    reason: text("reason").notNull(),
    pausedBy: text("paused_by").notNull(),
    pausedByName: text("paused_by_name").notNull(),
    pausedAt: text("paused_at").notNull().default(isoNow),
    resumedBy: text("resumed_by"),
    resumedByName: text("resumed_by_name"),
    resumedAt: text("resumed_at"),
  },
  (t) => [uniqueIndex("dunning_pauses_open_uq").on(t.invoiceId).where(sql`resumed_at is null`), index("dunning_pauses_invoice_idx").on(t.invoiceId, t.id)],
);
