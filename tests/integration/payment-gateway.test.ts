/**
 * The payment gateway (issue 20, contract 3) through the sandbox twin: the VA opened when a gateway-paid billing is
 * issued, the twin's signed notifications delivered to POST /webhooks/payment-gateway through the outbox (with its
 * retries), and the webhook's checks: signature, duplicates, out-of-order statuses and reversals.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, gatewayNotifications, gatewayOrders, gatewayTransactions, integrationCalls, outbox, payments, products } from "#db/schema";
import { virtualAccountOf } from "~/documents/view-model";
import { notificationSignature } from "~/integrations/payment-gateway/signature.server";
import { GATEWAY_NOTIFY_EFFECT, recentGatewaySandboxRecords, sandboxPay, SandboxPayRefused, useGatewayTransport } from "~/integrations/payment-gateway/sandbox.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { decryptSecret } from "~/services/crypto.server";
import { registerAllEffects } from "~/services/effects.server";
import { CREATE_EFFECT, createGatewayPayment, regenerateGatewayPayment, REVERSE_EFFECT, SETTLE_EFFECT } from "~/services/gateway.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { action as webhook } from "~/routes/webhooks.payment-gateway";
import * as billingPage from "~/routes/_portal.billings.$id";
import { respond } from "../support/api";
import { sessionCookie } from "../support/http";
import { as, draftInput, poInput } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());

beforeEach(() => useGatewayTransport(deliverToRoute));
afterEach(() => useGatewayTransport(null));

/** Posts a raw body to the webhook as the gateway would (the route's action, as Remix calls it). */
async function post(body: string) {
  const request = new Request("http://localhost/webhooks/payment-gateway", { method: "POST", headers: { "content-type": "application/json" }, body });
  const { response, json } = await respond(webhook as never, request);
  return { status: response.status, json };
}
const delivered: { body: string; status: number }[] = [];
async function deliverToRoute(_url: string, init: { body: string }) {
  const { status } = await post(init.body);
  delivered.push({ body: init.body, status });
  return { status };
}

const drain = async (times = 3) => {
  for (let i = 0; i < times; i++) await drainOutbox({ limit: 500 });
};

async function issuedBilling(paymentMethod: "virtual_account" | "credit_card" | "bank_transfer" = "virtual_account", productId = "prd-dr") {
  const po = createPurchaseOrder(as("usr-owner"), poInput({ productId }));
  const { id } = createBillingDraft(as("usr-owner"), po.id, draftInput({ paymentMethod }));
  issueBilling(as("usr-owner"), id);
  return id;
}
const billing = (id: string) => db().select().from(billings).where(eq(billings.id, id)).get()!;
const ordersOf = (billingId: string) => db().select().from(gatewayOrders).where(eq(gatewayOrders.billingId, billingId)).all();
const effectsOf = (effect: string) => db().select().from(outbox).where(eq(outbox.effect, effect)).all();
const twinRecordOf = (orderId: string) => recentGatewaySandboxRecords(200).find((r) => r.orderId === orderId)!;

async function vaBilling(paymentMethod: "virtual_account" | "credit_card" = "virtual_account") {
  const id = await issuedBilling(paymentMethod);
  await drain();
  const [order] = ordersOf(id);
  return { id, order, twin: twinRecordOf(order.id) };
}

/** A notification signed with the product's real merchant key (as the twin and the real gateway do). */
function signed(orderId: string, fields: Record<string, string>, serverKey = drMerchantKey()) {
  const body = { transaction_id: "tx-manual-1", status_code: "200", gross_amount: "1000.00", transaction_status: "settlement", payment_type: "bank_transfer", fraud_status: "accept", ...fields, order_id: orderId };
  return JSON.stringify({ ...body, signature_key: notificationSignature(orderId, body.status_code, body.gross_amount, serverKey) });
}
function drMerchantKey() {
  const p = db().select().from(products).where(eq(products.id, "prd-dr")).get()!;
  return decryptSecret(p.paymentSystem.sandbox!.merchant_key_encrypted);
}
const notificationsOf = (orderId: string) => db().select().from(gatewayNotifications).where(eq(gatewayNotifications.orderId, orderId)).all();
/** The payments the payments core recorded for a gateway transaction (contract 2). */
const paymentsOf = (transactionId: string) => db().select().from(payments).where(eq(payments.gatewayTransactionId, transactionId)).all();
const transactionsOf = (orderId: string) => db().select().from(gatewayTransactions).where(eq(gatewayTransactions.orderId, orderId)).all();

