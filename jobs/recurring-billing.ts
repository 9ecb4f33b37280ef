import { registerAllEffects } from "~/services/effects.server";
import { billDueProfiles } from "~/services/recurring.server";
import type { JobContext } from "./runner";

/**
 * Issues every due billing of the active recurring profiles exactly once (app/services/recurring.server.ts). A
 * run killed half-way leaves only whole, committed periods behind; the next run continues from there.
 */
export default async function run({ signal, heartbeat }: JobContext) {
  registerAllEffects();
  return billDueProfiles({ signal, onBatch: (counts) => heartbeat({ ...counts }) });
}
