import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { purchaseOrders } from "./orders";
import { companies, partnerships } from "./partners";
import { products } from "./products";
import { users } from "./users";
import { bastStatuses, contractKinds, contractStatuses } from "../../app/domain/contracts";

/**
 * Contracts and agreements share one table (issue 23; README Decisions): both have parties, a value, a period, a
 * signed document and the same verification by legal (machines/contract.machine.ts), so one machine, one model and
 * one reminder job serve both. The kind tells them apart: kontrak and pks are listed under /contracts, agreement
 * and mou under /agreements.
 */
export { contractKinds, contractStatuses, type ContractKind, type ContractStatus } from "../../app/domain/contracts";

export const contracts = sqliteTable(
  "contracts",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    title: text("title").notNull(),
    kind: text("kind", { enum: contractKinds }).notNull(),
    /** Integer rupiah. */
    value: integer("value").notNull().default(0),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    partnershipId: text("partnership_id").references(() => partnerships.id, { onDelete: "set null" }),
    poId: text("po_id").references(() => purchaseOrders.id, { onDelete: "set null" }),
    /** The PO's product (or the one chosen without a PO): a member sees the contracts of their products. */
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    status: text("status", { enum: contractStatuses }).notNull().default("draft"),
    note: text("note").notNull().default(""),
    /** Who drafted it: its owner, told of the expiry with legal. */
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    ownerName: text("owner_name").notNull().default(""),
    submittedAt: text("submitted_at"),
    verifiedBy: text("verified_by"),
    verifiedAt: text("verified_at"),
    returnedReason: text("returned_reason"),
    activatedAt: text("activated_at"),
    expiredAt: text("expired_at"),
    terminatedReason: text("terminated_reason"),
    terminatedAt: text("terminated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("contracts_number_uq").on(t.number),
    index("contracts_kind_status_idx").on(t.kind, t.status, t.createdAt),
    index("contracts_kind_created_idx").on(t.kind, t.createdAt),
    index("contracts_end_idx").on(t.status, t.endDate),
    index("contracts_partnership_idx").on(t.partnershipId),
    index("contracts_po_idx").on(t.poId),
    index("contracts_product_idx").on(t.productId, t.createdAt),
  ],
);

/** The companies party to a contract besides the group (one or more). */
export const contractParties = sqliteTable(
  "contract_parties",
  {
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.companyId] }), index("contract_parties_company_idx").on(t.companyId, t.contractId)],
);

/**
 * One row per expiry reminder sent: the primary key (contract, days before, end date) makes a second run of the job
 * a no-op, and an extended end date reminds again.
 */
export const contractReminders = sqliteTable(
  "contract_reminders",
  {
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    endDate: text("end_date").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.daysBefore, t.endDate] })],
);

export { bastStatuses, type BastStatus } from "../../app/domain/contracts";

/**
 * A BAST (berita acara serah terima): delivery confirmed against a PO or a contract (issue 23). The product and the
 * company are copied from the PO or contract so the list filters by the same scopes as contracts.
 */
export const basts = sqliteTable(
  "basts",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    poId: text("po_id").references(() => purchaseOrders.id, { onDelete: "restrict" }),
    contractId: text("contract_id").references(() => contracts.id, { onDelete: "restrict" }),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    bastDate: text("bast_date").notNull(),
    delivered: text("delivered").notNull(),
    status: text("status", { enum: bastStatuses }).notNull().default("draft"),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    ownerName: text("owner_name").notNull().default(""),
    verifiedBy: text("verified_by"),
    verifiedAt: text("verified_at"),
    rejectedReason: text("rejected_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("basts_number_uq").on(t.number),
    index("basts_status_created_idx").on(t.status, t.createdAt),
    index("basts_created_idx").on(t.createdAt),
    index("basts_po_status_idx").on(t.poId, t.status),
    index("basts_contract_idx").on(t.contractId),
    index("basts_product_idx").on(t.productId, t.createdAt),
    index("basts_company_idx").on(t.companyId, t.createdAt),
  ],
);