describe("issuing a gateway-paid billing", () => {
  it("opens a VA at the product's bank through the outbox and stores va{number, bank, expired, description, amount, fee} and the mps record", async () => {
    const id = await issuedBilling();
    // Issuing only queued the request: the gateway is never called inside the issue transaction.
    expect(billing(id).va).toBeNull();
    expect(effectsOf(CREATE_EFFECT).filter((e) => (e.payload as { billingId: string }).billingId === id)).toHaveLength(1);
    await drain();
    const b = billing(id);
    const amount = b.includePph ? b.finalPriceWithPph : b.finalPrice;
    // The seeded DR product banks at Mandiri: a Mandiri bill key (12 digits), its fee from the catalogue.
    expect(b.va).toMatchObject({ bank: "mandiri", amount, fee: 2500, description: "Success" });
    expect(b.va!.number).toMatch(/^8900\d{8}$/);
    const hours = (new Date(b.va!.expired).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(b.mps).toMatchObject({ product_code: "MANDIRI_VA", product_type: "VA", invoice_id: `${b.billingNumber}-1`, total_amount: amount, sequence: 1, recon_status: "not yet", va: b.va });
    // The PDFs print the VA from the mps record (app/documents/view-model.ts).
    expect(virtualAccountOf(b.mps)).toMatchObject({ channel: "MANDIRI_VA", number: b.va!.number, amount, fee: 2500 });
    expect(ordersOf(id)).toMatchObject([{ id: `${b.billingNumber}-1`, status: "active", vaNumber: b.va!.number, amount }]);
    // Running the effect again (a crash after the call) opens nothing new.
    expect(await createGatewayPayment(id)).toBe("skipped");
    expect(ordersOf(id)).toHaveLength(1);
  });

  it("opens a card payment link for a credit-card billing (no va)", async () => {
    const { id, order } = await vaBilling("credit_card");
    expect(order).toMatchObject({ productType: "CREDITCARD", channel: "CREDITCARD", status: "active" });
    expect(billing(id).va).toBeNull();
    expect(billing(id).mps).toMatchObject({ product_type: "CREDITCARD", payment_url: expect.stringContaining("/admin/sandbox?pay=") });
  });

  it("asks nothing of the gateway for a transfer, or for an internal product", async () => {
    const before = effectsOf(CREATE_EFFECT).length;
    const transfer = await issuedBilling("bank_transfer");
    const internal = await issuedBilling("virtual_account", "prd-st");
    await drain();
    expect(effectsOf(CREATE_EFFECT)).toHaveLength(before);
    expect(billing(transfer).va).toBeNull();
    expect(billing(internal).va).toBeNull();
  });

  it("ties the expiry to the end of the due date (Jakarta) when the product sets manual_expired", async () => {
    const p = db().select().from(products).where(eq(products.id, "prd-dr")).get()!;
    db().update(products).set({ paymentSystem: { ...p.paymentSystem, manual_expired: true } }).where(eq(products.id, "prd-dr")).run();
    try {
      const { id } = await vaBilling();
      const b = billing(id);
      // Due dates are in the future here (billing date 2026-11-21 + 14 days).
      expect(b.va!.expired).toBe(new Date(`${b.dueDate}T23:59:59+07:00`).toISOString());
    } finally {
      db().update(products).set({ paymentSystem: p.paymentSystem }).where(eq(products.id, "prd-dr")).run();
    }
  });

  it("counts the gateway calls for /metrics by outcome", async () => {
    const count = () => db().select().from(integrationCalls).all().filter((c) => c.system === "payment-gateway" && c.operation === "createVa" && c.outcome === "accepted").reduce((n, c) => n + c.count, 0);
    const before = count();
    await vaBilling();
    expect(count()).toBe(before + 1);
  });
});

describe("the webhook", () => {
  it("takes the twin's signed settlement: the transaction is settled and the payments core records the payment once", async () => {
    const { id, order, twin } = await vaBilling();
    sandboxPay(twin.id, "full");
    await drain();
    expect(delivered.at(-1)!.status).toBe(200);
    expect(transactionsOf(order.id)).toMatchObject([{ id: twin.id, status: "settlement", grossAmount: order.amount, billingId: id }]);
    expect(ordersOf(id)[0].status).toBe("paid");
    expect(billing(id).mps).toMatchObject({ recon_status: "paid" });
    // The payments core recorded one payment, matched it, and the billing is paid.
    expect(paymentsOf(twin.id)).toMatchObject([{ amount: order.amount, channel: "MANDIRI_VA", source: "gateway" }]);
    expect(transactionsOf(order.id)[0].paymentId).toBe(paymentsOf(twin.id)[0].id);
    expect(billing(id).statusPaid).toBe("paid");
  });

  it("refuses a tampered body with 401 and writes nothing", async () => {
    const { order } = await vaBilling();
    const good = JSON.parse(signed(order.id, { gross_amount: `${order.amount}.00` })) as Record<string, string>;
    const tampered = JSON.stringify({ ...good, gross_amount: "1.00" });
    const before = effectsOf(SETTLE_EFFECT).length;
    expect((await post(tampered)).status).toBe(401);
    // A signature made with another key is just as wrong.
    expect((await post(signed(order.id, { gross_amount: `${order.amount}.00` }, "SB-Mid-server-not-ours"))).status).toBe(401);
    expect(notificationsOf(order.id)).toHaveLength(0);
    expect(transactionsOf(order.id)).toHaveLength(0);
    expect(effectsOf(SETTLE_EFFECT)).toHaveLength(before);
    expect(ordersOf(order.billingId)[0].status).toBe("active");
  });

  it("refuses a missing signature with 401 and writes nothing", async () => {
    const { order } = await vaBilling();
    const body = JSON.parse(signed(order.id, {})) as Record<string, string>;
    delete body.signature_key;
    expect((await post(JSON.stringify(body))).status).toBe(401);
    expect((await post(JSON.stringify({ ...body, signature_key: "" }))).status).toBe(401);
    expect(notificationsOf(order.id)).toHaveLength(0);
    expect(transactionsOf(order.id)).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON and 404 to an order that is not ours, writing nothing", async () => {
    expect((await post("order_id=x")).status).toBe(400);
    expect((await post(signed("BL-XX-000000-9-1", {}))).status).toBe(404);
  });

  it("applies 100 deliveries of one notification once", async () => {
    const { id, order } = await vaBilling();
    const body = signed(order.id, { transaction_id: `tx-dup-${order.id}`, gross_amount: `${order.amount}.00` });
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.json.outcome === "applied")).toHaveLength(1);
    expect(notificationsOf(order.id)).toMatchObject([{ transactionStatus: "settlement", deliveries: 100, outcome: "applied" }]);
    expect(effectsOf(SETTLE_EFFECT).filter((e) => e.sourceId === id)).toHaveLength(1);
    await drain();
    expect(paymentsOf(`tx-dup-${order.id}`)).toHaveLength(1);
    expect(billing(id).statusPaid).toBe("paid");
  });

  it("takes the twin's duplicated notification with no second effect", async () => {
    const { id, twin } = await vaBilling();
    sandboxPay(twin.id, "full");
    await drain();
    sandboxPay(twin.id, "duplicate", { duplicates: 3 });
    await drain();
    expect(delivered.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
    expect(notificationsOf(ordersOf(id)[0].id)).toMatchObject([{ transactionStatus: "settlement", deliveries: 4 }]);
    expect(paymentsOf(twin.id)).toHaveLength(1);
  });

  it("keeps a settlement when a pending arrives after it (out of order)", async () => {
    const { order, twin } = await vaBilling();
    sandboxPay(twin.id, "full");
    sandboxPay(twin.id, "latePending");
    await drain();
    expect(notificationsOf(order.id).map((n) => [n.transactionStatus, n.outcome])).toEqual([["settlement", "applied"], ["pending", "stale"]]);
    expect(transactionsOf(order.id)[0]).toMatchObject({ status: "settlement", reversedAt: null });
    expect(paymentsOf(twin.id)).toHaveLength(1);
    expect(billing(order.billingId).statusPaid).toBe("paid");
  });

  it("lets a refund that overtook its settlement win: the late settlement records nothing", async () => {
    const { order } = await vaBilling();
    const txId = `tx-race-${order.id}`;
    expect((await post(signed(order.id, { transaction_id: txId, transaction_status: "refund", gross_amount: `${order.amount}.00` }))).status).toBe(200);
    expect((await post(signed(order.id, { transaction_id: txId, gross_amount: `${order.amount}.00` }))).json.outcome).toBe("stale");
    await drain();
    expect(paymentsOf(txId)).toHaveLength(0);
    expect(billing(order.billingId).statusPaid).toBe("unpaid");
  });

  it("un-matches a settled payment the gateway reverses", async () => {
    const { id, order, twin } = await vaBilling();
    sandboxPay(twin.id, "full");
    await drain();
    expect(billing(id).statusPaid).toBe("paid");
    sandboxPay(twin.id, "reversal");
    await drain();
    expect(transactionsOf(order.id)[0]).toMatchObject({ status: "refund", reversedAt: expect.any(String) });
    expect(effectsOf(REVERSE_EFFECT).filter((e) => e.sourceId === id)).toHaveLength(1);
    // The payments core un-matched it: the billing is unpaid again, its history keeps the entry marked reversed.
    expect(billing(id).statusPaid).toBe("unpaid");
    expect(paymentsOf(twin.id)).toMatchObject([{ state: "unmatched" }]);
    expect(billing(id).paymentHistory).toMatchObject([{ reversed: { reason: "Reversed by the payment gateway (refund)" } }]);
    expect(billing(id).mps).toMatchObject({ recon_status: "reversed" });
    // A reversal is final: nothing after it changes the transaction.
    sandboxPay(twin.id, "latePending");
    await drain();
    expect(transactionsOf(order.id)[0].status).toBe("refund");
  });

  it("records a partial payment at the amount paid; the billing is partly paid and a VA for the balance can be opened", async () => {
    const { id, order, twin } = await vaBilling();
    sandboxPay(twin.id, "partial");
    await drain();
    const paid = Math.floor(order.amount / 2);
    expect(paymentsOf(twin.id)).toMatchObject([{ amount: paid }]);
    expect(billing(id).statusPaid).toBe("partly paid");
    await regenerateGatewayPayment(as("usr-owner"), id);
    expect(billing(id).va).toMatchObject({ amount: order.amount - paid });
  });
});

