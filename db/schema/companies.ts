import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { companies } from "./partners";
import { users } from "./users";

/** A PIC's own approval: a partner user acts for a company only while their PIC row is approved (issue 23). */
export const companyPicStatuses = ["waiting", "approved", "rejected"] as const;
export type CompanyPicStatus = (typeof companyPicStatuses)[number];

/**
 * The people who act for a partner company (spec section 3, Company.pic; issue 23), one row each because each is
 * approved separately. `userId` links a portal account (the partner role); a PIC without an account is a contact only.
 */
export const companyPics = sqliteTable(
  "company_pics",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fullname: text("fullname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    status: text("status", { enum: companyPicStatuses }).notNull().default("waiting"),
    approvedBy: text("approved_by"),
    approvedUserId: text("approved_user_id").references(() => users.id, { onDelete: "set null" }),
    approvedAt: text("approved_at"),
    rejectedReason: text("rejected_reason"),
    rejectedBy: text("rejected_by"),
    rejectedAt: text("rejected_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("company_pics_company_idx").on(t.companyId, t.status),
    index("company_pics_user_idx").on(t.userId, t.status),
    uniqueIndex("company_pics_company_email_idx").on(t.companyId, t.email),
  ],
);
