import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { billings, customers } from "./orders";
import { orgNodes } from "./organisation";
import { products } from "./products";

/** One uploaded bank statement (issue 20): what was read, by whom, and what it added. */
export const statementImports = sqliteTable(
  "statement_imports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    account: text("account").notNull(),
    layout: text("layout").notNull(),
    lines: integer("lines").notNull(),
    credits: integer("credits").notNull(),
    added: integer("added").notNull(),
    duplicates: integer("duplicates").notNull(),
    matched: integer("matched").notNull(),
    unmatched: integer("unmatched").notNull(),
    /**
     * An import commits in chunks of credit lines (so that it never holds SQLite's one writer for long): "importing"
     * until its last chunk commits, then "complete". `processed` is how many of its credit lines (in file order)
     * are committed; the same file uploaded again continues an import left "importing" (a crash) from there.
     */
    status: text("status", { enum: ["importing", "complete"] }).notNull().default("complete"),
    processed: integer("processed").notNull().default(0),
    importedById: text("imported_by_id").notNull(),
    importedByName: text("imported_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("statement_imports_created_idx").on(t.createdAt), index("statement_imports_sha_idx").on(t.sha256)],
);

/** `credit`: a customer's credit applied to an open billing (app/services/payments/credit.server.ts): no money arrived. */
export const paymentSources = ["statement", "gateway", "credit"] as const;
export const paymentStatusMatches = ["unmatched", "partly matched", "matched", "not ours"] as const;

/**
 * A credit that reached us (spec section 3, Payment: status_payment, status_match, settlement_type, bank,
 * account{transaction_date, description, reference_no, debit, credit, balance, branch_code, trxid}, multibilling,
 * division). One row per credit line of a statement, or per settled gateway transaction.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    source: text("source", { enum: paymentSources }).notNull(),
    /** Our account the money arrived in (digits only), or the gateway's name for gateway payments. */
    account: text("account").notNull(),
    bank: text("bank").notNull().default(""),
    transactionDate: text("transaction_date").notNull(),
    description: text("description").notNull().default(""),
    referenceNo: text("reference_no").notNull().default(""),
    debit: integer("debit").notNull().default(0),
    credit: integer("credit").notNull(),
    balance: integer("balance"),
    branchCode: text("branch_code"),
    trxid: text("trxid"),
    /** The credit in integer rupiah (the same as `credit`: the name the matching and the lists speak). */
    amount: integer("amount").notNull(),
    /**
     * The n-th line of a statement with the same account, reference, date and amount: two real transfers of the same
     * amount on the same day without a bank reference are two payments, and the same statement read again still
     * adds nothing (its n-th line meets the n-th one already stored).
     */
    occurrence: integer("occurrence").notNull().default(1),
    /** The gateway's transaction id: a notification delivered twice is one payment. */
    gatewayTransactionId: text("gateway_transaction_id"),
    channel: text("channel"),
    settlementType: text("settlement_type").notNull().default("internal transfer"),
    statusPayment: text("status_payment", { enum: ["unsettled", "settled"] }).notNull().default("unsettled"),
    statusMatch: text("status_match", { enum: paymentStatusMatches }).notNull().default("unmatched"),
    /** Why it waits ('Payment is not matched: ...'), or why it is not ours. */
    matchNote: text("match_note"),
    /** The machine state (also in workflow_snapshots; here so that the lists filter on one table). */
    state: text("state").notNull().default("unmatched"),
    /** What is allocated to billings so far (the rest still waits). */
    allocatedAmount: integer("allocated_amount").notNull().default(0),
    /** The product and division the payment belongs to, once matched (the lists' scope), or known from our account. */
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    importId: integer("import_id").references(() => statementImports.id, { onDelete: "restrict" }),
    createdById: text("created_by_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Importing the same statement twice adds nothing (issue 20): a duplicate is impossible, not unlikely.
    uniqueIndex("payments_statement_dedupe_uq")
      .on(t.account, t.referenceNo, t.transactionDate, t.amount, t.occurrence)
      .where(sql`source = 'statement'`),
    uniqueIndex("payments_gateway_trx_uq").on(t.gatewayTransactionId).where(sql`gateway_transaction_id is not null`),
    index("payments_created_idx").on(t.createdAt),
    index("payments_match_created_idx").on(t.statusMatch, t.createdAt),
    index("payments_status_created_idx").on(t.statusPayment, t.createdAt),
    index("payments_date_idx").on(t.transactionDate, t.createdAt),
    index("payments_amount_idx").on(t.amount, t.createdAt),
    // The list's equality filters in front of its default order (transaction date, then created_at and rowid):
    // one index range per filter value (the keyset pages and the queue's per-status merge; EXPLAIN in payments-list.test.ts).
    index("payments_match_date_idx").on(t.statusMatch, t.transactionDate, t.createdAt),
    index("payments_bank_date_idx").on(t.bank, t.transactionDate, t.createdAt),
    index("payments_account_idx").on(t.account, t.transactionDate, t.createdAt),
    index("payments_product_idx").on(t.productId, t.createdAt),
    index("payments_division_idx").on(t.divisionId, t.createdAt),
    index("payments_import_idx").on(t.importId),
  ],
);

