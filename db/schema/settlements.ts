import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { payments } from "./payments";
import { products } from "./products";

export const settlementStatuses = ["not yet", "settled"] as const;
export const settlementDifferenceKinds = ["unknown", "missing", "fee", "amount", "net"] as const;
export type SettlementDifferenceKind = (typeof settlementDifferenceKinds)[number];
/** fileId: the stored file (attachments table, served at /files/{fileId}); older rows recorded only name, hash and size. */
export type SettlementAttachment = { filename: string; sha256: string; size: number; filetype: string; at: string; fileId?: string };

/**
 * One gateway settlement report (or bank batch) as imported (issue 21; spec section 3, Settlement: nominal_trx,
 * channel_fee, mps_fee, channel_name, matched{by, reference_id, at}, status_settlement, settled{at},
 * completed.attachments). Totals are integer rupiah summed from its lines; `net` is what the bank must have credited.
 */
export const settlements = sqliteTable(
  "settlements",
  {
    id: text("id").primaryKey(),
    /** S-{gateway}-{report date}: one report per gateway and day, so the same report twice is refused. */
    reference: text("reference").notNull(),
    gateway: text("gateway").notNull(),
    reportDate: text("report_date").notNull(),
    nominalTrx: integer("nominal_trx").notNull(),
    channelFee: integer("channel_fee").notNull(),
    mpsFee: integer("mps_fee").notNull(),
    net: integer("net").notNull(),
    lineCount: integer("line_count").notNull(),
    /**
     * The report is written in chunks of lines (one write transaction each, like the bank statement import):
     * "importing" until its last chunk and the differences are in, then "complete"; `importedLines` is how far it
     * got, so the same report uploaded again after a crash continues from there.
     */
    importStatus: text("import_status", { enum: ["importing", "complete"] }).notNull().default("complete"),
    importedLines: integer("imported_lines").notNull().default(0),
    /** The channels the report covers (comma-separated codes, e.g. BNI_VA, MANDIRI_VA). */
    channelName: text("channel_name").notNull(),
    /** The machine state: imported, reconciling, reconciled, settled. */
    state: text("state").notNull().default("imported"),
    statusSettlement: text("status_settlement", { enum: settlementStatuses }).notNull().default("not yet"),
    openDifferences: integer("open_differences").notNull().default(0),
    /** The bank credit (a statement payment) that paid the net, and who paired it (the spec's matched{by, reference_id, at}). */
    bankPaymentId: text("bank_payment_id").references(() => payments.id, { onDelete: "restrict" }),
    matchedBy: text("matched_by"),
    matchedReferenceId: text("matched_reference_id"),
    matchedAt: text("matched_at"),
    settledAt: text("settled_at"),
    attachments: jsonText<SettlementAttachment[]>("attachments").notNull().default(sql`'[]'`),
    importedById: text("imported_by_id").notNull(),
    importedByName: text("imported_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("settlements_reference_uq").on(t.reference),
    // A bank credit pays one settlement: it can never be paired twice.
    uniqueIndex("settlements_bank_payment_uq").on(t.bankPaymentId).where(sql`bank_payment_id is not null`),
    index("settlements_date_idx").on(t.reportDate, t.createdAt),
    index("settlements_state_date_idx").on(t.state, t.reportDate, t.createdAt),
    index("settlements_status_date_idx").on(t.statusSettlement, t.reportDate, t.createdAt),
  ],
);

/** One transaction of a report: gross, the channel's and the gateway's fee, net, and the payment it matched (null: unknown to us). */
export const settlementLines = sqliteTable(
  "settlement_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    settlementId: text("settlement_id").notNull().references(() => settlements.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    transactionId: text("transaction_id").notNull(),
    orderId: text("order_id").notNull().default(""),
    channel: text("channel").notNull(),
    gross: integer("gross").notNull(),
    channelFee: integer("channel_fee").notNull(),
    mpsFee: integer("mps_fee").notNull(),
    net: integer("net").notNull(),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    /** The product of the matched payment (the revenue report's key). */
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
  },
  (t) => [
    index("settlement_lines_settlement_idx").on(t.settlementId, t.lineNo),
    // A gateway transaction is settled once: a second report carrying it is refused as not eligible.
    uniqueIndex("settlement_lines_transaction_uq").on(t.transactionId),
    index("settlement_lines_payment_idx").on(t.paymentId),
    index("settlement_lines_product_idx").on(t.productId, t.settlementId),
    check("settlement_lines_net_ck", sql`${t.net} = ${t.gross} - ${t.channelFee} - ${t.mpsFee}`),
  ],
);

/**
 * What the report and our records disagree on: a transaction the gateway settled that we never saw (unknown), one
 * we saw that it did not settle (missing), fees other than the channel's (fee), a gross other than the payment's
 * (amount), a net other than the bank credit (net). Open until a person resolves it with a reason.
 */
export const settlementDifferences = sqliteTable(
  "settlement_differences",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    settlementId: text("settlement_id").notNull().references(() => settlements.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: settlementDifferenceKinds }).notNull(),
    transactionId: text("transaction_id"),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    /** Report minus ours (or credit minus net), in rupiah. */
    amount: integer("amount").notNull(),
    detail: text("detail").notNull(),
    resolvedById: text("resolved_by_id"),
    resolvedBy: text("resolved_by"),
    resolvedAt: text("resolved_at"),
    resolvedReason: text("resolved_reason"),
    createdAt: createdAt(),
  },
  (t) => [index("settlement_differences_settlement_idx").on(t.settlementId, t.resolvedAt)],
);

/** What each channel costs per paid transaction (integer rupiah): what a report's fees are checked against. */
export const channelFees = sqliteTable("channel_fees", {
  channel: text("channel").primaryKey(),
  channelFee: integer("channel_fee").notNull(),
  mpsFee: integer("mps_fee").notNull().default(0),
  updatedAt: updatedAt(),
});
