import { registerAllEffects } from "~/services/effects.server";
import { runDunning } from "~/services/dunning.server";
import type { JobContext } from "./runner";

/**
 * Sends each approved, unpaid invoice the reminder step its product's schedule owes today, exactly once
 * (app/services/dunning.server.ts), and the escalation after the last step. A run killed half-way leaves whole
 * steps behind; the next run continues from there.
 */
export default async function run({ signal, heartbeat }: JobContext) {
  registerAllEffects();
  return runDunning({ signal, onBatch: (counts) => heartbeat({ ...counts }) });
}