describe("the sandbox twin", () => {
  it("delivers a notification again with the outbox's backoff until the portal answers 2xx", async () => {
    const { order, twin } = await vaBilling();
    let failures = 2;
    useGatewayTransport(async (url, init) => {
      if (failures-- > 0) return { status: 503 };
      return deliverToRoute(url, init);
    });
    sandboxPay(twin.id, "full");
    await drainOutbox({ limit: 500 });
    const row = () => effectsOf(GATEWAY_NOTIFY_EFFECT).find((e) => (e.payload as { transactionId: string }).transactionId === twin.id)!;
    expect(row()).toMatchObject({ attempts: 1, doneAt: null });
    expect(transactionsOf(order.id)).toHaveLength(0);
    // The second try comes 5 s later, the third 20 s after that.
    const t0 = Date.now();
    await drainOutbox({ limit: 500, now: () => new Date(t0 + 6_000) });
    expect(row()).toMatchObject({ attempts: 2, doneAt: null });
    expect(new Date(row().availableAt).getTime() - (t0 + 6_000)).toBe(20_000);
    await drainOutbox({ limit: 500, now: () => new Date(t0 + 30_000) });
    expect(row().doneAt).not.toBeNull();
    expect(transactionsOf(order.id)).toMatchObject([{ status: "settlement" }]);
    expect(twinRecordOf(order.id)).toMatchObject({ status: "settlement", lastDelivery: { httpStatus: 200 } });
  });

  it("refuses to take money on an expired VA, and refuses a reversal of an unpaid one", async () => {
    const { twin } = await vaBilling();
    expect(() => sandboxPay(twin.id, "reversal")).toThrow(SandboxPayRefused);
    sandboxPay(twin.id, "expired");
    expect(() => sandboxPay(twin.id, "full")).toThrow(/expired/);
  });
});

