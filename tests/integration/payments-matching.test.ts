/** Issue 20: matching by hand (split, partial, over), not ours, un-matching, gateway payments, and refusals that write nothing. */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { customerCredits, invoices, paymentAllocations, payments } from "#db/schema";
import { SYSTEM_ACTOR } from "#machines/types";
import { getBilling } from "~/models/billing.server";
import { customerCreditsOf, getPayment } from "~/models/payment.server";
import { importStatement, markNotOurs, matchPayment, recordGatewayPayment, unmatchPayment } from "~/services/payments/index.server";
import { createBillingDraft, discardBilling } from "~/services/billings.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { allocationsOf, invoiceOf, issuedBilling, metaOf, outboxOf, paymentByRef, settlement, statement, transitionsOf } from "./payments-fixtures";

useDemoData();

/** A waiting (unmatched) statement credit of `amount`. */
async function waitingCredit(amount: number) {
  const s = statement([{ credit: amount }]);
  await importStatement(s, metaOf(s), settlement());
  const payment = paymentByRef(s.lines[0]!.referenceNo);
  expect(payment.state).toBe("unmatched");
  return payment;
}

describe("matching by hand", () => {
  it("splits one credit across several billings (multibilling)", async () => {
    const a = issuedBilling();
    const b = issuedBilling();
    const payment = await waitingCredit(a.due + b.due);
    const result = await matchPayment(payment.id, [{ billingId: a.id, amount: a.due }, { billingId: b.id, amount: b.due }], settlement());
    expect(result).toMatchObject({ state: "matched", allocated: a.due + b.due });
    expect(allocationsOf(payment.id).map((x) => [x.billingId, x.amount])).toEqual([[a.id, a.due], [b.id, b.due]]);
    for (const x of [a, b]) {
      expect(getBilling(x.id)).toMatchObject({ status: "paid", statusPaid: "paid", paidAmount: x.due });
      expect(invoiceOf(x.id).statusPaid).toBe("paid");
    }
  });

  it("a credit below the amount due leaves the billing partly paid with the balance; the rest pays it", async () => {
    const a = issuedBilling();
    const first = await waitingCredit(400_000);
    const partly = await matchPayment(first.id, [{ billingId: a.id, amount: 400_000 }], settlement());
    expect(partly.allocations[0]).toMatchObject({ applied: 400_000, surplus: 0, billingState: "partlyPaid", balanceDue: a.due - 400_000 });
    expect(getBilling(a.id)).toMatchObject({ status: "issued", statusPaid: "partly paid", paidAmount: 400_000 });
    expect(invoiceOf(a.id).statusPaid).toBe("partly paid");
    const rest = await waitingCredit(a.due - 400_000);
    await matchPayment(rest.id, [{ billingId: a.id, amount: a.due - 400_000 }], settlement());
    expect(getBilling(a.id)).toMatchObject({ status: "paid", statusPaid: "paid", paidAmount: a.due });
    expect(getBilling(a.id)!.paymentHistory).toHaveLength(2);
  });

  it("allocates part of a credit (partly matched) and the rest later", async () => {
    const a = issuedBilling();
    const b = issuedBilling();
    const payment = await waitingCredit(a.due + b.due);
    expect(await matchPayment(payment.id, [{ billingId: a.id, amount: a.due }], settlement())).toMatchObject({ state: "partlyMatched", allocated: a.due });
    expect(getPayment(payment.id)).toMatchObject({ statusMatch: "partly matched", statusPayment: "unsettled", allocatedAmount: a.due });
    expect(await matchPayment(payment.id, [{ billingId: b.id, amount: b.due }], settlement())).toMatchObject({ state: "matched", allocated: a.due + b.due });
  });

  it("keeps a surplus over the amount due as the customer's credit, visible by billing, customer and payment", async () => {
    const a = issuedBilling();
    const payment = await waitingCredit(a.due + 125_000);
    const result = await matchPayment(payment.id, [{ billingId: a.id, amount: a.due + 125_000 }], settlement());
    expect(result.allocations[0]).toMatchObject({ applied: a.due, surplus: 125_000, billingState: "paid", balanceDue: 0 });
    expect(getBilling(a.id)).toMatchObject({ statusPaid: "paid", paidAmount: a.due });
    const credits = customerCreditsOf({ billingId: a.id });
    expect(credits).toEqual([expect.objectContaining({ amount: 125_000, paymentId: payment.id, customerName: "PT Maju Bersama Sejahtera", reversedAt: null })]);
    expect(customerCreditsOf({ customerId: a.billing.customerId! }).map((c) => c.id)).toContain(credits[0]!.id);
  });

  it("refuses bad allocations with a clear message and writes nothing", async () => {
    const a = issuedBilling();
    const po = createPurchaseOrder(as("usr-owner"), poInput({ details: [{ item: "X", description: "", quantity: 1, price: 10_000 }] }));
    const draft = createBillingDraft(as("usr-owner"), po.id, draftInput());
    const payment = await waitingCredit(a.due - 7); // not a.due: that one would match itself
    const cases: [unknown[], number, RegExp][] = [
      [[], 400, /at least one billing/],
      [[{ billingId: a.id, amount: a.due - 6 }], 400, /only Rp .* left to allocate/],
      [[{ billingId: a.id, amount: 10.5 }], 400, /whole number of rupiah/],
      [[{ billingId: a.id, amount: 100 }, { billingId: a.id, amount: 100 }], 400, /once/],
      [[{ billingId: "nope", amount: 100 }], 404, /no billing nope/],
      // The first allocation is fine; the draft refuses the whole match.
      [[{ billingId: a.id, amount: 100 }, { billingId: draft.id, amount: 100 }], 409, /still a draft/],
    ];
    for (const [allocations, status, message] of cases) {
      const refused = await refusal(() => matchPayment(payment.id, allocations as never, settlement()));
      expect(refused.status).toBe(status);
      expect(refused.message).toMatch(message);
    }
    expect(allocationsOf(payment.id)).toEqual([]);
    expect(getPayment(payment.id)).toMatchObject({ state: "unmatched", allocatedAmount: 0 });
    expect(getBilling(a.id)).toMatchObject({ statusPaid: "unpaid", paidAmount: 0, paymentHistory: [] });
    expect((await refusal(() => matchPayment("nope", [{ billingId: a.id, amount: 1 }], settlement()))).status).toBe(404);
    discardBilling(as("usr-owner"), draft.id);
  });
});

