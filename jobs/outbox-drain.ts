import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import type { JobContext } from "./runner";

/**
 * Backstop for effects a crash left behind: requests normally drain their own
 * effects right after commit; this picks up whatever is still pending.
 */
export default async function run({ signal, heartbeat }: Pick<JobContext, "signal"> & Partial<Pick<JobContext, "heartbeat">>) {
  registerAllEffects();
  let done = 0;
  let failed = 0;
  while (!signal.aborted) {
    const batch = await drainOutbox({ limit: 100 });
    done += batch.done;
    failed += batch.failed;
    heartbeat?.({ done, failed });
    if (batch.done + batch.failed < 100) break;
  }
  return { done, failed };
}
