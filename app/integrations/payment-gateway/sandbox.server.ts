/**
 * The payment gateway's sandbox twin. It behaves like a Midtrans-style gateway: it issues VA numbers and card
 * links, keeps each transaction's status, and tells the merchant what happened the way the real one does: a JSON
 * POST to the notification URL, signed with the merchant's server key, delivered again with backoff (the outbox)
 * until it gets a 2xx. The sandbox page "pays" its VAs (full, partial, expired, a duplicated notification, a
 * reversal after settlement, a late pending). Its storage is sandbox_records (system payment-gateway), never read
 * by the portal's own code; the server key it signs with is kept sealed there (AES-GCM, like the product's).
 */
import { randomUUID } from "node:crypto";
import { findSandboxRecord, insertSandboxRecord, recentSandboxRecords, sandboxRecordsByReference, type SandboxRecordRow, updateSandboxRecord } from "~/models/sandbox-records.server";
import { takeSandboxRule } from "~/models/sandbox-rules.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import { decryptSecret, encryptSecret } from "~/services/crypto.server";
import { env } from "~/services/env.server";
import { logger } from "~/services/logger.server";
import { enqueueEffect, kickOutbox, type OutboxRow } from "~/services/outbox.server";
import { GATEWAY_RULE_OUTCOMES, type PayScenario, STATUS_CODES, type VaBank } from "./catalogue";
import { grossAmountText, notificationSignature } from "./signature.server";
import { type CreateCardLinkResult, type CreateVaResult, type GatewayCredentials, type GatewayNotification, type GatewayStatusResult, type PaymentGateway, PaymentGatewayUnavailableError } from "./types";

const SYSTEM = "payment-gateway" as const;
/** The outbox effect that carries one notification to the merchant. */
export const GATEWAY_NOTIFY_EFFECT = "effect.gatewaySandboxNotify";
/** The portal's notification endpoint, where the twin delivers (the merchant dashboard's "notification URL"). */
export const webhookUrl = () => `${env().PUBLIC_URL.replace(/\/+$/, "")}/webhooks/payment-gateway`;

type VaPayload = {
  orderId: string;
  merchantId: string;
  /** The merchant's server key, sealed (the twin signs with it, as the real gateway knows the merchant's key). */
  serverKeySealed: string;
  paymentType: "bank_transfer" | "echannel" | "credit_card";
  bank: VaBank | null;
  vaNumber: string | null;
  url: string | null;
  amount: number;
  expiresAt: string;
  customerName: string;
};
type SentNotification = { status: string; gross: string; at: string };
type VaState = { paidAmount: number; notifications: SentNotification[]; lastDelivery: { at: string; httpStatus: number | null; error?: string } | null };

const payloadOf = (row: SandboxRecordRow) => row.payload as unknown as VaPayload;
const stateOf = (row: SandboxRecordRow): VaState => (row.answer as unknown as VaState | null) ?? { paidAmount: 0, notifications: [], lastDelivery: null };

/** VA prefixes as the banks' gateways issue them (a 4-digit company prefix and the customer digits). */
const VA_PREFIX: Record<VaBank, string> = { bca: "3901", bni: "9888", bri: "2626", mandiri: "8900", permata: "8778", cimb: "8049" };

function nextVaNumber(tx: Tx, bank: VaBank): string {
  const id = `${SYSTEM}:va:${bank}`;
  const row = findSandboxRecord(tx, SYSTEM, id);
  const next = Number((row?.payload as { last?: number } | undefined)?.last ?? 0) + 1;
  if (row) updateSandboxRecord(tx, id, { payload: { last: next } });
  else insertSandboxRecord(tx, { id, system: SYSTEM, kind: "counter", reference: `va-${bank}`, payload: { last: next } });
  // Mandiri's bill key is 12 digits; the others are 16-digit account numbers.
  return bank === "mandiri" ? `${VA_PREFIX.mandiri}${String(next).padStart(8, "0")}` : `${VA_PREFIX[bank]}${String(next).padStart(12, "0")}`;
}

