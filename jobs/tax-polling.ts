import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { processTaxRequests } from "~/services/tax-invoices.server";
import type { JobContext } from "./runner";

/**
 * Submits the tax-invoice requests that are due and polls the accepted ones, with backoff (the requests keep
 * their own next attempt in tax_requests, so a crashed run loses nothing and the next run continues).
 */
export default async function run({ signal, heartbeat }: JobContext) {
  registerAllEffects();
  const totals = { claimed: 0, accepted: 0, received: 0, failed: 0, pending: 0, waiting: 0, effects: 0 };
  while (!signal.aborted) {
    const counts = await processTaxRequests({ limit: 100, signal });
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) totals[key] += counts[key];
    heartbeat(totals);
    if (counts.claimed < 100) break;
  }
  // The answers queued effects (returns by 'System - error djp', notifications): perform them now, not on the drain's next turn.
  if (totals.failed + totals.received > 0 && !signal.aborted) totals.effects = (await drainOutbox({ limit: 100 })).done;
  return totals;
}
