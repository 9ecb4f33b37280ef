/**
 * Arranges invoices for tests/e2e/inspector.spec.ts through the portal's own services (the same path the screens
 * take), against the e2e server's database. Run with tsx, DATABASE_PATH and DATA_DIR set; prints JSON.
 *
 *   returned:  issued, returned by the signer, reissued (a 3-step history ending in `reissued`)
 *   reissued:  the new invoice of that reissue, waiting in `invoiced`
 *   approved:  issued and approved by the signer, so it has a number
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices } from "#db/schema";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { approveInvoice, decideInvoice, reissueInvoice } from "~/services/invoices.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";

function issuedInvoice(customer: string) {
  const owner = as("usr-owner");
  const po = createPurchaseOrder(owner, poInput({ productId: "prd-st", to: { ...poInput().to, name: customer } }));
  const { id: billingId } = createBillingDraft(owner, po.id, draftInput());
  issueBilling(owner, billingId);
  return db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!.id;
}

const returned = issuedInvoice("PT Inspektur Satu");
decideInvoice(as("usr-signer"), returned, "invoice.return", "Customer name is wrong");
const reissued = reissueInvoice(as("usr-owner"), returned);

const approved = issuedInvoice("PT Inspektur Dua");
await approveInvoice(as("usr-signer"), approved, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
const approvedNumber = db().select().from(invoices).where(eq(invoices.id, approved)).get()!.invoiceNumber;

process.stdout.write(JSON.stringify({ returned, reissued, approved, approvedNumber }));
process.exit(0);
