import { awardPaidInvoices } from "~/services/rewards/awards.server";
import type { JobContext } from "./runner";

/**
 * Awards reward points on every paid, approved invoice not yet awarded (app/services/rewards/awards.server.ts):
 * exactly once per invoice, however often or however concurrently it runs (the ledger's unique key).
 */
export default async function run({ signal, heartbeat }: JobContext) {
  return awardPaidInvoices({ signal, onBatch: (counts) => heartbeat({ ...counts }) });
}
