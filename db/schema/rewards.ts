import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { products } from "./products";
import { users } from "./users";

/** Spec constants: point type point_simple (the default) or point_formula. */
export const pointTypes = ["point_simple", "point_formula"] as const;

/**
 * How points are earned (issue 23, reward points): one group-wide rule (scope "group") and optional per-product rules
 * (scope = the product id) that override it. point_simple gives floor(amount / rupiahPerPoint); point_formula
 * evaluates `formula` (validated on save) over a whitelist of variables. The group row also carries the conversion
 * rate (rupiah a point is worth) and whether partner users earn.
 */
export const pointRules = sqliteTable(
  "point_rules",
  {
    scope: text("scope").primaryKey(),
    productId: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    pointType: text("point_type", { enum: pointTypes }).notNull().default("point_simple"),
    /** point_simple: one point per this many rupiah of paid revenue (floor). */
    rupiahPerPoint: integer("rupiah_per_point").notNull().default(100_000),
    formula: text("formula").notNull().default(""),
    /** Group row only: the rupiah one point converts to. */
    conversionRupiah: integer("conversion_rupiah").notNull().default(1_000),
    /** Group row only: whether a partner user who created a billing earns on it. */
    partnersEarn: integer("partners_earn", { mode: "boolean" }).notNull().default(false),
    updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("point_rules_product_uq").on(t.productId),
    check("point_rules_rate_ck", sql`${t.rupiahPerPoint} > 0 and ${t.conversionRupiah} >= 0`),
  ],
);

/**
 * The kinds of point movement: points earned on a paid invoice (+), a redemption's hold (-), the hold given back when
 * the redemption is rejected (+), and points converted to rupiah (-). An approved redemption keeps its hold: the
 * points are spent.
 */
export const pointMovementKinds = ["earned", "redemption hold", "hold released", "converted"] as const;
export const pointSourceTypes = ["invoice", "redemption", "conversion"] as const;

/**
 * Each person's points as an append-only ledger of signed integers: the balance is the sum. Unique on
 * (kind, source, user) so that an invoice awards once however often (or however concurrently) the award job runs.
 */
export const pointMovements = sqliteTable(
  "point_movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: pointMovementKinds }).notNull(),
    points: integer("points").notNull(),
    sourceType: text("source_type", { enum: pointSourceTypes }).notNull(),
    sourceId: text("source_id").notNull(),
    /** earned: the paid revenue it was computed from; converted: the rupiah value produced. */
    rupiah: integer("rupiah"),
    /** A readable reference: the invoice number, the redemption number, the conversion's rate. */
    note: text("note").notNull().default(""),
    at: text("at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("point_movements_once_uq").on(t.kind, t.sourceId, t.userId),
    index("point_movements_user_idx").on(t.userId, t.at),
    // Everyone's history (/rewards/history?who=all and its export), newest first, without a sort.
    index("point_movements_at_idx").on(t.at, t.id),
    // An invoice that earns nothing (below the rate, a partner where partners do not earn) still gets its "earned"
    // row of 0 points, so the award job marks it done instead of reading it again on every run.
    check("point_movements_points_ck", sql`${t.points} <> 0 or ${t.kind} = 'earned'`),
  ],
);

/** The reward catalog, managed by manage:reward. Stock never goes below zero (a CHECK, and the approval's transaction). */
export const rewardItems = sqliteTable(
  "reward_items",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pointsCost: integer("points_cost").notNull(),
    stock: integer("stock").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reward_items_active_name_idx").on(t.active, t.name),
    check("reward_items_cost_ck", sql`${t.pointsCost} > 0`),
    check("reward_items_stock_ck", sql`${t.stock} >= 0`),
  ],
);

export const redemptionStates = ["requested", "approved", "rejected", "fulfilled"] as const;

/** A person's request to spend points on a catalog item (the redemption machine drives `state`). */
export const redemptions = sqliteTable(
  "redemptions",
  {
    id: text("id").primaryKey(),
    /** RD-YYYY-NNNNN */
    number: text("number").notNull(),
    itemId: text("item_id").notNull().references(() => rewardItems.id, { onDelete: "restrict" }),
    itemName: text("item_name").notNull(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
    userName: text("user_name").notNull(),
    points: integer("points").notNull(),
    state: text("state", { enum: redemptionStates }).notNull().default("requested"),
    deciderId: text("decider_id"),
    deciderName: text("decider_name"),
    decidedAt: text("decided_at"),
    rejectReason: text("reject_reason"),
    fulfilledAt: text("fulfilled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("redemptions_number_uq").on(t.number),
    index("redemptions_state_idx").on(t.state, t.createdAt),
    index("redemptions_user_idx").on(t.userId, t.createdAt),
    index("redemptions_item_idx").on(t.itemId),
    index("redemptions_created_idx").on(t.createdAt),
    check("redemptions_points_ck", sql`${t.points} > 0`),
  ],
);
