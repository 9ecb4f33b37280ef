// A PDF render worker (one thread of the pool in pool.ts). @react-pdf/renderer is CPU-bound and holds the
// thread for tens of milliseconds a page, so it runs here and never on the request thread.
//
// Plain .mjs, loaded by path at run time (the Remix build bundles app code into build/index.js, but this
// file and the .tsx documents stay on disk): like jobs/worker.mjs it registers tsx so that the import of
// app/documents/render.tsx compiles TypeScript and JSX on the fly, under `tsx server.ts` and vitest alike.
//
// Protocol: the pool sends {type:"render", id, view}; the worker answers {type:"rendered", id, pdf, ms,
// cpuMs, heapUsed} (pdf's buffer transferred, not copied) or {type:"failed", id, message}. It posts
// {type:"ready"} once the renderer is loaded, then warms it up while no request is waiting.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

// React's development build is several times slower; a worker started outside tests renders in production mode.
process.env.NODE_ENV ??= "production";
register();

// workerData.renderModule (a path or URL) replaces the renderer: the pool's tests use a stub that hangs or crashes on demand.
const renderModule = workerData?.renderModule ?? new URL("../../documents/render.tsx", import.meta.url).href;
const { renderDocumentPdf } = await import(/^[a-z][a-z0-9+.-]*:/i.test(renderModule) && !/^[a-z]:[\\/]/i.test(renderModule) ? renderModule : pathToFileURL(renderModule).href);

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
