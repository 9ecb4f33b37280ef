/**
 * Issue 20, customer credit: the surplus of an over-payment is applied to an open billing of the same customer (as a
 * payment of source `credit`, through the payments core) or refunded; the balance never falls below zero, also when
 * two processes spend the whole credit at the same moment; un-matching the credit payment gives the credit back.
 */
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { activityLogs, customerCreditMovements, invoices, menuItems, paymentAllocations, payments, permissions, rolePermissions, roles, userRoles } from "#db/schema";
import { getBilling } from "~/models/billing.server";
import { availableCredit } from "~/models/customer-credit.server";
import { invoicesDueForFinest } from "~/models/finest-report.server";
import { getPayment } from "~/models/payment.server";
import { action as creditAction, loader as creditLoader } from "~/routes/_portal.payments.credits.$customerId";
import { loader as creditsLoader } from "~/routes/_portal.payments.credits._index";
import { loader as billingLoader } from "~/routes/_portal.billings.$id";
import { loader as paymentLoader } from "~/routes/_portal.payments.$id";
import { paymentsDashboard } from "~/models/mock-data.server";
import { applyCustomerCredit, refundCustomerCredit } from "~/services/payments/credit.server";
import { importStatement, matchPayment, unmatchPayment } from "~/services/payments/index.server";
import { runWorker, workerAnswer } from "../support/child-process";
import { refusal } from "../support/refusal";
import { denied, routeRunner } from "../support/route-runner";
import { useDemoData } from "../support/seed";
import { invoiceOf, issuedBilling, metaOf, paymentByRef, settlement, statement, transitionsOf } from "./payments-fixtures";

useDemoData();

const WORKER = path.resolve("tests/integration/customer-credit-worker.ts");

/** An over-paid billing of the demo customer: `surplus` becomes their credit. Answers the customer and the payment. */
async function creditOf(surplus: number) {
  const a = issuedBilling();
  const s = statement([{ credit: a.due + surplus }]);
  await importStatement(s, metaOf(s), settlement());
  const payment = paymentByRef(s.lines[0]!.referenceNo);
  await matchPayment(payment.id, [{ billingId: a.id, amount: a.due + surplus }], settlement());
  return { customerId: a.billing.customerId!, payment, paid: a };
}

const refundInput = (customerId: string, amount: number) => ({
  customerId, amount, bankName: "BCA", bankAccount: "123 456 7890", accountHolder: "PT Maju Bersama Sejahtera", transferReference: "TRF-20261125-01", transferDate: "2026-11-25", reason: "Customer asked for the surplus back",
});
const movementsOf = (customerId: string) => db().select().from(customerCreditMovements).where(eq(customerCreditMovements.customerId, customerId)).all();

/** Spends the whole credit of `customerId` (apply to a billing, or refund) from two more processes at one moment. */
function spendFromAnotherProcess(env: Record<string, string>, goAt: number) {
  return workerAnswer<{ outcome: string }>(runWorker(WORKER, { ...env, GO_AT: String(goAt) })).then((a) => a.outcome);
}

describe("the payments dashboard (/mock/payments/dashboard)", () => {
  it("counts the money received once: credit spent on a billing is shown apart, not as a second payment", async () => {
    const figures = () => paymentsDashboard(null);
    const { customerId } = await creditOf(500_000);
    const before = figures();
    const b = issuedBilling();
    await applyCustomerCredit({ customerId, billingId: b.id, amount: 200_000 }, settlement());
    const after = figures();
    expect(after.settlement).toEqual(before.settlement);
    expect(after.match).toEqual(before.match);
    expect(after.byChannel).toEqual(before.byChannel);
    expect(after.creditSpent).toEqual({ count: before.creditSpent.count + 1, amount: before.creditSpent.amount + 200_000 });
    expect(after.partlyPaid.received).toBe(before.partlyPaid.received + 200_000);
  });
});

