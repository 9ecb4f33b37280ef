import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { DetailLine, Party } from "../../app/domain/documents";
import { createdAt, jsonText, updatedAt } from "./columns";
import { attachments, customers, purchaseOrders } from "./orders";
import { orgNodes } from "./organisation";
import { companies } from "./partners";
import { products } from "./products";
import { users } from "./users";

/** The quotation machine's states (machines/quotation.machine.ts), also its status column. */
export const quotationStatuses = ["draft", "submitted", "approved", "rejected", "converted", "expired"] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

/**
 * A quotation (penawaran harga) to a customer or a partner company (issue 23). Its number QUO-{year}-{6 digits} comes
 * from number_sequences scope "QUO:{year}" when it is created (drafts are never deleted, so the series has no gaps).
 * The amounts are the billing pricing rules' (app/domain/pricing.ts) over its lines and quotation date, stored so the
 * list, the PDF and the purchase order it turns into read the same rupiah. The status is the machine's state.
 */
export const quotations = sqliteTable(
  "quotations",
  {
    id: text("id").primaryKey(),
    quotationNumber: text("quotation_number").notNull(),
    sequence: integer("sequence").notNull(),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    customerId: text("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    /** Set when the quotation goes to a partner company rather than a plain customer. */
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    status: text("status", { enum: quotationStatuses }).notNull().default("draft"),
    quotationDate: text("quotation_date").notNull(),
    validUntil: text("valid_until").notNull(),
    from: jsonText<Party>("from_party").notNull(),
    to: jsonText<Party>("to_party").notNull(),
    details: jsonText<DetailLine[]>("details").notNull(),
    note: text("note").notNull().default(""),
    includePph: integer("include_pph", { mode: "boolean" }).notNull().default(false),
    totalPrice: integer("total_price").notNull(),
    dpp: integer("dpp").notNull(),
    tax: integer("tax").notNull(),
    taxRateLabel: text("tax_rate_label").notNull(),
    pph: integer("pph").notNull(),
    administrationFee: integer("administration_fee").notNull(),
    finalPrice: integer("final_price").notNull(),
    finalPriceWithPph: integer("final_price_with_pph").notNull(),
    submittedAt: text("submitted_at"),
    approvedBy: text("approved_by"),
    approvedUserId: text("approved_user_id").references(() => users.id, { onDelete: "set null" }),
    approvedAt: text("approved_at"),
    approvalNote: text("approval_note"),
    /** The signed approval document (an attachment owned by "quotation_approval", this id). */
    approvalAttachmentId: text("approval_attachment_id").references(() => attachments.id, { onDelete: "set null" }),
    rejectedBy: text("rejected_by"),
    rejectedAt: text("rejected_at"),
    rejectedReason: text("rejected_reason"),
    /** The purchase order it became (one step, once: unique). */
    poId: text("po_id").references(() => purchaseOrders.id, { onDelete: "restrict" }),
    convertedAt: text("converted_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotations_number_uq").on(t.quotationNumber),
    uniqueIndex("quotations_po_uq").on(t.poId).where(sql`po_id is not null`),
    index("quotations_created_idx").on(t.createdAt, t.id),
    index("quotations_product_created_idx").on(t.productId, t.createdAt),
    index("quotations_division_created_idx").on(t.divisionId, t.createdAt),
    index("quotations_status_created_idx").on(t.status, t.createdAt),
    index("quotations_customer_idx").on(t.customerId),
    index("quotations_company_idx").on(t.companyId),
    // (quotation_date, created_at): the date filter read one day at a time in created order.
    index("quotations_date_idx").on(t.quotationDate, t.createdAt),
    index("quotations_valid_until_idx").on(t.validUntil),
  ],
);
