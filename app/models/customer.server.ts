import { asc, eq, like, or, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { newId } from "#db/ids";
import { insertRow, prepared, updateRow } from "#db/prepared";
import { customers, type Party } from "#db/schema";

/** Finds the customer by NPWP (or by name when it has none) and keeps its details current; creates it when new. */
export function upsertCustomer(tx: Tx, party: Party): string {
  const npwp = party.npwp.replace(/\D/g, "");
  // Prepared: the recurring run upserts the customer of every billing.
  const existing = npwp
    ? prepared(tx, "customer.byNpwp", (h) => h.select({ id: customers.id }).from(customers).where(eq(customers.npwp, sql.placeholder("key"))).prepare()).get({ key: npwp })
    : prepared(tx, "customer.byName", (h) => h.select({ id: customers.id }).from(customers).where(eq(customers.name, sql.placeholder("key"))).prepare()).get({ key: party.name });
  const values = { name: party.name, address: party.address, phone: party.phone, email: party.email, npwp, sapCustomerId: party.sap_customer_id || null };
  if (existing) {
    updateRow(tx, customers, customers.id, existing.id, values);
    return existing.id;
  }
  const id = newId();
  insertRow(tx, customers, { id, ...values });
  return id;
}

export function searchCustomers(term: string, limit = 20) {
  const pattern = `%${term}%`;
  return db().select().from(customers).where(or(like(customers.name, pattern), like(customers.npwp, pattern))).orderBy(asc(customers.name)).limit(limit).all();
}
