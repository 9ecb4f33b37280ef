// The PDF worker pool: rendering stays off the event loop, and the pool survives renders that hang, crash
// or fail. Most cases use a stub renderer (workerData.renderModule, a data: URL) so they are fast and exact.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { SAMPLE_BILLING, SAMPLE_GENERATED_AT, SAMPLE_INVOICE, SAMPLE_PO, SAMPLE_PRODUCT } from "~/documents/fixtures";
import { renderDocumentPdf } from "~/documents/render";
import { buildInvoiceView } from "~/documents/view-model";
import { translatorFor } from "~/services/i18n.server";
import { pdfPoolOptions } from "~/services/pdf-worker/options";
import { PdfRenderError, PdfWorkerPool, type PdfPoolOptions } from "~/services/pdf-worker/pool";

const STUB = `
export async function renderDocumentPdf(view) {
  const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end) {} };
  if (view.mode === "hang") spin(600000);
  if (view.mode === "crash") process.exit(3);
  if (view.mode === "throw") throw new Error("boom");
  if (view.mode === "spin") spin(view.ms);
  return new Uint8Array(Buffer.from("%PDF-stub " + (view.n ?? "")));
}`;

const pools: PdfWorkerPool[] = [];
function stubPool(overrides: Partial<PdfPoolOptions> = {}) {
  const pool = new PdfWorkerPool({ ...pdfPoolOptions(), size: 1, timeoutMs: 2_000, recycleAfter: 1_000, recycleHeapMb: 1_024, maxQueue: 10, workerData: { renderModule: `data:text/javascript,${encodeURIComponent(STUB)}` }, ...overrides });
  pools.push(pool);
  return pool;
}
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
async function failure(promise: Promise<unknown>): Promise<PdfRenderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PdfRenderError) return error;
    throw error;
  }
  throw new Error("expected the render to fail");
}

