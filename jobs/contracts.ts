import { registerAllEffects } from "~/services/effects.server";
import { runContractJob } from "~/services/contracts.server";
import type { JobContext } from "./runner";

/**
 * Contracts and agreements each day (issue 23): activates the verified ones whose start has come (signed), expires
 * those whose end has passed, and sends each expiry reminder (30 and 7 days before the end) exactly once.
 */
export default async function run({ heartbeat }: JobContext) {
  registerAllEffects();
  const counts = runContractJob();
  heartbeat({ ...counts });
  return counts;
}
