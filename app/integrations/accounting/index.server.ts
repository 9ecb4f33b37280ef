/** finest: the HTTP client when ACCOUNTING_URL is set, else the sandbox twin (sandbox mode only). */
import { env, isSandbox } from "~/services/env.server";
import { countedClient } from "~/services/integration-calls.server";
import { createAccountingHttpClient } from "./http-client.server";
import { createAccountingSandbox } from "./sandbox.server";
import { type Accounting, AccountingUnavailableError } from "./types";

export * from "./types";

let override: Accounting | null = null;
let cached: Accounting | null = null;

export function accounting(): Accounting {
  if (override) return override;
  if (cached) return cached;
  const url = env().ACCOUNTING_URL;
  if (url) cached = counted(createAccountingHttpClient(url));
  else if (isSandbox()) cached = counted(createAccountingSandbox());
  else throw new Error("ACCOUNTING_URL is required when APP_MODE=production");
  return cached;
}

/** Every report's outcome is counted for /metrics: accepted, refused or unreachable. */
const counted = (client: Accounting) =>
  countedClient("accounting", client, {
    classify: (_operation, result) => ((result as { ok?: boolean }).ok ? "accepted" : "refused"),
    failure: (error) => (error instanceof AccountingUnavailableError ? "unreachable" : "error"),
  });

export function useAccounting(client: Accounting | null) {
  override = client;
}
