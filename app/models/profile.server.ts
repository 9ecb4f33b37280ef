import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db } from "#db/client.server";
import { orgNodes, productMembers, products, users } from "#db/schema";

const company = alias(orgNodes, "company");
const division = alias(orgNodes, "division");
const unit = alias(orgNodes, "unit");
const position = alias(orgNodes, "position");

/** What /profile shows: the editable fields and the position mapping (read-only there; administrators change it). */
export function getProfile(userId: string) {
  const row = db()
    .select({
      id: users.id, fullname: users.fullname, email: users.email, phoneNumber: users.phoneNumber, nik: users.nik, type: users.type,
      jobPosition: users.jobPosition, country: users.country, referenceId: users.referenceId, avatarPath: users.avatarPath, createdAt: users.createdAt,
      companyName: company.name, divisionCode: division.code, divisionName: division.name, unitCode: unit.code, unitName: unit.name, positionName: position.name,
    })
    .from(users)
    .leftJoin(company, eq(company.id, users.positionCompanyId))
    .leftJoin(division, eq(division.id, users.positionDivisionId))
    .leftJoin(unit, eq(unit.id, users.positionUnitId))
    .leftJoin(position, eq(position.id, users.positionId))
    .where(eq(users.id, userId))
    .get();
  return row ?? null;
}

export function updateProfile(userId: string, input: { fullname: string; phoneNumber: string | null }) {
  db().update(users).set({ fullname: input.fullname, phoneNumber: input.phoneNumber, updatedAt: new Date().toISOString() }).where(eq(users.id, userId)).run();
}

/** The language the user reads the portal, e-mails and PDFs in (issue 18). */
export function setUserLanguage(userId: string, language: "id" | "en") {
  db().update(users).set({ language, updatedAt: new Date().toISOString() }).where(eq(users.id, userId)).run();
}

/** Sets the avatar file name; returns the previous one so the caller can delete that file. */
export function setAvatarPath(userId: string, avatarPath: string | null): string | null {
  const previous = db().select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId)).get()?.avatarPath ?? null;
  db().update(users).set({ avatarPath, updatedAt: new Date().toISOString() }).where(eq(users.id, userId)).run();
  return previous;
}

/** The products a user owns or is a member of, with their part in each (the dashboard's "your products"). */
export function productsOfUser(userId: string) {
  const rows = db()
    .select({ id: products.id, name: products.name, code: products.productCode, imageLogo: products.imageLogo, description: products.description, role: productMembers.role, isInvoiceSigner: productMembers.isInvoiceSigner })
    .from(productMembers)
    .innerJoin(products, eq(products.id, productMembers.productId))
    .where(eq(productMembers.userId, userId))
    .orderBy(asc(products.name))
    .all();
  const byId = new Map<string, { id: string; name: string; code: string; imageLogo: string | null; description: string; roles: string[]; isInvoiceSigner: boolean }>();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? { id: r.id, name: r.name, code: r.code, imageLogo: r.imageLogo, description: r.description, roles: [], isInvoiceSigner: false };
    entry.roles.push(r.role);
    entry.isInvoiceSigner ||= r.isInvoiceSigner;
    byId.set(r.id, entry);
  }
  return [...byId.values()];
}

/** Every product, for people who may see them all and belong to none (administrators). */
export function allProducts(limit = 12) {
  return db().select({ id: products.id, name: products.name, code: products.productCode, imageLogo: products.imageLogo, description: products.description }).from(products).orderBy(asc(products.name)).limit(limit).all();
}

