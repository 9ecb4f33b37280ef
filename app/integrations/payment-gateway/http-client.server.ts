/**
 * The HTTP client of a Midtrans-style gateway (PAYMENT_GATEWAY_URL, e.g. https://api.sandbox.midtrans.com).
 * Wire contract (docs.midtrans.com, domain-id.md section 4), authenticated with HTTP Basic (server key, no password):
 * - POST {base}/v2/charge: `bank_transfer` {bank} (Mandiri: `echannel`), transaction_details {order_id, gross_amount},
 *   custom_expiry; answer {status_code "201", transaction_id, va_numbers[{bank, va_number}] | permata_va_number |
 *   bill_key + biller_code}. Midtrans answers HTTP 200 with a non-2xx status_code for a refusal (duplicate order_id: 406).
 * - POST {base}/v1/payment-links: a card payment page {payment_url}.
 * - GET {base}/v2/{order_id}/status, POST {base}/v2/{order_id}/expire.
 * A refused connection, a timeout, a 5xx or a body that is not JSON means unreachable: the outbox retries.
 */
import type { VaBank } from "./catalogue";
import { parseGrossAmount } from "./signature.server";
import { type CreateCardLinkResult, type CreateVaResult, type GatewayCredentials, type GatewayStatusResult, type PaymentGateway, PaymentGatewayUnavailableError } from "./types";

export const GATEWAY_HTTP_TIMEOUT_MS = 15_000;

type Wire = Record<string, unknown> & { status_code?: string; status_message?: string; error_messages?: string[] };