function doorRule(tx: Tx, orderId: string) {
  return takeSandboxRule(tx, SYSTEM, { orderId }, (o) => (GATEWAY_RULE_OUTCOMES as readonly string[]).includes(o));
}

function openOrderOf(tx: Tx, orderId: string) {
  return sandboxRecordsByReference(tx, SYSTEM, orderId).find((r) => r.kind === "va" || r.kind === "card") ?? null;
}

/** Opens a VA or a card link; the same order_id twice is refused as Midtrans does (406). */
function open(request: { orderId: string; amount: number; expiresAt: string; customer: { name: string }; credentials: GatewayCredentials }, bank: VaBank | null, now: Date) {
  return writeTransaction((tx): { ok: true; id: string; vaNumber: string | null; url: string | null } | { ok: false; message: string } | "unreachable" => {
    const rule = doorRule(tx, request.orderId);
    if (rule?.outcome === "unreachable") return "unreachable";
    if (rule?.outcome === "refused") return { ok: false, message: rule.note || "Merchant is not active for this payment channel" };
    if (openOrderOf(tx, request.orderId)) return { ok: false, message: "The request could not be completed due to a conflict with the current state of the target resource (order_id has already been taken)" };
    if (!Number.isInteger(request.amount) || request.amount < 1) return { ok: false, message: "transaction_details.gross_amount must be a whole number of at least 1" };
    const id = randomUUID();
    const vaNumber = bank ? nextVaNumber(tx, bank) : null;
    const url = bank ? null : `${env().PUBLIC_URL.replace(/\/+$/, "")}/admin/sandbox?pay=${id}`;
    const payload: VaPayload = {
      orderId: request.orderId, merchantId: request.credentials.merchantId, serverKeySealed: encryptSecret(request.credentials.serverKey),
      paymentType: bank === null ? "credit_card" : bank === "mandiri" ? "echannel" : "bank_transfer", bank, vaNumber, url, amount: request.amount, expiresAt: request.expiresAt, customerName: request.customer.name,
    };
    insertSandboxRecord(tx, { id, system: SYSTEM, kind: bank ? "va" : "card", reference: request.orderId, payload: payload as never, outcome: "pending", answer: { paidAmount: 0, notifications: [], lastDelivery: null } as never, createdAt: now.toISOString() });
    return { ok: true, id, vaNumber, url };
  });
}

const unreachable = () => new PaymentGatewayUnavailableError("connect ECONNREFUSED (sandbox: the payment gateway is unreachable)");

export function createGatewaySandbox(): PaymentGateway {
  return {
    name: "sandbox",
    async createVa(request, { now = new Date() } = {}): Promise<CreateVaResult> {
      const result = open(request, request.bank, now);
      if (result === "unreachable") throw unreachable();
      if (!result.ok) return result;
      return { ok: true, transactionId: result.id, vaNumber: result.vaNumber!, bank: request.bank, expiresAt: request.expiresAt, message: "Success" };
    },
    async createCardLink(request, { now = new Date() } = {}): Promise<CreateCardLinkResult> {
      const result = open(request, null, now);
      if (result === "unreachable") throw unreachable();
      if (!result.ok) return result;
      return { ok: true, url: result.url!, expiresAt: request.expiresAt, message: "Success" };
    },
    async status(orderId, _credentials, { now = new Date() } = {}): Promise<GatewayStatusResult> {
      return writeTransaction((tx) => {
        const row = openOrderOf(tx, orderId);
        if (!row) return { found: false, message: "Transaction doesn't exist." };
        const status = currentStatus(row, now);
        return { found: true, transactionId: row.id, transactionStatus: status, statusCode: STATUS_CODES[status] ?? "200", grossAmount: stateOf(row).paidAmount || payloadOf(row).amount };
      });
    },
    async expire(orderId, _credentials, { now = new Date() } = {}) {
      return writeTransaction((tx) => {
        const row = openOrderOf(tx, orderId);
        if (!row) return { ok: false, message: "Transaction doesn't exist." };
        if (currentStatus(row, now) !== "pending") return { ok: false, message: `Transaction status is ${currentStatus(row, now)}; only a pending transaction can be expired` };
        notify(tx, row, "expire", payloadOf(row).amount, now);
        return { ok: true, message: "Expired" };
      });
    },
  };
}

