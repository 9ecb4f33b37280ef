/**
 * A second process spending a customer's credit on the same database (DATABASE_PATH), for customer-credit.test.ts:
 * it waits until GO_AT (so both processes spend at once), then applies (CREDIT_BILLING set) or refunds CREDIT_AMOUNT
 * of CREDIT_CUSTOMER's credit and prints whether it passed, or the status it was refused with.
 */
import { closeDb } from "#db/client.server";
import { SYSTEM_ACTOR } from "#machines/types";
import { applyCustomerCredit, refundCustomerCredit } from "~/services/payments/credit.server";

const customerId = process.env.CREDIT_CUSTOMER!;
const amount = Number(process.env.CREDIT_AMOUNT);
const billingId = process.env.CREDIT_BILLING;
const goAt = Number(process.env.GO_AT ?? 0);
while (Date.now() < goAt) {
  /* spin until the agreed moment */
}
let outcome: string;
try {
  if (billingId) await applyCustomerCredit({ customerId, billingId, amount }, SYSTEM_ACTOR);
  else await refundCustomerCredit({ customerId, amount, bankName: "BCA", bankAccount: "1234567890", accountHolder: "PT Maju", transferReference: `TRF-${process.pid}`, transferDate: "2026-11-25", reason: "Customer asked for it back" }, SYSTEM_ACTOR);
  outcome = "ok";
} catch (error) {
  outcome = error instanceof Response ? String(error.status) : `error: ${String(error)}`;
}
closeDb();
console.log(JSON.stringify({ pid: process.pid, outcome }));
