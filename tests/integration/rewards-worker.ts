/**
 * A second process on the same database (DATABASE_PATH), for rewards.test.ts: it waits until GO_AT (so both processes
 * act at once), then either runs the award job's work (MODE=award) or asks for REWARD_ITEM as REWARD_USER
 * (MODE=redeem), and prints what it did.
 */
import { closeDb } from "#db/client.server";
import { loadAccessUser } from "~/models/user.server";
import { awardPaidInvoices } from "~/services/rewards/awards.server";
import { requestRedemption } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

const goAt = Number(process.env.GO_AT ?? 0);
while (Date.now() < goAt) {
  /* spin until the agreed moment */
}
let outcome: unknown;
try {
  if (process.env.MODE === "award") outcome = awardPaidInvoices();
  else {
    requestRedemption(process.env.REWARD_ITEM!, actorOf(loadAccessUser(process.env.REWARD_USER!)!));
    outcome = "ok";
  }
} catch (error) {
  outcome = error instanceof Response ? String(error.status) : `error: ${String(error)}`;
}
closeDb();
console.log(JSON.stringify({ pid: process.pid, outcome }));