/** Midtrans writes times in Jakarta time: "2026-11-21 10:00:00 +0700". */
export function jakartaTime(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0700`;
}

const basic = (c: GatewayCredentials) => `Basic ${Buffer.from(`${c.serverKey}:`).toString("base64")}`;

async function call(url: string, credentials: GatewayCredentials, init: { method: string; body?: unknown }, timeoutMs: number): Promise<{ httpStatus: number; body: Wire }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: "application/json", "content-type": "application/json", authorization: basic(credentials) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : String((error as Error)?.cause ?? error);
    throw new PaymentGatewayUnavailableError(`The payment gateway could not be reached: ${reason}`);
  }
  if (response.status >= 500) throw new PaymentGatewayUnavailableError(`The payment gateway answered ${response.status} ${response.statusText}`.trim());
  let body: Wire;
  try {
    body = (await response.json()) as Wire;
  } catch {
    throw new PaymentGatewayUnavailableError(`The payment gateway answered ${response.status} without a JSON body`);
  }
  return { httpStatus: response.status, body };
}

/** The gateway's own status_code decides (it answers HTTP 200 with "406" for a refusal); HTTP errors refuse too. */
const accepted = (httpStatus: number, body: Wire) => httpStatus < 400 && (!body.status_code || /^2\d\d$/.test(body.status_code));
const refusal = (httpStatus: number, body: Wire) =>
  [body.status_message, ...(Array.isArray(body.error_messages) ? body.error_messages : [])].filter(Boolean).join(": ") || `The payment gateway refused the request (${body.status_code ?? httpStatus})`;

function vaNumberOf(bank: VaBank, body: Wire): string {
  if (bank === "mandiri") return String(body.bill_key ?? "");
  if (bank === "permata" && body.permata_va_number) return String(body.permata_va_number);
  const numbers = Array.isArray(body.va_numbers) ? (body.va_numbers as { bank?: string; va_number?: string }[]) : [];
  return String(numbers.find((n) => n.bank === bank)?.va_number ?? numbers[0]?.va_number ?? "");
}

export function createGatewayHttpClient(baseUrl: string, { timeoutMs = GATEWAY_HTTP_TIMEOUT_MS } = {}): PaymentGateway {
  const base = baseUrl.replace(/\/+$/, "");
  const expiryMinutes = (expiresAt: string, now: Date) => Math.max(1, Math.round((new Date(expiresAt).getTime() - now.getTime()) / 60_000));
  return {
    name: "http",
    async createVa(request, { now = new Date() } = {}): Promise<CreateVaResult> {
      const common = {
        transaction_details: { order_id: request.orderId, gross_amount: request.amount },
        customer_details: { first_name: request.customer.name.slice(0, 255), email: request.customer.email, phone: request.customer.phone },
        custom_expiry: { order_time: jakartaTime(now), expiry_duration: expiryMinutes(request.expiresAt, now), unit: "minute" },
      };
      const body =
        request.bank === "mandiri"
          ? { ...common, payment_type: "echannel", echannel: { bill_info1: "Payment:", bill_info2: request.description.slice(0, 10) } }
          : { ...common, payment_type: "bank_transfer", bank_transfer: { bank: request.bank } };
      const answer = await call(`${base}/v2/charge`, request.credentials, { method: "POST", body }, timeoutMs);
      if (!accepted(answer.httpStatus, answer.body)) return { ok: false, message: refusal(answer.httpStatus, answer.body) };
      const vaNumber = vaNumberOf(request.bank, answer.body);
      if (!vaNumber) return { ok: false, message: "The payment gateway answered without a virtual account number" };
      // The gateway's own description ("Success" is what the spec saw); Mandiri's bill key also needs its biller code.
      const biller = request.bank === "mandiri" && answer.body.biller_code ? ` (biller ${String(answer.body.biller_code)})` : "";
      const description = String(answer.body.status_message ?? "Success") + biller;
      return { ok: true, transactionId: String(answer.body.transaction_id ?? ""), vaNumber, bank: request.bank, expiresAt: request.expiresAt, message: description };
    },
    async createCardLink(request, { now = new Date() } = {}): Promise<CreateCardLinkResult> {
      const body = {
        transaction_details: { order_id: request.orderId, gross_amount: request.amount },
        enabled_payments: ["credit_card"],
        usage_limit: 1,
        customer_details: { first_name: request.customer.name.slice(0, 255), email: request.customer.email, phone: request.customer.phone },
        expiry: { start_time: jakartaTime(now), duration: expiryMinutes(request.expiresAt, now), unit: "minutes" },
        item_details: [{ id: request.orderId, name: request.description.slice(0, 50), price: request.amount, quantity: 1 }],
      };
      const answer = await call(`${base}/v1/payment-links`, request.credentials, { method: "POST", body }, timeoutMs);
      if (!accepted(answer.httpStatus, answer.body) || typeof answer.body.payment_url !== "string") return { ok: false, message: refusal(answer.httpStatus, answer.body) };
      return { ok: true, url: answer.body.payment_url, expiresAt: request.expiresAt, message: "Success" };
    },
    async status(orderId, credentials): Promise<GatewayStatusResult> {
      const answer = await call(`${base}/v2/${encodeURIComponent(orderId)}/status`, credentials, { method: "GET" }, timeoutMs);
      if (!accepted(answer.httpStatus, answer.body) || !answer.body.transaction_status) return { found: false, message: refusal(answer.httpStatus, answer.body) };
      return {
        found: true,
        transactionId: String(answer.body.transaction_id ?? ""),
        transactionStatus: String(answer.body.transaction_status),
        statusCode: String(answer.body.status_code ?? ""),
        grossAmount: parseGrossAmount(String(answer.body.gross_amount ?? "")) ?? 0,
      };
    },
    async expire(orderId, credentials) {
      const answer = await call(`${base}/v2/${encodeURIComponent(orderId)}/expire`, credentials, { method: "POST" }, timeoutMs);
      // 407 is Midtrans' "expired" status code: the answer that the order is now closed.
      const ok = answer.httpStatus < 400 && (answer.body.status_code === "407" || answer.body.transaction_status === "expire");
      return { ok, message: ok ? "Expired" : refusal(answer.httpStatus, answer.body) };
    },
  };
}

