import { type Tx, writeTransaction } from "~/models/transaction.server";
import { newId } from "#db/ids";
import type { BillingConfig, DetailLine, Party } from "~/domain/documents";
import type { Actor } from "#machines/types";
import { addDays } from "~/domain/dates";
import { computeBilling, PricingError } from "~/domain/pricing";
import { pickUniqueCode, UniqueCodeExhaustedError } from "~/domain/unique-code";
import type { BillingDraftInput } from "~/lib/schemas/documents";
import { getBilling, insertBilling, openBillingOfPo, openUniqueCodes } from "~/models/billing.server";
import type { ProductRow } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import { type AccessUser } from "~/models/user.server";
import { recordActivity } from "~/models/activity.server";
import { diffFields } from "~/domain/field-diff";
import { httpError } from "./http.server";
import { hasPermission } from "./auth.server";
import { requireReadableRow } from "./document-access.server";
import { assertMayManageProduct } from "./purchase-orders.server";
import { actorOf, workflow } from "./workflows.server";

const GATEWAY_METHODS = new Set(["virtual_account", "credit_card"]);
const DASHES = { owner: "-", account_number: "-", bank_name: "-", branch_office: "-" };

export type PricedDraftValues = {
  product: ProductRow;
  poId: string | null;
  customerId: string | null;
  divisionId: string | null;
  billingDate: string;
  dueDate: string;
  includePph: boolean;
  includeTaxInvoice: boolean;
  config: BillingConfig;
  from: Party;
  to: Party;
  details: DetailLine[];
  note: string;
  createdBy: string | null;
  /** A recurring profile's n-th billing (unique per profile and sequence: billings_recurring_uq). */
  recurring?: { profileId: string; sequence: number };
};

/**
 * Prices a billing draft (integer rupiah, app/domain/pricing.ts), reserves its unique code, inserts it and starts
 * its workflow, inside the caller's transaction. Shared by PO drafts and recurring profiles so both price and
 * number alike. Throws PricingError or UniqueCodeExhaustedError.
 */
export function insertPricedBillingDraft(tx: Tx, v: PricedDraftValues, actor: Actor): string {
  const id = newId();
  const taken = v.product.config.unique_code_type === "none" ? new Set<number>() : openUniqueCodes(tx, v.product.id);
  const uniqueCode = pickUniqueCode(v.product.config.unique_code_type, taken, Math.random);
  const amounts = computeBilling({ lines: v.details, taxDate: v.billingDate, includePph: v.includePph, administrationFee: v.product.config.administration_fee, uniqueCode });
  insertBilling(tx, {
    id, productId: v.product.id, poId: v.poId, customerId: v.customerId, divisionId: v.divisionId, billingDate: v.billingDate, dueDate: v.dueDate,
    includePph: v.includePph, includeTaxInvoice: v.includeTaxInvoice, config: v.config,
    bank: GATEWAY_METHODS.has(v.config.payment_method) || !v.product.bank ? DASHES : v.product.bank,
    from: v.from, to: v.to, details: v.details, note: v.note, totalPrice: amounts.totalPrice, dpp: amounts.dpp, tax: amounts.tax, taxRateLabel: amounts.taxRateLabel,
    pph: amounts.pph, administrationFee: amounts.administrationFee, uniqueCode: amounts.uniqueCode, finalPrice: amounts.finalPrice, finalPriceWithPph: amounts.finalPriceWithPph, createdBy: v.createdBy,
    recurringProfileId: v.recurring?.profileId ?? null, recurringSequence: v.recurring?.sequence ?? null,
  });
  workflow().startInTx(tx, "billing", id, { billingId: id }, actor);
  return id;
}

/**
 * Creates the billing draft of a PO with every figure computed (integer rupiah,
 * app/domain/pricing.ts) and its unique code reserved, so what the draft shows
 * is exactly what is issued.
 */
export function createBillingDraft(user: AccessUser, poId: string, input: BillingDraftInput) {
  if (!hasPermission(user, "manage:billing")) throw httpError(403, "You need the permission manage:billing for this.");
  // The PO must be readable (404 outside the scope), and its product one the user makes billings of.
  const po = requireReadableRow(user, "purchase-order", getPurchaseOrder(poId));
  const product = assertMayManageProduct(user, po.productId, "billing");
  if (po.statusPo !== "unbilled") throw httpError(409, `${po.poNumber} is already billed`);
  let id = "";
  try {
    writeTransaction((tx) => {
      if (openBillingOfPo(tx, po.id)) throw httpError(409, `${po.poNumber} already has a billing draft; open it from the purchase order`);
      id = insertPricedBillingDraft(
        tx,
        {
          product, poId: po.id, customerId: po.customerId, divisionId: po.divisionId, billingDate: input.billingDate, dueDate: addDays(input.billingDate, product.config.payment_terms_days),
          includePph: input.includePph, includeTaxInvoice: input.includeTaxInvoice,
          config: { kode_wapu: input.kodeWapu, afiliasi: input.afiliasi, tax_invoice_text: input.taxInvoiceText, payment_method: input.paymentMethod },
          from: po.from, to: po.to, details: po.details, note: input.note, createdBy: user.id,
        },
        actorOf(user),
      );
      const draft = getBilling(id, tx);
      recordActivity(tx, {
        userId: user.id, action: "billing.drafted", entity: { kind: "billing", id },
        detail: { poNumber: po.poNumber, productId: product.id, changes: draft ? diffFields(null, auditableBilling(draft)) : [] },
      });
    });
  } catch (error) {
    if (error instanceof PricingError || error instanceof UniqueCodeExhaustedError) throw httpError(400, error.message);
    throw error;
  }
  return { id };
}

/** What of a billing draft the audit trail records: its dates, terms and every figure that reaches the invoice. */
function auditableBilling(b: NonNullable<ReturnType<typeof getBilling>>) {
  return {
    billingDate: b.billingDate, dueDate: b.dueDate, includePph: b.includePph, includeTaxInvoice: b.includeTaxInvoice, paymentMethod: b.config.payment_method,
    totalPrice: b.totalPrice, dpp: b.dpp, tax: b.tax, pph: b.pph, administrationFee: b.administrationFee, uniqueCode: b.uniqueCode, finalPrice: b.finalPrice, finalPriceWithPph: b.finalPriceWithPph,
  };
}

/** Every action on a billing: readable (404 outside the scope), then manage:billing (403). */
function ownedBilling(user: AccessUser, id: string) {
  const billing = requireReadableRow(user, "billing", getBilling(id));
  if (!hasPermission(user, "manage:billing")) throw httpError(403, "You need the permission manage:billing for this.");
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
