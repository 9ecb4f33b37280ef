import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { orgNodes } from "./organisation";
import { products } from "./products";
import { users } from "./users";
import type { Party, DetailLine, ActRecord, BillingConfig, BankDetails, ApprovalRecord } from "../../app/domain/documents";
import type { GatewayVa } from "../../app/domain/gateway";

/** Customers (the "to" party), kept so documents can be filtered and searched by customer. */
export const customers = sqliteTable(
  "customers",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    npwp: text("npwp").notNull().default(""),
    sapCustomerId: text("sap_customer_id"),
    isWapu: integer("is_wapu", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("customers_name_idx").on(t.name), index("customers_npwp_idx").on(t.npwp)],
);

export const purchaseOrders = sqliteTable(
  "purchase_orders",
  {
    id: text("id").primaryKey(),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    customerId: text("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    poNumber: text("po_number").notNull(),
    poSequence: integer("po_sequence").notNull(),
    poDate: text("po_date").notNull(),
    statusPo: text("status_po", { enum: ["unbilled", "billed"] }).notNull().default("unbilled"),
    version: text("version").notNull().default("v2"),
    note: text("note").notNull().default(""),
    totalPrice: integer("total_price").notNull(),
    from: jsonText<Party>("from_party").notNull(),
    to: jsonText<Party>("to_party").notNull(),
    details: jsonText<DetailLine[]>("details").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("purchase_orders_number_uq").on(t.poNumber),
    index("purchase_orders_product_idx").on(t.productId, t.createdAt),
    index("purchase_orders_status_idx").on(t.statusPo, t.createdAt),
    index("purchase_orders_customer_idx").on(t.customerId),
    // (po_date, created_at): a PO-date range read one day at a time is in created order (list sorted by created).
    index("purchase_orders_date_idx").on(t.poDate, t.createdAt),
  ],
);

export const billings = sqliteTable(
  "billings",
  {
    id: text("id").primaryKey(),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    poId: text("po_id").references(() => purchaseOrders.id, { onDelete: "restrict" }),
    customerId: text("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    recurringProfileId: text("recurring_profile_id"),
    recurringSequence: integer("recurring_sequence"),
    /** Assigned when the billing is issued, inside that transaction (no gaps). */
    billingNumber: text("billing_number"),
    billingSequence: integer("billing_sequence"),
    status: text("status", { enum: ["draft", "issued", "paid", "canceled", "discarded"] }).notNull().default("draft"),
    billingDate: text("billing_date").notNull(),
    dueDate: text("due_date").notNull(),
    includePph: integer("include_pph", { mode: "boolean" }).notNull().default(false),
    includeTaxInvoice: integer("include_tax_invoice", { mode: "boolean" }).notNull().default(true),
    statusPaid: text("status_paid", { enum: ["unpaid", "partly paid", "paid"] }).notNull().default("unpaid"),
    /** Matched payments to this billing (issue 20), surplus excluded; the balance due is the amount due minus this. */
    paidAmount: integer("paid_amount").notNull().default(0),
    statusDelivered: text("status_delivered", { enum: ["not yet", "delivered"] }).notNull().default("not yet"),
    config: jsonText<BillingConfig>("config").notNull(),
    bank: jsonText<BankDetails>("bank").notNull(),
    mps: jsonText<Record<string, unknown>>("mps"),
    /** The payment gateway's virtual account (issue 20), null until the gateway issued one or for other methods. */
    va: jsonText<GatewayVa>("va"),
    from: jsonText<Party>("from_party").notNull(),
    to: jsonText<Party>("to_party").notNull(),
    details: jsonText<DetailLine[]>("details").notNull(),
    note: text("note").notNull().default(""),
    totalPrice: integer("total_price").notNull(),
    dpp: integer("dpp").notNull(),
    tax: integer("tax").notNull(),
    taxRateLabel: text("tax_rate_label").notNull(),
    pph: integer("pph").notNull(),
    administrationFee: integer("administration_fee").notNull(),
    uniqueCode: integer("unique_code").notNull().default(0),
    finalPrice: integer("final_price").notNull(),
    finalPriceWithPph: integer("final_price_with_pph").notNull(),
    paymentHistory: jsonText<Record<string, unknown>[]>("payment_history").notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("billings_number_uq").on(t.billingNumber),
    // A recurring profile bills each sequence exactly once (issue 6): a double is impossible, not unlikely.
    uniqueIndex("billings_recurring_uq").on(t.recurringProfileId, t.recurringSequence),
    // A unique code identifies an open billing's transfer by its amount (domain-id.md section 4).
    uniqueIndex("billings_open_unique_code_uq").on(t.productId, t.uniqueCode).where(sql`unique_code <> 0 and status in ('draft','issued') and status_paid = 'unpaid'`),
    // Issue 20's matching: the open billings whose amount due (with its unique code; net of PPh 23 when the customer
    // withholds it) equals a credit. Partial and on the expression, so a statement line is one index probe even with
    // a million billings; the query states both exactly as here (billingsOpenForAmount).
    index("billings_open_amount_due_idx").on(sql`(case when include_pph then final_price_with_pph else final_price end)`).where(sql`status = 'issued' and status_paid = 'unpaid'`),
    index("billings_product_idx").on(t.productId, t.createdAt),
    index("billings_status_idx").on(t.status, t.createdAt),
    index("billings_po_idx").on(t.poId),
    index("billings_customer_idx").on(t.customerId),
    index("billings_due_idx").on(t.dueDate),
    // (billing_date, created_at): the billing-date filter and sort, and a range read one day at a time in created order.
    index("billings_billing_date_idx").on(t.billingDate, t.createdAt),
  ],
);

// Issue 21: "replaced", an approved invoice superseded by its approved correction (TypeScript only: no SQL change).
export const invoiceStatuses = ["invoiced", "approved", "returned", "rejected", "canceled", "replaced"] as const;
// Issue 21 adds the cancellation (batal) and replacement states of the tax-invoice machine (TypeScript only: no SQL change).
export const fakturStatuses = ["not yet", "requested", "received", "error", "canceling", "canceled", "cancel failed", "withdrawn", "replaced"] as const;

export type TaxInvoiceData = Record<string, unknown>;

export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    billingId: text("billing_id").notNull().references(() => billings.id, { onDelete: "restrict" }),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    customerId: text("customer_id").references(() => customers.id, { onDelete: "restrict" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    /** Assigned only at approval, inside the approval transaction (no gaps). */
    invoiceNumber: text("invoice_number"),
    sequence: integer("sequence"),
    statusInvoice: text("status_invoice", { enum: invoiceStatuses }).notNull().default("invoiced"),
    statusFaktur: text("status_faktur", { enum: fakturStatuses }).notNull().default("not yet"),
    statusCashinFinest: text("status_cashin_finest", { enum: ["not yet", "sent"] }).notNull().default("not yet"),
    statusDeliveredFinest: text("status_delivered_finest", { enum: ["not yet", "sent"] }).notNull().default("not yet"),
    /** The billing's status_paid, denormalised for the invoice lists and screens (issue 20). */
    statusPaid: text("status_paid", { enum: ["unpaid", "partly paid", "paid"] }).notNull().default("unpaid"),
    sendEmail: integer("send_email", { mode: "boolean" }).notNull().default(true),
    sendTax: integer("send_tax", { mode: "boolean" }).notNull().default(true),
    // Denormalised from the billing for the lists (filters and sorts on one table, with indexes).
    customerName: text("customer_name").notNull(),
    billingNumber: text("billing_number").notNull(),
    // The billing's PO, for the list's "Billing / PO" column without two joins a row; a billed PO never
    // changes (purchase-orders.server.ts), and a billing from a recurring profile has none.
    poId: text("po_id"),
    poNumber: text("po_number"),
    billingDate: text("billing_date").notNull(),
    dueDate: text("due_date").notNull(),
    finalPrice: integer("final_price").notNull(),
    created: jsonText<ActRecord>("created").notNull(),
    approved: jsonText<ApprovalRecord>("approved"),
    requested: jsonText<ActRecord>("requested"),
    returned: jsonText<ActRecord>("returned"),
    rejected: jsonText<ActRecord>("rejected"),
    canceled: jsonText<ActRecord>("canceled"),
    taxInvoice: jsonText<TaxInvoiceData>("tax_invoice"),
    finestCashin: jsonText<Record<string, unknown>>("finest_cashin"),
    finestDelivered: jsonText<Record<string, unknown>>("finest_delivered"),
    settlement: jsonText<Record<string, unknown>>("settlement"),
    replacesInvoiceId: text("replaces_invoice_id").references((): AnySQLiteColumn => invoices.id, { onDelete: "restrict" }),
    replacedByInvoiceId: text("replaced_by_invoice_id").references((): AnySQLiteColumn => invoices.id, { onDelete: "restrict" }),
    /** When the award job recorded this invoice's reward points (issue 23): takes it out of the award queue's index. */
    pointsAwardedAt: text("points_awarded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // Every column an invoice list filters or sorts on. Each list index carries, after its own key, those
    // of them it lacks, so the count and the keys of a list page are read from one index alone: a filter's
    // matches are sorted, and a sort's order is walked testing the filters, without visiting the table
    // (one random row read each). Only the 50 rows shown are read in full (tests/bench/README.md).
    const listed = [t.statusInvoice, t.statusFaktur, t.productId, t.customerId, t.customerName, t.billingDate, t.dueDate, t.finalPrice, t.invoiceNumber, t.createdAt];
    const listIndex = (name: string, ...key: [AnySQLiteColumn, ...AnySQLiteColumn[]]) => {
      const [first, ...rest] = [...key, ...listed.filter((c) => !key.includes(c))];
      return index(name).on(first, ...rest);
    };
    return [
      uniqueIndex("invoices_number_uq").on(t.invoiceNumber),
      // The keys end in created_at, the default order and every sort's tie-break. The number index stays
      // narrow: a number-prefix search reads it (covering), and a wider one loses to the unique index above.
      index("invoices_number_created_idx").on(t.invoiceNumber, t.createdAt),
      listIndex("invoices_created_idx", t.createdAt),
      listIndex("invoices_status_created_idx", t.statusInvoice, t.createdAt),
      listIndex("invoices_product_created_idx", t.productId, t.createdAt),
      listIndex("invoices_product_status_created_idx", t.productId, t.statusInvoice, t.createdAt),
      listIndex("invoices_faktur_idx", t.statusFaktur, t.createdAt),
      listIndex("invoices_customer_idx", t.customerId, t.createdAt),
      listIndex("invoices_customer_name_idx", t.customerName, t.createdAt),
      index("invoices_division_idx").on(t.divisionId, t.createdAt),
      index("invoices_billing_idx").on(t.billingId),
      listIndex("invoices_due_idx", t.dueDate, t.createdAt),
      // (billing_date, created_at): a billing-date range read one day at a time is in created order (list sorted by created).
      listIndex("invoices_billing_date_idx", t.billingDate, t.createdAt),
      listIndex("invoices_amount_idx", t.finalPrice, t.createdAt),
      // The award job's queue (app/models/reward.server.ts invoicesToAward): only paid, approved invoices not yet
      // awarded, oldest first, so a run reads what waits and not every invoice ever paid. The terms are literals,
      // as the query states them: SQLite uses a partial index only for a WHERE that repeats its terms. The two
      // statuses lead the key so the planner sees equalities (a SEARCH) and takes it over invoices_status_created_idx.
      index("invoices_award_queue_idx").on(t.statusPaid, t.statusInvoice, t.createdAt, t.id).where(sql`status_paid = 'paid' and status_invoice = 'approved' and points_awarded_at is null`),
    ];
  },
);

export const attachmentTypes = ["po", "kontrak", "bast", "pks", "invoice", "billing", "ba_rekon", "tax_invoice", "other"] as const;

/** Files attached to documents and records; stored under generated names in DATA_DIR/uploads. */
export const attachments = sqliteTable(
  "attachments",
  {
    id: text("id").primaryKey(),
    ownerKind: text("owner_kind").notNull(),
    ownerId: text("owner_id"),
    attachmentType: text("attachment_type").notNull().default("other"),
    url: text("url").notNull(),
    filename: text("filename").notNull(),
    oriFilename: text("ori_filename").notNull(),
    filetype: text("filetype").notNull(),
    size: integer("size"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("attachments_owner_idx").on(t.ownerKind, t.ownerId)],
);

// The JSON shapes are business types: defined in app/domain so code outside app/models need not import the schema.
export type { Party, DetailLine, ActRecord, BillingConfig, BankDetails, ApprovalRecord };