describe("regenerating an expired VA", () => {
  it("opens a new VA for a billing whose VA expired, closing nothing twice", async () => {
    const { id, order, twin } = await vaBilling();
    await expect(refusal(() => regenerateGatewayPayment(as("usr-owner"), id))).resolves.toMatchObject({ status: 409 });
    sandboxPay(twin.id, "expired");
    await drain();
    expect(ordersOf(id)[0].status).toBe("expired");
    await regenerateGatewayPayment(as("usr-owner"), id);
    const orders = ordersOf(id).sort((a, b) => a.sequence - b.sequence);
    expect(orders.map((o) => [o.sequence, o.status])).toEqual([[1, "expired"], [2, "active"]]);
    expect(billing(id).va!.number).toBe(orders[1].vaNumber);
    expect(billing(id).va!.number).not.toBe(order.vaNumber);
    expect(billing(id).mps).toMatchObject({ invoice_id: orders[1].id, sequence: 2 });
  });

  it("needs manage:billing (403) within the billing's scope (404)", async () => {
    const { id, twin } = await vaBilling();
    sandboxPay(twin.id, "expired");
    await drain();
    // Settlement staff read every billing but do not manage billings; usr-ent-signer manages other products' billings.
    await expect(refusal(() => regenerateGatewayPayment(as("usr-settlement"), id))).resolves.toMatchObject({ status: 403 });
    await expect(refusal(() => regenerateGatewayPayment(as("usr-ent-signer"), id))).resolves.toMatchObject({ status: 404 });
    expect(ordersOf(id)).toHaveLength(1);
  });
});

