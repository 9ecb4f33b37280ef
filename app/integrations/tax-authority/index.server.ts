/**
 * The tax intermediary the portal talks to: the HTTP client when TAX_AUTHORITY_URL is set, else the sandbox twin
 * (sandbox mode only; production without the URL refuses to pretend).
 */
import { env, isSandbox } from "~/services/env.server";
import { countedClient } from "~/services/integration-calls.server";
import { createTaxHttpClient } from "./http-client.server";
import { createTaxSandbox } from "./sandbox.server";
import { type TaxAuthority, TaxAuthorityUnavailableError } from "./types";

export * from "./types";
export { classifyTaxCancelError, classifyTaxError, FILE_URL_MAX } from "./catalogue";

let override: TaxAuthority | null = null;
let cached: TaxAuthority | null = null;

export function taxAuthority(): TaxAuthority {
  if (override) return override;
  if (cached) return cached;
  const url = env().TAX_AUTHORITY_URL;
  if (url) cached = counted(createTaxHttpClient(url));
  else if (isSandbox()) cached = counted(createTaxSandbox());
  else throw new Error("TAX_AUTHORITY_URL is required when APP_MODE=production");
  return cached;
}

/** Every call's outcome is counted for /metrics: submit accepted/refused, status processing/received/failed, cancel cancelled/refused, or unreachable. */
const counted = (client: TaxAuthority) =>
  countedClient("tax-authority", client, {
    classify: (operation, result) => {
      if (operation === "submit") return (result as { ok?: boolean }).ok ? "accepted" : "refused";
      if (operation === "cancel") return (result as { ok?: boolean }).ok ? "cancelled" : "refused";
      return String((result as { state?: string }).state ?? "unknown");
    },
    failure: (error) => (error instanceof TaxAuthorityUnavailableError ? "unreachable" : "error"),
  });

/** Tests swap in their own intermediary (for example one that hangs); null restores the configured one. */
export function useTaxAuthority(authority: TaxAuthority | null) {
  override = authority;
}

/** True when requests go to the sandbox twin (the sandbox panel controls it). */
export function isTaxSandbox() {
  return !override && !env().TAX_AUTHORITY_URL && isSandbox();
}
