/**
 * The payment gateway (a Midtrans-style Core API: domain-id.md section 4), as the portal sees it. The HTTP client
 * and the sandbox twin both implement `PaymentGateway`; the merchant's server key travels with each call because
 * every product has its own merchant account (payment_system.sandbox / production), kept encrypted at rest.
 */
import type { VaBank } from "./catalogue";

export type GatewayCredentials = { merchantId: string; serverKey: string };
export type GatewayCustomer = { name: string; email: string; phone: string };

export type CreateVaRequest = {
  /** Ours and unique per VA: {billing number}-{sequence}. */
  orderId: string;
  amount: number;
  bank: VaBank;
  /** When the VA stops taking payments (ISO datetime). */
  expiresAt: string;
  customer: GatewayCustomer;
  description: string;
  credentials: GatewayCredentials;
};
export type CreateVaResult =
  | { ok: true; transactionId: string; vaNumber: string; bank: VaBank; expiresAt: string; message: string }
  | { ok: false; message: string };

export type CreateCardLinkRequest = Omit<CreateVaRequest, "bank">;
export type CreateCardLinkResult = { ok: true; url: string; expiresAt: string; message: string } | { ok: false; message: string };

export type GatewayStatusResult =
  | { found: false; message: string }
  | { found: true; transactionId: string; transactionStatus: string; statusCode: string; grossAmount: number };

/** The interface the portal codes against. */
export interface PaymentGateway {
  readonly name: string;
  /** A closed virtual account for exactly `amount` at the bank's channel. */
  createVa(request: CreateVaRequest, options?: { now?: Date }): Promise<CreateVaResult>;
  /** A payment page for a credit card. */
  createCardLink(request: CreateCardLinkRequest, options?: { now?: Date }): Promise<CreateCardLinkResult>;
  /** Where an order stands at the gateway (used before regenerating, and by people checking a late payment). */
  status(orderId: string, credentials: GatewayCredentials, options?: { now?: Date }): Promise<GatewayStatusResult>;
  /** Closes a pending order so it can no longer be paid (a regenerated VA replaces it). */
  expire(orderId: string, credentials: GatewayCredentials, options?: { now?: Date }): Promise<{ ok: boolean; message: string }>;
}

/**
 * A notification as the gateway POSTs it (Midtrans HTTP notification): every amount a string ("24145.00"), and
 * signature_key = hex SHA-512(order_id + status_code + gross_amount + server key) over those raw strings.
 */
export type GatewayNotification = {
  transaction_id: string;
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  signature_key: string;
  payment_type?: string;
  fraud_status?: string;
  transaction_time?: string;
  settlement_time?: string;
  status_message?: string;
  merchant_id?: string;
  currency?: string;
  va_numbers?: { bank: string; va_number: string }[];
};

/** The gateway could not be reached, timed out or answered 5xx: the outbox retries with backoff. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentGatewayUnavailableError";
  }
}
