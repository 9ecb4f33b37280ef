// Bree runs every job in a worker thread, and a worker cannot load TypeScript on its own: this small bootstrap
// registers tsx in the worker, then runs the job through jobs/runner.ts, which records it in job_runs and refuses
// to start it while another run of the same job is alive (in this process or another).
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
// Effects the job queues are performed by explicit drains that finish before the worker ends (a drain cut off by
// the worker's end could repeat an e-mail), never by the request-style inline drain.
process.env.OUTBOX_INLINE = "off";

const controller = new AbortController();
parentPort?.on("message", (message) => {
  // Bree sends "cancel" on stop (SIGTERM): the job finishes its current item (batch) and returns.
  if (message === "cancel") controller.abort();
});

const name = workerData.name ?? workerData.job?.name;
const { runRecorded } = await import("./runner.ts");
const { closeDb } = await import("../db/client.server.ts");
let exitCode = 0;
try {
  const result = await runRecorded(name, { trigger: workerData.trigger ?? "schedule", signal: controller.signal });
  parentPort?.postMessage({ type: "result", result });
  if (result.outcome === "failed") exitCode = 1;
} catch (error) {
  parentPort?.postMessage({ type: "error", error: String(error?.stack ?? error) });
  exitCode = 1;
} finally {
  closeDb();
}
// "cancelled" answers Bree's stop; "done" lets Bree end the worker (its message listener keeps it alive otherwise).
parentPort?.postMessage(controller.signal.aborted ? "cancelled" : "done");
process.exitCode = exitCode;
