/**
 * A dunning run as its own process, for the kill test: it runs runDunning straight (without the job_runs lease,
 * so two of them really run at once) on the database named by DATABASE_PATH, as of DUNNING_NOW, in batches of
 * DUNNING_BATCH invoices. The test kills it at random.
 */
import { closeDb } from "#db/client.server";
import { runDunning } from "~/services/dunning.server";

const now = new Date(process.env.DUNNING_NOW ?? Date.now());
const result = await runDunning({ now, batchSize: Number(process.env.DUNNING_BATCH ?? 20) });
closeDb();
console.log(JSON.stringify({ pid: process.pid, reminders: result.reminders, escalations: result.escalations, failed: result.failed, errors: result.errors.slice(0, 3) }));