describe("the billing screen", () => {
  const page = async (method: "GET" | "POST", billingId: string, userId: string, form?: Record<string, string>) => {
    const request = new Request(`http://localhost/billings/${billingId}`, { method, headers: { Cookie: await sessionCookie(userId), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) }, body: form ? new URLSearchParams(form) : undefined });
    return respond((method === "GET" ? billingPage.loader : billingPage.action) as never, request, { id: billingId });
  };

  it("shows the VA and, once it expired, regenerates it for whoever manages the billing", async () => {
    const { id, twin } = await vaBilling();
    const shown = await page("GET", id, "usr-owner");
    expect(shown.json).toMatchObject({ billing: { va: { number: billing(id).va!.number } }, gateway: { canRegenerate: false, orders: [{ status: "active" }] } });
    sandboxPay(twin.id, "expired");
    await drain();
    expect((await page("GET", id, "usr-owner")).json).toMatchObject({ gateway: { canRegenerate: true } });
    expect((await page("POST", id, "usr-settlement", { intent: "regenerateVa" })).response.status).toBe(403);
    expect(ordersOf(id)).toHaveLength(1);
    const done = await page("POST", id, "usr-owner", { intent: "regenerateVa" });
    expect(done.response.status).toBe(302);
    expect(ordersOf(id).map((o) => o.status).sort()).toEqual(["active", "expired"]);
  });
});
