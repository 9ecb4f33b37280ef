// The PDF pool's settings, from the environment (all optional). No side effects, so the benchmark and the
// pool's tests can import it without starting the app's own pool (pdf.server.ts does at server start):
//   PDF_WORKERS            worker threads, 1-4 (default: CPUs - 1, at least 1, at most 2)
//   PDF_RENDER_TIMEOUT_MS  a render running longer is abandoned and its worker replaced (default 10000)
//   PDF_RECYCLE_AFTER      renders after which a worker is replaced (default 200)
//   PDF_RECYCLE_HEAP_MB    heap after a render above which a worker is replaced (default 256)
//   PDF_QUEUE_MAX          jobs waiting beyond this are refused with 503 (default 100)
//   PDF_IDLE_MS            workers idle this long stop and give their memory back; 0 keeps them (default 120000)
//   PDF_WORKER_FILE        the worker entry (default app/services/pdf-worker/worker.mjs under the working directory, the
//                          tsx bootstrap; the compiled server sets build/server/pdf-worker.js)
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { z } from "zod";
import { SAMPLE_BILLING, SAMPLE_GENERATED_AT, SAMPLE_INVOICE, SAMPLE_PO, SAMPLE_PRODUCT, signaturePng, toDataUri } from "~/documents/fixtures";
import type { DocumentView } from "~/documents/types";
import { buildInvoiceView } from "~/documents/view-model";
import { translatorFor } from "../i18n.server";
import type { PdfPoolOptions } from "./pool";

const PoolEnvSchema = z.object({
  PDF_WORKERS: z.coerce.number().int().min(1).max(4).optional(),
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  PDF_RECYCLE_AFTER: z.coerce.number().int().min(1).max(100_000).default(200),
  PDF_RECYCLE_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
  PDF_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(100),
  PDF_IDLE_MS: z.coerce.number().int().min(0).max(86_400_000).default(120_000),
  PDF_WORKER_FILE: z.string().min(1).optional(),
});

/** The pool's settings from the environment (see the top of this file). Exported again by pdf.server.ts. */
export function pdfPoolOptions(source: NodeJS.ProcessEnv = process.env): PdfPoolOptions {
  const parsed = PoolEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid PDF settings: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  const e = parsed.data;
  return {
    // Resolved from the working directory, not import.meta.url: in production this module is bundled into build/index.js.
    workerFile: path.resolve(e.PDF_WORKER_FILE ?? "app/services/pdf-worker/worker.mjs"),
    size: e.PDF_WORKERS ?? Math.min(2, Math.max(1, os.availableParallelism() - 1)),
    timeoutMs: e.PDF_RENDER_TIMEOUT_MS,
    recycleAfter: e.PDF_RECYCLE_AFTER,
    recycleHeapMb: e.PDF_RECYCLE_HEAP_MB,
    maxQueue: e.PDF_QUEUE_MAX,
    idleMs: e.PDF_IDLE_MS,
    workerData: { warmupView: warmupView(), warmupRenders: 3 },
    // A larger young generation than V8's default halves the scavenges of a render (each makes a lot of
    // short-lived layout objects): p95 CPU per render fell by about a third in a quick comparison.
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 48 },
  };
}

/** A sample invoice each worker renders while idle after start (a cold renderer is several times slower). */
function warmupView(): DocumentView {
  return buildInvoiceView({
    product: SAMPLE_PRODUCT,
    images: { logo: null, signature: toDataUri(signaturePng((raw) => deflateSync(raw))) },
    generatedAt: SAMPLE_GENERATED_AT,
    invoice: SAMPLE_INVOICE,
    billing: SAMPLE_BILLING,
    poNumber: SAMPLE_PO.poNumber,
    // Any language warms the renderer up alike: the portal's default one.
    locale: { language: "id", t: translatorFor("id", "pdf") },
  });
}
