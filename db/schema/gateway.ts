import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { billings } from "./orders";
import { products } from "./products";

/**
 * What the portal asked the payment gateway for: one row per virtual account or card link of a billing. The id is
 * the gateway's order_id ({billing number}-{sequence}), so a regenerated VA is a new order and the old one's late
 * notifications still find their row.
 */
export const gatewayOrders = sqliteTable(
  "gateway_orders",
  {
    id: text("id").primaryKey(),
    billingId: text("billing_id").notNull().references(() => billings.id, { onDelete: "restrict" }),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    /** Which of the product's merchant credentials signed it (payment_system.mps_mode when it was made). */
    mode: text("mode", { enum: ["sandbox", "production"] }).notNull(),
    productType: text("product_type", { enum: ["VA", "CREDITCARD"] }).notNull(),
    /** The spec's product_code: the channel, such as BNI_VA, MANDIRI_VA or CREDITCARD. */
    channel: text("channel").notNull(),
    bank: text("bank").notNull().default(""),
    sequence: integer("sequence").notNull(),
    amount: integer("amount").notNull(),
    fee: integer("fee").notNull().default(0),
    status: text("status", { enum: ["requested", "active", "failed", "expired", "superseded", "paid"] }).notNull().default("requested"),
    vaNumber: text("va_number"),
    paymentUrl: text("payment_url"),
    gatewayTransactionId: text("gateway_transaction_id"),
    expiresAt: text("expires_at"),
    description: text("description").notNull().default(""),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("gateway_orders_billing_seq_uq").on(t.billingId, t.sequence), index("gateway_orders_status_idx").on(t.status, t.expiresAt)],
);

/**
 * One row per gateway transaction (the gateway's transaction_id): where it stands as far as the portal has applied
 * it. Notifications only ever move it forward (pending < settlement < reversal), so a late `pending` changes nothing.
 */
export const gatewayTransactions = sqliteTable(
  "gateway_transactions",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull().references(() => gatewayOrders.id, { onDelete: "restrict" }),
    billingId: text("billing_id").notNull().references(() => billings.id, { onDelete: "restrict" }),
    status: text("status").notNull(),
    grossAmount: integer("gross_amount").notNull(),
    paymentType: text("payment_type").notNull().default(""),
    settledAt: text("settled_at"),
    reversedAt: text("reversed_at"),
    /** The payment the payments core recorded for the settlement (set by the settle effect). */
    paymentId: text("payment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("gateway_transactions_billing_idx").on(t.billingId, t.createdAt), index("gateway_transactions_order_idx").on(t.orderId)],
);

/**
 * Every verified notification, once per (transaction, status): a repeated delivery only counts up `deliveries`.
 * Unverified deliveries are never written (the webhook answers 401 first).
 */
export const gatewayNotifications = sqliteTable(
  "gateway_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    transactionId: text("transaction_id").notNull(),
    orderId: text("order_id").notNull(),
    transactionStatus: text("transaction_status").notNull(),
    statusCode: text("status_code").notNull(),
    grossAmount: text("gross_amount").notNull(),
    body: jsonText<Record<string, unknown>>("body").notNull(),
    /** What it did: applied (moved the transaction), stale (arrived after a later status), ignored (nothing to do). */
    outcome: text("outcome", { enum: ["applied", "stale", "ignored"] }).notNull(),
    deliveries: integer("deliveries").notNull().default(1),
    firstAt: text("first_at").notNull(),
    lastAt: text("last_at").notNull(),
  },
  (t) => [uniqueIndex("gateway_notifications_uq").on(t.transactionId, t.transactionStatus), index("gateway_notifications_order_idx").on(t.orderId)],
);
