/**
 * Arranges virtual-account billings for tests/e2e/payments-gateway.spec.ts through the portal's own services, against
 * the e2e server's database: a Digital Reward (payment_type mps) purchase order, its billing issued with payment by
 * virtual account, the invoice approved by the product's signer, and the VA opened at the sandbox gateway (what the
 * server's outbox would do a moment later; a live order is reused, so that effect then changes nothing).
 * Run with tsx, DATABASE_PATH and DATA_DIR set; prints JSON.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { gatewayOrders, invoices } from "#db/schema";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { createGatewayPayment } from "~/services/gateway.server";
import { approveInvoice } from "~/services/invoices.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";

async function vaBilling(customer: string) {
  const owner = as("usr-owner");
  const po = createPurchaseOrder(owner, poInput({ productId: "prd-dr", to: { ...poInput().to, name: customer } }));
  const { id: billingId } = createBillingDraft(owner, po.id, draftInput({ paymentMethod: "virtual_account" }));
  issueBilling(owner, billingId);
  const invoiceId = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!.id;
  await approveInvoice(as("usr-signer"), invoiceId, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  if ((await createGatewayPayment(billingId)) !== "created") throw new Error("The sandbox gateway did not open the VA");
  const order = db().select().from(gatewayOrders).where(eq(gatewayOrders.billingId, billingId)).get()!;
  return { billingId, invoiceId, orderId: order.id, bank: order.bank, vaNumber: order.vaNumber!, amount: order.amount };
}

const stamp = Date.now().toString(36).toUpperCase();
const full = await vaBilling(`PT Gerbang Lunas ${stamp}`);
const partial = await vaBilling(`PT Gerbang Separuh ${stamp}`);
process.stdout.write(JSON.stringify({ full, partial }));
process.exit(0);