/** A pending VA past its expiry is expired (the real gateway closes it on time and says so). */
function currentStatus(row: SandboxRecordRow, now: Date): string {
  const status = row.outcome ?? "pending";
  return status === "pending" && payloadOf(row).expiresAt <= now.toISOString() ? "expire" : status;
}

/** Builds the signed notification exactly as the gateway sends it, records the new status, and queues its delivery. */
function notify(tx: Tx, row: SandboxRecordRow, status: string, gross: number, now: Date, { record = true } = {}) {
  const p = payloadOf(row);
  const statusCode = STATUS_CODES[status] ?? "200";
  const grossText = grossAmountText(gross);
  const body: GatewayNotification = {
    transaction_time: jakartaLocal(new Date(row.createdAt)),
    ...(status === "settlement" ? { settlement_time: jakartaLocal(now) } : {}),
    transaction_status: status,
    transaction_id: row.id,
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: notificationSignature(p.orderId, statusCode, grossText, decryptSecret(p.serverKeySealed)),
    payment_type: p.paymentType,
    order_id: p.orderId,
    merchant_id: p.merchantId,
    gross_amount: grossText,
    fraud_status: "accept",
    currency: "IDR",
    ...(p.bank && p.vaNumber ? { va_numbers: [{ bank: p.bank, va_number: p.vaNumber }] } : {}),
  };
  const state = stateOf(findSandboxRecord(tx, SYSTEM, row.id) ?? row);
  const next: VaState = { ...state, notifications: [...state.notifications, { status, gross: grossText, at: now.toISOString() }] };
  if (status === "settlement") next.paidAmount = gross;
  // `outcome` keeps the transaction's current status (the panel lists it); a repeated notification leaves it.
  updateSandboxRecord(tx, row.id, record ? { answer: next as never, outcome: status } : { answer: next as never });
  // The raw text is what gets signed and sent: the receiver verifies over these exact bytes.
  enqueueEffect(tx, GATEWAY_NOTIFY_EFFECT, { url: webhookUrl(), body: JSON.stringify(body), transactionId: row.id, status }, { kind: "gateway-sandbox", id: row.id });
}

const jakartaLocal = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

export class SandboxPayRefused extends Error {}

/**
 * What the sandbox page does to one of the twin's VAs or card links. Throws SandboxPayRefused with a reason the
 * page shows when the gateway would not allow it (paying an expired VA, reversing an unpaid one).
 */
