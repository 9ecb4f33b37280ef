import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db, type Tx, writeTransaction } from "#db/client.server";
import { prepared } from "#db/prepared";
import { attachments, orgNodes, productMembers, products, purchaseOrders, roles, userRoles, users } from "#db/schema";
import type { ProductConfig } from "#db/schema";
import type { ListScope } from "~/domain/list-scope";

export type ProductRow = typeof products.$inferSelect;
export type ProductMemberRow = typeof productMembers.$inferSelect;

// Prepared: every billing and invoice reads its product (a billing run thousands of times).
export const getProduct = (id: string, handle: Tx | ReturnType<typeof db> = db()) =>
  prepared(handle, "product.byId", (h) => h.select().from(products).where(eq(products.id, sql.placeholder("id"))).prepare()).get({ id }) ?? null;
/** What numbering and invoicing read of a product: its code and settings (not its pictures and texts, parsed from JSON on every read). */
export const productSettings = (id: string, handle: Tx | ReturnType<typeof db> = db()) =>
  prepared(handle, "product.settings", (h) =>
    h.select({ id: products.id, productCode: products.productCode, config: products.config, emailSetting: products.emailSetting }).from(products).where(eq(products.id, sql.placeholder("id"))).prepare(),
  ).get({ id }) ?? null;
export const getProductByCode = (code: string) => db().select().from(products).where(eq(products.productCode, code.toUpperCase())).get() ?? null;

export function membersOf(productId: string, handle: Tx | ReturnType<typeof db> = db()): ProductMemberRow[] {
  return prepared(handle, "product.members", (h) =>
    h.select().from(productMembers).where(eq(productMembers.productId, sql.placeholder("productId"))).orderBy(asc(productMembers.role), asc(productMembers.name)).prepare(),
  ).all({ productId });
}

/** The designated invoice signer: the member flagged as signer, else the member whose reference id the config names. */
export function invoiceSignerOf(productId: string, handle: Tx | ReturnType<typeof db> = db()): ProductMemberRow | null {
  const members = membersOf(productId, handle);
  const flagged = members.find((m) => m.isInvoiceSigner);
  if (flagged) return flagged;
  const named = productSettings(productId, handle)?.config.invoice_signer;
  return members.find((m) => m.role === "member" && m.referenceId === named) ?? null;
}

/**
 * THE scope predicate: whether a list scope admits a product (and so every document of it). The lists
 * (document-lists.server.ts filters by the ids productsInScope gives) and the single-document check
 * (services/document-access.server.ts) both ask this, so what a list shows always opens and nothing else does.
 */
export function scopeAdmitsProduct(scope: ListScope, product: { id: string; companion: { division_id: string | null } }): boolean {
  if (scope.all) return true;
  return scope.productIds.includes(product.id) || (product.companion.division_id !== null && scope.divisionIds.includes(product.companion.division_id));
}

/** Products the scope may see, for pickers and filters. */
export function productsInScope(scope: ListScope) {
  // On every list page (its product filter): prepared once.
  const query = prepared(db(), "products-in-scope", (h) => h.select({ id: products.id, name: products.name, productCode: products.productCode, companion: products.companion }).from(products).orderBy(asc(products.productCode)).prepare());
  const all = query.all();
  if (scope.all) return all;
  return all.filter((p) => scopeAdmitsProduct(scope, p));
}

/** The product's owners and members who have a user account, each once (an owner is usually also a member). */
export function productPeopleIds(productId: string): string[] {
  return db()
    .selectDistinct({ userId: productMembers.userId })
    .from(productMembers)
    .innerJoin(users, eq(users.id, productMembers.userId))
    .where(eq(productMembers.productId, productId))
    .all()
    .flatMap((r) => (r.userId ? [r.userId] : []));
}

export function isMemberOf(productId: string, userId: string) {
  return Boolean(db().select({ id: productMembers.id }).from(productMembers).where(and(eq(productMembers.productId, productId), eq(productMembers.userId, userId))).get());
}

export function productsByIds(ids: string[]) {
  return ids.length ? db().select().from(products).where(inArray(products.id, ids)).all() : [];
}

/* ---------- The catalogue screens (list, detail, form) ---------- */

export type ListOptions = {
  q: string;
  payment: "" | "internal" | "mps";
  periode: "" | ProductConfig["po_number_periode"];
  approval: "" | "required" | "bypass";
  division: string;
  sort: "name" | "code" | "fee" | "terms" | "updated" | "created";
  dir: "asc" | "desc";
  page: number;
  perpage: number;
};

const divisionOf = sql<string | null>`json_extract(${products.companion}, '$.division_id')`;

