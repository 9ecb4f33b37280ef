/**
 * Runs one job in this process, recorded like a scheduled run: `npm run job <name> [-- --manual]`
 * (`node --import tsx`, one process: the tsx CLI's signal relay would SIGKILL a job busy for more than 30 ms).
 * SIGTERM or SIGINT asks the job to stop after its current item; another signal a second later exits at once.
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
let firstSignalAt = 0;
const stop = (signal: string) => {
  // The same signal often arrives twice (to the process group and relayed by a wrapper): only a later one forces.
  if (controller.signal.aborted) {
    if (Date.now() - firstSignalAt > 1_000) process.exit(130);
    return;
  }
  firstSignalAt = Date.now();
  console.error(`${signal}: finishing the current item, then stopping (send it again to stop at once)`);
  controller.abort();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

const result = await runRecorded(name, { trigger: flags.includes("--manual") ? "manual" : "schedule", signal: controller.signal });
closeDb();
console.log(JSON.stringify({ job: name, ...result }));
process.exit(result.outcome === "failed" ? 1 : result.outcome === "cancelled" ? 3 : 0);
