/**
 * The payment gateway the portal talks to: the HTTP client when PAYMENT_GATEWAY_URL is set, else the sandbox twin
 * (sandbox mode only; production without the URL refuses to pretend). Every call's outcome is counted for /metrics.
 */
import { env, isSandbox } from "~/services/env.server";
import { countedClient } from "~/services/integration-calls.server";
import { createGatewayHttpClient } from "./http-client.server";
import { createGatewaySandbox } from "./sandbox.server";
import { type PaymentGateway, PaymentGatewayUnavailableError } from "./types";

export * from "./types";

let override: PaymentGateway | null = null;
let cached: PaymentGateway | null = null;

export function paymentGateway(): PaymentGateway {
  if (override) return override;
  if (cached) return cached;
  const url = env().PAYMENT_GATEWAY_URL;
  if (url) cached = counted(createGatewayHttpClient(url));
  else if (isSandbox()) cached = counted(createGatewaySandbox());
  else throw new Error("PAYMENT_GATEWAY_URL is required when APP_MODE=production");
  return cached;
}

/** createVa / createCardLink accepted or refused, status found or not_found, expire expired or refused; or unreachable. */
const counted = (client: PaymentGateway) =>
  countedClient("payment-gateway", client, {
    classify: (operation, result) => {
      const r = result as { ok?: boolean; found?: boolean };
      if (operation === "status") return r.found ? "found" : "not_found";
      if (operation === "expire") return r.ok ? "expired" : "refused";
      return r.ok ? "accepted" : "refused";
    },
    failure: (error) => (error instanceof PaymentGatewayUnavailableError ? "unreachable" : "error"),
  });

/** Tests swap in their own gateway; null restores the configured one. */
export function usePaymentGateway(gateway: PaymentGateway | null) {
  override = gateway;
}

/** True when requests go to the sandbox twin (the sandbox panel pays its VAs). */
export function isGatewaySandbox() {
  return !override && !env().PAYMENT_GATEWAY_URL && isSandbox();
}
