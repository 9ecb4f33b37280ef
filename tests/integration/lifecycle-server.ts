/**
 * The portal's process lifecycle (app/services/process-lifecycle.server.ts, what server.ts runs) around a stub
 * HTTP handler, for tests/integration/server-lifecycle.test.ts: the real primary, cluster workers, signals and
 * deadlines, with no Remix build (vitest runs before `remix build` in `npm test`) and no database.
 *
 * Each web worker serves GET /slow?ms=N through a real PDF worker pool (app/services/pdf-worker) whose stub
 * renderer takes N ms, so a request in flight holds a render in a worker thread. The primary runs a stub job
 * that works in items of JOB_ITEM_MS and stops between items, as the Bree jobs do; its preparation (migrations in
 * server.ts) takes PREPARE_MS, and the workers listen only after it. Every event is one JSON line on stdout:
 * {event:"prepared"}, {event:"ready", workers:[pids]}, {event:"item-done", n}, {event:"jobs-stopped"}.
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { pdfPoolOptions } from "~/services/pdf-worker/options";
import { PdfWorkerPool } from "~/services/pdf-worker/pool";
import { primaryPrepared, supervisePrimary, superviseWorker } from "~/services/process-lifecycle.server";

const PORT = Number(process.env.PORT);
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? 2);
const JOB_ITEM_MS = Number(process.env.JOB_ITEM_MS ?? 400);
const PREPARE_MS = Number(process.env.PREPARE_MS ?? 0);
const say = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

// The stub renderer waits `view.ms`, then answers a tiny "PDF".
const STUB = `export async function renderDocumentPdf(view) {
  await new Promise((r) => setTimeout(r, view.ms));
  return new Uint8Array(Buffer.from("%PDF-stub " + view.ms));
}`;

if (cluster.isWorker) {
  const pool = new PdfWorkerPool({
    ...pdfPoolOptions(),
    workerFile: path.resolve("app/services/pdf-worker/worker.mjs"),
    size: 1,
    timeoutMs: 30_000,
    workerData: { renderModule: `data:text/javascript,${encodeURIComponent(STUB)}` },
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/healthz") return res.end(String(process.pid));
    if (url.pathname === "/heap-limit") return res.end(`${process.pid} ${getHeapStatistics().heap_size_limit}`);
    if (url.pathname !== "/slow") return res.writeHead(404).end();
    say({ event: "request-started", pid: process.pid });
    pool.render({ ms: Number(url.searchParams.get("ms") ?? 1000) }).then(
      (pdf) => res.end(Buffer.from(pdf)),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  // As server.ts's web workers: listen only once the primary says the database is ready.
  void primaryPrepared().then(() => {
    server.listen(PORT, () => process.send?.({ listening: process.pid }));
    superviseWorker(server);
  });
} else {
  // A job that works in items and stops between them when asked (Bree's "cancel" in jobs/worker.mjs).
  const controller = new AbortController();
  const job = (async () => {
    for (let n = 1; !controller.signal.aborted; n++) {
      await new Promise((r) => setTimeout(r, JOB_ITEM_MS));
      say({ event: "item-done", n });
    }
  })();
  const stopJobs = async () => {
    controller.abort();
    await job;
    say({ event: "jobs-stopped" });
  };
  // The primary's preparation (server.ts: migrations and the seed) takes PREPARE_MS here; the workers wait for it.
  const prepared = new Promise<void>((resolve) => setTimeout(resolve, PREPARE_MS)).then(() => {
    say({ event: "prepared" });
  });
  supervisePrimary({ workers: WORKERS, workerHeapMb: 300, prepared, stopJobs });
  const listening = new Set<number>();
  cluster.on("exit", (worker) => listening.delete(worker.process.pid ?? 0));
  cluster.on("message", (_worker, message: { listening?: number }) => {
    if (message.listening) listening.add(message.listening);
    if (listening.size === WORKERS) say({ event: "ready", primary: process.pid, workers: [...listening] });
  });
}
