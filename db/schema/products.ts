import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, jsonText, updatedAt } from "./columns";
import { users } from "./users";
import type { ProductConfig, EmailSetting, DocumentTemplate, DocumentTemplates, Companion, MpsCredentials, PaymentSystem, BankAccount, ImageItem } from "../../app/domain/product-settings";

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    productCode: text("product_code").notNull(),
    imageLogo: text("image_logo"),
    gatewayAppId: text("gateway_app_id"),
    description: text("description").notNull().default(""),
    emailSetting: jsonText<EmailSetting>("email_setting").notNull(),
    documentTemplate: jsonText<DocumentTemplates>("document_template").notNull(),
    companion: jsonText<Companion>("companion").notNull(),
    paymentSystem: jsonText<PaymentSystem>("payment_system").notNull(),
    bank: jsonText<BankAccount>("bank"),
    config: jsonText<ProductConfig>("config").notNull(),
    benefits: jsonText<ImageItem[]>("benefits").notNull().default([]),
    banners: jsonText<ImageItem[]>("banners").notNull().default([]),
    features: jsonText<ImageItem[]>("features").notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("products_code_uq").on(t.productCode), index("products_name_idx").on(t.name)],
);

export const productMemberRoles = ["owner", "member", "operational"] as const;

/** Owners and members; typed-in people without a user keep label, email and NIK (reference_id) only. */
export const productMembers = sqliteTable(
  "product_members",
  {
    id: text("id").primaryKey(),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role", { enum: productMemberRoles }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    referenceId: text("reference_id").notNull(),
    isInvoiceSigner: integer("is_invoice_signer", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_members_uq").on(t.productId, t.role, t.referenceId),
    index("product_members_user_idx").on(t.userId),
  ],
);

// The JSON shapes are business types: defined in app/domain so code outside app/models need not import the schema.
export type { ProductConfig, EmailSetting, DocumentTemplate, DocumentTemplates, Companion, MpsCredentials, PaymentSystem, BankAccount, ImageItem };
