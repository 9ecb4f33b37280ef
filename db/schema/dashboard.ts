import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Summary tables of the home page's dashboard (issue 22, Performance): kept in step by SQLite triggers written in the
 * migration that creates them (db/migrations/*_dashboard_summary.sql), so every write to invoices, billings or
 * purchase orders moves them inside its own statement and transaction: they are never stale and are not a cache.
 * The migration back-fills them from the rows. Product ids are the scope key (lists scope by product); days are
 * Jakarta dates of created_at (date(created_at, '+7 hours')), the same days models/dashboard.server.ts instantRange
 * bounds. Rows whose counts fall to zero are kept (their amounts are zero too) and read as nothing. The migration
 * creates the tables WITHOUT ROWID (by hand: drizzle-kit does not write it), so a key range is read in key order.
 */

/** Outstanding invoices (live, not fully paid) per product and due date: count and balance (amount less a partly paid billing's paid_amount). */
export const dashReceivables = sqliteTable(
  "dash_receivables",
  {
    productId: text("product_id").notNull(),
    dueDate: text("due_date").notNull(),
    count: integer("count").notNull().default(0),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.dueDate] })],
);

/** Per Jakarta day and product: POs created, billings issued (issued or paid) with their PPN, live invoices. */
export const dashDaily = sqliteTable(
  "dash_daily",
  {
    day: text("day").notNull(),
    productId: text("product_id").notNull(),
    poCount: integer("po_count").notNull().default(0),
    poAmount: integer("po_amount").notNull().default(0),
    billingCount: integer("billing_count").notNull().default(0),
    billingAmount: integer("billing_amount").notNull().default(0),
    billingTax: integer("billing_tax").notNull().default(0),
    invoiceCount: integer("invoice_count").notNull().default(0),
    invoiceAmount: integer("invoice_amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * Live invoices per Jakarta day, product and customer (customer_id, '' when none, and the name as invoiced) for the
 * top-customers ranking: the name is part of the key so the ranking's min(name) stays exact when rows go away.
 */
export const dashCustomerDaily = sqliteTable(
  "dash_customer_daily",
  {
    day: text("day").notNull(),
    productId: text("product_id").notNull(),
    customerId: text("customer_id").notNull(),
    customerName: text("customer_name").notNull(),
    count: integer("count").notNull().default(0),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.customerId, t.customerName] })],
);

/**
 * Live invoices per Jakarta month (yyyy-mm), customer and product, for the top-customers ranking over whole months
 * (migration 0033; partial months come from dash_customer_daily: domain/period-pieces.ts). customer_key is the
 * ranking's group (customer_id, or the name as invoiced when there is none) and leads the key after the month, so one
 * month's rows are read already grouped by customer, every product's or a member's few, with no sort; the product
 * comes last for a member's scope.
 */
export const dashCustomerMonthly = sqliteTable(
  "dash_customer_monthly",
  {
    month: text("month").notNull(),
    customerKey: text("customer_key").notNull(),
    customerId: text("customer_id").notNull(),
    customerName: text("customer_name").notNull(),
    productId: text("product_id").notNull(),
    count: integer("count").notNull().default(0),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.customerKey, t.customerId, t.customerName, t.productId] })],
);

/**
 * Live invoices per Jakarta month, product and customer_key (dash_customer_monthly's rows summed over ids and names),
 * with an index by amount (migration 0035): each product's customers of a month, largest first, so the top customers
 * of a whole month are found by reading the heads of the scope's products' lists (models/dashboard.server.ts) instead
 * of grouping every customer of the month.
 */
export const dashCustomerRanking = sqliteTable(
  "dash_customer_ranking",
  {
    month: text("month").notNull(),
    productId: text("product_id").notNull(),
    customerKey: text("customer_key").notNull(),
    count: integer("count").notNull().default(0),
    amount: integer("amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.productId, t.customerKey] }), index("dash_customer_ranking_amount_idx").on(t.month, t.productId, t.amount)],
);