describe("the PDF worker pool", () => {
  it("stops its workers after idleMs without work and starts them again for the next render", async () => {
    const pool = stubPool({ idleMs: 300 });
    expect(text(await pool.render({ n: 1 }))).toBe("%PDF-stub 1");
    expect(pool.stats().workers).toBe(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(pool.stats()).toMatchObject({ workers: 0, crashes: 0 });
    expect(text(await pool.render({ n: 2 }))).toBe("%PDF-stub 2");
    expect(pool.stats()).toMatchObject({ workers: 1, spawned: 2, rendered: 2 });
  });

  it("renders in a worker and hands the bytes back", async () => {
    const pool = stubPool();
    expect(text(await pool.render({ n: 1 }))).toBe("%PDF-stub 1");
    const all = await Promise.all([2, 3, 4].map((n) => pool.render({ n })));
    expect(all.map(text)).toEqual(["%PDF-stub 2", "%PDF-stub 3", "%PDF-stub 4"]);
    expect(pool.stats()).toMatchObject({ workers: 1, rendered: 4, failed: 0, busy: 0, queued: 0 });
  });

  it("abandons a render that passes the timeout and carries on with a fresh worker", async () => {
    const pool = stubPool({ timeoutMs: 1_000 });
    const timedOut = await failure(pool.render({ mode: "hang" }));
    expect(timedOut.reason).toBe("timeout");
    expect(text(await pool.render({ n: 5 }))).toBe("%PDF-stub 5");
    expect(pool.stats()).toMatchObject({ timeouts: 1, spawned: 2, rendered: 1 });
  });

  it("reports a crashed worker and a failed render, and keeps serving", async () => {
    const pool = stubPool();
    expect((await failure(pool.render({ mode: "crash" }))).reason).toBe("crashed");
    const failed = await failure(pool.render({ mode: "throw" }));
    expect(failed).toMatchObject({ reason: "failed", message: expect.stringContaining("boom") });
    expect(text(await pool.render({ n: 6 }))).toBe("%PDF-stub 6");
    expect(pool.stats()).toMatchObject({ crashes: 1, failed: 1, rendered: 1 });
  });

  it("refuses data that cannot cross to a worker", async () => {
    const pool = stubPool();
    const error = await failure(pool.render({ n: 1, callback: () => 1 }));
    expect(error.reason).toBe("failed");
  });

  it("recycles a worker after N renders, starting its successor before stopping it", async () => {
    const pool = stubPool({ recycleAfter: 3 });
    for (let n = 0; n < 3; n++) await pool.render({ n });
    // The old worker still serves while its successor starts.
    expect(pool.stats()).toMatchObject({ recycled: 1, spawned: 2, workers: 2 });
    expect(text(await pool.render({ n: 3 }))).toBe("%PDF-stub 3");
    await pool.warm();
    for (let n = 4; n < 7; n++) await pool.render({ n });
    await pool.warm();
    const stats = pool.stats();
    expect(stats).toMatchObject({ rendered: 7, recycled: 2, spawned: 3 });
    expect(stats.workers).toBeLessThanOrEqual(2);
  });

  it("refuses work beyond the queue limit, and refuses what waits when closed", async () => {
    const pool = stubPool({ maxQueue: 2 });
    await pool.warm(); // so the first job runs at once and the next two wait in the queue
    const running = pool.render({ mode: "spin", ms: 1_000 });
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 0 });
    const waiting = [pool.render({ n: 1 }), pool.render({ n: 2 })];
    expect((await failure(pool.render({ n: 3 }))).reason).toBe("busy");
    const closing = pool.close();
    const reasons = await Promise.all([running, ...waiting].map((p) => failure(p).then((e) => e.reason)));
    expect(reasons).toEqual(["closed", "closed", "closed"]);
    await closing;
    expect((await failure(pool.render({ n: 4 }))).reason).toBe("closed");
  });

  it("gives up with a clear error when the worker cannot start", async () => {
    const pool = stubPool({ workerData: { renderModule: "data:text/javascript,export%20const%20%3D" } });
    const error = await failure(pool.render({ n: 1 }));
    expect(error.reason).toBe("unavailable");
    expect(error.message).toMatch(/cannot start/);
  });

  it("keeps the event loop free while 10 real documents render", { timeout: 180_000 }, async () => {
    const view = buildInvoiceView({ product: SAMPLE_PRODUCT, images: { logo: null }, generatedAt: SAMPLE_GENERATED_AT, invoice: SAMPLE_INVOICE, billing: SAMPLE_BILLING, poNumber: SAMPLE_PO.poNumber, locale: { language: "id", t: translatorFor("id", "pdf") } });
    const pool = new PdfWorkerPool(pdfPoolOptions());
    pools.push(pool);
    await pool.warm();

    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    const pdfs = await Promise.all(Array.from({ length: 10 }, () => pool.render(view)));
    const wall = performance.now() - started;
    histogram.disable();
    const renderMs = pool.lastRenderMs.slice(-10);
    const totalRender = renderMs.reduce((a, b) => a + b, 0);
    const maxDelay = histogram.max / 1e6;

    // The same documents rendered on this thread, for contrast: the loop is held for about a render each.
    const inProcess = monitorEventLoopDelay({ resolution: 5 });
    inProcess.enable();
    const inProcessMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await renderDocumentPdf(view);
      inProcessMs.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 20)); // let the histogram sample the stall
    }
    inProcess.disable();

    console.info(
      `pool: 10 renders in ${wall.toFixed(0)} ms (worker render ${renderMs.map((m) => m.toFixed(0)).join(", ")} ms), event-loop delay max ${maxDelay.toFixed(1)} ms p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms; ` +
        `in-process renders ${inProcessMs.map((m) => m.toFixed(0)).join(", ")} ms, event-loop delay max ${(inProcess.max / 1e6).toFixed(1)} ms`,
    );
    expect(pdfs.every((pdf) => text(pdf.subarray(0, 5)) === "%PDF-")).toBe(true);
    // Off the thread, the longest stall is a small fraction of the rendering done meanwhile...
    expect(maxDelay).toBeLessThan(totalRender / 4);
    expect(maxDelay).toBeLessThan(Math.max(...renderMs));
    // ...whereas rendering on the thread stalls it for a good part of a render (so the probe does see blocking).
    expect(inProcess.max / 1e6).toBeGreaterThan(maxDelay);
  });
});
