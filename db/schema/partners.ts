import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { billings } from "./orders";
import { orgNodes } from "./organisation";
import { products } from "./products";
import { users } from "./users";

/** Partner companies (spec section 3, "Company"); the rarely-filtered parts are kept as JSON. */
export const companies = sqliteTable(
  "companies",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull().default("active"),
    taxId: text("tax_id"),
    phoneNumber: text("phone_number"),
    website: text("website"),
    description: text("description").notNull().default(""),
    avatar: text("avatar"),
    address: jsonText<{ street: string; city: string; state: string; country: string; postalCode: string }>("address").notNull(),
    details: jsonText<Record<string, unknown>>("details").notNull().default({}),
    pic: jsonText<{ status: string; userId: string | null; fullname: string; email: string; approved: boolean }[]>("pic").notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("companies_name_idx").on(t.name), index("companies_status_idx").on(t.status)],
);

export const partnerships = sqliteTable(
  "partnerships",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id").notNull().references(() => companies.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    status: text("status").notNull(),
    partnershipPhase: text("partnership_phase").notNull(),
    details: jsonText<Record<string, unknown>>("details").notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("partnerships_company_idx").on(t.companyId)],
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
