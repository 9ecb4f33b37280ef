import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { billings } from "./orders";
import { orgNodes } from "./organisation";
import { products } from "./products";
import { users } from "./users";

/** The company machine's states (machines/company.machine.ts), also its status column. */
export const companyStatuses = ["registered", "approved", "rejected"] as const;
export type CompanyStatus = (typeof companyStatuses)[number];
export type CompanyAddress = { street: string; city: string; state: string; country: string; postalCode: string };
/** One earlier engagement a company lists to show it is experienced (spec: isExperienced + experience). */
export type CompanyExperience = { title: string; client: string; year: number; description: string };

/**
 * Partner companies (spec section 3, "Company"; issue 23). The status is the company machine's state; who registered,
 * approved, rejected and last edited it are columns so the list and the audit read them without parsing JSON. The PICs
 * are rows of company_pics (db/schema/companies.ts), the documents are attachments owned by ("company", id).
 */
export const companies = sqliteTable(
  "companies",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    category: text("category").notNull(),
    // The SQL default is the mock era's 'active' (changing it would rebuild the table, which partnerships reference):
    // no insert relies on it, the company service always writes the machine's state.
    status: text("status").$type<CompanyStatus>().notNull().default(sql`'active'`),
    taxId: text("tax_id"),
    phoneNumber: text("phone_number"),
    website: text("website"),
    description: text("description").notNull().default(""),
    avatar: text("avatar"),
    address: jsonText<CompanyAddress>("address").notNull(),
    isExperienced: integer("is_experienced", { mode: "boolean" }).notNull().default(false),
    experience: jsonText<CompanyExperience[]>("experience").notNull().default([]),
    details: jsonText<Record<string, unknown>>("details").notNull().default({}),
    registeredAt: text("registered_at"),
    rejectedBy: text("rejected_by"),
    rejectedUserId: text("rejected_user_id"),
    rejectedAt: text("rejected_at"),
    rejectedReason: text("rejected_reason"),
    approvedBy: text("approved_by"),
    approvedUserId: text("approved_user_id"),
    approvedAt: text("approved_at"),
    createdBy: text("created_by"),
    createdUserId: text("created_user_id"),
    updatedBy: text("updated_by"),
    updatedUserId: text("updated_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("companies_name_idx").on(t.name),
    index("companies_status_idx").on(t.status),
    index("companies_category_idx").on(t.category, t.name),
    index("companies_status_name_idx").on(t.status, t.name),
  ],
);

/** The partnership machine's phases (machines/partnership.machine.ts), also its partnership_phase column. */
export const partnershipPhases = ["initiation", "evaluation", "negotiation", "executing", "ended", "stopped"] as const;
export type PartnershipPhase = (typeof partnershipPhases)[number];
/** The status column the partnership machine writes: the spec's reachable "approved, with phase executing" among them. */
export const partnershipStatuses = ["in progress", "approved", "ended", "stopped"] as const;
export type PartnershipStatus = (typeof partnershipStatuses)[number];
export const partnershipPriorities = ["low", "medium", "high"] as const;
export type PartnershipPriority = (typeof partnershipPriorities)[number];

/**
 * A partnership between the group and one or more partner companies (spec section 3, "Partnership"; issue 23).
 * Status, phase and sub-phase are the partnership machine's state; its history (historyStatus) is the workflow
 * transition log, which carries who, when and the note. The partners are rows of partnership_companies and the
 * products it produces rows of partnership_products (db/schema/partnerships.ts); `companyId` is the lead partner
 * (the first of them), kept because the mock era's rows and the company's partnership list read it.
 * `details` keeps the spec's fields nothing queries (masterPartnership, jikPayungId, organizationCompany).
 */
