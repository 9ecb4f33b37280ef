import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText } from "./columns";
import { invoices } from "./orders";

/**
 * Every attempt to e-mail an invoice to its customer (issue 20): when, to whom, with which files, and how it
 * ended. One row per attempt, so a failed send and its retries by the outbox are all visible on the invoice.
 * `outboxId` ties an attempt to the effect that made it (a delivery that already went out is not sent twice).
 */
export const invoiceDeliveries = sqliteTable(
  "invoice_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: text("invoice_id").notNull().references(() => invoices.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id"),
    /** Why it was sent: the approval, the approval of a reissued invoice, or a person's resend. */
    reason: text("reason", { enum: ["approved", "reissued", "resend"] }).notNull(),
    attempt: integer("attempt").notNull(),
    outcome: text("outcome", { enum: ["sent", "partial", "failed"] }).notNull(),
    recipients: jsonText<string[]>("recipients").notNull(),
    /** Addresses the mail server refused (a partial delivery), or every address of a failed one. */
    rejected: jsonText<string[]>("rejected").notNull().default([]),
    attachments: jsonText<string[]>("attachments").notNull().default([]),
    language: text("language").notNull(),
    amount: integer("amount"),
    error: text("error"),
    /** Who asked for it: the approver, or the person who pressed Resend. */
    requestedBy: text("requested_by"),
    at: createdAt(),
  },
  (t) => [index("invoice_deliveries_invoice_idx").on(t.invoiceId, t.id), index("invoice_deliveries_outbox_idx").on(t.outboxId)],
);
