import { randomUUID } from "node:crypto";
import { writeTransaction } from "#db/client.server";
import { addDays } from "~/domain/dates";
import { computeBilling, PricingError } from "~/domain/pricing";
import { pickUniqueCode, UniqueCodeExhaustedError } from "~/domain/unique-code";
import type { BillingDraftInput } from "~/lib/schemas/documents";
import { getBilling, insertBilling, openBillingOfPo, openUniqueCodes } from "~/models/billing.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { type AccessUser, logActivity } from "~/models/user.server";
import { httpError } from "./http.server";
import { assertMayManageProduct } from "./purchase-orders.server";
import { actorOf, workflow } from "./workflows.server";

const GATEWAY_METHODS = new Set(["virtual_account", "credit_card"]);
const DASHES = { owner: "-", account_number: "-", bank_name: "-", branch_office: "-" };

/**
 * Creates the billing draft of a PO with every figure computed (integer rupiah,
 * app/domain/pricing.ts) and its unique code reserved, so what the draft shows
 * is exactly what is issued.
 */
export function createBillingDraft(user: AccessUser, poId: string, input: BillingDraftInput) {
  const po = getPurchaseOrder(poId);
  if (!po) throw httpError(404, "That purchase order does not exist");
  const product = assertMayManageProduct(user, po.productId, "billing");
  if (po.statusPo !== "unbilled") throw httpError(409, `${po.poNumber} is already billed`);
  const id = randomUUID();
  try {
    writeTransaction((tx) => {
      if (openBillingOfPo(tx, po.id)) throw httpError(409, `${po.poNumber} already has a billing draft; open it from the purchase order`);
      const uniqueCode = pickUniqueCode(product.config.unique_code_type, openUniqueCodes(tx, product.id), Math.random);
      const amounts = computeBilling({ lines: po.details, taxDate: input.billingDate, includePph: input.includePph, administrationFee: product.config.administration_fee, uniqueCode });
      insertBilling(tx, {
        id, productId: product.id, poId: po.id, customerId: po.customerId, divisionId: po.divisionId, billingDate: input.billingDate,
        dueDate: addDays(input.billingDate, product.config.payment_terms_days), includePph: input.includePph, includeTaxInvoice: input.includeTaxInvoice,
        config: { kode_wapu: input.kodeWapu, afiliasi: input.afiliasi, tax_invoice_text: input.taxInvoiceText, payment_method: input.paymentMethod },
        bank: GATEWAY_METHODS.has(input.paymentMethod) || !product.bank ? DASHES : product.bank,
        from: po.from, to: po.to, details: po.details, note: input.note, totalPrice: amounts.totalPrice, dpp: amounts.dpp, tax: amounts.tax, taxRateLabel: amounts.taxRateLabel,
        pph: amounts.pph, administrationFee: amounts.administrationFee, uniqueCode: amounts.uniqueCode, finalPrice: amounts.finalPrice, finalPriceWithPph: amounts.finalPriceWithPph, createdBy: user.id,
      });
      workflow().startInTx(tx, "billing", id, { billingId: id }, actorOf(user));
    });
  } catch (error) {
    if (error instanceof PricingError || error instanceof UniqueCodeExhaustedError) throw httpError(400, error.message);
    throw error;
  }
  logActivity(user.id, "billing.drafted", { poNumber: po.poNumber }, null, { kind: "billing", id });
  return { id };
}

function ownedBilling(user: AccessUser, id: string) {
  const billing = getBilling(id);
  if (!billing) throw httpError(404, "That billing does not exist");
  assertMayManageProduct(user, billing.productId, "billing");
  return billing;
}

/** Issues the draft: BL number, PO billed and the invoice created, all in one transaction (billing binding). */
export function issueBilling(user: AccessUser, id: string, expectedVersion?: number) {
  ownedBilling(user, id);
  return workflow().send("billing", id, { type: "billing.issue" }, actorOf(user), { expectedVersion });
}

export function discardBilling(user: AccessUser, id: string, expectedVersion?: number) {
  ownedBilling(user, id);
  return workflow().send("billing", id, { type: "billing.discard" }, actorOf(user), { expectedVersion });
}

export function cancelBilling(user: AccessUser, id: string, message: string, expectedVersion?: number) {
  ownedBilling(user, id);
  return workflow().send("billing", id, { type: "billing.cancel", message }, actorOf(user), { expectedVersion });
}
