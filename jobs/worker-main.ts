/**
 * A job's worker thread: runs the job named in workerData through jobs/runner.ts, which records it in job_runs and
 * refuses to start it while another run of the same job is alive (in this process or another). Compiled to
 * build/server/job-worker.js by `npm run build` (scripts/build-server.mjs) and started as it is with `npm start`;
 * under tsx (`npm run dev`, `npm run jobs`) jobs/worker.mjs registers tsx first and imports this file.
 */
import { parentPort, workerData } from "node:worker_threads";
import { closeDb } from "#db/client.server";
import type { JobTrigger } from "~/models/job-run.server";
import { runRecorded } from "./runner";

type Data = { name?: string; trigger?: JobTrigger; job?: { name?: string } };

// Effects the job queues are performed by explicit drains that finish before the worker ends (a drain cut off by
// the worker's end could repeat an e-mail), never by the request-style inline drain.
process.env.OUTBOX_INLINE = "off";

const controller = new AbortController();
parentPort?.on("message", (message) => {
  // Bree sends "cancel" on stop (SIGTERM): the job finishes its current item (batch) and returns.
  if (message === "cancel") controller.abort();
});

const data = (workerData ?? {}) as Data;
const name = data.name ?? data.job?.name ?? "";
let exitCode = 0;
try {
  const result = await runRecorded(name, { trigger: data.trigger ?? "schedule", signal: controller.signal });
  parentPort?.postMessage({ type: "result", result });
  if (result.outcome === "failed") exitCode = 1;
} catch (error) {
  parentPort?.postMessage({ type: "error", error: String((error as Error)?.stack ?? error) });
  exitCode = 1;
} finally {
  closeDb();
}
// "cancelled" answers Bree's stop; "done" lets Bree end the worker (its message listener keeps it alive otherwise).
parentPort?.postMessage(controller.signal.aborted ? "cancelled" : "done");
process.exitCode = exitCode;