describe("applying credit to an open billing", () => {
  it("pays the whole billing from credit like a transfer: paid, history, invoice status_paid, a credit payment, credit consumed", async () => {
    const { customerId } = await creditOf(3_000_000);
    const b = issuedBilling();
    const before = availableCredit(customerId);
    const result = await applyCustomerCredit({ customerId, billingId: b.id, amount: b.due }, settlement());
    expect(result).toMatchObject({ billingState: "paid", balanceDue: 0, available: before - b.due });
    expect(availableCredit(customerId)).toBe(before - b.due);
    expect(getBilling(b.id)).toMatchObject({ status: "paid", statusPaid: "paid", paidAmount: b.due });
    expect(getBilling(b.id)!.paymentHistory).toEqual([expect.objectContaining({ payment_id: result.paymentId, amount: b.due, surplus: 0, source: "credit" })]);
    expect(invoiceOf(b.id).statusPaid).toBe("paid");
    // The finest cash-in is due for it, as for a transfer (the finest-reports job sends it once finest has the delivery).
    db().update(invoices).set({ statusDeliveredFinest: "sent" }).where(eq(invoices.billingId, b.id)).run();
    expect(invoicesDueForFinest("cashin", new Date(Date.now() + 60_000), 10_000).map((r) => r.invoice.id)).toContain(invoiceOf(b.id).id);
    expect(getPayment(result.paymentId)).toMatchObject({ source: "credit", state: "matched", statusMatch: "matched", amount: b.due, allocatedAmount: b.due, settlementType: "customer credit" });
    expect(transitionsOf("payment", result.paymentId).map((t) => t.event)).toContain("payment.match");
    expect(transitionsOf("billing", b.id).at(-1)).toMatchObject({ event: "billing.pay", toState: "paid" });
    const [movement] = movementsOf(customerId).filter((m) => m.paymentId === result.paymentId);
    expect(movement).toMatchObject({ kind: "applied", amount: b.due, billingId: b.id, reversedAt: null });
    expect(db().select().from(activityLogs).where(and(eq(activityLogs.action, "customer-credit.applied"), eq(activityLogs.entityId, customerId))).all().length).toBeGreaterThan(0);
  });

  it("pays part of a billing (partly paid, balance shown) and the rest of the credit stays", async () => {
    const { customerId } = await creditOf(200_000);
    const b = issuedBilling();
    const before = availableCredit(customerId);
    const result = await applyCustomerCredit({ customerId, billingId: b.id, amount: 150_000 }, settlement());
    expect(result).toMatchObject({ billingState: "partlyPaid", balanceDue: b.due - 150_000 });
    expect(getBilling(b.id)).toMatchObject({ status: "issued", statusPaid: "partly paid", paidAmount: 150_000 });
    expect(invoiceOf(b.id).statusPaid).toBe("partly paid");
    expect(availableCredit(customerId)).toBe(before - 150_000);
  });

  it("refuses more than the credit or the billing's balance, another customer's billing, and writes nothing", async () => {
    const { customerId } = await creditOf(100_000);
    const b = issuedBilling();
    const available = availableCredit(customerId);
    const paymentsBefore = db().select().from(payments).all().length;
    const over = await refusal(() => applyCustomerCredit({ customerId, billingId: b.id, amount: available + 1 }, settlement()));
    expect(over).toMatchObject({ status: 400 });
    expect(over.message).toMatch(/credit available; apply no more than that/);
    const other = issuedBilling({ productId: "prd-ac" });
    if (other.billing.customerId !== customerId) {
      expect((await refusal(() => applyCustomerCredit({ customerId, billingId: other.id, amount: 1 }, settlement()))).status).toBe(400);
    }
    expect((await refusal(() => applyCustomerCredit({ customerId, billingId: b.id, amount: 0 }, settlement()))).status).toBe(400);
    expect(db().select().from(payments).all().length).toBe(paymentsBefore);
    expect(availableCredit(customerId)).toBe(available);
    expect(getBilling(b.id)).toMatchObject({ statusPaid: "unpaid", paidAmount: 0, paymentHistory: [] });
  });

  it("un-matching the credit payment gives the credit back; the billing is open again and the payment does not wait in the queue", async () => {
    const { customerId } = await creditOf(2_500_000);
    const b = issuedBilling();
    const before = availableCredit(customerId);
    const { paymentId } = await applyCustomerCredit({ customerId, billingId: b.id, amount: b.due }, settlement());
    const result = await unmatchPayment(paymentId, "Applied to the wrong billing", settlement());
    expect(result).toMatchObject({ state: "notOurs", reversed: 1 });
    expect(availableCredit(customerId)).toBe(before);
    expect(getBilling(b.id)).toMatchObject({ status: "issued", statusPaid: "unpaid", paidAmount: 0 });
    expect(invoiceOf(b.id).statusPaid).toBe("unpaid");
    expect(getPayment(paymentId)).toMatchObject({ statusMatch: "not ours", allocatedAmount: 0, matchNote: "Customer credit given back: Applied to the wrong billing" });
    expect(movementsOf(customerId).find((m) => m.paymentId === paymentId)).toMatchObject({ reversedReason: "Applied to the wrong billing", reversedByName: settlement().name });
    expect((await refusal(() => unmatchPayment(paymentId, "again", settlement()))).status).toBe(409);
  });

  it("refuses to un-match the over-payment once its credit is spent (the balance would fall below zero)", async () => {
    const { customerId, payment } = await creditOf(90_000);
    const available = availableCredit(customerId);
    await refundCustomerCredit(refundInput(customerId, available), settlement());
    const refused = await refusal(() => unmatchPayment(payment.id, "wrong customer", settlement()));
    expect(refused.status).toBe(409);
    expect(getPayment(payment.id)!.state).toBe("matched");
    expect(db().select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id)).get()!.reversedAt).toBeNull();
    expect(availableCredit(customerId)).toBe(0);
  });
});

