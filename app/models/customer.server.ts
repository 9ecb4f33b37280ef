import { randomUUID } from "node:crypto";
import { asc, eq, like, or } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { customers, type Party } from "#db/schema";

/** Finds the customer by NPWP (or by name when it has none) and keeps its details current; creates it when new. */
export function upsertCustomer(tx: Tx, party: Party): string {
  const npwp = party.npwp.replace(/\D/g, "");
  const existing = npwp ? tx.select().from(customers).where(eq(customers.npwp, npwp)).get() : tx.select().from(customers).where(eq(customers.name, party.name)).get();
  const values = { name: party.name, address: party.address, phone: party.phone, email: party.email, npwp, sapCustomerId: party.sap_customer_id || null };
  if (existing) {
    tx.update(customers).set(values).where(eq(customers.id, existing.id)).run();
    return existing.id;
  }
  const id = randomUUID();
  tx.insert(customers).values({ id, ...values }).run();
  return id;
}

export function searchCustomers(term: string, limit = 20) {
  const pattern = `%${term}%`;
  return db().select().from(customers).where(or(like(customers.name, pattern), like(customers.npwp, pattern))).orderBy(asc(customers.name)).limit(limit).all();
}
