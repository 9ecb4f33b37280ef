import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { billings } from "./orders";

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

export const tickets = sqliteTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id").notNull().unique(),
    title: text("title").notNull(),
    billingId: text("billing_id").references(() => billings.id, { onDelete: "set null" }),
    customerInfo: jsonText<{ name: string; phone: string; email: string }>("customer_info").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["open", "in progress", "on hold", "solved", "closed"] }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("tickets_status_idx").on(t.status)],
);
