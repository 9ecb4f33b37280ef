/**
 * Runs one job in this process, recorded like a scheduled run: `npm run job <name> [-- --manual]`.
 * SIGTERM or SIGINT asks the job to stop after its current item; a second signal exits at once.
 * Exit code: 0 succeeded or skipped (another run is alive), 1 failed, 2 unknown job, 3 cancelled.
 */
import { closeDb } from "#db/client.server";
import { JOB_NAMES } from "./catalogue";
import { runRecorded } from "./runner";

const [name, ...flags] = process.argv.slice(2);
if (!name || !(JOB_NAMES as string[]).includes(name)) {
  console.error(`Usage: npm run job <name> [-- --manual]\nJobs: ${JOB_NAMES.join(", ")}`);
  process.exit(2);
}

process.env.OUTBOX_INLINE = "off";
const controller = new AbortController();
const stop = (signal: string) => {
  if (controller.signal.aborted) process.exit(130);
  console.error(`${signal}: finishing the current item, then stopping (send it again to stop at once)`);
  controller.abort();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

const result = await runRecorded(name, { trigger: flags.includes("--manual") ? "manual" : "schedule", signal: controller.signal });
closeDb();
console.log(JSON.stringify({ job: name, ...result }));
process.exit(result.outcome === "failed" ? 1 : result.outcome === "cancelled" ? 3 : 0);