/** The SQL condition a list scope puts on products: everything, or its products and divisions. */
function scopeCondition(scope: ListScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.productIds.length) parts.push(inArray(products.id, scope.productIds));
  if (scope.divisionIds.length) parts.push(inArray(divisionOf, scope.divisionIds));
  return parts.length ? or(...parts) : sql`0`;
}

const SORT_COLUMNS = {
  name: sql`${products.name} collate nocase`,
  code: products.productCode,
  fee: sql`json_extract(${products.config}, '$.administration_fee')`,
  terms: sql`json_extract(${products.config}, '$.payment_terms_days')`,
  updated: products.updatedAt,
  created: products.createdAt,
} as const;

/** One page of products the scope may see, with the filters, search and sort of the list screen. */
export function listProducts(scope: ListScope, options: ListOptions) {
  const where: (SQL | undefined)[] = [scopeCondition(scope)];
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        sql`${products.name} like ${pattern} escape '\\'`,
        sql`${products.productCode} like ${pattern} escape '\\'`,
        sql`${products.gatewayAppId} like ${pattern} escape '\\'`,
        sql`${products.description} like ${pattern} escape '\\'`,
      ),
    );
  }
  if (options.payment) where.push(sql`json_extract(${products.paymentSystem}, '$.payment_type') = ${options.payment}`);
  if (options.periode) where.push(sql`json_extract(${products.config}, '$.po_number_periode') = ${options.periode}`);
  if (options.approval) where.push(sql`json_extract(${products.config}, '$.bypass_invoice_approval') = ${options.approval === "bypass" ? "yes" : "no"}`);
  if (options.division) where.push(sql`${divisionOf} = ${options.division}`);
  const condition = and(...where);
  const total = db().select({ n: sql<number>`count(*)` }).from(products).where(condition).get()?.n ?? 0;
  const column = SORT_COLUMNS[options.sort];
  const order = options.dir === "desc" ? [desc(column), asc(products.productCode)] : [asc(column), asc(products.productCode)];
  const signer = alias(productMembers, "signer");
  const rows = db()
    .select({
      id: products.id,
      name: products.name,
      productCode: products.productCode,
      description: products.description,
      imageLogo: products.imageLogo,
      gatewayAppId: products.gatewayAppId,
      paymentSystem: products.paymentSystem,
      config: products.config,
      companion: products.companion,
      updatedAt: products.updatedAt,
      createdAt: products.createdAt,
      signerName: signer.name,
      people: sql<number>`(select count(distinct coalesce(pm.user_id, pm.reference_id)) from product_members pm where pm.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(signer, and(eq(signer.productId, products.id), eq(signer.isInvoiceSigner, true)))
    .where(condition)
    .orderBy(...order)
    .limit(options.perpage)
    .offset((options.page - 1) * options.perpage)
    .all();
  return { rows, total };
}

export type PersonOption = { id: string; name: string; email: string; referenceId: string; status: string };

/** People the form offers: active users, plus anyone already on the product whatever their status. */
export function peopleOptions(alsoUserIds: string[] = []): PersonOption[] {
  const condition = alsoUserIds.length ? or(eq(users.status, "active"), inArray(users.id, alsoUserIds)) : eq(users.status, "active");
  return db()
    .select({ id: users.id, name: sql<string>`coalesce(${users.fullname}, ${users.email})`, email: users.email, referenceId: users.referenceId, status: users.status })
    .from(users)
    .where(condition)
    .orderBy(sql`coalesce(${users.fullname}, ${users.email}) collate nocase`)
    .all();
}

/** Active users holding the companion role (the product's division companion), plus the current one. */
export function companionOptions(currentId?: string | null): PersonOption[] {
  const companion = db()
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, "companion"));
  const condition = currentId ? or(and(eq(users.status, "active"), inArray(users.id, companion)), eq(users.id, currentId)) : and(eq(users.status, "active"), inArray(users.id, companion));
  return db()
    .select({ id: users.id, name: sql<string>`coalesce(${users.fullname}, ${users.email})`, email: users.email, referenceId: users.referenceId, status: users.status })
    .from(users)
    .where(condition)
    .orderBy(sql`coalesce(${users.fullname}, ${users.email}) collate nocase`)
    .all();
}

/** Companies (level 1) and divisions (level 3) of the organisation tree, for the companion section and filters. */
export function organisationOptions() {
  const nodes = db().select({ id: orgNodes.id, parentId: orgNodes.parentId, kind: orgNodes.kind, code: orgNodes.code, name: orgNodes.name }).from(orgNodes).where(inArray(orgNodes.kind, ["company", "directorate", "division"])).orderBy(asc(orgNodes.sortOrder)).all();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const companyOf = (id: string | null): string | null => {
    let node = id ? byId.get(id) : undefined;
    while (node && node.kind !== "company") node = node.parentId ? byId.get(node.parentId) : undefined;
    return node?.id ?? null;
  };
  return {
    companies: nodes.filter((n) => n.kind === "company").map((n) => ({ id: n.id, code: n.code, name: n.name })),
    divisions: nodes.filter((n) => n.kind === "division").map((n) => ({ id: n.id, code: n.code, name: n.name, companyId: companyOf(n.id) })),
  };
}

export function usersByIds(ids: string[]) {
  return ids.length ? db().select().from(users).where(inArray(users.id, ids)).all() : [];
}

export function usersByEmails(emails: string[]) {
  return emails.length ? db().select({ id: users.id, email: users.email, fullname: users.fullname, status: users.status }).from(users).where(inArray(users.email, emails)).all() : [];
}

/** The product already holding `code` (codes are stored uppercase), if any. */
export function productIdByCode(code: string): string | null {
  return db().select({ id: products.id }).from(products).where(eq(products.productCode, code.toUpperCase())).get()?.id ?? null;
}

export function userNames(ids: string[]) {
  return new Map(usersByIds(ids).map((u) => [u.id, { name: u.fullname ?? u.email, email: u.email, status: u.status }]));
}

export function orgNode(id: string) {
  return db().select().from(orgNodes).where(eq(orgNodes.id, id)).get() ?? null;
}

/** How many purchase orders a product has (its code is printed in their numbers). */
export function purchaseOrderCount(productId: string): number {
  return db().select({ n: sql<number>`count(*)` }).from(purchaseOrders).where(eq(purchaseOrders.productId, productId)).get()?.n ?? 0;
}

/** A stored product picture (logo, template logo, benefit, banner or feature image). */
export function findProductImage(id: string) {
  return db().select().from(attachments).where(and(eq(attachments.id, id), eq(attachments.ownerKind, "product"))).get() ?? null;
}

export type ProductRecord = Omit<typeof products.$inferInsert, "createdAt" | "updatedAt">;
export type MemberRecord = { role: ProductMemberRow["role"]; userId: string | null; name: string; email: string; referenceId: string; isInvoiceSigner: boolean };
/** A typed-in person who becomes a user: role companion, type telkom, job position Companion, pending until activated. */
export type CompanionUserRecord = { id: string; fullname: string; email: string; nik: string };

/**
 * Writes a product whole, in one IMMEDIATE transaction: the product row, its people (replaced),
 * the users created for typed-in people, and the removal of pictures no longer used. Either all of
 * it is written or none of it. Throws the driver's constraint error when the code was taken meanwhile.
 */
export function saveProductRecord(
  input: { product: ProductRecord; isNew: boolean; members: MemberRecord[]; newUsers: CompanionUserRecord[]; removedAttachmentIds: string[] },
  audit?: (tx: Tx, before: ProductRow | null) => void,
) {
  return writeTransaction((tx) => {
    // The row as it stands inside this transaction: the audit trail's "before" (issue 22).
    const before = input.isNew ? null : getProduct(input.product.id, tx);
    const companion = tx.select({ id: roles.id }).from(roles).where(eq(roles.name, "companion")).get();
    for (const u of input.newUsers) {
      tx.insert(users)
        .values({ id: u.id, fullname: u.fullname, email: u.email.toLowerCase(), nik: u.nik, referenceId: u.nik, type: "telkom", jobPosition: "Companion", status: "pending", passwordHash: null, referralCode: `REF${u.id.slice(0, 8).toUpperCase()}` })
        .run();
      if (companion) tx.insert(userRoles).values({ userId: u.id, roleId: companion.id, position: 0 }).run();
    }
    const now = new Date().toISOString();
    if (input.isNew) tx.insert(products).values({ ...input.product, createdAt: now, updatedAt: now }).run();
    else tx.update(products).set({ ...input.product, updatedAt: now }).where(eq(products.id, input.product.id)).run();
    tx.delete(productMembers).where(eq(productMembers.productId, input.product.id)).run();
    if (input.members.length) {
      tx.insert(productMembers)
        .values(input.members.map((m) => ({ id: randomUUID(), productId: input.product.id, ...m })))
        .run();
    }
    if (input.removedAttachmentIds.length) tx.delete(attachments).where(and(eq(attachments.ownerKind, "product"), inArray(attachments.id, input.removedAttachmentIds))).run();
    audit?.(tx, before);
  });
}

/** Removes picture records written before a save that was then refused (the files are removed by the caller). */
export function deleteProductImages(ids: string[]) {
  if (ids.length) db().delete(attachments).where(and(eq(attachments.ownerKind, "product"), inArray(attachments.id, ids))).run();
}
