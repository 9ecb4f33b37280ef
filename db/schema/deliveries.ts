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

/**
 * What became of each recipient of an attempt. Each recipient gets a mail of their own, so the mail service's
 * id for it (`providerId`: Resend's email id, or the sandbox mailbox's message id) names exactly one address,
 * and a bounce or complaint reported later (POST /webhooks/mail) lands on that address. States: `sent` (the
 * mail service took it), `delivered`, `delayed` (still trying), `bounced` and `complained` (reported later),
 * `refused` (refused at once, permanently: not retried), `failed` (the service could not be reached or erred:
 * the outbox tries again).
 */
export const invoiceDeliveryRecipients = sqliteTable(
  "invoice_delivery_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: integer("delivery_id").notNull().references(() => invoiceDeliveries.id, { onDelete: "cascade" }),
    invoiceId: text("invoice_id").notNull().references(() => invoices.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id"),
    address: text("address").notNull(),
    providerId: text("provider_id"),
    state: text("state", { enum: ["sent", "delivered", "delayed", "bounced", "complained", "refused", "failed"] }).notNull(),
    /** The bounce's or refusal's reason, or the error of a failed send, as the mail service gave it. */
    reason: text("reason"),
    at: createdAt(),
    /** When the state last changed (a webhook event's own time). */
    updatedAt: text("updated_at"),
  },
  (t) => [index("invoice_delivery_recipients_delivery_idx").on(t.deliveryId), index("invoice_delivery_recipients_provider_idx").on(t.providerId), index("invoice_delivery_recipients_outbox_idx").on(t.outboxId)],
);

/**
 * Every mail-service notification received (Resend's webhooks, signed with Svix; the sandbox's twin goes the same
 * way), keyed by its svix-id: a notification delivered twice is recognised and has no second effect.
 */
export const mailEvents = sqliteTable(
  "mail_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    emailId: text("email_id"),
    /** When the mail service says it happened (data.created_at or created_at). */
    occurredAt: text("occurred_at"),
    /** How many recipient rows it changed (0: an e-mail that is not an invoice's, or an event older than the state). */
    applied: integer("applied").notNull().default(0),
    receivedAt: createdAt(),
  },
  (t) => [index("mail_events_email_idx").on(t.emailId)],
);