describe("refunding credit", () => {
  it("records the refund with the bank account, transfer and reason, audited, and lowers the balance", async () => {
    const { customerId } = await creditOf(400_000);
    const available = availableCredit(customerId);
    const result = await refundCustomerCredit(refundInput(customerId, 400_000), settlement(), "10.0.0.9");
    expect(result.available).toBe(available - 400_000);
    expect(availableCredit(customerId)).toBe(available - 400_000);
    expect(db().select().from(customerCreditMovements).where(eq(customerCreditMovements.id, result.movementId)).get()).toMatchObject({
      kind: "refunded", amount: 400_000, bankName: "BCA", bankAccount: "1234567890", transferReference: "TRF-20261125-01", transferDate: "2026-11-25", reason: "Customer asked for the surplus back",
    });
    const log = db().select().from(activityLogs).where(and(eq(activityLogs.action, "customer-credit.refunded"), eq(activityLogs.entityId, customerId))).all().at(-1)!;
    expect(log).toMatchObject({ entity: "customer-credit", ip: "10.0.0.9", detail: expect.objectContaining({ amount: 400_000, movement_id: result.movementId }) });
    expect((await refusal(() => refundCustomerCredit(refundInput(customerId, available - 400_000 + 1), settlement()))).status).toBe(400);
    expect((await refusal(() => refundCustomerCredit({ ...refundInput(customerId, 1), transferDate: "2999-01-01" }, settlement()))).status).toBe(400);
  });
});

describe("the balance never falls below zero", () => {
  it("two processes and this one spend the whole credit at the same moment: exactly one succeeds", async () => {
    const { customerId } = await creditOf(1_700_000);
    const b = issuedBilling();
    const whole = availableCredit(customerId);
    expect(whole).toBeGreaterThan(0);
    const amount = Math.min(whole, b.due);
    // The refunds take the whole credit; the application takes what the billing can take (the whole credit when it fits).
    const goAt = Date.now() + 6_000;
    const children = [spendFromAnotherProcess({ CREDIT_CUSTOMER: customerId, CREDIT_AMOUNT: String(whole) }, goAt), spendFromAnotherProcess({ CREDIT_CUSTOMER: customerId, CREDIT_AMOUNT: String(amount), CREDIT_BILLING: b.id }, goAt)];
    await new Promise((r) => setTimeout(r, goAt - Date.now()));
    const mine = await refundCustomerCredit(refundInput(customerId, whole), settlement()).then(() => "ok", (e: unknown) => (e instanceof Response ? String(e.status) : String(e)));
    const outcomes = [mine, ...(await Promise.all(children))];
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "ok").every((o) => o === "400")).toBe(true);
    expect(availableCredit(customerId)).toBeGreaterThanOrEqual(0);
    expect(availableCredit(customerId)).toBe(outcomes[2] === "ok" ? whole - amount : 0);
  }, 60_000);

  it("many applications of the whole credit at once in this process: one passes", async () => {
    const { customerId } = await creditOf(800_000);
    const whole = availableCredit(customerId);
    const b = issuedBilling({ price: whole + 5_000_000 });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => applyCustomerCredit({ customerId, billingId: b.id, amount: whole }, settlement()).then(() => "ok", (e: Response) => String(e.status))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(availableCredit(customerId)).toBe(0);
  });
});

