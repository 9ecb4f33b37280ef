import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";

/**
 * Backstop for effects a crash left behind: requests normally drain their own
 * effects right after commit; this picks up whatever is still pending.
 */
export default async function run({ signal }: { signal: AbortSignal }) {
  registerAllEffects();
  let done = 0;
  let failed = 0;
  while (!signal.aborted) {
    const batch = await drainOutbox({ limit: 100 });
    done += batch.done;
    failed += batch.failed;
    if (batch.done + batch.failed < 100) break;
  }
  return { done, failed };
}
