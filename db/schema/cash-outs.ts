import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { products } from "./products";

/**
 * The kinds of balance movement (issue 21, cash-out): a settlement's net credited to the product (+), a cash-out
 * request's hold (-), the hold given back when the checker rejects it or when the transfer completes (+), and the
 * money paid out by that transfer (-). A completed cash-out is therefore hold + release + paid out = -amount, and
 * "held" (hold + release) is zero again: the ledger says what is held and what left, not just one number.
 */
export const balanceMovementKinds = ["settled net", "cash-out hold", "hold released", "paid out"] as const;
export const balanceSourceTypes = ["settlement", "cash-out"] as const;

/**
 * A product's settled balance as an append-only ledger of signed integer rupiah: the balance is the sum. Unique on
 * (kind, source, product) so a settlement's net is credited once and a cash-out holds, releases and pays once, however
 * often the code that records it runs (a retried job, a settlement re-saved).
 */
export const balanceMovements = sqliteTable(
  "balance_movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: balanceMovementKinds }).notNull(),
    amount: integer("amount").notNull(),
    sourceType: text("source_type", { enum: balanceSourceTypes }).notNull(),
    sourceId: text("source_id").notNull(),
    /** When the money moved (a settlement's settled time; a cash-out's decision time). */
    at: text("at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("balance_movements_once_uq").on(t.kind, t.sourceId, t.productId),
    index("balance_movements_product_idx").on(t.productId, t.at),
    check("balance_movements_amount_ck", sql`${t.amount} <> 0`),
  ],
);

export const cashOutStates = ["requested", "approved", "rejected", "completed"] as const;

/**
 * A request to withdraw a product's settled net (spec: withdrawal, cash-out approval, transfer request). The maker
 * asks, a different person with approve:cashout approves (a transfer request is made) or rejects with a reason; the
 * transfer's completion (the sandbox bank, or a person with the transfer reference and proof) closes it.
 */
export const cashOutRequests = sqliteTable(
  "cash_out_requests",
  {
    id: text("id").primaryKey(),
    /** CO-YYYY-NNNNN, readable in lists and on the bank transfer's description. */
    number: text("number").notNull(),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountHolder: text("account_holder").notNull(),
    note: text("note").notNull().default(""),
    /** The machine state (also in workflow_snapshots; here so that the list filters on one table). */
    state: text("state", { enum: cashOutStates }).notNull().default("requested"),
    makerId: text("maker_id").notNull(),
    makerName: text("maker_name").notNull(),
    checkerId: text("checker_id"),
    checkerName: text("checker_name"),
    decidedAt: text("decided_at"),
    rejectReason: text("reject_reason"),
    /** The transfer request approval produced: how it completes (sandbox bank or by hand), its reference and proof. */
    transferVia: text("transfer_via", { enum: ["bank", "manual"] }),
    transferReference: text("transfer_reference"),
    transferProofId: text("transfer_proof_id"),
    transferredAt: text("transferred_at"),
    completedById: text("completed_by_id"),
    completedByName: text("completed_by_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cash_out_requests_number_uq").on(t.number),
    index("cash_out_requests_created_idx").on(t.createdAt),
    index("cash_out_requests_state_idx").on(t.state, t.createdAt),
    index("cash_out_requests_product_idx").on(t.productId, t.createdAt),
    check("cash_out_requests_amount_ck", sql`${t.amount} > 0`),
  ],
);
