// A PDF render worker (one thread of the pool in pool.ts). @react-pdf/renderer is CPU-bound and holds the
// thread for tens of milliseconds a page, so it runs here and never on the request thread.
//
// Compiled to build/server/pdf-worker.js by `npm run build` (scripts/build-server.mjs, with the documents' code
// bundled in) and started as it is under `npm start`: no transpiler in the production path. In development and
// tests, worker.mjs registers tsx first and imports this file, which then loads app/documents/render.tsx as source.
//
// Protocol: the pool sends {type:"render", id, view}; the worker answers {type:"rendered", id, pdf, ms,
// cpuMs, heapUsed} (pdf's buffer transferred, not copied) or {type:"failed", id, message}. It posts
// {type:"ready"} once the renderer is loaded, then warms it up while no request is waiting.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";

// React's development build is several times slower; a worker started outside tests renders in production mode.
// Set before the renderer (and React with it) is imported below, hence the dynamic imports.
process.env.NODE_ENV ??= "production";

/** workerData.renderModule (a path or URL) replaces the renderer: the pool's tests use a stub that hangs or crashes on demand. */
async function loadRenderer() {
  const custom = workerData?.renderModule;
  if (!custom) return import("../../documents/render.tsx");
  return import(/^[a-z][a-z0-9+.-]*:/i.test(custom) && !/^[a-z]:[\\/]/i.test(custom) ? custom : pathToFileURL(custom).href);
}
const { renderDocumentPdf } = await loadRenderer();

// One render at a time: requests and warm-up renders queue on this chain.
let chain = Promise.resolve();
let waiting = 0;
const serially = (task) => (chain = chain.then(task, task));

parentPort.on("message", (message) => {
  if (message?.type !== "render") return;
  waiting++;
  void serially(async () => {
    waiting--;
    const started = performance.now();
    // CPU time of the whole process (Node 20 has no per-thread figure): with the request thread idle and one
    // render at a time, it is this render's cost whatever else the machine is doing, unlike the wall time.
    const cpuStarted = process.cpuUsage();
    try {
      const pdf = await renderDocumentPdf(message.view);
      const cpu = process.cpuUsage(cpuStarted);
      const reply = { type: "rendered", id: message.id, pdf, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, heapUsed: process.memoryUsage().heapUsed };
      parentPort.postMessage(reply, [pdf.buffer]);
    } catch (error) {
      parentPort.postMessage({ type: "failed", id: message.id, message: String(error?.message ?? error), stack: String(error?.stack ?? "") });
    }
  });
});

parentPort.postMessage({ type: "ready" });

// A cold renderer takes several times longer than a warm one (module init, font metrics, JIT). Warm it up
// in the background, one render at a time, stopping as soon as a request waits (it waits for one at most).
for (let i = 0; i < (workerData?.warmupRenders ?? 0) && workerData?.warmupView; i++) {
  if (waiting > 0) break;
  await serially(() => renderDocumentPdf(workerData.warmupView).catch(() => {}));
}
