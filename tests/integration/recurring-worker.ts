/**
 * A recurring-billing run as its own process, for the reliability test: it bills straight through
 * billDueProfiles (without the job_runs lease, so two of them really run at once) on the database named by
 * DATABASE_PATH, as of RECURRING_NOW, in batches of RECURRING_BATCH profiles. The test kills it at random.
 */
import { closeDb } from "#db/client.server";
import { billDueProfiles } from "~/services/recurring.server";

const now = new Date(process.env.RECURRING_NOW ?? Date.now());
const result = await billDueProfiles({ now, batchSize: Number(process.env.RECURRING_BATCH ?? 25) });
closeDb();
console.log(JSON.stringify({ pid: process.pid, billed: result.billed, failed: result.failed, errors: result.errors.slice(0, 3) }));
