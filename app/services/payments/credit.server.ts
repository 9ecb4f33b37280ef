/**
 * Spending a customer's credit (issue 20: the surplus of an over-payment, customer_credits). Settlement staff either
 * apply it to an open billing of the same customer or refund it to the customer's bank account.
 *
 * Applying goes the way a transfer goes: a payment of source `credit` is recorded and matched through the payments
 * core (matchInTx: the billing and payment machines, paymentHistory, status_paid of the billing and its invoices, the
 * finest cash-in), and the credit is consumed by a movement in the same IMMEDIATE transaction. Un-matching that
 * payment (unmatchPayment) reverses the movement, so the credit comes back. A refund is a movement of its own, with
 * the bank transfer that carried it, in the audit trail. The balance is read and written inside one IMMEDIATE
 * transaction, which SQLite serialises across processes, so two spends of the whole credit at once cannot both pass.
 */
import { newId } from "#db/ids";
import type { Actor } from "#machines/types";
import { isIsoDate, todayInJakarta } from "~/domain/dates";
import { amountDueOf } from "~/models/billing.server";
import { availableCredit, type CreditFilters, customerById, customerCreditInScope, insertCreditMovement, logCreditActivity, openBillingsOfCustomer } from "~/models/customer-credit.server";
import { billingForMatching, getPayment, insertPaymentUnlessKnown } from "~/models/payment.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "../auth.server";
import { MANAGE_SETTLEMENT, paymentScope, READ_PAYMENT } from "../payment-screens.server";
import { httpError } from "../http.server";
import { kickOutbox } from "../outbox.server";
import { workflow } from "../workflows.server";
import { matchInTx } from "./index.server";

export type ApplyCreditInput = { customerId: string; billingId: string; amount: number };
export type RefundCreditInput = { customerId: string; amount: number; bankName: string; bankAccount: string; accountHolder: string; transferReference: string; transferDate: string; reason: string };

const isRupiah = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n > 0;
const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

function requireCustomer(tx: Parameters<typeof availableCredit>[1], customerId: string) {
  const customer = typeof customerId === "string" && customerId ? customerById(customerId, tx) : null;
  if (!customer) throw httpError(404, "There is no such customer.");
  return customer;
}

/** Applies up to min(available credit, billing balance) of the customer's credit to one of their open billings. */
export async function applyCustomerCredit(input: ApplyCreditInput, actor: Actor, ip: string | null = null) {
  if (!isRupiah(input?.amount)) throw httpError(400, "Enter an amount in whole rupiah above zero.", { field: "amount" });
  const result = writeTransaction((tx) => {
    const customer = requireCustomer(tx, input.customerId);
    const billing = typeof input.billingId === "string" && input.billingId ? billingForMatching(input.billingId, tx) : null;
    if (!billing) throw httpError(404, "There is no such billing.", { field: "billingId" });
    if (billing.customerId !== customer.id) throw httpError(400, "This billing is addressed to another customer; credit pays only the same customer's billings.", { field: "billingId" });
    if (billing.status !== "issued") throw httpError(409, "This billing is not open (issued and not yet paid); credit cannot pay it.", { field: "billingId", code: "refused" });
    const balance = Math.max(0, amountDueOf(billing) - billing.paidAmount);
    const available = availableCredit(customer.id, tx);
    if (input.amount > available) throw httpError(400, `The customer has ${rupiah(available)} of credit available; apply no more than that.`, { field: "amount" });
    if (input.amount > balance) throw httpError(400, `The billing's balance is ${rupiah(balance)}; apply no more than that.`, { field: "amount" });

    const id = newId();
    const at = new Date();
    insertPaymentUnlessKnown(tx, {
      id, source: "credit", account: "credit", bank: "", transactionDate: todayInJakarta(at), description: `Customer credit of ${customer.name}`, referenceNo: `CREDIT-${id.slice(0, 8).toUpperCase()}`,
      debit: 0, credit: input.amount, amount: input.amount, settlementType: "customer credit", createdById: actor.id,
    });
    workflow().startInTx(tx, "payment", id, { paymentId: id, amount: input.amount }, actor);
    const matched = matchInTx(tx, getPayment(id, tx)!, [{ billingId: billing.id, amount: input.amount }], actor, false);
    const allocation = matched.allocations[0]!;
    insertCreditMovement(tx, {
      customerId: customer.id, customerName: customer.name, kind: "applied", amount: input.amount, paymentId: id, allocationId: allocation.allocationId, billingId: billing.id,
      createdById: actor.id, createdByName: actor.name, createdAt: at.toISOString(),
    });
    logCreditActivity(tx, actor, "customer-credit.applied", customer.id, { amount: input.amount, billing_id: billing.id, billing_number: billing.billingNumber, payment_id: id }, ip);
    return { paymentId: id, billingId: billing.id, billingNumber: billing.billingNumber, billingState: allocation.billingState, balanceDue: allocation.balanceDue, available: available - input.amount };
  });
  kickOutbox();
  return result;
}

