/**
 * The payment gateway's HTTP client against a local server speaking the Midtrans Core API: a VA per bank channel
 * (Mandiri's echannel bill key), a card payment link, status, expire, refusals inside HTTP 200, and every kind of
 * "unreachable" (refused connection, timeout, 5xx, a body that is not JSON).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type StubHandler, useStubServer } from "../support/stub-http-server";
import { createGatewayHttpClient, jakartaTime } from "~/integrations/payment-gateway/http-client.server";
import { notificationSignature, parseGrossAmount, verifyNotificationSignature } from "~/integrations/payment-gateway/signature.server";
import { PaymentGatewayUnavailableError, type CreateVaRequest } from "~/integrations/payment-gateway/types";

const stub = useStubServer("/");

const reply = (status: number, body: unknown) => (_req: IncomingMessage, _body: string, res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};
const now = new Date("2026-11-21T03:00:00.000Z");
const request: CreateVaRequest = {
  orderId: "BL-DR-261121-0001-1", amount: 27_745_000, bank: "bni", expiresAt: "2026-11-22T03:00:00.000Z", description: "Digital Reward BL-DR-261121-0001",
  customer: { name: "PT Maju Bersama Sejahtera", email: "finance@majubersama.test", phone: "021-5150000" }, credentials: { merchantId: "G123", serverKey: "SB-Mid-server-abc" },
};
const client = () => createGatewayHttpClient(stub.base, { timeoutMs: 500 });

describe("payment gateway HTTP client", () => {
  it("charges a bank transfer VA with Basic auth and reads its number", async () => {
    stub.handler = reply(200, { status_code: "201", status_message: "Success, Bank Transfer transaction is created", transaction_id: "tx-1", va_numbers: [{ bank: "bni", va_number: "9888123412341234" }] });
    expect(await client().createVa(request, { now })).toEqual({ ok: true, transactionId: "tx-1", vaNumber: "9888123412341234", bank: "bni", expiresAt: request.expiresAt, message: "Success, Bank Transfer transaction is created" });
    expect(stub.seen[0]).toMatchObject({ method: "POST", url: "/v2/charge", headers: { authorization: `Basic ${Buffer.from("SB-Mid-server-abc:").toString("base64")}` } });
    expect(JSON.parse(stub.seen[0].body)).toMatchObject({
      payment_type: "bank_transfer", bank_transfer: { bank: "bni" }, transaction_details: { order_id: request.orderId, gross_amount: 27_745_000 },
      custom_expiry: { order_time: "2026-11-21 10:00:00 +0700", expiry_duration: 1440, unit: "minute" },
    });
  });

  it("uses echannel for Mandiri and keeps the bill key with its biller code", async () => {
    stub.handler = reply(200, { status_code: "201", status_message: "OK", transaction_id: "tx-2", bill_key: "990000000261", biller_code: "70012" });
    expect(await client().createVa({ ...request, bank: "mandiri" }, { now })).toMatchObject({ ok: true, vaNumber: "990000000261", message: "OK (biller 70012)" });
    expect(JSON.parse(stub.seen[0].body)).toMatchObject({ payment_type: "echannel", echannel: { bill_info1: "Payment:" } });
  });

  it("reads a refusal inside HTTP 200 (Midtrans' status_code) and a 4xx as refusals", async () => {
    stub.handler = reply(200, { status_code: "406", status_message: "The request could not be completed due to a conflict with the current state of the target resource, please try again" });
    expect(await client().createVa(request, { now })).toMatchObject({ ok: false, message: expect.stringContaining("conflict") });
    stub.handler = reply(401, { status_code: "401", status_message: "Access denied due to unauthorized transaction", error_messages: ["Unknown Merchant server_key/id"] });
    expect(await client().createVa(request, { now })).toEqual({ ok: false, message: "Access denied due to unauthorized transaction: Unknown Merchant server_key/id" });
  });

  it("opens a card payment link", async () => {
    stub.handler = reply(200, { order_id: request.orderId, payment_url: "https://app.sandbox.midtrans.com/payment-links/abc" });
    expect(await client().createCardLink(request, { now })).toMatchObject({ ok: true, url: "https://app.sandbox.midtrans.com/payment-links/abc" });
    expect(stub.seen[0].url).toBe("/v1/payment-links");
    expect(JSON.parse(stub.seen[0].body)).toMatchObject({ enabled_payments: ["credit_card"], usage_limit: 1, expiry: { duration: 1440, unit: "minutes" } });
  });

  it("reads status and expire", async () => {
    stub.handler = reply(200, { status_code: "200", transaction_id: "tx-1", transaction_status: "settlement", gross_amount: "27745000.00" });
    expect(await client().status(request.orderId, request.credentials)).toEqual({ found: true, transactionId: "tx-1", transactionStatus: "settlement", statusCode: "200", grossAmount: 27_745_000 });
    expect(stub.seen[0]).toMatchObject({ method: "GET", url: `/v2/${request.orderId}/status` });
    stub.handler = reply(200, { status_code: "404", status_message: "Transaction doesn't exist." });
    expect(await client().status("nope", request.credentials)).toEqual({ found: false, message: "Transaction doesn't exist." });
    stub.handler = reply(200, { status_code: "407", transaction_status: "expire" });
    expect(await client().expire(request.orderId, request.credentials)).toEqual({ ok: true, message: "Expired" });
  });

  it.each([
    ["a 5xx", reply(503, { status_code: "503" })],
    ["a body that is not JSON", reply(200, "<html>")],
    ["no answer in time", () => undefined],
  ] as const)("treats %s as unreachable", async (_name, h) => {
    stub.handler = h as StubHandler;
    await expect(client().createVa(request, { now })).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it("treats a refused connection as unreachable", async () => {
    await expect(createGatewayHttpClient("http://127.0.0.1:1/", { timeoutMs: 500 }).status("x", request.credentials)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });
});

describe("notification signature", () => {
  it("is SHA-512 over order_id + status_code + gross_amount + server key, checked in constant time", () => {
    // Over the raw strings: "100000" is not "100000.00", so the same amount written otherwise fails.
    const sig = notificationSignature("1111", "200", "100000.00", "askvnoibnosifnboseofinbofinfgbiufglnbfg");
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    const body = { order_id: "1111", status_code: "200", gross_amount: "100000.00", signature_key: sig };
    expect(verifyNotificationSignature(body, "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(true);
    expect(verifyNotificationSignature({ ...body, signature_key: sig.toUpperCase() }, "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(true);
    expect(verifyNotificationSignature({ ...body, gross_amount: "100000" }, "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(false);
    expect(verifyNotificationSignature(body, "another-key")).toBe(false);
    expect(verifyNotificationSignature({ ...body, signature_key: "abc" }, "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(false);
    expect(verifyNotificationSignature({ ...body, status_code: 200 }, "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(false);
    expect(verifyNotificationSignature(body, "")).toBe(false);
  });

  it("reads gross_amount as whole rupiah only", () => {
    expect(parseGrossAmount("24145.00")).toBe(24145);
    expect(parseGrossAmount("24145")).toBe(24145);
    expect(parseGrossAmount("24145.50")).toBeNull();
    expect(parseGrossAmount("-1.00")).toBeNull();
    expect(jakartaTime(new Date("2026-11-21T17:30:00Z"))).toBe("2026-11-22 00:30:00 +0700");
  });
});