export function sandboxPay(id: string, scenario: PayScenario, { now = new Date(), duplicates = 3 } = {}) {
  const result = writeTransaction((tx) => {
    const row = findSandboxRecord(tx, SYSTEM, id);
    if (!row || (row.kind !== "va" && row.kind !== "card")) throw new SandboxPayRefused("That virtual account does not exist in the sandbox gateway.");
    const p = payloadOf(row);
    const status = currentStatus(row, now);
    const paid = stateOf(row).paidAmount;
    switch (scenario) {
      case "full":
      case "partial": {
        if (status === "expire") throw new SandboxPayRefused("This virtual account has expired: the bank refuses the transfer. Regenerate it on the billing.");
        if (status !== "pending") throw new SandboxPayRefused(`This virtual account is already ${status}.`);
        const amount = scenario === "full" ? p.amount : Math.max(1, Math.floor(p.amount / 2));
        notify(tx, row, "settlement", amount, now);
        return { orderId: p.orderId, status: "settlement", amount };
      }
      case "expired": {
        if (status !== "pending" && status !== "expire") throw new SandboxPayRefused(`Only an unpaid virtual account can expire; this one is ${status}.`);
        notify(tx, row, "expire", p.amount, now);
        return { orderId: p.orderId, status: "expire", amount: p.amount };
      }
      case "duplicate": {
        if (status !== "settlement") throw new SandboxPayRefused("Pay the virtual account first: the duplicated notification repeats its settlement.");
        for (let i = 0; i < duplicates; i++) notify(tx, row, "settlement", paid, now, { record: false });
        return { orderId: p.orderId, status: "settlement", amount: paid };
      }
      case "reversal": {
        if (status !== "settlement") throw new SandboxPayRefused("Only a settled payment can be reversed.");
        notify(tx, row, "refund", paid, now);
        return { orderId: p.orderId, status: "refund", amount: paid };
      }
      case "latePending": {
        if (status === "pending") throw new SandboxPayRefused("Pay the virtual account first: the late notification is a pending that arrives after the settlement.");
        notify(tx, row, "pending", p.amount, now, { record: false });
        return { orderId: p.orderId, status: "pending", amount: p.amount };
      }
    }
  });
  kickOutbox();
  return result;
}

type Transport = (url: string, init: { method: "POST"; headers: Record<string, string>; body: string }) => Promise<{ status: number }>;
let transport: Transport | null = null;
/** Tests hand the notifications to the route directly; null restores real HTTP. */
export function useGatewayTransport(t: Transport | null) {
  transport = t;
}

export const NOTIFY_TIMEOUT_MS = 10_000;

/**
 * The outbox handler: POSTs one notification. Anything but a 2xx (3xx included, as Midtrans counts it) throws, so
 * the outbox delivers it again with its backoff (5 s, 20 s, 80 s, ... capped at one hour) until the portal takes it.
 */
export async function deliverSandboxNotification(row: OutboxRow) {
  const { url, body, transactionId } = row.payload as { url: string; body: string; transactionId: string };
  const init = { method: "POST" as const, headers: { "content-type": "application/json", accept: "application/json", "user-agent": "Veritrans" }, body };
  let httpStatus: number | null = null;
  let error: string | undefined;
  try {
    const response = transport ? await transport(url, init) : await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS) });
    httpStatus = response.status;
  } catch (e) {
    error = String(e);
  }
  writeTransaction((tx) => {
    const record = findSandboxRecord(tx, SYSTEM, transactionId);
    if (record) updateSandboxRecord(tx, record.id, { answer: { ...stateOf(record), lastDelivery: { at: new Date().toISOString(), httpStatus, ...(error ? { error } : {}) } } as never });
  });
  if (httpStatus === null || httpStatus < 200 || httpStatus >= 300) {
    logger.info({ transactionId, httpStatus, attempt: row.attempts + 1 }, "sandbox gateway: notification not accepted; the outbox will deliver it again");
    throw new Error(`The notification URL answered ${httpStatus ?? error}`);
  }
}

/** The twin's recent VAs and card links, for the sandbox page. */
export function recentGatewaySandboxRecords(limit = 20, now = new Date()) {
  return recentSandboxRecords(SYSTEM, limit)
    .filter((r) => r.kind === "va" || r.kind === "card")
    .map((r) => {
      const p = payloadOf(r);
      const s = stateOf(r);
      return {
        id: r.id, kind: r.kind, orderId: p.orderId, bank: p.bank, vaNumber: p.vaNumber, url: p.url, amount: p.amount, expiresAt: p.expiresAt, customerName: p.customerName,
        status: currentStatus(r, now), paidAmount: s.paidAmount, notifications: s.notifications.length, lastDelivery: s.lastDelivery, createdAt: r.createdAt,
      };
    });
}