const run = routeRunner();

describe("the customer-credit screens", () => {
  it("lists customers with their balance, filtered in the URL, and shows the history", async () => {
    const { customerId } = await creditOf(321_000);
    const list = (await (await run(creditsLoader, "/payments/credits?q=Maju&balance=open", "usr-settlement")).json()) as { rows: { customerId: string; available: number }[]; filters: { q: string } };
    expect(list.filters.q).toBe("Maju");
    expect(list.rows.find((r) => r.customerId === customerId)?.available).toBe(availableCredit(customerId));
    const none = (await (await run(creditsLoader, "/payments/credits?q=NobodyCalledThis", "usr-settlement")).json()) as { rows: unknown[] };
    expect(none.rows).toEqual([]);
    const page = (await (await run(creditLoader, `/payments/credits/${customerId}`, "usr-settlement", { params: { customerId } })).json()) as { available: number; history: { kind: string }[]; billings: unknown[]; maySettle: boolean };
    expect(page).toMatchObject({ available: availableCredit(customerId), maySettle: true });
    expect(page.history.some((h) => h.kind === "credit")).toBe(true);
  });

  it("applies credit from the form, and an over-apply answers 400 with the field's error and writes nothing", async () => {
    const { customerId } = await creditOf(250_000);
    const b = issuedBilling();
    const available = availableCredit(customerId);
    const paymentsBefore = db().select().from(payments).all().length;
    const over = await run(creditAction, `/payments/credits/${customerId}`, "usr-settlement", { params: { customerId }, form: { intent: "apply", billingId: b.id, amount: String(Math.min(available, b.due) + 1) } });
    expect(over.status).toBe(400);
    const body = (await over.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.amount?.[0]).toMatch(/no more than that/);
    const missing = await run(creditAction, `/payments/credits/${customerId}`, "usr-settlement", { params: { customerId }, form: { intent: "apply", billingId: "", amount: "abc" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(((await missing.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["amount", "billingId"]);
    expect(db().select().from(payments).all().length).toBe(paymentsBefore);
    expect(availableCredit(customerId)).toBe(available);

    const ok = await run(creditAction, `/payments/credits/${customerId}`, "usr-settlement", { params: { customerId }, form: { intent: "apply", billingId: b.id, amount: "100.000", back: "billing" } });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/billings/${b.id}`);
    expect(getBilling(b.id)).toMatchObject({ statusPaid: "partly paid", paidAmount: 100_000 });
    expect(availableCredit(customerId)).toBe(available - 100_000);
  });

  it("refunds from the form, with field errors for a bad account or date", async () => {
    const { customerId } = await creditOf(60_000);
    const available = availableCredit(customerId);
    const form = { intent: "refund", amount: "60000", bankName: "BNI", bankAccount: "12", accountHolder: "PT Maju", transferReference: "TRF-9", transferDate: "2026-11-25", reason: "asked" };
    const bad = await run(creditAction, `/payments/credits/${customerId}`, "usr-settlement", { params: { customerId }, form });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors)).toEqual(["bankAccount"]);
    const ok = await run(creditAction, `/payments/credits/${customerId}`, "usr-settlement", { params: { customerId }, form: { ...form, bankAccount: "0987654321" } });
    expect(ok.status).toBe(302);
    expect(availableCredit(customerId)).toBe(available - 60_000);
  });

  it("refuses apply and refund to a role without manage:settlement, and the screens to one without read:payment", async () => {
    const { customerId } = await creditOf(70_000);
    const b = issuedBilling();
    const available = availableCredit(customerId);
    for (const user of ["usr-owner", "usr-member"]) {
      expect(denied(await run(creditAction, `/payments/credits/${customerId}`, user, { params: { customerId }, form: { intent: "apply", billingId: b.id, amount: "1000" } }))).toBe(true);
      expect(denied(await run(creditAction, `/payments/credits/${customerId}`, user, { params: { customerId }, form: { intent: "refund", amount: "1000" } }))).toBe(true);
    }
    expect(denied(await run(creditsLoader, "/payments/credits", "usr-member"))).toBe(true);
    expect(denied(await run(creditLoader, `/payments/credits/${customerId}`, "usr-member", { params: { customerId } }))).toBe(true);
    expect(availableCredit(customerId)).toBe(available);
  });

  it("shows a reader scoped to products only the credit from billings of their products", async () => {
    const { customerId } = await creditOf(80_000); // a Smart Tenant billing
    // A role that reads payments but only its own products' billings (usr-companion: Antares Cloud, not Smart Tenant).
    db().insert(roles).values({ id: "role-credit-viewer", name: "credit-viewer", label: "Credit viewer", description: "test" }).run();
    db().insert(permissions).values({ id: "perm-read:payment", name: "read:payment" }).onConflictDoNothing().run();
    const readPayment = db().select().from(permissions).where(eq(permissions.name, "read:payment")).get()!;
    db().insert(rolePermissions).values({ roleId: "role-credit-viewer", permissionId: readPayment.id }).onConflictDoNothing().run();
    db().insert(userRoles).values({ userId: "usr-companion", roleId: "role-credit-viewer", position: 1 }).run();
    // The Payments menu item governs /payments/*: it lists the new role too, as an administrator would set it.
    const menuRoles = db().select().from(menuItems).where(eq(menuItems.id, "m-payments")).get()!.roles;
    db().update(menuItems).set({ roles: [...menuRoles, "credit-viewer"] }).where(eq(menuItems.id, "m-payments")).run();
    try {
      const list = (await (await run(creditsLoader, "/payments/credits?balance=all", "usr-companion")).json()) as { rows: { customerId: string }[] };
      expect(list.rows.map((r) => r.customerId)).not.toContain(customerId);
      expect((await run(creditLoader, `/payments/credits/${customerId}`, "usr-companion", { params: { customerId } })).status).toBe(404);
      const all = (await (await run(creditsLoader, "/payments/credits?balance=all", "usr-settlement")).json()) as { rows: { customerId: string }[] };
      expect(all.rows.map((r) => r.customerId)).toContain(customerId);
    } finally {
      db().delete(userRoles).where(eq(userRoles.roleId, "role-credit-viewer")).run();
      db().update(menuItems).set({ roles: menuRoles }).where(eq(menuItems.id, "m-payments")).run();
    }
  });

  it("shows the customer's credit on an open billing (with the apply form for settlement) and on the over-payment", async () => {
    const { customerId, payment } = await creditOf(55_000);
    const b = issuedBilling();
    const available = availableCredit(customerId);
    const settle = (await (await run(billingLoader, `/billings/${b.id}`, "usr-settlement", { params: { id: b.id } })).json()) as { creditOffer: { customerId: string; available: number; maySettle: boolean; billing: { id: string; balance: number } | null } | null };
    expect(settle.creditOffer).toEqual({ customerId, available, maySettle: true, billing: expect.objectContaining({ id: b.id, balance: b.due }) });
    // The billing's owner reads billings but not payments: no credit shown.
    const owner = (await (await run(billingLoader, `/billings/${b.id}`, "usr-owner", { params: { id: b.id } })).json()) as { creditOffer: unknown };
    expect(owner.creditOffer).toBeNull();
    const detail = (await (await run(paymentLoader, `/payments/${payment.id}`, "usr-settlement", { params: { id: payment.id } })).json()) as { credit: { customerId: string; available: number } | null };
    expect(detail.credit).toEqual({ customerId, available });
  });
});
