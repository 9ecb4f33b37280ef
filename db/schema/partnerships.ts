import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { companies, partnerships } from "./partners";
import { products } from "./products";

/**
 * The partner companies of a partnership (spec: partners; issue 23): one or more. `position` 0 is the lead partner,
 * mirrored in partnerships.company_id. A partner user sees a partnership when their company is one of these rows.
 */
export const partnershipCompanies = sqliteTable(
  "partnership_companies",
  {
    partnershipId: text("partnership_id")
      .notNull()
      .references(() => partnerships.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnershipId, t.companyId] }), index("partnership_companies_company_idx").on(t.companyId, t.partnershipId)],
);

/** The products a partnership produces (issue 23): a product may come from several partnerships. */
export const partnershipProducts = sqliteTable(
  "partnership_products",
  {
    partnershipId: text("partnership_id")
      .notNull()
      .references(() => partnerships.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnershipId, t.productId] }), index("partnership_products_product_idx").on(t.productId)],
);