/** Records a refund of the customer's credit: the money went to their bank account by a transfer we made. */
export async function refundCustomerCredit(input: RefundCreditInput, actor: Actor, ip: string | null = null) {
  if (!isRupiah(input?.amount)) throw httpError(400, "Enter an amount in whole rupiah above zero.", { field: "amount" });
  if (!isIsoDate(input.transferDate) || input.transferDate > todayInJakarta(new Date())) throw httpError(400, "Give the date of the transfer (not in the future).", { field: "transferDate" });
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const bankAccount = text(input.bankAccount).replace(/[\s.-]/g, "");
  if (!/^\d{5,20}$/.test(bankAccount)) throw httpError(400, "Give the customer's bank account number (5 to 20 digits).", { field: "bankAccount" });
  const reason = text(input.reason);
  if (reason.length < 3 || reason.length > 500) throw httpError(400, "Give a reason (at least 3 characters).", { field: "reason" });
  return writeTransaction((tx) => {
    const customer = requireCustomer(tx, input.customerId);
    const available = availableCredit(customer.id, tx);
    if (input.amount > available) throw httpError(400, `The customer has ${rupiah(available)} of credit available; refund no more than that.`, { field: "amount" });
    const movementId = insertCreditMovement(tx, {
      customerId: customer.id, customerName: customer.name, kind: "refunded", amount: input.amount, bankName: text(input.bankName), bankAccount, accountHolder: text(input.accountHolder),
      transferReference: text(input.transferReference), transferDate: input.transferDate, reason, createdById: actor.id, createdByName: actor.name, createdAt: new Date().toISOString(),
    });
    logCreditActivity(tx, actor, "customer-credit.refunded", customer.id, { amount: input.amount, movement_id: movementId, bank_name: text(input.bankName), bank_account: bankAccount, transfer_reference: text(input.transferReference), transfer_date: input.transferDate, reason }, ip);
    return { movementId, available: available - input.amount };
  });
}

/** The credits list's filters from the URL (an unknown value is ignored, as the other lists do). */
export function parseCreditParams(url: URL): CreditFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const sort = p.get("sort");
  return {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    balance: p.get("balance") === "all" ? "all" : "open",
    sort: sort === "name" || sort === "latest" ? sort : "balance",
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
  };
}

/**
 * Credit is scoped like payments (README "Decisions"): a reader of every billing sees every customer's credit; a
 * reader scoped to products sees a customer's credit when an over-payment of theirs paid a billing of those
 * products (a 404 otherwise, so an id outside the scope tells nothing).
 */
export function requireReadableCustomerCredit(user: AccessUser, customerId: string) {
  const scope = paymentScope(user);
  const customer = customerById(customerId);
  if (!customer || !customerCreditInScope(scope, customer.id)) throw httpError(404, "There is no such customer credit, or it is not yours to see.");
  return { customer, scope };
}

export type CreditOffer = { customerId: string; available: number; maySettle: boolean; billing: CreditBillingOption | null };
type CreditBillingOption = { id: string; billingNumber: string | null; balance: number; dueDate: string };

/**
 * What a billing page shows of its customer's credit: nothing to a reader without read:payment or when the customer
 * has none; otherwise the credit available, and the billing as an option to pay when it is open and the reader may
 * settle (the form posts to the customer's credit page, which validates it).
 */
export function creditOfferFor(user: AccessUser, billing: { id: string; customerId: string | null }): CreditOffer | null {
  if (!billing.customerId || !hasPermission(user, READ_PAYMENT)) return null;
  const available = availableCredit(billing.customerId);
  if (available <= 0) return null;
  const maySettle = hasPermission(user, MANAGE_SETTLEMENT);
  const open = maySettle ? (openBillingsOfCustomer(billing.customerId, null).find((b) => b.id === billing.id) ?? null) : null;
  return { customerId: billing.customerId, available, maySettle, billing: open && { id: open.id, billingNumber: open.billingNumber, balance: open.balance, dueDate: open.dueDate } };
}