describe("not ours and un-matching", () => {
  it("marks a credit not ours with a reason, and takes it back to the queue", async () => {
    const payment = await waitingCredit(3_210_000);
    expect((await refusal(() => markNotOurs(payment.id, "  ", settlement()))).status).toBe(400);
    expect(await markNotOurs(payment.id, "Refund from a supplier", settlement())).toMatchObject({ state: "notOurs" });
    expect(getPayment(payment.id)).toMatchObject({ statusMatch: "not ours", matchNote: "Refund from a supplier" });
    expect((await refusal(() => matchPayment(payment.id, [{ billingId: "x", amount: 1 }], settlement()))).status).toBe(409);
    expect(await unmatchPayment(payment.id, "It is a customer's transfer after all", settlement())).toMatchObject({ state: "unmatched", reversed: 0 });
  });

  it("un-matching reverses the billing, invoice, history, allocations and credit, with the reason and who, and queues the cash-in reversal", async () => {
    const a = issuedBilling();
    const b = issuedBilling();
    const payment = await waitingCredit(a.due + b.due + 50_000);
    await matchPayment(payment.id, [{ billingId: a.id, amount: a.due }, { billingId: b.id, amount: b.due + 50_000 }], settlement());
    expect((await refusal(() => unmatchPayment(payment.id, "", settlement()))).status).toBe(400);
    expect(getBilling(a.id)!.statusPaid).toBe("paid");

    const reason = "Transfer was for another customer's billing";
    expect(await unmatchPayment(payment.id, reason, actorSari())).toMatchObject({ state: "unmatched", reversed: 2 });
    expect(getPayment(payment.id)).toMatchObject({ statusMatch: "unmatched", statusPayment: "unsettled", allocatedAmount: 0, matchNote: reason });
    for (const x of [a, b]) {
      expect(getBilling(x.id)).toMatchObject({ status: "issued", statusPaid: "unpaid", paidAmount: 0 });
      expect(getBilling(x.id)!.paymentHistory).toEqual([expect.objectContaining({ payment_id: payment.id, reversed: expect.objectContaining({ reason, by: "Sari" }) })]);
      expect(invoiceOf(x.id).statusPaid).toBe("unpaid");
      expect(transitionsOf("billing", x.id).at(-1)).toMatchObject({ event: "billing.unpay", fromState: "paid", toState: "issued", message: reason, actorId: "sari" });
      expect(outboxOf("effect.reverseCashin", x.id)).toHaveLength(1);
    }
    expect(allocationsOf(payment.id).every((x) => x.reversedAt && x.reversedReason === reason && x.reversedById === "sari")).toBe(true);
    expect(db().select().from(customerCredits).where(eq(customerCredits.paymentId, payment.id)).get()!.reversedAt).not.toBeNull();
    expect(customerCreditsOf({ billingId: b.id })).toEqual([]);
    expect(transitionsOf("payment", payment.id).at(-1)).toMatchObject({ event: "payment.unmatch", toState: "unmatched", message: reason });
    // Nothing to un-match any more; it can be matched again.
    expect((await refusal(() => unmatchPayment(payment.id, reason, settlement()))).status).toBe(409);
    await matchPayment(payment.id, [{ billingId: a.id, amount: a.due }], settlement());
    expect(getBilling(a.id)).toMatchObject({ statusPaid: "paid", paidAmount: a.due });
  });

  it("a cash-in finest already booked gets a pending reversal on the invoice through the outbox (once)", async () => {
    registerAllEffects();
    const a = issuedBilling();
    const payment = await waitingCredit(a.due - 3);
    await matchPayment(payment.id, [{ billingId: a.id, amount: a.due - 3 }], settlement());
    db().update(invoices).set({ statusCashinFinest: "sent", finestCashin: { document_no: "142600000001", amount: a.due } }).where(eq(invoices.billingId, a.id)).run();
    await unmatchPayment(payment.id, "Wrong billing", settlement());
    const [row] = outboxOf("effect.reverseCashin", a.id);
    await drainOutbox({ ids: [row!.id] });
    await drainOutbox({ ids: [row!.id] });
    const invoice = invoiceOf(a.id);
    // Sent until finest books the reversal (the finest-reports job: tests/integration/finest-reversal.test.ts).
    expect(invoice.statusCashinFinest).toBe("sent");
    expect(invoice.finestCashin).toMatchObject({ document_no: "142600000001", reversal: { seq: 1, reverses: "142600000001", reason: "Wrong billing", outbox_id: row!.id } });
  });

  it("un-matching one of two partial payments leaves the billing partly paid by the other", async () => {
    const a = issuedBilling();
    const p1 = await waitingCredit(300_000);
    const p2 = await waitingCredit(200_000);
    await matchPayment(p1.id, [{ billingId: a.id, amount: 300_000 }], settlement());
    await matchPayment(p2.id, [{ billingId: a.id, amount: 200_000 }], settlement());
    await unmatchPayment(p1.id, "Wrong billing", settlement());
    expect(getBilling(a.id)).toMatchObject({ status: "issued", statusPaid: "partly paid", paidAmount: 200_000 });
  });
});

