import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { invoices } from "./orders";
import { products } from "./products";
import type { OwnerMeta } from "../../app/domain/documents";

export type RecurringReference = { dueDateDayAfter: number; firstBillingDate: string; firstBillingDueDate: string; lastBillingDate: string; lastBillingDueDate: string };

/** Recurring billing profiles (spec section 3); the workflow snapshot holds their state. */
export const recurringProfiles = sqliteTable(
  "recurring_profiles",
  {
    id: text("id").primaryKey(),
    recurringId: text("recurring_id").notNull().unique(),
    name: text("name").notNull(),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    status: text("status", { enum: ["Idle", "Active", "Paused", "Finished", "Stopped"] }).notNull().default("Idle"),
    frequency: text("frequency", { enum: ["weekly", "monthly", "quarterly", "yearly"] }).notNull().default("monthly"),
    occurence: integer("occurence").notNull(),
    numOfBillingSent: integer("num_of_billing_sent").notNull().default(0),
    sequenceNo: integer("sequence_no").notNull().default(0),
    /** The billing date of the next sequence; the job bills every profile whose date has come. */
    nextBillingDate: text("next_billing_date"),
    config: jsonText<{ reference: RecurringReference }>("config").notNull(),
    order: jsonText<Record<string, unknown>>("order").notNull(),
    billingConfig: jsonText<Record<string, unknown>>("billing_config").notNull(),
    meta: jsonText<{ owner: OwnerMeta }>("meta").notNull(),
    attachments: jsonText<Record<string, unknown>[]>("attachments").notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recurring_due_idx").on(t.status, t.nextBillingDate), index("recurring_product_idx").on(t.productId)],
);

/** One row per job run: what ran, when, how it ended and what it did. */
export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    job: text("job").notNull(),
    trigger: text("trigger", { enum: ["schedule", "manual"] }).notNull().default("schedule"),
    startedAt: text("started_at").notNull(),
    endedAt: text("ended_at"),
    outcome: text("outcome", { enum: ["running", "succeeded", "failed", "cancelled"] }).notNull().default("running"),
    counts: jsonText<Record<string, number>>("counts"),
    error: text("error"),
  },
  (t) => [index("job_runs_job_idx").on(t.job, t.id)],
);

/** The portal's side of each e-Faktur request: what was asked, how often polled, what came back. */
export const taxRequests = sqliteTable(
  "tax_requests",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id").notNull().references(() => invoices.id, { onDelete: "cascade" }),
    requestId: text("request_id"),
    referenceId: text("reference_id").notNull(),
    payload: jsonText<Record<string, unknown>>("payload").notNull(),
    status: text("status", { enum: ["pending", "sent", "answered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    lastError: text("last_error"),
    answer: jsonText<Record<string, unknown>>("answer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("tax_requests_due_idx").on(t.status, t.nextAttemptAt), index("tax_requests_invoice_idx").on(t.invoiceId)],
);

/** The sandbox twins' own storage (the tax intermediary and the accounting system), never read by portal code. */
export const sandboxRecords = sqliteTable(
  "sandbox_records",
  {
    id: text("id").primaryKey(),
    system: text("system", { enum: ["tax-authority", "accounting", "payment-gateway"] }).notNull(),
    kind: text("kind").notNull(),
    reference: text("reference").notNull(),
    payload: jsonText<Record<string, unknown>>("payload").notNull(),
    outcome: text("outcome"),
    answerAt: text("answer_at"),
    answer: jsonText<Record<string, unknown>>("answer"),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_records_ref_idx").on(t.system, t.reference)],
);

/** Sandbox control: the outcome the next requests (or requests matching a rule) get. */
export const sandboxRules = sqliteTable("sandbox_rules", {
  id: text("id").primaryKey(),
  system: text("system").notNull(),
  match: jsonText<Record<string, string>>("match").notNull().default({}),
  outcome: text("outcome").notNull(),
  note: text("note").notNull().default(""),
  remaining: integer("remaining"),
  createdAt: createdAt(),
});

// The JSON shapes are business types: defined in app/domain so code outside app/models need not import the schema.
export type { OwnerMeta };
