/**
 * Approved invoices for the dunning tests: one made through the services (PO, billing, issue, approval), and many
 * copies of it written straight to the table for the kill test (the run reads only the invoice's columns).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, writeTransaction } from "#db/client.server";
import { invoices } from "#db/schema";
import { getInvoice } from "~/models/invoice.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { approveInvoice } from "~/services/invoices.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, CUSTOMER, draftInput, poInput } from "../support/factories";

let customerSeq = 0;

/** An approved invoice of a customer with an address of its own, due on `dueDate`. */
export async function approvedInvoiceDue(dueDate: string) {
  const email = `dunning${++customerSeq}-${process.pid}@customer.test`;
  const po = createPurchaseOrder(as("usr-owner"), poInput({ to: { ...CUSTOMER, email } }));
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  db().update(invoices).set({ dueDate }).where(eq(invoices.id, invoice.id)).run();
  return { invoice: getInvoice(invoice.id)!, email };
}

/** `count` copies of an approved invoice (new ids and numbers), all due on `dueDate`. */
export function copiesOf(invoiceId: string, count: number, dueDate: string): string[] {
  const template = getInvoice(invoiceId)!;
  const ids: string[] = [];
  writeTransaction((tx) => {
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      tx.insert(invoices).values({ ...template, id, invoiceNumber: `${template.invoiceNumber}-C${i}`, dueDate }).run();
      ids.push(id);
    }
  });
  return ids;
}