describe("gateway payments", () => {
  it("matches its billing at once; the same transaction id again has no second effect", async () => {
    const a = issuedBilling();
    const input = { billingId: a.id, gatewayTransactionId: "mid-7f3a-0001", amount: a.due, paidAt: "2026-11-25T03:15:00.000Z", channel: "bni_va", description: "settlement" };
    const first = await recordGatewayPayment(input, SYSTEM_ACTOR);
    expect(first).toMatchObject({ duplicate: false, state: "matched", matched: true });
    for (let i = 0; i < 5; i++) expect(await recordGatewayPayment(input, SYSTEM_ACTOR)).toMatchObject({ paymentId: first.paymentId, duplicate: true });
    expect(db().select().from(payments).where(eq(payments.gatewayTransactionId, "mid-7f3a-0001")).all()).toHaveLength(1);
    expect(db().select().from(paymentAllocations).where(eq(paymentAllocations.billingId, a.id)).all()).toHaveLength(1);
    expect(getBilling(a.id)).toMatchObject({ statusPaid: "paid", paidAmount: a.due });
    expect(getBilling(a.id)!.paymentHistory).toHaveLength(1);
    expect(getPayment(first.paymentId)).toMatchObject({ source: "gateway", transactionDate: "2026-11-25", channel: "bni_va", createdById: "system", settlementType: "gateway" });
    // A reversal of the settled payment un-matches it.
    await unmatchPayment(first.paymentId, "Gateway reversal", SYSTEM_ACTOR);
    expect(getBilling(a.id)!.statusPaid).toBe("unpaid");
  });

  it("records a payment for a billing that is no longer open as waiting, and refuses bad input", async () => {
    const a = issuedBilling();
    await recordGatewayPayment({ billingId: a.id, gatewayTransactionId: "mid-paid-1", amount: a.due, paidAt: "2026-11-25", channel: "bca_va", description: "" }, SYSTEM_ACTOR);
    const late = await recordGatewayPayment({ billingId: a.id, gatewayTransactionId: "mid-paid-2", amount: a.due, paidAt: "2026-11-26", channel: "bca_va", description: "" }, SYSTEM_ACTOR);
    expect(late).toMatchObject({ duplicate: false, state: "unmatched", matched: false });
    expect(getPayment(late.paymentId)!.matchNote).toMatch(/^Payment is not matched: billing .* is paid already/);
    const bad = { billingId: a.id, gatewayTransactionId: "mid-bad", amount: 1000, paidAt: "2026-11-25", channel: "x", description: "" };
    expect((await refusal(() => recordGatewayPayment({ ...bad, amount: 99.5 }, SYSTEM_ACTOR))).status).toBe(400);
    expect((await refusal(() => recordGatewayPayment({ ...bad, gatewayTransactionId: " " }, SYSTEM_ACTOR))).status).toBe(400);
    expect((await refusal(() => recordGatewayPayment({ ...bad, paidAt: "yesterday" }, SYSTEM_ACTOR))).status).toBe(400);
    expect((await refusal(() => recordGatewayPayment({ ...bad, billingId: "nope" }, SYSTEM_ACTOR))).status).toBe(404);
    expect(db().select().from(payments).where(eq(payments.gatewayTransactionId, "mid-bad")).all()).toEqual([]);
  });
});

function actorSari() {
  return { id: "sari", name: "Sari", roles: ["settlement"], referenceId: "860003", via: "screen" as const };
}