/**
 * Money of a payment given to a billing (the spec's `multibilling`: a split is several rows). A reversed row stays,
 * with who took it back, when and why; only rows without `reversed_at` count.
 */
export const paymentAllocations = sqliteTable(
  "payment_allocations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: text("payment_id").notNull().references(() => payments.id, { onDelete: "restrict" }),
    billingId: text("billing_id").notNull().references(() => billings.id, { onDelete: "restrict" }),
    /** The money of the payment given to this billing, surplus included. */
    amount: integer("amount").notNull(),
    /** What of `amount` went beyond the billing's balance due: the customer's credit (customer_credits). */
    surplus: integer("surplus").notNull().default(0),
    auto: integer("auto", { mode: "boolean" }).notNull().default(false),
    createdById: text("created_by_id").notNull(),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    reversedAt: text("reversed_at"),
    reversedById: text("reversed_by_id"),
    reversedByName: text("reversed_by_name"),
    reversedReason: text("reversed_reason"),
  },
  (t) => [index("payment_allocations_payment_idx").on(t.paymentId), index("payment_allocations_billing_idx").on(t.billingId)],
);

/** A customer's money beyond what a billing asked (an over-payment), kept visible until it is used or refunded. */
export const customerCredits = sqliteTable(
  "customer_credits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customerId: text("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    /** The customer's name as billed (a billing without a customer row still names its party). */
    customerName: text("customer_name").notNull(),
    paymentId: text("payment_id").notNull().references(() => payments.id, { onDelete: "restrict" }),
    billingId: text("billing_id").notNull().references(() => billings.id, { onDelete: "restrict" }),
    allocationId: integer("allocation_id").notNull().references(() => paymentAllocations.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
    reversedAt: text("reversed_at"),
    note: jsonText<Record<string, unknown>>("note"),
  },
  (t) => [index("customer_credits_customer_idx").on(t.customerId, t.createdAt), index("customer_credits_payment_idx").on(t.paymentId)],
);

/**
 * What a customer's credit was spent on: applied to an open billing (through a payment of source `credit` and its
 * allocation) or refunded to the customer's bank account. The customer's available credit is the credits not
 * reversed less the movements not reversed; the credit service keeps it from going below zero. Un-matching the
 * credit payment reverses its movement (the credit comes back); a refund is never reversed here.
 */
export const customerCreditMovements = sqliteTable(
  "customer_credit_movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customerId: text("customer_id").notNull().references(() => customers.id, { onDelete: "restrict" }),
    customerName: text("customer_name").notNull(),
    kind: text("kind", { enum: ["applied", "refunded"] }).notNull(),
    amount: integer("amount").notNull(),
    /** Applied: the credit payment, its allocation and the billing it paid. */
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    allocationId: integer("allocation_id").references(() => paymentAllocations.id, { onDelete: "restrict" }),
    billingId: text("billing_id").references(() => billings.id, { onDelete: "restrict" }),
    /** Refunded: where the money went and the bank transfer that carried it. */
    bankName: text("bank_name"),
    bankAccount: text("bank_account"),
    accountHolder: text("account_holder"),
    transferReference: text("transfer_reference"),
    transferDate: text("transfer_date"),
    reason: text("reason"),
    createdById: text("created_by_id").notNull(),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    reversedAt: text("reversed_at"),
    reversedByName: text("reversed_by_name"),
    reversedReason: text("reversed_reason"),
  },
  (t) => [
    index("customer_credit_movements_customer_idx").on(t.customerId, t.createdAt),
    index("customer_credit_movements_payment_idx").on(t.paymentId),
    check("customer_credit_movements_amount_ck", sql`${t.amount} > 0`),
  ],
);
