// Bree runs every job in a worker thread, and a worker cannot load TypeScript on its own:
// this small bootstrap registers tsx in the worker, then runs the job module named in workerData.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
const controller = new AbortController();
parentPort?.on("message", (message) => {
  // Bree sends "cancel" on stop (SIGTERM): the job finishes its current item and returns.
  if (message === "cancel") controller.abort();
});
const job = await import(pathToFileURL(workerData.file).href);
try {
  const result = await job.default({ signal: controller.signal });
  parentPort?.postMessage({ type: "result", result: result ?? null });
  parentPort?.postMessage(controller.signal.aborted ? "cancelled" : "done");
} catch (error) {
  parentPort?.postMessage({ type: "error", error: String(error?.stack ?? error) });
  process.exitCode = 1;
}
