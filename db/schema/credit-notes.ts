import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { billings, invoices } from "./orders";
import { orgNodes } from "./organisation";
import { products } from "./products";

/**
 * A credit note (issue 21): the lawful way to cancel an approved invoice. It is requested with a reason, issued at
 * once or (above CREDIT_NOTE_SECOND_APPROVAL_ABOVE) after a second approver, and only on issue does it take its
 * number from its own gapless series (CN-{product code}-{period}-{digits}, number_sequences scope "CN:..."), in the
 * transaction that cancels the invoice. A rejected request keeps no number.
 */
export const creditNoteStatuses = ["requested", "awaiting approval", "issued", "rejected"] as const;
export type CreditNoteStatus = (typeof creditNoteStatuses)[number];

export const creditNotes = sqliteTable(
  "credit_notes",
  {
    id: text("id").primaryKey(),
    creditNoteNumber: text("credit_note_number"),
    sequence: integer("sequence"),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    billingId: text("billing_id")
      .notNull()
      .references(() => billings.id, { onDelete: "restrict" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    customerId: text("customer_id"),
    customerName: text("customer_name").notNull(),
    /** The cancelled invoice's number, kept here for the list and the export. */
    invoiceNumber: text("invoice_number").notNull(),
    /** Whole rupiah: the invoice's total, its DPP and its PPN, credited in full. */
    amount: integer("amount").notNull(),
    dpp: integer("dpp").notNull(),
    ppn: integer("ppn").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: creditNoteStatuses }).notNull().default("requested"),
    needsSecondApproval: integer("needs_second_approval", { mode: "boolean" }).notNull().default(false),
    requestedById: text("requested_by_id").notNull(),
    requestedByName: text("requested_by_name").notNull(),
    requestedAt: text("requested_at").notNull(),
    secondApproverId: text("second_approver_id"),
    secondApproverName: text("second_approver_name"),
    secondApprovedAt: text("second_approved_at"),
    rejectedById: text("rejected_by_id"),
    rejectedByName: text("rejected_by_name"),
    rejectedAt: text("rejected_at"),
    rejectReason: text("reject_reason"),
    issuedAt: text("issued_at"),
    /** The stored PDF (an attachment URL, /files/{id}) once the outbox has rendered it. */
    pdfPath: text("pdf_path"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_uq").on(t.creditNoteNumber),
    // One live credit note per invoice: a second request while one waits (or after one issued) is refused by the database too.
    uniqueIndex("credit_notes_invoice_live_uq").on(t.invoiceId).where(sql`${t.status} <> 'rejected'`),
    index("credit_notes_created_idx").on(t.createdAt),
    index("credit_notes_status_created_idx").on(t.status, t.createdAt),
    index("credit_notes_product_created_idx").on(t.productId, t.createdAt),
    index("credit_notes_division_idx").on(t.divisionId, t.createdAt),
    index("credit_notes_invoice_idx").on(t.invoiceId),
  ],
);