export const partnerships = sqliteTable(
  "partnerships",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    status: text("status").$type<PartnershipStatus>().notNull(),
    partnershipPhase: text("partnership_phase").$type<PartnershipPhase>().notNull(),
    partnershipSubPhase: text("partnership_sub_phase"),
    description: text("description").notNull().default(""),
    modelId: text("model_id"),
    modelCode: text("model_code"),
    modelName: text("model_name"),
    category: text("category"),
    productCategory: text("product_category"),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    companionUserId: text("companion_user_id").references(() => users.id, { onDelete: "set null" }),
    initiationType: text("initiation_type"),
    priority: text("priority").$type<PartnershipPriority>().notNull().default("medium"),
    dueDate: text("due_date"),
    assignNote: text("assign_note").notNull().default(""),
    potentialPartners: jsonText<string[]>("potential_partners").notNull().default([]),
    /** The agreed period (dates, YYYY-MM-DD); newEnded is the latest extension's end, later than ended. */
    started: text("started"),
    ended: text("ended"),
    newEnded: text("new_ended"),
    timePeriodMonths: integer("time_period_months"),
    approvedAt: text("approved_at"),
    approvedBy: text("approved_by"),
    stoppedAt: text("stopped_at"),
    stoppedBy: text("stopped_by"),
    stopReason: text("stop_reason"),
    /** When a person marked it ended (the phase), beside `ended`, the agreed end date. */
    closedAt: text("closed_at"),
    initiatedBy: text("initiated_by"),
    initiatedUserId: text("initiated_user_id").references(() => users.id, { onDelete: "set null" }),
    flowId: text("flow_id"),
    flowName: text("flow_name"),
    businessModels: jsonText<string[]>("business_models").notNull().default([]),
    /** The group's share of revenue in basis points (6000 = 60 %); the partners share the rest. */
    revenueShareBp: integer("revenue_share_bp"),
    otherModelDescription: text("other_model_description").notNull().default(""),
    details: jsonText<Record<string, unknown>>("details").notNull().default({}),
    createdBy: text("created_by"),
    createdUserId: text("created_user_id"),
    updatedBy: text("updated_by"),
    updatedUserId: text("updated_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("partnerships_company_idx").on(t.companyId),
    index("partnerships_status_idx").on(t.status, t.createdAt),
    index("partnerships_phase_idx").on(t.partnershipPhase, t.createdAt),
    index("partnerships_division_idx").on(t.divisionId, t.createdAt),
    index("partnerships_created_idx").on(t.createdAt, t.id),
    index("partnerships_companion_idx").on(t.companionUserId),
  ],
);

/** Ticket priorities, most urgent last; the SLA hours per priority live in app/domain/ticket-sla.ts. */
export const ticketPriorities = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
/** The status column the ticket machine writes (machines/ticket.machine.ts); "open" is the spec's word for a new ticket. */
export const ticketStatuses = ["open", "in progress", "on hold", "solved", "closed", "reopened"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/**
 * A support ticket about a billing (spec section 3, "Ticket"; issue 23). The number (TCK-{year}-{6 digits}) comes from
 * number_sequences scope "TCK:{year}" when the ticket is opened; product and division are copied from the billing so
 * the list filters by the same scope as billings. The SLA due time moves forward by the time spent on hold.
 */
export const tickets = sqliteTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id").notNull().unique(),
    sequence: integer("sequence"),
    title: text("title").notNull(),
    billingId: text("billing_id").references(() => billings.id, { onDelete: "set null" }),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    divisionId: text("division_id").references(() => orgNodes.id, { onDelete: "set null" }),
    customerInfo: jsonText<{ name: string; phone: string; email: string }>("customer_info").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ticketStatuses }).notNull().default("open"),
    priority: text("priority", { enum: ticketPriorities }).notNull().default("normal"),
    /** Who opened it: a staff member, or the customer through the invoice e-mail's link. */
    source: text("source", { enum: ["staff", "customer"] }).notNull().default("staff"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assigneeName: text("assignee_name"),
    slaDueAt: text("sla_due_at"),
    /** Set while the ticket is on hold; on resuming, the due time moves forward by the time held. */
    slaPausedAt: text("sla_paused_at"),
    holdReason: text("hold_reason"),
    resolution: text("resolution"),
    reopenReason: text("reopen_reason"),
    solvedAt: text("solved_at"),
    closedAt: text("closed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tickets_status_idx").on(t.status),
    index("tickets_created_idx").on(t.createdAt, t.id),
    index("tickets_status_created_idx").on(t.status, t.createdAt),
    index("tickets_product_created_idx").on(t.productId, t.createdAt),
    index("tickets_division_created_idx").on(t.divisionId, t.createdAt),
    index("tickets_assignee_idx").on(t.assigneeId, t.createdAt),
    index("tickets_priority_idx").on(t.priority, t.createdAt),
    index("tickets_sla_due_idx").on(t.slaDueAt),
    index("tickets_billing_idx").on(t.billingId),
  ],
);
